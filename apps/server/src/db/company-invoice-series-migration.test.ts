import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { issueInvoiceNumber } from '#src/modules/orders/orders.service';
import { migrationUnderTest, type MigrationUnderTest } from '#src/testing/migration-under-test';
import type { TestDatabase } from '#src/testing/test-database';

let migration: MigrationUnderTest;
let database: TestDatabase;
beforeAll(async () => {
  migration = await migrationUnderTest('0028_company_invoice_series');
  database = migration.database;
});
afterAll(() => migration.drop());

test("the company's invoice numbers go on from the last one issued in each year, in the one series table", async () => {
  await migration.migrateToBefore();
  const db = database.handle.db;
  await db.execute(sql`
    INSERT INTO "invoice_sequences" ("financial_year", "last_number") VALUES ('2025-26', 41), ('2026-27', 7)`);

  await migration.migrateAll();

  const next = await db.transaction(async (tx) => [
    await issueInvoiceNumber(tx, 'BT', new Date('2026-03-31T12:00:00Z')),
    await issueInvoiceNumber(tx, 'BT', new Date('2026-11-26T12:00:00Z')),
    await issueInvoiceNumber(tx, 'BT', new Date('2027-04-01T12:00:00Z')),
  ]);
  expect(next).toEqual(['BT/25-26/000042', 'BT/26-27/000008', 'BT/27-28/000001']);
  await expect(db.execute(sql`SELECT 1 FROM "invoice_sequences"`)).rejects.toThrow();
});
