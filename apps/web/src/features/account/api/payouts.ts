import { commissionInvoiceListSchema, supplierPayoutsSchema } from '@bulk/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** `GET /api/supplier/payouts`: the signed-in supplier's earned, paid and pending, shipments and payouts. */
export const supplierPayoutsQuery = queryOptions({
  queryKey: ['account', 'supplier-payouts'],
  queryFn: ({ signal }) => apiRequest('/supplier/payouts', supplierPayoutsSchema, { signal }),
  staleTime: 0,
});

export function useSupplierPayouts() {
  return useQuery(supplierPayoutsQuery);
}

/** `GET /api/supplier/commission-invoices`: the company's monthly commission invoices to the supplier. */
export function useCommissionInvoices() {
  return useQuery({
    queryKey: ['account', 'commission-invoices'],
    queryFn: ({ signal }) =>
      apiRequest('/supplier/commission-invoices', commissionInvoiceListSchema, { signal }),
    staleTime: 0,
  });
}
