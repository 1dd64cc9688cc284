import { orderListSchema, type OrderSummary } from '@bulk/domain/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getMyOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  const { orders } = await apiRequest('/orders', orderListSchema, { signal });
  return orders;
}

export const myOrdersQueryOptions = queryOptions({
  queryKey: ['account', 'orders'],
  queryFn: ({ signal }) => getMyOrders(signal),
  staleTime: 0,
});

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions);
}

/** Orders that have been paid for carry a GST invoice. */
export function invoicedOrders(orders: readonly OrderSummary[]): OrderSummary[] {
  return orders.filter((order) => order.paidAt !== null && order.invoiceUrl !== null);
}
