import { SEARCH_SUGGESTION_LIMITS, type SearchSuggestions } from '@bulk/domain/catalogue';
import type { Database } from '#src/db/client';
import { findCategorySuggestions, findProductSuggestions } from './catalogue.repo';

/**
 * What the header's search box suggests for `q` (trimmed, not empty): the best-ranked products and the
 * matching categories, read from the database rather than the in-memory catalogue so that every keystroke
 * of every shopper does not fill the listing cache, and so that it stays indexed on a large catalogue.
 */
export async function searchSuggestions(db: Database, q: string): Promise<SearchSuggestions> {
  const words = q.split(/\s+/).filter(Boolean);
  const [products, categories] = await Promise.all([
    findProductSuggestions(db, words, SEARCH_SUGGESTION_LIMITS.products),
    findCategorySuggestions(db, words, SEARCH_SUGGESTION_LIMITS.categories),
  ]);
  return { products, categories };
}
