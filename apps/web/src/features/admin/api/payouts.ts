import {
  adminPayoutsSchema,
  commissionRatesSchema,
  recordedPayoutSchema,
  type commissionRatesRequestSchema,
  type PayoutRequest,
} from '@bulk/domain/payouts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, useAdminMutation } from './admin-query';

export const adminPayoutsQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'payouts'],
  queryFn: ({ signal }) => apiRequest('/admin/payouts', adminPayoutsSchema, { signal }),
  staleTime: 0,
});

/** Every supplier's earned, paid and pending, and the payouts recorded. */
export function useAdminPayouts() {
  return useQuery(adminPayoutsQueryOptions);
}

/** Records money sent to a supplier with the bank's UTR; every admin view refreshes after it. */
export function useRecordPayout() {
  return useAdminMutation((payout: PayoutRequest) =>
    apiRequest('/admin/payouts', recordedPayoutSchema, { method: 'POST', body: JSON.stringify(payout) }),
  );
}

export const commissionRatesQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'commission-rates'],
  queryFn: ({ signal }) => apiRequest('/admin/commission-rates', commissionRatesSchema, { signal }),
  staleTime: 0,
});

/** Every category with its commission rate, defaults shown. */
export function useCommissionRates() {
  return useQuery(commissionRatesQueryOptions);
}

/** Sets the commission of the categories given (null: back to the default). */
export function useUpdateCommissionRates() {
  return useAdminMutation((request: z.input<typeof commissionRatesRequestSchema>) =>
    apiRequest('/admin/commission-rates', commissionRatesSchema, {
      method: 'PUT',
      body: JSON.stringify(request),
    }),
  );
}
