import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { documentSequences } from './schema/index';
import { runWritesAfter, runWritesTogether, withWrites } from './writes';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const series = (name: string, lastNumber: number) => ({ series: name, financialYear: '2026-27', lastNumber });
const read = (names: string[]) =>
  database.handle.db
    .select()
    .from(documentSequences)
    .where(inArray(documentSequences.series, names))
    .orderBy(documentSequences.series);

test('writes sent together all take effect; nothing to write is skipped', async () => {
  const { db } = database.handle;
  await db.insert(documentSequences).values(series('writes:c', 5));
  await runWritesTogether(db, [
    db.insert(documentSequences).values(series('writes:a', 1)),
    undefined,
    db.insert(documentSequences).values([series('writes:b', 2), series('writes:b2', 3)]),
    db.update(documentSequences).set({ lastNumber: 6 }).where(eq(documentSequences.series, 'writes:c')),
  ]);
  expect(await read(['writes:a', 'writes:b', 'writes:b2', 'writes:c'])).toEqual([
    series('writes:a', 1),
    series('writes:b', 2),
    series('writes:b2', 3),
    series('writes:c', 6),
  ]);
  await runWritesTogether(db, [undefined]);
  await runWritesTogether(db, [db.insert(documentSequences).values(series('writes:d', 4))]);
  expect(await read(['writes:d'])).toEqual([series('writes:d', 4)]);
});

test('one statement: when one write fails, none of them is written', async () => {
  const { db } = database.handle;
  await expect(
    runWritesTogether(db, [
      db.insert(documentSequences).values(series('writes:e', 1)),
      // Already there: the primary key refuses it, and with it the write before.
      db.insert(documentSequences).values(series('writes:d', 9)),
    ]),
  ).rejects.toThrow();
  expect(await read(['writes:e', 'writes:d'])).toEqual([series('writes:d', 4)]);
});

test("writes go in a query's statement, and the query answers as usual", async () => {
  const { db } = database.handle;
  const rows = await withWrites(db, [
    db.update(documentSequences).set({ lastNumber: 7 }).where(eq(documentSequences.series, 'writes:d')),
    undefined,
  ])
    .insert(documentSequences)
    .values(series('writes:f', 1))
    .returning({ series: documentSequences.series });
  expect(rows).toEqual([{ series: 'writes:f' }]);
  expect(await read(['writes:d', 'writes:f'])).toEqual([series('writes:d', 7), series('writes:f', 1)]);
});

test('a statement run again with new values (prepared once per connection) answers and writes those values', async () => {
  const { db } = database.handle;
  const numbered = (tx: typeof db, name: string, lastNumber: number) =>
    runWritesAfter<{ series: string; number: number }>(
      tx,
      [sql`counted as (select ${name}::text as series, ${lastNumber}::integer + 1 as number)`],
      [tx.insert(documentSequences).values(series(name, lastNumber))],
      sql`select series, number from counted`,
    );
  // One transaction keeps one connection: the second and third runs use the statement the first prepared.
  const answers = await db.transaction(async (tx) => [
    await numbered(tx, 'writes:g', 1),
    await numbered(tx, 'writes:h', 20),
    await numbered(tx, 'writes:i', 300),
  ]);
  expect(answers).toEqual([
    [{ series: 'writes:g', number: 2 }],
    [{ series: 'writes:h', number: 21 }],
    [{ series: 'writes:i', number: 301 }],
  ]);
  expect(await read(['writes:g', 'writes:h', 'writes:i'])).toEqual([
    series('writes:g', 1),
    series('writes:h', 20),
    series('writes:i', 300),
  ]);
  // Refused (the key is taken), then run again with a free key: the prepared statement still serves.
  await expect(numbered(db, 'writes:g', 5)).rejects.toThrow();
  expect(await numbered(db, 'writes:j', 7)).toEqual([{ series: 'writes:j', number: 8 }]);
  expect(await read(['writes:g', 'writes:j'])).toEqual([series('writes:g', 1), series('writes:j', 7)]);
});
