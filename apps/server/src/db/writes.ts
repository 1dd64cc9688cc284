import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';
import { executeNamed } from './prepared';

/**
 * A write built but not yet sent (a Drizzle insert or update without `returning`): awaiting it runs it
 * alone, `runWritesTogether` sends it with others.
 */
export type PendingWrite = SQLWrapper & PromiseLike<unknown>;

/** A value a write stores that the database works out in the same statement (a payment's invoice numbers). */
export type StatementValue = SQL;

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
  await tx.execute(sql`with ${sql.join(entries(pending), sql`, `)} ${last.getSQL()}`);
}

const entries = (writes: readonly PendingWrite[]) =>
  writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write.getSQL()})`);

/**
 * Sends `writes` as `runWritesTogether` does, after the `WITH` entries `leading` (a payment's stock taken
 * and its numbers), which the writes may read, and answers the rows of `answer`, a query of those entries.
 * It runs as a named prepared statement (`executeNamed`).
 */
export async function runWritesAfter<Row>(
  tx: Database,
  leading: readonly SQL[],
  writes: readonly (PendingWrite | undefined)[],
  answer: SQL,
): Promise<Row[]> {
  const all = [...leading, ...entries(writes.filter((write) => write !== undefined))];
  return executeNamed<Row>(tx, sql`with ${sql.join(all, sql`, `)} ${answer}`);
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
