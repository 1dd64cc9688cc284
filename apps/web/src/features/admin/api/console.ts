import {
  adminDashboardSchema,
  adminNotificationsSchema,
  adminPaymentListSchema,
  adminSearchResultsSchema,
  adminUserListSchema,
  adminUserRowSchema,
  supportTicketSchema,
  ticketReplySchema,
  type AdminPaymentQuery,
  type AdminUserListQuery,
} from '@bulk/domain/admin';
import {
  adminJobseekerListSchema,
  adminSupplierListSchema,
  supplierDecisionResponseSchema,
} from '@bulk/domain/memberships';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey } from './orders';

// The dashboard, users, members, payments, search, notifications and ticket actions of the admin API.

/** A URL query from a filter, leaving out empty values. */
export function filterSearch(filter: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** After any admin action every admin view is refetched: lists, counts, audit log and outbox alike. */
function useAdminMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: [...adminQueryKey, 'dashboard'],
    queryFn: ({ signal }) => apiRequest('/admin/dashboard', adminDashboardSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminUsers(filter: AdminUserListQuery) {
  return useQuery({
    queryKey: [...adminQueryKey, 'users', filter],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users${filterSearch(filter)}`, adminUserListSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSetUserActive() {
  return useAdminMutation(({ id, active }: { id: number; active: boolean }) =>
    apiRequest(`/admin/users/${id}/${active ? 'reactivate' : 'deactivate'}`, adminUserRowSchema, {
      method: 'POST',
    }),
  );
}

export function useAdminSuppliers() {
  return useQuery({
    queryKey: [...adminQueryKey, 'suppliers'],
    queryFn: ({ signal }) => apiRequest('/admin/suppliers', adminSupplierListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminJobseekers() {
  return useQuery({
    queryKey: [...adminQueryKey, 'jobseekers'],
    queryFn: ({ signal }) => apiRequest('/admin/jobseekers', adminJobseekerListSchema, { signal }),
    staleTime: 0,
  });
}

export type SupplierDecision =
  { userId: number; approved: true } | { userId: number; approved: false; reason: string };

export function useDecideSupplier() {
  return useAdminMutation((decision: SupplierDecision) =>
    apiRequest(
      `/admin/suppliers/${decision.userId}/${decision.approved ? 'approve' : 'reject'}`,
      supplierDecisionResponseSchema,
      { method: 'POST', body: JSON.stringify(decision.approved ? {} : { reason: decision.reason }) },
    ),
  );
}

export function useAdminPayments(filter: AdminPaymentQuery) {
  return useQuery({
    queryKey: [...adminQueryKey, 'payments', filter],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/payments${filterSearch(filter)}`, adminPaymentListSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The CSV of the payments matching a filter: a plain link, so the browser downloads it with the session cookie. */
export function paymentsCsvUrl(filter: AdminPaymentQuery): string {
  return `/api/admin/payments.csv${filterSearch(filter)}`;
}

export const MIN_SEARCH_LENGTH = 2;

export function useAdminSearch(q: string) {
  return useQuery({
    queryKey: [...adminQueryKey, 'search', q],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/search${filterSearch({ q })}`, adminSearchResultsSchema, { signal }),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: [...adminQueryKey, 'notifications'],
    queryFn: ({ signal }) => apiRequest('/admin/notifications', adminNotificationsSchema, { signal }),
    refetchInterval: 60_000,
  });
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/notifications/seen', adminNotificationsSchema, { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData([...adminQueryKey, 'notifications'], data),
  });
}

export function useReplyToTicket() {
  return useAdminMutation(({ id, message }: { id: string; message: string }) =>
    apiRequest(`/admin/tickets/${encodeURIComponent(id)}/reply`, ticketReplySchema, {
      method: 'POST',
      body: JSON.stringify({ message }),
    }),
  );
}

export function useCloseTicket() {
  return useAdminMutation((id: string) =>
    apiRequest(`/admin/tickets/${encodeURIComponent(id)}/close`, supportTicketSchema, { method: 'POST' }),
  );
}
