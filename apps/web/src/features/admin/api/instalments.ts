import {
  adminInstalmentListSchema,
  type adminInstalmentStates,
  instalmentChangeResponseSchema,
  orderInstalmentsSchema,
} from '@bulk/domain/advance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, apiSearch, useAdminMutation } from './admin-query';

export type AdminInstalmentState = (typeof adminInstalmentStates)[number];

export function adminInstalmentsQueryOptions(state: AdminInstalmentState) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'instalments', state],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/instalments${apiSearch({ state })}`, adminInstalmentListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminInstalments(state: AdminInstalmentState) {
  return useQuery(adminInstalmentsQueryOptions(state));
}

/** Confirms an instalment's bank transfer or UPI payment, with the buyer's reference or the statement's. */
export function useConfirmInstalment() {
  return useAdminMutation(({ id, reference }: { id: number; reference?: string }) =>
    apiRequest(`/admin/instalments/${id}/confirm`, instalmentChangeResponseSchema, {
      method: 'POST',
      body: JSON.stringify(reference ? { reference, method: 'bank_transfer' } : {}),
    }),
  );
}

/** Records the bank refund of a cancelled order's advance. */
export function useRecordRefund() {
  return useAdminMutation(({ id, reference }: { id: number; reference: string }) =>
    apiRequest(`/admin/instalments/${id}/refund`, instalmentChangeResponseSchema, {
      method: 'POST',
      body: JSON.stringify({ reference }),
    }),
  );
}

/** An advance order's instalments and its earliest loading time, as the buyer's page shows them. */
export function useOrderInstalments(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'order-instalments', orderId],
      queryFn: ({ signal }) =>
        apiRequest(`/orders/${encodeURIComponent(orderId)}/instalments`, orderInstalmentsSchema, { signal }),
      staleTime: 0,
    }),
  );
}
