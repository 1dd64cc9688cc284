import type { Product } from '@bulk/domain/catalogue';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '#src/lib/api-client';

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  // The schema is imported with the request: a product page the server rendered needs neither at first.
  return apiRequest(`/products/${id}`, async () => (await import('@bulk/domain/catalogue')).productSchema, {
    signal,
  });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: number) {
  return useQuery(getProductQueryOptions(id));
}

/** The API's answer for a product that is not (or no longer) in the catalogue: 404, or 400 for a bad id. */
export function isMissingProductError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** One product of {@link useProductsById}: loading, found, gone from the catalogue, or failed to load. */
export type ProductLookup =
  | { status: 'pending' }
  | { status: 'found'; product: Product }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

/**
 * Loads several products by id, one `GET /api/products/:id` each (shared with the product page's cache),
 * and returns their states in the order of `ids`, with a `retry` that reloads the failed ones.
 */
export function useProductsById(ids: readonly number[]): { lookups: ProductLookup[]; retry: () => void } {
  const results = useQueries({ queries: ids.map((id) => getProductQueryOptions(id)) });
  const lookups = results.map((result): ProductLookup => {
    if (result.data) return { status: 'found', product: result.data };
    if (result.isError) {
      return isMissingProductError(result.error)
        ? { status: 'missing' }
        : { status: 'error', error: result.error };
    }
    return { status: 'pending' };
  });
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  return { lookups, retry };
}
