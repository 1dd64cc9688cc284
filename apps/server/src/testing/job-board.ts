import type { OpeningInputForm } from '@bulk/domain/job-board';
import { expect } from 'vitest';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { asBearer, uniqueEmail } from './accounts';
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
