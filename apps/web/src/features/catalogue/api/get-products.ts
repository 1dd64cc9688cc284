import type { ProductList, ProductQuery } from '@bulk/domain/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type LazyResponseSchema } from '#src/lib/api-client';

// Imported with the first call: the home page lists featured products, and its scripts leave zod out.
const productListSchema: LazyResponseSchema<ProductList> = async () =>
  (await import('@bulk/domain/catalogue')).productListSchema;

/** Filters of `GET /api/products`; an empty object lists the whole catalogue. */
export type ProductFilters = ProductQuery;

function toSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const slug of filters.category ?? []) params.append('category', slug);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.q) params.set('q', filters.q);
  if (filters.featured !== undefined) params.set('featured', String(filters.featured));
  if (filters.seller) params.set('seller', filters.seller);
  return params;
}

export function getProducts(filters: ProductFilters = {}, signal?: AbortSignal): Promise<ProductList> {
  const query = toSearchParams(filters).toString();
  return apiRequest(`/products${query ? `?${query}` : ''}`, productListSchema, { signal });
}

export function getProductsQueryOptions(filters: ProductFilters = {}) {
  return queryOptions({
    queryKey: ['products', filters],
    queryFn: ({ signal }) => getProducts(filters, signal),
  });
}

type UseProductsOptions = {
  /**
   * While a changed filter loads, keep showing the previous list (`isPlaceholderData` is then true), so a
   * filter panel does not blank the page on every click.
   */
  keepPreviousResults?: boolean;
};

export function useProducts(
  filters: ProductFilters = {},
  { keepPreviousResults = false }: UseProductsOptions = {},
) {
  return useQuery({
    ...getProductsQueryOptions(filters),
    placeholderData: keepPreviousResults ? keepPreviousData : undefined,
  });
}
