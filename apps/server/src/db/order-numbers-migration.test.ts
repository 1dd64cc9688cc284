import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderNumberForm } from '@bulk/domain/orders';
import { writeNumberedOrder } from '#src/modules/orders/orders.repo';
import { migrationUnderTest, type MigrationUnderTest } from '#src/testing/migration-under-test';
import type { TestDatabase } from '#src/testing/test-database';
import { orders, orderSequences } from './schema/index';

const ORDER_NUMBERS_MIGRATION = '0014_order_numbers';

let migration: MigrationUnderTest;
let database: TestDatabase;
beforeAll(async () => {
  migration = await migrationUnderTest(ORDER_NUMBERS_MIGRATION);
  database = migration.database;
});
afterAll(() => migration.drop());

/** An order as the store kept it before order numbers; only its id and the time it was placed differ. */
async function insertOrderPlacedAt(id: string, createdAt: string) {
  await database.handle.db.execute(sql`
    INSERT INTO "orders" ("id", "status", "email", "shipping", "subtotal_paise", "shipping_paise", "gst_paise",
      "cgst_paise", "sgst_paise", "igst_paise", "total_paise", "total_weight_grams", "gateway", "created_at")
    VALUES (${id}, 'pending', 'asha@example.in',
      ${JSON.stringify({ fullName: 'Asha', email: 'asha@example.in', address: '1 Road', city: 'Indore', state: 'Madhya Pradesh', zip: '452001' })}::jsonb,
      10000, 0, 0, 0, 0, 0, 10000, 1000, 'sandbox', ${createdAt}::timestamptz)`);
}

test('orders placed before order numbers are numbered in the order they were placed, per financial year', async () => {
  await migration.migrateToBefore();
  // Inserted out of order: the numbers follow the time each was placed, not the insertion.
  await insertOrderPlacedAt('ord_june2026', '2026-06-01T10:00:00Z');
  await insertOrderPlacedAt('ord_may2025', '2025-05-01T10:00:00Z');
  await insertOrderPlacedAt('ord_lastminute', '2026-03-31T18:29:59Z'); // 23:59:59 on 31 March in India
  await insertOrderPlacedAt('ord_midnight', '2026-03-31T18:30:00Z'); // 00:00 on 1 April in India
  await insertOrderPlacedAt('ord_april2025', '2025-04-10T10:00:00Z');

  await migration.migrateAll();

  const numbered = await database.handle.db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .orderBy(asc(orders.createdAt));
  expect(numbered).toEqual([
    { id: 'ord_april2025', number: 'BT-25-000001' },
    { id: 'ord_may2025', number: 'BT-25-000002' },
    { id: 'ord_lastminute', number: 'BT-25-000003' },
    { id: 'ord_midnight', number: 'BT-26-000001' },
    { id: 'ord_june2026', number: 'BT-26-000002' },
  ]);
  expect(
    await database.handle.db.select().from(orderSequences).orderBy(asc(orderSequences.financialYear)),
  ).toEqual([
    { financialYear: '2025-26', lastNumber: 3 },
    { financialYear: '2026-27', lastNumber: 2 },
  ]);

  // The next order of each year goes on from the last number given; a new year starts at 1.
  const db = database.handle.db;
  const next = [
    await writeNumberedOrder(db, orderNumberForm('BT', '2026-27'), '2026-27', []),
    await writeNumberedOrder(db, orderNumberForm('BT', '2027-28'), '2027-28', []),
  ];
  expect(next).toEqual(['BT-26-000003', 'BT-27-000001']);

  // The column is now required and unique.
  await expect(insertOrderPlacedAt('ord_nonumber', '2026-07-01T10:00:00Z')).rejects.toThrow();
  await expect(
    db.execute(sql`UPDATE "orders" SET "number" = 'BT-26-000001' WHERE "id" = 'ord_june2026'`),
  ).rejects.toThrow();
});
