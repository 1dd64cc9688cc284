import type { ProductListItem } from './product';
import type { ProductSellerKind } from './product-query';
import { foldedSearchText, searchRank, searchTerms } from './search';
import { FEATURED_PRODUCTS_LIMIT } from './values';

/** A catalogue filter with prices in rupees, as `GET /api/products` takes it. */
export interface ProductFilter {
  category?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minWeightGrams?: number | undefined;
  maxWeightGrams?: number | undefined;
  q?: string | undefined;
  featured?: boolean | undefined;
  seller?: ProductSellerKind | undefined;
}

/**
 * The products a filter selects, in catalogue order. Categories are slugs (none means all), the
 * price range and the range of the weight per selling unit are inclusive, the seller is the company or any supplier, and every search term must appear in the name, category or short description,
 * ignoring case and accents. A search lists matches in the name first ({@link searchRank}).
 */
export function filterProducts<P extends ProductListItem>(
  products: readonly P[],
  filter: ProductFilter,
): P[] {
  const categories = filter.category?.length ? new Set(filter.category) : undefined;
  const minPaise = filter.minPrice === undefined ? undefined : Math.round(filter.minPrice * 100);
  const maxPaise = filter.maxPrice === undefined ? undefined : Math.round(filter.maxPrice * 100);
  const terms = searchTerms(filter.q);
  const selected = products.filter((product) => {
    if (categories && !categories.has(product.categorySlug)) return false;
    if (minPaise !== undefined && product.pricePaise < minPaise) return false;
    if (maxPaise !== undefined && product.pricePaise > maxPaise) return false;
    if (filter.minWeightGrams !== undefined && product.weightGrams < filter.minWeightGrams) return false;
    if (filter.maxWeightGrams !== undefined && product.weightGrams > filter.maxWeightGrams) return false;
    if (filter.featured !== undefined && product.featured !== filter.featured) return false;
    if (filter.seller && (product.seller === null) !== (filter.seller === 'company')) return false;
    if (terms.length > 0) {
      const { haystack } = foldedSearchText(product);
      if (!terms.every((term) => haystack.includes(term))) return false;
    }
    return true;
  });
  if (terms.length > 0) {
    // Array.prototype.sort is stable, so each rank keeps the catalogue's order.
    const rank = new Map(
      selected.map((product) => [product, searchRank(foldedSearchText(product).name, terms)]),
    );
    selected.sort((a, b) => rank.get(a)! - rank.get(b)!);
  }
  return filter.featured ? selected.slice(0, FEATURED_PRODUCTS_LIMIT) : selected;
}
