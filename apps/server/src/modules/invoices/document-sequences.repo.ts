import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
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
