import type { Logger } from 'pino';
import type { Database } from '#src/db/client';
import type { Clock } from '#src/services';
import { claimNextDueJob, markJobDone, markJobFailedAttempt, type StoredJob } from './jobs.repo';

/** After this many failed attempts a job is marked failed and left for an operator. */
export const MAX_JOB_ATTEMPTS = 10;
const JOBS_PER_ROUND = 50;

/**
 * Does one job's work inside the transaction that holds the job's row: its changes commit with the job
 * marked done, or roll back with it left to retry. `now` is the app clock's time of the round.
 */
export type JobHandler = (job: {
  payload: Record<string, unknown>;
  tx: Database;
  now: Date;
}) => Promise<void>;

/** The wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs due jobs from the `jobs` table by kind. Each job is claimed and run in one transaction (see
 * `claimNextDueJob`), so several instances share the queue without running a job twice, and a process
 * that dies mid-job leaves it due for the next. Time is the app's clock, so tests move it.
 */
export function createJobRunner(options: {
  db: Database;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}) {
  const { db, clock, logger } = options;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  // Rounds of this runner follow one another: a test's `runDue` waits for the timer's round in progress.
  let rounds: Promise<unknown> = Promise.resolve();

  /** Runs one due job, if any; answers whether there was one. */
  async function runOne(now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const job = await claimNextDueJob(tx, now);
      if (!job) return false;
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
        // A savepoint: a failing handler's changes are undone while the job's row stays locked here.
        await tx.transaction((work) => handler({ payload: job.payload, tx: work, now }));
        await markJobDone(tx, job.id, now);
      } catch (error) {
        await recordFailure(tx, job, error, now);
      }
      return true;
    });
  }

  async function recordFailure(tx: Database, job: StoredJob, error: unknown, now: Date) {
    const attempts = job.attempts + 1;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const retryAt =
      attempts < MAX_JOB_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(attempts)) : undefined;
    await markJobFailedAttempt(tx, job.id, { lastError, retryAt, at: now });
    logger.warn(
      { jobId: job.id, kind: job.kind, attempts, err: error },
      retryAt ? 'job failed; will retry' : 'job failed for good',
    );
  }

  async function round(): Promise<number> {
    const now = clock.now();
    let ran = 0;
    while (ran < JOBS_PER_ROUND && (await runOne(now))) ran++;
    return ran;
  }

  /** Runs the jobs due now, after any round in progress; resolves to how many ran. */
  function runDue(): Promise<number> {
    const next = rounds.then(round);
    rounds = next.catch((error: unknown) => logger.warn({ err: error }, 'job round failed'));
    return next;
  }

  return {
    /** Names the handler of a kind of job; each module registers its own. */
    handle(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`jobs of kind ${kind} already have a handler`);
      handlers.set(kind, handler);
    },
    runDue,
    start() {
      timer = setInterval(() => void runDue().catch(() => undefined), options.intervalMs ?? 5000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await rounds;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
