import {
  categoryNames,
  categorySlug,
  PRICE_FILTER_MAX_RUPEES,
  productSellerKinds,
  type ProductSellerKind,
} from '@bulk/domain/catalogue';
import { z } from 'zod';
import { readSearchParams } from '#src/hooks/use-search-params-state';
import type { ProductFilters } from './api/get-products';
import { listingPageFields } from './catalogue-pages';

/** A price band of the products page, in rupees, both ends included (spec section 2, Products). */
export type PriceBand = {
  /** Its value in the URL (`?price=100-250`); the default band has none. */
  id: string;
  label: string;
  minPrice: number;
  maxPrice: number;
};

/** The default band: the specification's price range of 0 to 5000 rupees. */
export const ANY_PRICE: PriceBand = {
  id: 'any',
  label: 'Any Price',
  minPrice: 0,
  maxPrice: PRICE_FILTER_MAX_RUPEES,
};

export const priceBands: readonly PriceBand[] = [
  ANY_PRICE,
  { id: '0-100', label: '₹0 - ₹100', minPrice: 0, maxPrice: 100 },
  { id: '100-250', label: '₹100 - ₹250', minPrice: 100, maxPrice: 250 },
  { id: '250-500', label: '₹250 - ₹500', minPrice: 250, maxPrice: 500 },
  // '500+' stops at the top of the filter range, as the specification's bands do.
  { id: '500-5000', label: '₹500+', minPrice: 500, maxPrice: PRICE_FILTER_MAX_RUPEES },
];

/**
 * The filters of the products page: category slugs (none means all), one price band, and who sells (the
 * company or the verified suppliers; none means both).
 */
export type CatalogueFilters = {
  categories: string[];
  priceBand: PriceBand;
  seller?: ProductSellerKind | undefined;
};

export const noCatalogueFilters: CatalogueFilters = { categories: [], priceBand: ANY_PRICE };

/** Every slug the API knows, in the store's order, which is also the order they take in a URL. */
const knownSlugs: readonly string[] = categoryNames.map(categorySlug);

/** The slugs in the store's order, without repeats or unknown values (the API refuses those with a 400). */
export function canonicalCategories(slugs: Iterable<string>): string[] {
  const wanted = new Set(slugs);
  return knownSlugs.filter((slug) => wanted.has(slug));
}

/**
 * The products page's URL (`?category=flour&category=pulses&price=100-250&sort=price-asc&page=2`). Anything
 * it does not recognise is ignored, so an old or hand-edited link still opens the catalogue.
 */
export const catalogueSearchSchema = z.object({
  category: z.array(z.string()).transform(canonicalCategories),
  price: z
    .string()
    .refine((id) => priceBands.some((band) => band.id === id))
    .default(ANY_PRICE.id),
  seller: z.enum(productSellerKinds).optional(),
  ...listingPageFields,
});
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;
/** The values of the filters alone: setting them leaves the order as it is and goes back to page 1. */
export type CatalogueFilterSearch = Pick<CatalogueSearch, 'category' | 'price' | 'seller'>;

/** The filters of the values in a products URL. */
export function catalogueFiltersOf({ category, price, seller }: CatalogueFilterSearch): CatalogueFilters {
  return {
    categories: category,
    priceBand: priceBands.find((band) => band.id === price) ?? ANY_PRICE,
    seller,
  };
}

/** The values a products URL holds for the filters; the slugs in the store's order. */
export function catalogueSearchOf(filters: CatalogueFilters): CatalogueFilterSearch {
  return {
    category: canonicalCategories(filters.categories),
    price: filters.priceBand.id,
    seller: filters.seller,
  };
}

/** The filters a products URL asks for, as the page reads them. */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  return catalogueFiltersOf(readSearchParams(catalogueSearchSchema, params));
}

/** The `GET /api/products` query of a products URL, as the page sends it; for a request made before it renders. */
export function readCatalogueQuery(params: URLSearchParams): ProductFilters {
  const search = readSearchParams(catalogueSearchSchema, params);
  return toProductQuery(catalogueFiltersOf(search), search);
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.categories.length > 0 || filters.priceBand.id !== ANY_PRICE.id || filters.seller !== undefined
  );
}

/**
 * The `GET /api/products` query for the filters, the order and the page: the API does the filtering. The
 * first page in catalogue order sends neither, as before the store paged.
 */
export function toProductQuery(
  filters: CatalogueFilters,
  { sort, page = 1 }: Partial<Pick<CatalogueSearch, 'sort' | 'page'>> = {},
): ProductFilters {
  return {
    ...(filters.categories.length > 0 ? { category: filters.categories } : {}),
    minPrice: filters.priceBand.minPrice,
    maxPrice: filters.priceBand.maxPrice,
    ...(filters.seller ? { seller: filters.seller } : {}),
    ...(sort ? { sort } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

/** `slugs` with `slug` added or removed. */
export function toggleCategory(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug)
    ? slugs.filter((candidate) => candidate !== slug)
    : canonicalCategories([...slugs, slug]);
}
