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
    const query = filters.readCatalogueQuery(new URL(request.url).searchParams);
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

/** /jobs: the openings the filters in the URL select. */
export function prefetchJobList(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const [filters, jobs, { readSearchParams }] = await Promise.all([
      import('#src/features/job-board/job-filters'),
      import('#src/features/job-board/api/jobs'),
      import('#src/hooks/use-search-params-state'),
    ]);
    const search = readSearchParams(filters.jobSearchSchema, new URL(request.url).searchParams);
    void queryClient.prefetchQuery(jobs.jobListQueryOptions(filters.jobListQueryOf(search)));
    return null;
  };
}

/** /jobs/:id: the opening, when the id looks like one (the page itself sends anything else to /404). */
export function prefetchJob(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    if (!params.id || !/^[1-9]\d{0,9}$/.test(params.id)) return null;
    const { jobQueryOptions } = await import('#src/features/job-board/api/jobs');
    void queryClient.prefetchQuery(jobQueryOptions(Number(params.id)));
    return null;
  };
}
