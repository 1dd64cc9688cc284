import { adminDashboardSchema } from '@bulk/domain/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey } from './admin-query';

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'dashboard'],
    queryFn: ({ signal }) => apiRequest('/admin/dashboard', adminDashboardSchema, { signal }),
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
