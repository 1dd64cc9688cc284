import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { parseProductId } from '@bulk/domain/catalogue/values';

// Route loaders that start a catalogue page's API requests while the page's code-split module downloads,
// rather than after it has rendered, so the answers (and the images they name) arrive a round trip
// sooner. They never wait for the answers and never fail: the page's own queries show loading and errors.

/** /products: the filtered list and the categories, from the filters in the URL. */
export function prefetchProductList(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const [filters, products, categories] = await Promise.all([
      import('#src/features/catalogue/catalogue-filters'),
      import('#src/features/catalogue/api/get-products'),
      import('#src/features/catalogue/api/get-categories'),
    ]);
    const query = filters.toProductQuery(filters.readCatalogueFilters(new URL(request.url).searchParams));
    void queryClient.prefetchQuery(products.getProductsQueryOptions(query));
    void queryClient.prefetchQuery(categories.getCategoriesQueryOptions());
    return null;
  };
}

/** /product/:id: the product, when the id looks like one (the page itself sends anything else to /404). */
export function prefetchProduct(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    const id = parseProductId(params.id);
    if (id === null) return null;
    const { getProductQueryOptions } = await import('#src/features/catalogue/api/get-product');
    void queryClient.prefetchQuery(getProductQueryOptions(id));
    return null;
  };
}
