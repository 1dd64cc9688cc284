import type { OpeningInputForm } from '@bulk/domain/job-board';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  jobApplications,
  jobApplicationSteps,
  jobOpenings,
  jobseekerProfiles,
  memberDocuments,
} from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { asBearer, createUser, uniqueEmail, type TestUser } from './accounts';
import { supplierWithToken } from './listings';
import { registerJobseeker } from './members';
import type { TestApp } from './test-app';

/** A warehouse opening in Pune, valid as posted; `overrides` change any field. */
export function openingInput(overrides: Partial<OpeningInputForm> = {}): OpeningInputForm {
  return {
    title: 'Warehouse Associate',
    description: 'Receive, store and dispatch bulk grain bags; keep the stock register and load trucks.',
    type: 'full-time',
    vacancies: 4,
    city: 'Pune',
    state: 'Maharashtra',
    salaryMinRupees: 15000,
    salaryMaxRupees: 20000,
    experienceMinYears: 0,
    experienceMaxYears: 3,
    qualification: '10th',
    skills: ['Loading', 'Stock register'],
    lastDate: '2027-01-31',
    ...overrides,
  };
}

/** Signs in a new admin through the API; returns the session token. */
export async function adminToken(ctx: TestApp): Promise<string> {
  const admin = await setAdminPassword(ctx.database.handle.db, uniqueEmail('admin'));
  const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin });
  expect(login.statusCode, login.body).toBe(200);
  return (login.json() as { token: string }).token;
}

/** Posts an opening as the employer signed in with `token`; returns its id and status. */
export async function postOpening(ctx: TestApp, token: string, overrides: Partial<OpeningInputForm> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/employer/jobs',
    headers: asBearer(token),
    payload: openingInput(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}

/** A live opening of a new approved supplier (posted, then approved by the admin of `admin`). */
export async function liveSupplierOpening(
  ctx: TestApp,
  admin: string,
  overrides: Partial<OpeningInputForm> = {},
) {
  const supplier = await supplierWithToken(ctx, true);
  const { id } = await postOpening(ctx, supplier.token, overrides);
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/jobs/${id}/approve`,
    headers: asBearer(admin),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...supplier, openingId: id };
}

/** A paid job seeker; verified by the admin of `admin` when one is given. */
export async function jobseeker(ctx: TestApp, admin?: string) {
  const seeker = await registerJobseeker(ctx, uniqueEmail('seeker'));
  if (admin) {
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/jobseekers/${seeker.user.id}/verify`,
      headers: asBearer(admin),
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  return seeker;
}

/**
 * An opening written straight into the database: the company's (`employerId` null) or a supplier's, in
 * `status`, open until the far future. Returns its id.
 */
export async function freshOpening(
  ctx: TestApp,
  employerId: number | null,
  status: 'live' | 'submitted' = 'live',
): Promise<number> {
  const { db } = ctx.database.handle;
  const postedBy = employerId ?? (await createUser(ctx, 'admin')).id;
  const input = openingInput({ lastDate: '2099-12-31' });
  const now = new Date();
  const [row] = await db
    .insert(jobOpenings)
    .values({
      ...input,
      skills: input.skills ?? [],
      walkInVenue: null,
      walkInTime: null,
      employerId,
      postedBy,
      status,
      publishedAt: status === 'live' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: jobOpenings.id });
  return row!.id;
}

/**
 * An application with its resume, written straight into the database: a job seeker's own (to a new
 * company opening), or, for a supplier, a new seeker's to a new opening of that supplier. Returns its id.
 */
export async function freshApplication(ctx: TestApp, self: TestUser): Promise<number> {
  const { db } = ctx.database.handle;
  const seekerId =
    self.role === 'jobseeker' ? self.id : (await registerJobseeker(ctx, uniqueEmail('seeker'))).user.id;
  const openingId = await freshOpening(ctx, self.role === 'supplier' ? self.id : null);
  const [resume] = await db
    .select({ id: memberDocuments.id })
    .from(memberDocuments)
    .where(and(eq(memberDocuments.userId, seekerId), eq(memberDocuments.kind, 'resume')));
  const now = new Date();
  const [row] = await db
    .insert(jobApplications)
    .values({
      openingId,
      seekerId,
      status: 'applied',
      resumeDocumentId: resume?.id ?? null,
      appliedAt: now,
      updatedAt: now,
    })
    .returning({ id: jobApplications.id });
  await db
    .insert(jobApplicationSteps)
    .values({ applicationId: row!.id, status: 'applied', actorId: seekerId, at: now });
  return row!.id;
}

/** Marks a job seeker verified, as an admin's verification does. */
export async function verifyJobseeker(ctx: TestApp, userId: number): Promise<void> {
  await ctx.database.handle.db
    .update(jobseekerProfiles)
    .set({ verification: 'verified', verificationDecidedAt: new Date() })
    .where(eq(jobseekerProfiles.userId, userId));
}
