import {
  adminShipmentListSchema,
  adminShipmentSchema,
  shipmentStatusSchema,
  type ShipmentStepRequest,
} from '@bulk/domain/shipments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#src/lib/api-client';
import { pageParam } from '../list-search';
import { adminQueryKey, apiSearch, useAdminMutation } from './admin-query';

/** What the shipments page asks for, kept in its URL (`?status=&page=`); an unknown status is dropped. */
export const adminShipmentFilterSchema = z.object({
  status: shipmentStatusSchema.optional().catch(undefined),
  page: pageParam,
});
export type AdminShipmentFilter = z.output<typeof adminShipmentFilterSchema>;

function fetchShipments({ status, page }: AdminShipmentFilter, signal: AbortSignal) {
  return apiRequest(
    `/admin/shipments${apiSearch({ status, page: page > 1 ? page : undefined })}`,
    adminShipmentListSchema,
    { signal },
  );
}

/** One page of every seller's shipments; the previous page stays on screen while the next loads. */
export function useAdminShipments(filter: AdminShipmentFilter) {
  return useQuery({
    queryKey: [...adminQueryKey, 'shipments', filter],
    queryFn: ({ signal }) => fetchShipments(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** How many paid shipments ran out of stock and wait for an admin, for the menu. */
export function useStockConflictCount() {
  return useQuery({
    queryKey: [...adminQueryKey, 'shipments', 'stock-conflicts'],
    queryFn: ({ signal }) => fetchShipments({ status: 'stock_conflict', page: 1 }, signal),
    select: (list) => list.stockConflicts,
    staleTime: 0,
  });
}

/** An admin's step on a shipment (cancellation included): audited by the server. */
export function useMoveAdminShipment() {
  return useAdminMutation(({ id, step }: { id: string; step: ShipmentStepRequest }) =>
    apiRequest(`/admin/shipments/${encodeURIComponent(id)}`, adminShipmentSchema, {
      method: 'PATCH',
      body: JSON.stringify(step),
    }),
  );
}
