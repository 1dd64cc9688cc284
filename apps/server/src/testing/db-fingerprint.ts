import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';

/** PGlite and node-postgres both answer a raw query with its rows. */
type Rows<T> = { rows: T[] };

/**
 * Row count and checksum of every table of the store: two equal fingerprints mean no row was added,
 * removed or changed in between.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as Rows<{ name: string }>;
  const parts = tables.rows.map(
    ({ name }) =>
      `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS print FROM "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' UNION ALL ')))) as unknown as Rows<{
    name: string;
    print: string;
  }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}
