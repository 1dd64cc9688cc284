import type { Product } from './product';
import { FEATURED_PRODUCTS_LIMIT } from './values';

/** A catalogue filter with prices in rupees, as `GET /api/products` takes it. */
export interface ProductFilter {
  category?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  q?: string | undefined;
  featured?: boolean | undefined;
}

/** Lower-cased search terms of a free-text query; empty when the query has none. */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The products a filter selects, in catalogue order. Categories are slugs (none means all), the
 * price range is inclusive, and every search term must appear in the name, category or short description.
 */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  const categories = filter.category?.length ? new Set(filter.category) : undefined;
  const minPaise = filter.minPrice === undefined ? undefined : Math.round(filter.minPrice * 100);
  const maxPaise = filter.maxPrice === undefined ? undefined : Math.round(filter.maxPrice * 100);
  const terms = searchTerms(filter.q);
  const selected = products.filter((product) => {
    if (categories && !categories.has(product.categorySlug)) return false;
    if (minPaise !== undefined && product.pricePaise < minPaise) return false;
    if (maxPaise !== undefined && product.pricePaise > maxPaise) return false;
    if (filter.featured !== undefined && product.featured !== filter.featured) return false;
    if (terms.length > 0) {
      const haystack = `${product.name} ${product.category} ${product.shortDescription}`.toLowerCase();
      if (!terms.every((term) => haystack.includes(term))) return false;
    }
    return true;
  });
  return filter.featured ? selected.slice(0, FEATURED_PRODUCTS_LIMIT) : selected;
}
