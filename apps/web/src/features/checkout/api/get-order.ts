import { orderSummarySchema } from '@bulk/domain/checkout';
import { shipmentCancelResponseSchema } from '@bulk/domain/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}`, orderSummarySchema, { signal }),
  });

export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQuery(orderId ?? ''), enabled: orderId !== null });
}

/** The order id inside an invoice link (`/api/orders/{id}/invoice`), or null for any other link. */
export function orderIdOfInvoiceLink(link: string | null): string | null {
  return link?.match(/^\/api\/orders\/(ord_[0-9A-Za-z]{22})\/invoice$/)?.[1] ?? null;
}

/** The buyer cancels one supplier's part before loading: refunded, with a credit note (docs/decisions/023). */
export function cancelShipment(orderId: string, shipmentId: string) {
  return apiRequest(
    `/orders/${encodeURIComponent(orderId)}/shipments/${encodeURIComponent(shipmentId)}/cancel`,
    shipmentCancelResponseSchema,
    { method: 'POST', body: JSON.stringify({}) },
  );
}
