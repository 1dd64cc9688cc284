import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DATABASE_CASING, type Database } from './client';

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
 */
export async function runWritesAfter<Row>(
  tx: Database,
  leading: readonly SQL[],
  writes: readonly (PendingWrite | undefined)[],
  answer: SQL,
): Promise<Row[]> {
  const all = [...leading, ...entries(writes.filter((write) => write !== undefined))];
  const result = await executeNamed(tx, sql`with ${sql.join(all, sql`, `)} ${answer}`);
  // node-postgres and PGlite both answer their rows as `rows`.
  return (result as { rows: Row[] }).rows;
}

const dialect = new PgDialect({ casing: DATABASE_CASING });

/**
 * How many texts a process runs as named prepared statements. A statement's text depends on its parts'
 * shapes (how many lines, which writes), of which a store makes few; past the bound a new text runs
 * unnamed, so each connection's prepared statements stay bounded however many shapes there are.
 */
const MAX_NAMED_STATEMENTS = 64;
const namedTexts = new Set<string>();

/**
 * Runs `statement` as a named prepared statement, named after its text: each connection parses and plans
 * a text once, then runs it with new values (the checkout's writes are large; their planning cost
 * PostgreSQL more than running them).
 */
async function executeNamed(tx: Database, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `w_${createHash('sha1').update(query.sql).digest('base64url')}`;
  const named = namedTexts.has(name) || (namedTexts.size < MAX_NAMED_STATEMENTS && namedTexts.add(name));
  return tx._.session.prepareQuery(query, undefined, named ? name : undefined, false).execute();
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
