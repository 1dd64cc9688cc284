import { outboxListSchema } from '@bulk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, pageSearch } from './admin-query';

/** Every email the store has written, newest first, a page at a time. */
export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'outbox', page],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin/outbox${pageSearch(page)}`, outboxListSchema, { signal })).messages,
    staleTime: 0,
  });
}

export function useOutbox(page: number) {
  return useQuery({ ...outboxQueryOptions(page), placeholderData: keepPreviousData });
}
