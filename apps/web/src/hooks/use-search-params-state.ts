import { useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import type { z } from 'zod';

/**
 * The values a list keeps in its URL (`?status=paid&page=2`), one field per search param. Every field
 * accepts a missing value (it is optional or has a default), and a value it gives back reads again as
 * itself once written with `String()`. An array field reads every value of its key (`?category=a&category=b`).
 */
export type SearchParamsSchema = z.ZodObject<Record<string, z.ZodType>, z.core.$ZodObjectConfig>;

export type SearchParamsValues<S extends SearchParamsSchema> = z.output<S>;

/** A change to some of the values; `undefined` puts a value back to its default. */
export type SearchParamsChange<S extends SearchParamsSchema> = Partial<z.output<S>>;

/** The field a change of any other value resets: a new filter starts again from the first page. */
const PAGE_KEY = 'page';

type FieldDef = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** Whether a field holds a list, looking through optional, default and transform wrappers. */
function isListField(field: z.ZodType): boolean {
  const def = field.def as FieldDef;
  if (def.type === 'array') return true;
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner ? isListField(inner) : false;
}

/** What a field holds when its param is missing or refused: its default, else nothing (an empty list). */
function fallback(field: z.ZodType): unknown {
  const parsed = field.safeParse(isListField(field) ? [] : undefined);
  return parsed.success ? parsed.data : undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * The values of a URL's search params. Each field is read on its own: a value the schema refuses falls
 * back to the field's default, so an old or hand-edited link still opens the list with its other values.
 * An empty value (`?q=`, or one that trims to nothing) counts as missing.
 */
export function readSearchParams<S extends SearchParamsSchema>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = isListField(field) ? params.getAll(key).filter(Boolean) : params.get(key) || undefined;
    const parsed = field.safeParse(raw);
    values[key] = parsed.success && parsed.data !== '' ? parsed.data : fallback(field);
  }
  return values as z.output<S>;
}

/**
 * `params` with the schema's values written in, in the schema's order: missing, empty and default values
 * leave no trace. Params the schema does not name are kept.
 */
export function writeSearchParams<S extends SearchParamsSchema>(
  schema: S,
  params: URLSearchParams,
  values: SearchParamsChange<S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries(schema.shape);
  for (const [key] of entries) next.delete(key);
  for (const [key, field] of entries) {
    const value: unknown = values[key as keyof typeof values];
    if (value === undefined || value === null || value === '' || sameValue(value, fallback(field))) continue;
    if (Array.isArray(value)) for (const item of value) next.append(key, String(item));
    else next.set(key, String(value));
  }
  return next;
}

function searchString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The URL search of some values alone (`?status=paid`, or '' when all are defaults), for a link to a list. */
export function toSearch<S extends SearchParamsSchema>(schema: S, values: SearchParamsChange<S>): string {
  return searchString(writeSearchParams(schema, new URLSearchParams(), values));
}

/** The values after a change; a change that does not set the page goes back to the first one. */
function applyChange<S extends SearchParamsSchema>(
  schema: S,
  values: z.output<S>,
  change: SearchParamsChange<S>,
): SearchParamsChange<S> {
  const next: Record<string, unknown> = { ...values, ...change };
  if (PAGE_KEY in schema.shape && !(PAGE_KEY in change)) delete next[PAGE_KEY];
  return next as SearchParamsChange<S>;
}

/**
 * Binds a schema to the URL's search params: the values read from them (see {@link readSearchParams}),
 * `set` to write a change into the URL (a new history entry, so Back undoes it), and `searchFor`, the URL
 * search of a change, for links such as a pager's.
 */
export function useSearchParamsState<S extends SearchParamsSchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => readSearchParams(schema, searchParams), [schema, searchParams]);

  function searchFor(change: SearchParamsChange<S>): string {
    return searchString(writeSearchParams(schema, searchParams, applyChange(schema, values, change)));
  }

  function set(change: SearchParamsChange<S>, options?: NavigateOptions) {
    setSearchParams(
      (current) =>
        writeSearchParams(schema, current, applyChange(schema, readSearchParams(schema, current), change)),
      options,
    );
  }

  return { values, set, searchFor };
}
