import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { jobAlertDeliveries, jobseekerProfiles, memberDocuments, users } from '#src/db/schema/index';

export type StoredJobseeker = typeof jobseekerProfiles.$inferSelect;

/** A job seeker's account and profile; undefined for any other account. */
export async function findJobseeker(db: Database, userId: number) {
  const [row] = await db
    .select({ user: { id: users.id, name: users.name, email: users.email }, profile: jobseekerProfiles })
    .from(jobseekerProfiles)
    .innerJoin(users, eq(users.id, jobseekerProfiles.userId))
    .where(eq(jobseekerProfiles.userId, userId));
  return row;
}

export async function lockJobseeker(tx: Database, userId: number) {
  const [row] = await tx
    .select({ user: { id: users.id, name: users.name, email: users.email }, profile: jobseekerProfiles })
    .from(jobseekerProfiles)
    .innerJoin(users, eq(users.id, jobseekerProfiles.userId))
    .where(eq(jobseekerProfiles.userId, userId))
    .for('update', { of: jobseekerProfiles });
  return row;
}

export async function updateJobseeker(
  tx: Database,
  userId: number,
  values: Partial<typeof jobseekerProfiles.$inferInsert>,
): Promise<void> {
  await tx.update(jobseekerProfiles).set(values).where(eq(jobseekerProfiles.userId, userId));
}

/** The kinds of document a seeker has, and the newest resume (the one new applications send). */
export async function seekerDocuments(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(memberDocuments)
    .where(eq(memberDocuments.userId, userId))
    .orderBy(desc(memberDocuments.createdAt), desc(memberDocuments.id));
  return {
    kinds: new Set(rows.map((row) => row.kind)),
    resume: rows.find((row) => row.kind === 'resume'),
  };
}

export async function insertResume(tx: Database, values: typeof memberDocuments.$inferInsert): Promise<void> {
  await tx.insert(memberDocuments).values(values);
}

/** The verified seekers who take the daily alert. */
export async function alertRecipients(db: Database) {
  return db
    .select({ user: { id: users.id, name: users.name, email: users.email }, profile: jobseekerProfiles })
    .from(jobseekerProfiles)
    .innerJoin(users, eq(users.id, jobseekerProfiles.userId))
    .where(
      and(
        eq(jobseekerProfiles.verification, 'verified'),
        eq(jobseekerProfiles.jobAlerts, true),
        isNull(users.deactivatedAt),
      ),
    );
}

/** Which of `openingIds` the alert has already named to the seeker. */
export async function alreadyAlerted(
  db: Database,
  userId: number,
  openingIds: number[],
): Promise<Set<number>> {
  if (openingIds.length === 0) return new Set();
  const rows = await db
    .select({ openingId: jobAlertDeliveries.openingId })
    .from(jobAlertDeliveries)
    .where(and(eq(jobAlertDeliveries.userId, userId), inArray(jobAlertDeliveries.openingId, openingIds)));
  return new Set(rows.map((row) => row.openingId));
}

export async function recordAlerted(tx: Database, userId: number, openingIds: number[], sentAt: Date) {
  if (openingIds.length === 0) return;
  await tx
    .insert(jobAlertDeliveries)
    .values(openingIds.map((openingId) => ({ userId, openingId, sentAt })))
    .onConflictDoNothing();
}

/** Turns the alert off for the seeker whose link carries `token`; false when no one's does. */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(jobseekerProfiles)
    .set({ jobAlerts: false })
    .where(eq(jobseekerProfiles.alertToken, token))
    .returning({ userId: jobseekerProfiles.userId });
  return rows.length > 0;
}
