import { adminPaymentListSchema, type AdminPaymentQuery } from '@bulk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, apiSearch } from './admin-query';

export function adminPaymentsQueryOptions(filter: AdminPaymentQuery) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'payments', filter],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/payments${apiSearch(filter)}`, adminPaymentListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminPayments(filter: AdminPaymentQuery) {
  return useQuery({ ...adminPaymentsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** The CSV of the payments matching a filter: a plain link, so the browser downloads it with the session cookie. */
export function paymentsCsvUrl(filter: AdminPaymentQuery): string {
  return `/api/admin/payments.csv${apiSearch(filter)}`;
}
