// Without zod: the header's search box, on every page's first load, normalises with it.
import { SEARCH_QUERY_MAX_LENGTH } from '@bulk/domain/catalogue/values';

export { SEARCH_QUERY_MAX_LENGTH };

export type SearchQuery = {
  /** What is searched for: spaces collapsed, trimmed, at most {@link SEARCH_QUERY_MAX_LENGTH} long. */
  query: string;
  /** True when the typed text was longer and only its beginning is searched. */
  shortened: boolean;
};

/**
 * The search to send for the text of `?q=` or the search field. The API ignores case and extra spaces
 * but refuses a query over 100 characters, so a longer one is cut to its first 100 (never through the
 * middle of a character such as an emoji) rather than failing.
 */
export function normalizeSearchQuery(raw: string | null | undefined): SearchQuery {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= SEARCH_QUERY_MAX_LENGTH) return { query: text, shortened: false };
  let cut = text.slice(0, SEARCH_QUERY_MAX_LENGTH);
  // A high surrogate at the end is half of a character whose other half was cut off.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return { query: cut.trim(), shortened: true };
}
