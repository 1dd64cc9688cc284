import {
  instalmentCheckoutSchema,
  orderCancelResponseSchema,
  orderInstalmentsSchema,
  type BankReferenceRequest,
} from '@bulk/domain/advance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** An order's payment plan and instalments (under the order's own query key, so a payment refreshes both). */
export const instalmentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'instalments'],
    queryFn: ({ signal }) =>
      apiRequest(`${orderPath(orderId)}/instalments`, orderInstalmentsSchema, { signal }),
  });

export function useInstalments(orderId: string) {
  return useQuery(instalmentsQuery(orderId));
}

/** The gateway order of one instalment, to open the payment window with. */
export function payInstalmentOrder(orderId: string, number: number) {
  return apiRequest(`${orderPath(orderId)}/instalments/${number}/pay`, instalmentCheckoutSchema, {
    method: 'POST',
  });
}

/** The buyer's bank reference (UTR) of a bank transfer or UPI payment, for the store to confirm. */
export function submitBankReference(orderId: string, number: number, body: BankReferenceRequest) {
  return apiRequest(`${orderPath(orderId)}/instalments/${number}/bank-reference`, orderInstalmentsSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function cancelOrder(orderId: string) {
  return apiRequest(`${orderPath(orderId)}/cancel`, orderCancelResponseSchema, { method: 'POST' });
}
