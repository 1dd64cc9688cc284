import type { ProductList, ProductQuery } from '@bulk/domain/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage, useCurrentLanguage } from '#src/i18n/current-language';
import type { LanguageCode } from '#src/i18n/languages';
import { apiRequest, type LazyResponseSchema } from '#src/lib/api-client';

// Imported with the first call: the home page lists featured products, and its scripts leave zod out.
const productListSchema: LazyResponseSchema<ProductList> = async () =>
  (await import('@bulk/domain/catalogue')).productListSchema;

/**
 * Filters of `GET /api/products`; an empty object lists the first page of the whole catalogue, which is
 * all of the company's products. The language is apart.
 */
export type ProductFilters = Omit<ProductQuery, 'lang' | 'page' | 'pageSize'> &
  Partial<Pick<ProductQuery, 'page' | 'pageSize'>>;

function toSearchParams(filters: ProductFilters, lang: LanguageCode): URLSearchParams {
  const params = new URLSearchParams();
  for (const slug of filters.category ?? []) params.append('category', slug);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minWeightGrams !== undefined) params.set('minWeightGrams', String(filters.minWeightGrams));
  if (filters.maxWeightGrams !== undefined) params.set('maxWeightGrams', String(filters.maxWeightGrams));
  if (filters.q) params.set('q', filters.q);
  if (filters.featured !== undefined) params.set('featured', String(filters.featured));
  if (filters.seller) params.set('seller', filters.seller);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page !== undefined) params.set('page', String(filters.page));
  if (filters.pageSize !== undefined) params.set('pageSize', String(filters.pageSize));
  params.set('lang', lang);
  return params;
}

/** The products `filters` select, with their texts in `lang`. */
export function getProducts(
  filters: ProductFilters,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<ProductList> {
  return apiRequest(`/products?${toSearchParams(filters, lang).toString()}`, productListSchema, { signal });
}

export function getProductsQueryOptions(
  filters: ProductFilters = {},
  lang: LanguageCode = currentLanguage(),
) {
  return queryOptions({
    queryKey: ['products', filters, lang],
    queryFn: ({ signal }) => getProducts(filters, lang, signal),
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
    ...getProductsQueryOptions(filters, useCurrentLanguage()),
    placeholderData: keepPreviousResults ? keepPreviousData : undefined,
  });
}
