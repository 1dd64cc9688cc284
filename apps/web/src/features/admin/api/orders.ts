import { orderStatusSchema, type OrderStatus } from '@bulk/domain/checkout';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#src/lib/api-client';
import { pageParam } from '../list-search';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  orderStatusChangeResponseSchema,
} from '@bulk/domain/admin';
import { adminQueryKey, apiSearch, useAdminMutation } from './admin-query';

/** The API refuses a longer search. */
const MAX_QUERY_LENGTH = 100;

/**
 * What the orders page asks for, kept in its URL (`?status=&q=&page=`): an unknown status is dropped and
 * a longer search is cut to what the API accepts.
 */
export const adminOrderFilterSchema = z.object({
  status: orderStatusSchema.optional(),
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, MAX_QUERY_LENGTH))
    .optional(),
  page: pageParam,
});
export type AdminOrderFilter = z.output<typeof adminOrderFilterSchema>;

export function adminOrdersQueryOptions(filter: AdminOrderFilter) {
  const { status, q, page } = filter;
  return queryOptions({
    queryKey: [...adminQueryKey, 'orders', filter],
    queryFn: ({ signal }) =>
      apiRequest(
        `/admin/orders${apiSearch({ status, q, page: page > 1 ? page : undefined })}`,
        adminOrderListSchema,
        { signal },
      ),
    staleTime: 0,
  });
}

/** One page of orders; the previous page stays on screen while the next loads. */
export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'order', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/orders/${encodeURIComponent(id)}`, adminOrderDetailSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}

export type OrderStatusChange = { status: OrderStatus; note?: string };

/**
 * Moves an order to its next status. Settled either way, every admin view is refetched: a success changes
 * the lists, the audit log and the outbox; a 409 means this page showed a status that is no longer true.
 */
export function useChangeOrderStatus(id: string) {
  return useAdminMutation((change: OrderStatusChange) =>
    apiRequest(`/admin/orders/${encodeURIComponent(id)}/status`, orderStatusChangeResponseSchema, {
      method: 'POST',
      body: JSON.stringify(change),
    }),
  );
}
