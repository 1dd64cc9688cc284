import { categoryNames, categorySlug, filterProducts, productQuerySchema } from '@bulk/domain/catalogue';
import type { Category, Product } from '@bulk/domain/catalogue';
import { buildProductList, catalogueApi } from '#src/testing/catalogue-factory';
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

/**
 * A `mockFetch` responder that filters like the catalogue API: `GET /api/products` parses its query with
 * the shared `productQuerySchema` (a bad one is a 400) and answers `filterProducts`; `GET /api/categories`
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
    return jsonResponse(buildProductList(filterProducts(products, parsed.data)));
  };
}

/** The URLs `fetchMock` was called with, in order. */
export function fetchedUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map((call) => String(call[0]));
}
