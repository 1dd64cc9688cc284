import { accountOrderSchema } from '@bulk/domain/account';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** `GET /api/account/orders/:id`: one of the signed-in buyer's orders with its status history. */
export function accountOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['account', 'orders', id],
    queryFn: ({ signal }) =>
      apiRequest(`/account/orders/${encodeURIComponent(id)}`, accountOrderSchema, { signal }),
    staleTime: 0,
  });
}
