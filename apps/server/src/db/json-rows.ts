import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A row of `table` as a JSON object keyed by the names Drizzle gives its columns: a query answers the rows
 * of another table inside its own row (`json_agg`), and so reads both in one round trip. The outer query
 * must qualify its columns (a join, or `execute`): Drizzle writes those of a one-table select bare, which
 * the subquery would take for its own.
 */
export function jsonRowOf(table: Table): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${key}::text, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows `jsonRowOf` wrote, each value as its column reads it (a timestamp as a Date). */
export function fromJsonRows<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[] | null,
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return (rows ?? []).map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => [key, row[key] === null ? null : column.mapFromDriverValue(row[key])]),
      ) as InferSelectModel<T>,
  );
}
