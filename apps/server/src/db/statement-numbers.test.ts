import { numberInForm } from '@bulk/domain/invoices';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { numberInFormSql, StatementNumbers } from './statement-numbers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** `value` read in a statement whose `numbers` entry numbers two series. */
async function readFilled(value: string | SQL): Promise<string> {
  const result = await database.handle.db.execute(
    sql`with numbers (series, number) as (values ('invoice:company', 'BT/26-27/000042'), ('order', 'BT-26-000007'))
        select ${typeof value === 'string' ? sql`${value}::text` : value} as text`,
  );
  return (result as unknown as { rows: { text: string }[] }).rows[0]!.text;
}

test('a text is written with each placeholder replaced by its series number, the rest as typed', async () => {
  const numbers = new StatementNumbers();
  const text = `Order ${numbers.placeholder('order')} confirmed: invoice ${numbers.placeholder('invoice:company')}.\n'%'`;
  const filled = numbers.fill(text);
  expect(typeof filled).not.toBe('string');
  expect(await readFilled(filled)).toBe("Order BT-26-000007 confirmed: invoice BT/26-27/000042.\n'%'");
  expect(numbers.fill(null)).toBeNull();
  expect(numbers.fill('no number here')).toBe('no number here');
});

test("another statement's placeholder, or one typed by a buyer, stays text", async () => {
  const numbers = new StatementNumbers();
  const other = new StatementNumbers().placeholder('order');
  const typed = '\uE000abc:order\uE001';
  expect(numbers.fill(`${other} ${typed}`)).toBe(`${other} ${typed}`);
});

test('the database writes a number in its form exactly as the domain does, never cutting it', async () => {
  const forms = [
    { head: 'BT/26-27/', digits: 6 },
    { head: 'S16/26-27/', digits: 6 },
    { head: 'S12KW/26-27/', digits: 4 },
  ];
  for (const form of forms) {
    for (const sequence of [1, 9, 10, 4_321, 99_999, 999_999, 1_000_000, 2_147_483_647]) {
      const result = await database.handle.db.execute(
        sql`select ${numberInFormSql(form, sql`${sequence}::integer`)} as number`,
      );
      expect((result as unknown as { rows: { number: string }[] }).rows[0]!.number).toBe(
        numberInForm(form, sequence, 'Test'),
      );
    }
  }
});
