import {
  categoryNames,
  categorySlug,
  filterProducts,
  productQuerySchema,
  toProductListItem,
} from '@bulk/domain/catalogue';
import type { Category, Product, ProductQuery } from '@bulk/domain/catalogue';
import { catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse } from '#src/testing/fetch-mock';

/** The nine categories as `GET /api/categories` lists them, counting `products`. Test helper only. */
export function buildCategories(products: readonly Product[]): Category[] {
  return categoryNames.map((name, index) => {
    const slug = categorySlug(name);
    return {
      id: index + 1,
      name,
      label: name,
      slug,
      productCount: products.filter((product) => product.categorySlug === slug).length,
    };
  });
}

/** The products in the order `sort` asks for (`newest` as the highest id first); the listing's own without. */
function sortProducts(products: Product[], sort: ProductQuery['sort']): Product[] {
  if (sort === 'price-asc') return products.toSorted((a, b) => a.pricePaise - b.pricePaise);
  if (sort === 'price-desc') return products.toSorted((a, b) => b.pricePaise - a.pricePaise);
  if (sort === 'newest') return products.toSorted((a, b) => b.id - a.id);
  return products;
}

/**
 * A `mockFetch` responder that filters like the catalogue API: `GET /api/products` parses its query with
 * the shared `productQuerySchema` (a bad one is a 400) and answers the page asked for (`page`, `pageSize`,
 * `sort`) of `filterProducts`, with the count of all; `GET /api/categories`
 * lists the nine categories; a product by id as `catalogueApi` does. Test helper only.
 */
export function filteringCatalogueApi(products: Product[]) {
  const byId = catalogueApi(products);
  return (url: string): Response => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/categories') return jsonResponse({ categories: buildCategories(products) });
    if (pathname !== '/api/products') return byId(url);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(searchParams.keys())) {
      const values = searchParams.getAll(key);
      query[key] = values.length > 1 ? values : (values[0] ?? '');
    }
    const parsed = productQuerySchema.safeParse(query);
    if (!parsed.success) {
      return jsonResponse(
        { code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.' },
        400,
      );
    }
    const { page, pageSize, sort } = parsed.data;
    const selected = sortProducts(filterProducts(products, parsed.data), sort);
    return jsonResponse({
      products: selected.slice((page - 1) * pageSize, page * pageSize).map(toProductListItem),
      total: selected.length,
      page,
      pageSize,
    });
  };
}

/** The URLs `fetchMock` was called with, in order. */
export function fetchedUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map((call) => String(call[0]));
}
