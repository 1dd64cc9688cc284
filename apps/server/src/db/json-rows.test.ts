import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { fromJsonRows, insertJsonRows, jsonRowOf } from './json-rows';
import { listings, outboxMessages, users } from './schema/index';
import { StatementNumbers } from './statement-numbers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test('rows read inside another row as JSON read back as the table reads them: dates, JSON, nulls', async () => {
  const { db } = database.handle;
  const [seller] = await db
    .insert(users)
    .values({ email: 'json-rows@example.in', name: 'Json Rows', passwordHash: '!', role: 'supplier' })
    .returning({ id: users.id });
  const fields = { name: 'Toor Dal', stock: 40, slabs: [{ fromQuantity: 500, pricePaise: 38_000 }] };
  await db.insert(listings).values([
    { sellerId: seller!.id, status: 'live', fields: fields as never, sku: 'TD-1' },
    { sellerId: seller!.id, fields: { ...fields, name: '"quoted"' } as never },
  ]);
  const result = await db.execute(
    sql`select (select json_agg(${jsonRowOf(listings)} order by ${listings.id})
                  from ${listings} where ${listings.sellerId} = ${users.id}) as listings
          from ${users} where ${users.id} = ${seller!.id}`,
  );
  const [row] = (result as unknown as { rows: { listings: Record<string, unknown>[] }[] }).rows;
  const read = await db.select().from(listings).where(eq(listings.sellerId, seller!.id)).orderBy(listings.id);
  expect(fromJsonRows(listings, row!.listings)).toEqual(read);
  expect(read[0]!.createdAt).toBeInstanceOf(Date);
  expect(fromJsonRows(listings, null)).toEqual([]);
});

/** A listing row as written, without what the database numbers or stamps itself. */
const asWritten = ({
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...row
}: typeof listings.$inferSelect) => row;

test('rows inserted from JSON are stored as Drizzle stores them, defaults where no row gives a value', async () => {
  const { db } = database.handle;
  const [seller] = await db
    .insert(users)
    .values({ email: 'json-insert@example.in', name: 'Json Insert', passwordHash: '!', role: 'supplier' })
    .returning({ id: users.id });
  const fields = { name: 'Chana "Kabuli" \\ dal\n', stock: 9_007_199, slabs: [], note: null, hindi: 'चना' };
  const rows: (typeof listings.$inferInsert)[] = [
    {
      sellerId: seller!.id,
      status: 'live',
      fields: fields as never,
      sku: 'JSON-1',
      submittedAt: new Date('2026-11-27T10:00:00.123Z'),
    },
    {
      sellerId: seller!.id,
      status: 'paused',
      pausedBy: 'supplier',
      fields: { ...fields, stock: 0 } as never,
      sku: null,
      submittedAt: null,
    },
  ];
  await insertJsonRows(db, listings, rows);
  await db.insert(listings).values(rows.map((row) => ({ ...row, sku: row.sku && `${row.sku}-usual` })));
  const stored = await db
    .select()
    .from(listings)
    .where(eq(listings.sellerId, seller!.id))
    .orderBy(asc(listings.id));
  const unset = { pausedBy: null, pendingChange: null, rejectionReason: null };
  expect(stored.map(asWritten)).toEqual([
    ...rows.map((row) => ({ ...unset, ...row })),
    ...rows.map((row) => ({ ...unset, ...row, sku: row.sku && `${row.sku}-usual` })),
  ]);
  expect(stored[0]!.createdAt).toBeInstanceOf(Date);
  // Given in one row only: the other row takes the column's default, not null.
  await insertJsonRows(db, outboxMessages, [
    { to: 'a@example.in', subject: 'A', text: 'a', kind: 'json-rows', status: 'stored' },
    { to: 'b@example.in', subject: 'B', text: 'b', kind: 'json-rows' },
  ]);
  const messages = await db
    .select({ to: outboxMessages.to, status: outboxMessages.status })
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, 'json-rows'))
    .orderBy(asc(outboxMessages.id));
  expect(messages).toEqual([
    { to: 'a@example.in', status: 'stored' },
    { to: 'b@example.in', status: 'pending' },
  ]);
});

test("placeholders in rows inserted from JSON become the statement's numbers, escaped as JSON", async () => {
  const { db } = database.handle;
  const numbers = new StatementNumbers();
  const order = numbers.placeholder('order');
  const invoice = numbers.placeholder('invoice:company');
  await db.execute(
    sql`with numbers (series, number) as (values ('order', 'BT-26-"7"'), ('invoice:company', 'BT\\26/000042')),
        written as (${insertJsonRows(
          db,
          outboxMessages,
          [
            {
              to: 'n@example.in',
              subject: `Order ${order}`,
              text: `Invoice ${invoice} of order ${order}.`,
              kind: 'json-numbers',
            },
            { to: 'm@example.in', subject: 'No number', text: `"${order}"`, kind: 'json-numbers' },
          ],
          numbers,
        ).getSQL()})
        select 1`,
  );
  const stored = await db
    .select({ subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(inArray(outboxMessages.kind, ['json-numbers']))
    .orderBy(asc(outboxMessages.id));
  expect(stored).toEqual([
    { subject: 'Order BT-26-"7"', text: 'Invoice BT\\26/000042 of order BT-26-"7".' },
    { subject: 'No number', text: '"BT-26-"7""' },
  ]);
});
