import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { fromJsonRows, jsonRowOf } from './json-rows';
import { listings, users } from './schema/index';

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
