const MAX_PAGE = 10_000;

/** A `?page=` value from a URL: a whole number from 1 (as the API accepts), else the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
