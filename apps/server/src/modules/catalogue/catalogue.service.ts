import {
  SEARCH_SUGGESTION_LIMITS,
  searchTerms,
  type CatalogueLanguage,
  type SearchSuggestions,
} from '@bulk/domain/catalogue';
import type { SupplierPage } from '@bulk/domain/suppliers';
import type { Database } from '#src/db/client';
import { notFound } from '#src/lib/app-error';
import type { CatalogueCache } from './catalogue.cache';
import {
  findApprovedSupplier,
  findCategoriesNamed,
  findCategorySuggestions,
  findProductSuggestions,
  findProductSuggestionsByIds,
} from './catalogue.repo';
import type { CatalogueTranslations } from './catalogue.translations';

/**
 * What the header's search box suggests for `q` (trimmed, not empty) in `lang`: the best-ranked products
 * and the matching categories, read from the database rather than the in-memory catalogue so that every
 * keystroke of every shopper does not fill the listing cache, and so that it stays indexed on a large
 * catalogue. The database searches the English text; in another language the translated names of the
 * company's products and of the categories are searched too, after the English matches.
 */
export async function searchSuggestions(
  db: Database,
  translations: CatalogueTranslations,
  q: string,
  lang: CatalogueLanguage,
): Promise<SearchSuggestions> {
  const words = q.split(/\s+/).filter(Boolean);
  const terms = searchTerms(q);
  const [english, englishCategories] = await Promise.all([
    findProductSuggestions(db, words, SEARCH_SUGGESTION_LIMITS.products),
    findCategorySuggestions(db, words, SEARCH_SUGGESTION_LIMITS.categories),
  ]);
  const found = new Set(english.map((product) => product.id));
  const translatedIds = translations
    .productIdsNamed(lang, terms)
    .filter((id) => !found.has(id))
    .slice(0, SEARCH_SUGGESTION_LIMITS.products - english.length);
  const namedCategories = new Set(englishCategories.map((category) => category.name));
  const translatedCategories = translations
    .categoriesLabelled(lang, terms)
    .filter((name) => !namedCategories.has(name));
  const [translated, labelled] = await Promise.all([
    findProductSuggestionsByIds(db, translatedIds),
    findCategoriesNamed(db, translatedCategories),
  ]);
  return {
    products: [...english, ...translated].map((product) => translations.productSuggestion(lang, product)),
    categories: [...englishCategories, ...labelled]
      .slice(0, SEARCH_SUGGESTION_LIMITS.categories)
      .map((category) => translations.categorySuggestion(lang, category)),
  };
}

/** An approved supplier's public page: who and where it is, since when, and its products on sale. */
export async function supplierPage(
  db: Database,
  catalogue: CatalogueCache,
  slug: string,
  lang?: CatalogueLanguage,
): Promise<SupplierPage> {
  const supplier = await findApprovedSupplier(db, slug);
  if (!supplier) throw notFound('There is no supplier at this address.');
  const { approvedAt, registeredAt, ...facts } = supplier;
  return {
    ...facts,
    memberSince: (approvedAt ?? registeredAt).toISOString(),
    products: await catalogue.sellerProducts(slug, lang),
  };
}
