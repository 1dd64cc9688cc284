import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrationUnderTest, type MigrationUnderTest } from '#src/testing/migration-under-test';
import type { TestDatabase } from '#src/testing/test-database';
import { jobs, supplierProfiles, users } from './schema/index';

const RENEWAL_MIGRATION = '0020_membership_renewal';
const DAY = 86_400_000;

let migration: MigrationUnderTest;
let database: TestDatabase;
beforeAll(async () => {
  migration = await migrationUnderTest(RENEWAL_MIGRATION);
  database = migration.database;
});
afterAll(() => migration.drop());

/** A supplier as the store kept it before: its end a year from its payment, whatever its approval. */
async function insertSupplier(
  email: string,
  status: 'pending' | 'approved' | 'rejected',
  validUntil: Date,
): Promise<number> {
  const { db } = database.handle;
  const [user] = await db
    .insert(users)
    .values({ email, name: 'Ravi', passwordHash: 'x', role: 'supplier', status })
    .returning({ id: users.id });
  // The columns of that time: the schema of today has more (written in plain SQL for that reason).
  await db.execute(sql`
    INSERT INTO supplier_profiles (user_id, business_name, slug, contact_person, mobile, categories, address, valid_until)
    VALUES (${user!.id}, 'Ravi Traders', ${`ravi-traders-${user!.id}`}, 'Ravi', '9876543210', '["Pulses"]',
            'Indore', ${validUntil.toISOString()})`);
  return user!.id;
}

test('approved suppliers keep their end and get its jobs; the others wait for an approval', async () => {
  await migration.migrateToBefore();
  const soon = new Date(Math.floor((Date.now() + 20 * DAY) / 1000) * 1000);
  const past = new Date(Math.floor((Date.now() - 40 * DAY) / 1000) * 1000);
  const running = await insertSupplier('running@example.in', 'approved', soon);
  const ended = await insertSupplier('ended@example.in', 'approved', past);
  const pending = await insertSupplier('pending@example.in', 'pending', soon);
  const rejected = await insertSupplier('rejected@example.in', 'rejected', soon);

  await migration.migrateAll();

  const ends = new Map(
    (await database.handle.db.select().from(supplierProfiles)).map((row) => [row.userId, row.validUntil]),
  );
  expect(ends.get(running)).toEqual(soon);
  expect(ends.get(ended)).toEqual(past);
  expect(ends.get(pending)).toBeNull();
  expect(ends.get(rejected)).toBeNull();

  const queued = await database.handle.db.select().from(jobs).orderBy(asc(jobs.id));
  const of = (userId: number) =>
    queued
      .filter((job) => job.payload.userId === userId)
      .map((job) => ({ kind: job.kind, daysBefore: job.payload.daysBefore, runAt: job.runAt }));
  // 20 days before the end, the 30-day reminder has passed: only the 7- and 1-day ones are still to come.
  expect(of(running)).toEqual([
    { kind: 'membership.reminder', daysBefore: 7, runAt: new Date(soon.getTime() - 7 * DAY) },
    { kind: 'membership.reminder', daysBefore: 1, runAt: new Date(soon.getTime() - 1 * DAY) },
    { kind: 'membership.lapse', daysBefore: undefined, runAt: new Date(soon.getTime() + 15 * DAY) },
  ]);
  expect(of(ended)).toEqual([
    { kind: 'membership.lapse', daysBefore: undefined, runAt: new Date(past.getTime() + 15 * DAY) },
  ]);
  expect(of(pending)).toEqual([]);
  // The jobs name the end exactly as it is stored, so they are not taken for stale ones.
  for (const job of queued) {
    expect(new Date(job.payload.validUntil as string).getTime()).toBe(
      ends.get(job.payload.userId as number)!.getTime(),
    );
  }
});
