import { SEARCH_SUGGESTION_LIMITS, type SearchSuggestions } from '@bulk/domain/catalogue';
import type { SupplierPage } from '@bulk/domain/suppliers';
import type { Database } from '#src/db/client';
import { notFound } from '#src/lib/app-error';
import type { CatalogueCache } from './catalogue.cache';
import { findApprovedSupplier, findCategorySuggestions, findProductSuggestions } from './catalogue.repo';

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

/** An approved supplier's public page: who and where it is, since when, and its products on sale. */
export async function supplierPage(
  db: Database,
  catalogue: CatalogueCache,
  slug: string,
): Promise<SupplierPage> {
  const supplier = await findApprovedSupplier(db, slug);
  if (!supplier) throw notFound('There is no supplier at this address.');
  const { approvedAt, registeredAt, ...facts } = supplier;
  return {
    ...facts,
    memberSince: (approvedAt ?? registeredAt).toISOString(),
    products: await catalogue.sellerProducts(slug),
  };
}
