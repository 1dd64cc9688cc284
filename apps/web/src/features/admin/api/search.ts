import { adminSearchResultsSchema } from '@bulk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, apiSearch } from './admin-query';

/** The API refuses a shorter search; the top bar's search waits for this many characters. */
export const MIN_SEARCH_LENGTH = 2;

/** Users by name or email, orders by id or email, payments by gateway id. */
export function adminSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'search', q],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/search${apiSearch({ q })}`, adminSearchResultsSchema, { signal }),
  });
}

export function useAdminSearch(q: string) {
  return useQuery({
    ...adminSearchQueryOptions(q),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
