import { adminUserListSchema, adminUserRowSchema, type AdminUserListQuery } from '@bulk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, apiSearch, useAdminMutation } from './admin-query';

export function adminUsersQueryOptions(filter: AdminUserListQuery) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'users', filter],
    queryFn: ({ signal }) => apiRequest(`/admin/users${apiSearch(filter)}`, adminUserListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminUsers(filter: AdminUserListQuery) {
  return useQuery({ ...adminUsersQueryOptions(filter), placeholderData: keepPreviousData });
}

export function useSetUserActive() {
  return useAdminMutation(({ id, active }: { id: number; active: boolean }) =>
    apiRequest(`/admin/users/${id}/${active ? 'reactivate' : 'deactivate'}`, adminUserRowSchema, {
      method: 'POST',
    }),
  );
}
