import {
  getTableColumns,
  is,
  sql,
  SQL,
  type Column,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { DATABASE_CASING, type Database } from './client';
import type { StatementNumbers } from './statement-numbers';
import type { PendingWrite } from './writes';

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

const casing = new CasingCache(DATABASE_CASING);

/**
 * A column as `insertJsonRows` writes it: its key in a row, its name in the database, and the value
 * Drizzle makes when a row gives none.
 */
interface JsonColumn {
  key: string;
  name: string;
  column: Column;
  generate: (() => unknown) | undefined;
}
const jsonColumns = new WeakMap<Table, JsonColumn[]>();

function columnsOf(table: Table): JsonColumn[] {
  let columns = jsonColumns.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: casing.getColumnCasing(column),
      column,
      generate: column.defaultFn ?? column.onUpdateFn,
    }));
    jsonColumns.set(table, columns);
  }
  return columns;
}

/** A row's value as JSON carries it: JSON columns as they are, the rest as the driver would send them. */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/**
 * Inserts `rows` into `table` from one JSON parameter (`json_populate_recordset`), not a parameter per
 * value: the checkout's writes hold hundreds of values, which Drizzle would build into the statement one
 * by one on every order, and whose text would change with the number of rows (a prepared statement is
 * named after it, `runWritesAfter`). The columns written are those a row gives a value (or Drizzle a
 * default function); the others take their defaults. Rows that give a column only some of them a value
 * are written the usual way (JSON would give the others null, not the column's default). Placeholders of
 * `numbers` in any value become their numbers.
 */
export function insertJsonRows<T extends Table>(
  db: Database,
  table: T,
  rows: readonly InferInsertModel<T>[],
  numbers?: StatementNumbers,
): PendingWrite {
  const records = rows as readonly Record<string, unknown>[];
  const given = columnsOf(table).filter(
    ({ key, generate }) => generate || records.some((row) => row[key] !== undefined),
  );
  const usual = () => db.insert(table as never).values(rows as never);
  const values: Record<string, unknown>[] = [];
  for (const row of records) {
    const value: Record<string, unknown> = {};
    for (const { key, name, column, generate } of given) {
      let stored = row[key];
      if (stored === undefined) {
        stored = generate?.();
        // A value the database works out (a default function's SQL) has no JSON.
        if (stored === undefined || is(stored, SQL)) return usual();
      }
      value[name] = jsonValue(column, stored);
    }
    values.push(value);
  }
  const json = JSON.stringify(values);
  const names = sql.raw(given.map(({ name }) => `"${name}"`).join(', '));
  const statement = sql`insert into ${table} (${names}) select ${names}
    from json_populate_recordset(null::${table}, ${numbers ? numbers.fillJson(json) : sql`${json}::json`})`;
  return {
    getSQL: () => statement,
    then: (onfulfilled, onrejected) => db.execute(statement).then(onfulfilled, onrejected),
  };
}
