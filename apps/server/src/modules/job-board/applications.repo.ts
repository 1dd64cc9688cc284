import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  jobApplications,
  jobApplicationSteps,
  jobOpenings,
  jobseekerProfiles,
  memberDocuments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';

export type StoredApplication = typeof jobApplications.$inferSelect;
export type StoredStep = typeof jobApplicationSteps.$inferSelect;

export async function insertApplication(
  tx: Database,
  values: typeof jobApplications.$inferInsert,
): Promise<StoredApplication> {
  const [row] = await tx.insert(jobApplications).values(values).returning();
  return row!;
}

export async function findApplicationOf(
  db: Database,
  openingId: number,
  seekerId: number,
): Promise<StoredApplication | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.openingId, openingId), eq(jobApplications.seekerId, seekerId)));
  return row;
}

export async function insertStep(
  tx: Database,
  values: typeof jobApplicationSteps.$inferInsert,
): Promise<void> {
  await tx.insert(jobApplicationSteps).values(values);
}

/** An application locked for a change, with its opening's employer and the seeker's name and email. */
export async function lockApplication(tx: Database, id: number) {
  const [row] = await tx
    .select({
      application: jobApplications,
      opening: { id: jobOpenings.id, title: jobOpenings.title, employerId: jobOpenings.employerId },
      seeker: { name: users.name, email: users.email },
    })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .innerJoin(users, eq(users.id, jobApplications.seekerId))
    .where(eq(jobApplications.id, id))
    .for('update', { of: jobApplications });
  return row;
}

export async function updateApplication(
  tx: Database,
  id: number,
  values: Partial<typeof jobApplications.$inferInsert>,
): Promise<StoredApplication> {
  const [row] = await tx.update(jobApplications).set(values).where(eq(jobApplications.id, id)).returning();
  return row!;
}

/** The steps of each of `applicationIds`, in order. */
export async function stepsOf(db: Database, applicationIds: number[]): Promise<Map<number, StoredStep[]>> {
  const byApplication = new Map<number, StoredStep[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(jobApplicationSteps)
    .where(inArray(jobApplicationSteps.applicationId, applicationIds))
    .orderBy(asc(jobApplicationSteps.at), asc(jobApplicationSteps.id));
  for (const row of rows) {
    byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), row]);
  }
  return byApplication;
}

/** A seeker's applications, newest first, with their openings and employers. */
export async function applicationsOfSeeker(db: Database, seekerId: number) {
  return db
    .select({
      application: jobApplications,
      opening: jobOpenings,
      supplier: { businessName: supplierProfiles.businessName, slug: supplierProfiles.slug },
    })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, jobOpenings.employerId))
    .where(eq(jobApplications.seekerId, seekerId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
}

/** The applicants of an opening, first come first, with their accounts and job board profiles. */
export async function applicantsOf(db: Database, openingId: number) {
  return db
    .select({
      application: jobApplications,
      user: { id: users.id, name: users.name, email: users.email },
      profile: jobseekerProfiles,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.seekerId))
    .innerJoin(jobseekerProfiles, eq(jobseekerProfiles.userId, jobApplications.seekerId))
    .where(eq(jobApplications.openingId, openingId))
    .orderBy(asc(jobApplications.appliedAt), asc(jobApplications.id));
}

/** What deciding who may read an application's resume needs: its seeker, its opening's employer, the file. */
export async function findApplicationResume(db: Database, applicationId: number) {
  const [row] = await db
    .select({
      seekerId: jobApplications.seekerId,
      employerId: jobOpenings.employerId,
      document: memberDocuments,
    })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .leftJoin(memberDocuments, eq(memberDocuments.id, jobApplications.resumeDocumentId))
    .where(eq(jobApplications.id, applicationId));
  return row;
}

/** How many applications a seeker made and when the last one was. */
export async function applicationTotals(db: Database, seekerId: number) {
  const [row] = await db
    .select({ total: count(), last: max(jobApplications.appliedAt) })
    .from(jobApplications)
    .where(eq(jobApplications.seekerId, seekerId));
  return { total: row?.total ?? 0, last: row?.last ?? null };
}
