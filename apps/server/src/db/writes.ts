import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A write built but not yet sent (a Drizzle insert or update without `returning`): awaiting it runs it
 * alone, `runWritesTogether` sends it with others.
 */
export type PendingWrite = SQLWrapper & PromiseLike<unknown>;

/**
 * Sends several writes as one statement (each but the last in a `WITH` of its own): one round trip where
 * a transaction holds rows others wait for. The writes see the same snapshot and none sees another's
 * rows, so they must not touch the same rows nor read what another writes; foreign keys are checked at
 * the statement's end, so a row may name one written with it (an order's lines, their order). `undefined`
 * (nothing to write) is skipped.
 */
export async function runWritesTogether(
  tx: Pick<Database, 'execute'>,
  writes: readonly (PendingWrite | undefined)[],
): Promise<void> {
  const pending = writes.filter((write) => write !== undefined);
  const last = pending.pop();
  if (!last) return;
  if (pending.length === 0) {
    await last;
    return;
  }
  const withs = pending.map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write.getSQL()})`);
  await tx.execute(sql`with ${sql.join(withs, sql`, `)} ${last.getSQL()}`);
}

/**
 * The transaction's query builder with `writes` put before the query built on it, each in a `WITH` (on
 * the terms of `runWritesTogether`): they go in the query's statement, and its answer comes back as usual.
 */
export function withWrites(tx: Database, writes: readonly (PendingWrite | undefined)[]) {
  return tx.with(
    ...writes
      .filter((write) => write !== undefined)
      .map((write, index) => tx.$with(`write_${index}`, {}).as(write.getSQL())),
  );
}
