import { auditListSchema } from '@bulk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, pageSearch } from './admin-query';

/** What admins have done, newest first, a page at a time. */
export function auditQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'audit', page],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin/audit${pageSearch(page)}`, auditListSchema, { signal })).entries,
    staleTime: 0,
  });
}

export function useAuditLog(page: number) {
  return useQuery({ ...auditQueryOptions(page), placeholderData: keepPreviousData });
}
