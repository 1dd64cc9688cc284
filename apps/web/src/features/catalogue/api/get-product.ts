import type { Product } from '@bulk/domain/catalogue';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { currentLanguage, useCurrentLanguage } from '#src/i18n/current-language';
import { DEFAULT_LANGUAGE, type LanguageCode } from '#src/i18n/languages';
import { ApiRequestError, apiRequest } from '#src/lib/api-client';

/** Product `id` with its texts in `lang`. */
export function getProduct(id: number, lang: LanguageCode, signal?: AbortSignal): Promise<Product> {
  // The schema is imported with the request: a product page the server rendered needs neither at first.
  return apiRequest(
    `/products/${id}?lang=${lang}`,
    async () => (await import('@bulk/domain/catalogue')).productSchema,
    { signal },
  );
}

export function getProductQueryOptions(id: number, lang: LanguageCode = currentLanguage()) {
  return queryOptions({
    queryKey: ['products', 'detail', id, lang],
    queryFn: ({ signal }) => getProduct(id, lang, signal),
  });
}

export function useProduct(id: number) {
  return useQuery(getProductQueryOptions(id, useCurrentLanguage()));
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
 * and returns their states in the order of `ids`, with a `retry` that reloads the failed ones. In the
 * chosen language, unless `inEnglish`: the cart shows the names its order and GST invoice will carry.
 */
export function useProductsById(
  ids: readonly number[],
  { inEnglish = false }: { inEnglish?: boolean } = {},
): { lookups: ProductLookup[]; retry: () => void } {
  const chosen = useCurrentLanguage();
  const lang = inEnglish ? DEFAULT_LANGUAGE : chosen;
  const results = useQueries({ queries: ids.map((id) => getProductQueryOptions(id, lang)) });
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
