import { orderStatusSchema, type OrderStatus } from '@bulk/domain/checkout';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { parsePage } from '../list-params';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  orderStatusChangeResponseSchema,
  type AdminOrderList,
} from '@bulk/domain/admin';

/** Every admin query key starts with this, so one change (a status) refreshes every admin view. */
export const adminQueryKey = ['admin'] as const;

/** What the orders page asks for; the same values live in its URL. */
export type AdminOrderFilter = { status?: OrderStatus; q?: string; page: number };

/** The API refuses a longer search. */
const MAX_QUERY_LENGTH = 100;

/** Reads the orders filter from a URL's query, dropping values the API would refuse. */
export function parseOrderFilter(params: URLSearchParams): AdminOrderFilter {
  const status = orderStatusSchema.safeParse(params.get('status'));
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return {
    ...(status.success && { status: status.data }),
    ...(q && { q }),
    page: parsePage(params.get('page')),
  };
}

/** The URL query of an orders filter: empty values and the first page are left out. */
export function orderFilterSearch({ status, q, page }: Partial<AdminOrderFilter>): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function getAdminOrders(filter: AdminOrderFilter, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiRequest(`/admin/orders${orderFilterSearch(filter)}`, adminOrderListSchema, { signal });
}

export function adminOrdersQueryOptions(filter: AdminOrderFilter) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'orders', filter],
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    staleTime: 0,
  });
}

/** One page of orders; the previous page stays on screen while the next loads. */
export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}

export function getAdminOrder(id: string, signal?: AbortSignal) {
  return apiRequest(`/admin/orders/${encodeURIComponent(id)}`, adminOrderDetailSchema, { signal });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'order', id],
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 0,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}

export type OrderStatusChange = { status: OrderStatus; note?: string };

export function changeOrderStatus(id: string, change: OrderStatusChange) {
  return apiRequest(`/admin/orders/${encodeURIComponent(id)}/status`, orderStatusChangeResponseSchema, {
    method: 'POST',
    body: JSON.stringify(change),
  });
}

/**
 * Moves an order to its next status. Settled either way, every admin view is refetched: a success changes
 * the lists, the audit log and the outbox; a 409 means this page showed a status that is no longer true.
 */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) => changeOrderStatus(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
