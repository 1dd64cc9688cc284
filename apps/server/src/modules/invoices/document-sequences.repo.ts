import { sql, type SQL } from 'drizzle-orm';
import type { NumberForm } from '@bulk/domain/invoices';
import type { Database } from '#src/db/client';
import { numberInFormSql } from '#src/db/statement-numbers';
import { runWritesTogether, withWrites, type PendingWrite } from '#src/db/writes';
import { documentSequences } from '#src/db/schema/index';

/** The series of the company's own tax invoices (orders, instalments, membership fees). */
export const COMPANY_INVOICE_SERIES = 'invoice:company';

/**
 * Counts one more document in a numbered series (`invoice:seller:42`, `credit-note:company`, ...) for a
 * financial year and answers its sequence (docs/decisions/023). The row stays locked until the caller's
 * transaction ends: numbers follow each other, none is taken twice, and a rolled-back transaction gives its
 * number back.
 */
export async function nextDocumentSequence(
  tx: Database,
  series: string,
  financialYear: string,
): Promise<number> {
  return (await nextDocumentSequences(tx, [series], financialYear)).get(series)!;
}

/**
 * One more document in each of several series, in one statement (a payment numbers every seller's part
 * at once), which carries `along` (a payment's stock take: `withWrites`). The rows are taken in the order of
 * their names, so concurrent callers never wait for each other in a circle. Answers each series' sequence.
 */
export async function nextDocumentSequences(
  tx: Database,
  series: readonly string[],
  financialYear: string,
  along: readonly (PendingWrite | undefined)[] = [],
): Promise<Map<string, number>> {
  const names = [...new Set(series)].sort();
  if (names.length === 0) {
    await runWritesTogether(tx, along);
    return new Map();
  }
  const rows = await withWrites(tx, along)
    .insert(documentSequences)
    .values(names.map((name) => ({ series: name, financialYear, lastNumber: 1 })))
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.financialYear],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ series: documentSequences.series, lastNumber: documentSequences.lastNumber });
  return new Map(rows.map((row) => [row.series, row.lastNumber]));
}

/**
 * The `WITH` entries `forms`, `numbered` and `numbers` of a payment written in one statement
 * (docs/decisions/025): one more document in each series of `forms` (in name order, as
 * `nextDocumentSequences`), taken once the entry `after` has run (the listings are locked before any
 * series), and `numbers` answers each series' sequence and its number written in the series' form (a
 * longer sequence is not cut: the caller checks each number against the domain's).
 */
export function nextDocumentNumbers(
  forms: ReadonlyMap<string, NumberForm>,
  financialYear: string,
  after?: string,
): SQL {
  const rows = [...forms]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([series, form]) => sql`(${series}::text, ${form.head}::text, ${form.digits}::integer)`);
  return sql`forms (series, head, digits) as (values ${sql.join(rows, sql`, `)}),
    numbered as (
      insert into ${documentSequences} (series, financial_year, last_number)
      select series, ${financialYear}, 1 from forms
      ${after ? sql`where (select count(*) from ${sql.identifier(after)}) >= 0` : sql``}
      order by series
      on conflict (series, financial_year) do update set last_number = ${documentSequences.lastNumber} + 1
      returning series, last_number),
    numbers as (
      select numbered.series, numbered.last_number,
             ${numberInFormSql({ head: sql`forms.head`, digits: sql`forms.digits` }, sql`numbered.last_number`)} as number
        from numbered inner join forms using (series))`;
}
