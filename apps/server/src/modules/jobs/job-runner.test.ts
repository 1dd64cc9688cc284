import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase } from '#src/testing/test-database';
import { createJobRunner, MAX_JOB_ATTEMPTS, type JobHandler } from './job-runner';
import { enqueueJob, findJobs } from './jobs.repo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const db = () => database.handle.db;
const T0 = new Date('2027-05-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A runner on the test database whose clock reads `clock.now`; each test uses kinds of its own. */
function runner(clock: { now: Date }, handlers: Record<string, JobHandler>) {
  const jobs = createJobRunner({ db: db(), clock: { now: () => clock.now }, logger: silentLogger });
  for (const [kind, handler] of Object.entries(handlers)) jobs.handle(kind, handler);
  return jobs;
}

test('a job runs once it is due, not before, and is marked done', async () => {
  const clock = { now: T0 };
  const seen: unknown[] = [];
  const jobs = runner(clock, { 'test.due': async ({ payload, now }) => void seen.push({ payload, now }) });
  await enqueueJob(db(), { kind: 'test.due', payload: { n: 1 }, runAt: at(60) });

  await jobs.runDue();
  expect(seen).toEqual([]);
  clock.now = at(60);
  expect(await jobs.runDue()).toBe(1);
  expect(seen).toEqual([{ payload: { n: 1 }, now: at(60) }]);
  expect(await jobs.runDue()).toBe(0);
  const [job] = await findJobs(db(), 'test.due');
  expect(job).toMatchObject({ attempts: 1, doneAt: at(60), lastError: null, failedAt: null });
});

test('two runners working the same queue at once never run one job twice', async () => {
  const clock = { now: T0 };
  const runs = new Map<number, number>();
  // Each job takes a moment, so that the runners' rounds overlap.
  const handler: JobHandler = async ({ payload }) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const n = payload.n as number;
    runs.set(n, (runs.get(n) ?? 0) + 1);
  };
  const first = runner(clock, { 'test.shared': handler });
  const second = runner(clock, { 'test.shared': handler });
  for (let n = 0; n < 40; n++) await enqueueJob(db(), { kind: 'test.shared', payload: { n }, runAt: T0 });

  const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
  expect(a + b).toBe(40);
  expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
  const stored = await findJobs(db(), 'test.shared');
  expect(stored.every((job) => job.doneAt !== null && job.attempts === 1)).toBe(true);
});

test("a failing handler's changes are undone and the job is retried later, with a growing wait", async () => {
  const clock = { now: T0 };
  let calls = 0;
  const jobs = runner(clock, {
    'test.flaky': async ({ tx }) => {
      calls++;
      // Work done before the failure must not survive it.
      await enqueueJob(tx, { kind: 'test.side-effect', payload: { call: calls }, runAt: T0 });
      if (calls < 3) throw new Error(`upstream refused (call ${calls})`);
    },
  });
  await enqueueJob(db(), { kind: 'test.flaky', payload: {}, runAt: T0 });

  await jobs.runDue();
  let [job] = await findJobs(db(), 'test.flaky');
  expect(job).toMatchObject({
    attempts: 1,
    lastError: 'upstream refused (call 1)',
    runAt: at(30),
    doneAt: null,
  });
  expect(await findJobs(db(), 'test.side-effect')).toEqual([]);

  clock.now = at(29);
  await jobs.runDue();
  expect(calls).toBe(1);
  clock.now = at(30);
  await jobs.runDue();
  [job] = await findJobs(db(), 'test.flaky');
  // The second failure waits twice as long.
  expect(job).toMatchObject({ attempts: 2, runAt: at(90), doneAt: null });

  clock.now = at(90);
  await jobs.runDue();
  [job] = await findJobs(db(), 'test.flaky');
  expect(job).toMatchObject({ attempts: 3, doneAt: at(90), lastError: null });
  expect((await findJobs(db(), 'test.side-effect')).map((effect) => effect.payload)).toEqual([{ call: 3 }]);
});

test('a job that keeps failing, or that no handler knows, stops after the last attempt', async () => {
  const clock = { now: T0 };
  const jobs = runner(clock, {});
  await enqueueJob(db(), { kind: 'test.unknown', payload: {}, runAt: T0 });
  for (let attempt = 0; attempt < MAX_JOB_ATTEMPTS + 2; attempt++) {
    await jobs.runDue();
    clock.now = new Date(clock.now.getTime() + 3600_000);
  }
  const [job] = await findJobs(db(), 'test.unknown');
  expect(job).toMatchObject({
    attempts: MAX_JOB_ATTEMPTS,
    lastError: 'no handler for jobs of kind test.unknown',
    doneAt: null,
  });
  expect(job!.failedAt).not.toBeNull();
});
