import {
  fulfilmentShipmentSchema,
  shipmentStatusSchema,
  supplierShipmentListSchema,
  type ShipmentStepRequest,
} from '@bulk/domain/shipments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#src/lib/api-client';

const supplierShipmentsKey = ['supplier', 'shipments'] as const;

/** What the supplier's orders page shows, kept in its URL (`?status=&page=`); an unknown status is dropped. */
export const supplierShipmentFilterSchema = z.object({
  status: shipmentStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type SupplierShipmentFilter = z.output<typeof supplierShipmentFilterSchema>;

/** The query of a shipments list request, leaving out the defaults. */
export function shipmentListSearch({ status, page }: SupplierShipmentFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One page of the signed-in supplier's shipments; the previous page stays on screen while the next loads. */
export function useSupplierShipments(filter: SupplierShipmentFilter) {
  return useQuery({
    queryKey: [...supplierShipmentsKey, filter],
    queryFn: ({ signal }) =>
      apiRequest(`/supplier/shipments${shipmentListSearch(filter)}`, supplierShipmentListSchema, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Moves one of the supplier's shipments to its next step; the list is fetched again afterwards. */
export function useMoveSupplierShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: ShipmentStepRequest }) =>
      apiRequest(`/supplier/shipments/${encodeURIComponent(id)}`, fulfilmentShipmentSchema, {
        method: 'PATCH',
        body: JSON.stringify(step),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierShipmentsKey }),
  });
}
