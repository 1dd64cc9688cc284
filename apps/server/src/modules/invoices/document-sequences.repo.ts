import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { documentSequences } from '#src/db/schema/index';

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
  const [sequence] = await tx
    .insert(documentSequences)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.financialYear],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  return sequence!.lastNumber;
}
