import { z } from 'zod';
import type { ProductListItem } from './product';
import { catalogueLanguageSchema } from './product-query';
import { SEARCH_QUERY_MAX_LENGTH } from './values';

/**
 * Text as the search compares it: accents dropped and lower-cased, so 'Jalapeño' is found by 'jalapeno'
 * and 'RICE' by 'rice'. PostgreSQL folds the same way with `search_fold` (migration 0014).
 */
export function foldForSearch(text: string): string {
  // Only the combining accents of Latin letters go: the vowel signs of Indic scripts and the voicing marks
  // of Japanese are marks too, and dropping them would make different words equal.
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Folded search terms of a free-text query; empty when the query has none. */
export function searchTerms(q: string | undefined): string[] {
  return foldForSearch(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Where a product matches a search, best first: 0 when its name starts with the query, 1 when its name
 * holds every term, 2 when a term is found only in its category or description. Products of one rank keep
 * the catalogue's order.
 */
export type SearchRank = 0 | 1 | 2;

/** The rank of a product whose folded name is `foldedName` for the (non-empty) folded `terms`. */
export function searchRank(foldedName: string, terms: readonly string[]): SearchRank {
  if (foldedName.startsWith(terms.join(' '))) return 0;
  return terms.every((term) => foldedName.includes(term)) ? 1 : 2;
}

/** Products and categories the header's search box suggests at most. */
export const SEARCH_SUGGESTION_LIMITS = { products: 6, categories: 3 } as const;

/** Query of `GET /api/search/suggestions`: what is typed so far, trimmed, and the language to answer in. */
export const searchSuggestionsQuerySchema = z.strictObject({
  lang: catalogueLanguageSchema.optional(),
  q: z
    .string({ error: 'Type what to search for.' })
    .trim()
    .min(1, 'Type what to search for.')
    .max(SEARCH_QUERY_MAX_LENGTH, `At most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
});
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuerySchema>;

export const productSuggestionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const categorySuggestionSchema = z.object({ name: z.string(), label: z.string(), slug: z.string() });
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/** Answer of `GET /api/search/suggestions`: the best products (ranked as {@link searchRank}) and categories. */
export const searchSuggestionsSchema = z.object({
  products: z.array(productSuggestionSchema).max(SEARCH_SUGGESTION_LIMITS.products),
  categories: z.array(categorySuggestionSchema).max(SEARCH_SUGGESTION_LIMITS.categories),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Names folded once per product object: a large catalogue is searched again on every distinct query. */
const foldedTexts = new WeakMap<ProductListItem, { name: string; haystack: string }>();

export function foldedSearchText(product: ProductListItem): { name: string; haystack: string } {
  let texts = foldedTexts.get(product);
  if (!texts) {
    texts = {
      name: foldForSearch(product.name),
      haystack: foldForSearch(
        `${product.name} ${product.category} ${product.categoryLabel} ${product.shortDescription}`,
      ),
    };
    foldedTexts.set(product, texts);
  }
  return texts;
}
