import { adminNotificationsSchema } from '@bulk/domain/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey } from './admin-query';

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'notifications'],
    queryFn: ({ signal }) => apiRequest('/admin/notifications', adminNotificationsSchema, { signal }),
  });
}

/** What came since this admin last looked, asked again every minute. */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), refetchInterval: 60_000 });
}

/** Marks everything seen for this admin; the answer replaces the bell's count at once. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/notifications/seen', adminNotificationsSchema, { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(notificationsQueryOptions().queryKey, data),
  });
}
