import { categoryListSchema } from '@bulk/domain/catalogue';
import type { CategoryList } from '@bulk/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export function getCategories(signal?: AbortSignal): Promise<CategoryList> {
  return apiRequest('/categories', categoryListSchema, { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
