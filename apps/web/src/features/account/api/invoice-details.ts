import {
  sellerInvoiceDetailsResponseSchema,
  type SellerInvoiceDetails,
  type SellerInvoiceDetailsResponse,
} from '@bulk/domain/shipments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

const path = '/supplier/invoice-details';

/** `GET /api/supplier/invoice-details`: the supplier's details as on file (null until given), and whether its products can be ordered. */
export const invoiceDetailsQueryOptions = queryOptions({
  queryKey: ['supplier', 'invoice-details'],
  queryFn: ({ signal }) => apiRequest(path, sellerInvoiceDetailsResponseSchema, { signal }),
  staleTime: 0,
});

/** `PUT /api/supplier/invoice-details`: saves the details; the answer is as the GET's. */
export function saveInvoiceDetails(details: SellerInvoiceDetails): Promise<SellerInvoiceDetailsResponse> {
  return apiRequest(path, sellerInvoiceDetailsResponseSchema, {
    method: 'PUT',
    body: JSON.stringify(details),
  });
}
