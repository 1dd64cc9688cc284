import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DATABASE_CASING, type Database } from './client';

const dialect = new PgDialect({ casing: DATABASE_CASING });

/** node-postgres and PGlite both answer their rows as `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * How many texts a process runs as named prepared statements (`executeNamed`). A statement's text depends
 * on which writes it holds, of which a store makes few; past the bound a new text runs unnamed, so each
 * connection's prepared statements stay bounded however many there are.
 */
const MAX_NAMED_STATEMENTS = 64;
const namedTexts = new Set<string>();

/**
 * Runs `statement` as a named prepared statement, named after its text: each connection parses and plans
 * a text once, then runs it with new values (the checkout's writes are large: planning them cost
 * PostgreSQL more than running them). PGlite runs it unnamed.
 */
export async function executeNamed<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = `w_${createHash('sha1').update(query.sql).digest('base64url')}`;
  const named = namedTexts.has(name) || (namedTexts.size < MAX_NAMED_STATEMENTS && namedTexts.add(name));
  return rowsOf<Row>(
    await db._.session.prepareQuery(query, undefined, named ? name : undefined, false).execute(),
  );
}

/**
 * A statement built once, its values `sql.placeholder(key)`s, run as the named prepared statement `name`
 * on the connection of the database or transaction given: a run only fills in the values, and each
 * connection parses and plans it once. For the reads every checkout makes.
 */
export function preparedStatement<Row>(name: string, build: () => SQL) {
  let query: Query | undefined;
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
  };
}
