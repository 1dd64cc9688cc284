import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { insertJsonRows } from '#src/db/json-rows';
import type { PendingWrite } from '#src/db/writes';
import { jobs } from '#src/db/schema/index';

export type StoredJob = typeof jobs.$inferSelect;

/** Queues a job in the caller's transaction, so it exists exactly when the change that asks for it commits. */
export function enqueueJob(
  tx: Database,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date },
): PendingWrite {
  return insertJsonRows(tx, jobs, [job]);
}

/**
 * Takes the next job due at `now`, locking its row until the caller's transaction ends. Rows locked by
 * another runner are skipped (`FOR UPDATE SKIP LOCKED`), so two runners never hold one job.
 */
export async function claimNextDueJob(tx: Database, now: Date): Promise<StoredJob | undefined> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return job;
}

export async function markJobDone(tx: Database, id: number, at: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ doneAt: at, attempts: sql`${jobs.attempts} + 1`, lastError: null })
    .where(eq(jobs.id, id));
}

/** Records a failed attempt: the job runs again at `retryAt`, or, without one, has failed for good. */
export async function markJobFailedAttempt(
  tx: Database,
  id: number,
  failure: { lastError: string; retryAt: Date | undefined; at: Date },
): Promise<void> {
  await tx
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lastError: failure.lastError,
      ...(failure.retryAt ? { runAt: failure.retryAt } : { failedAt: failure.at }),
    })
    .where(eq(jobs.id, id));
}

/** A job as stored, for tests and operators. */
export async function findJobs(db: Database, kind: string): Promise<StoredJob[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
}

/** True when a job of `kind` is waiting to run (not done, not failed). */
export async function hasPendingJob(db: Database, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .limit(1);
  return row !== undefined;
}
