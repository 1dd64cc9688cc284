import { customerStatsSchema, type CustomerStats } from '@bulk/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** `GET /api/customer/orders/stats/:email`: the signed-in customer's own counts (403 for anyone else's). */
export function getCustomerStats(email: string, signal?: AbortSignal): Promise<CustomerStats> {
  return apiRequest(`/customer/orders/stats/${encodeURIComponent(email)}`, customerStatsSchema, { signal });
}

export function customerStatsQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['account', 'customer-stats', email],
    queryFn: ({ signal }) => getCustomerStats(email, signal),
    // Counts move as orders do; a dashboard visit should show the current ones.
    staleTime: 0,
  });
}

export function useCustomerStats(email: string) {
  return useQuery(customerStatsQueryOptions(email));
}
