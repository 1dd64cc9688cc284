import { jobListSchema } from '@bulk/domain/job-board';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { seedDemoJobs } from './demo-jobs';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('the demo seed needs an admin, then adds live openings of the company and demo suppliers once', async () => {
  const db = ctx.database.handle.db;
  const now = new Date();
  await expect(seedDemoJobs(db, now)).rejects.toThrow(/No admin yet/);
  await setAdminPassword(db, 'chief@store.test');
  expect(await seedDemoJobs(db, now)).toEqual({ openings: 14 });
  expect(await seedDemoJobs(db, now)).toEqual({ openings: 0 });

  const board = jobListSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).json());
  expect(board.total).toBe(14);
  const employers = new Set(board.jobs.map((job) => `${job.employer.kind}:${job.employer.verified}`));
  expect(employers).toEqual(new Set(['company:false', 'supplier:true']));
  expect(board.jobs.every((job) => job.open)).toBe(true);
  const count = await ctx.app.inject({ method: 'GET', url: '/api/jobs/live-count' });
  expect(count.json()).toEqual({ count: 14 });
});
