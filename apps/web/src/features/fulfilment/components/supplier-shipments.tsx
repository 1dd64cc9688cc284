import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import {
  supplierShipmentFilterSchema,
  useMoveSupplierShipment,
  useSupplierShipments,
} from '../api/supplier-shipments';
import { ShipmentCard } from './shipment-card';
import { ShipmentListState, ShipmentStatusFilter } from './shipment-list';

/**
 * The supplier's /dashboard/orders: its shipments newest first, filtered by status (kept in the URL), each
 * with its lines, where it goes and the button of its next step.
 */
export function SupplierShipments() {
  const { values: filter, set, searchFor } = useSearchParamsState(supplierShipmentFilterSchema);
  const shipments = useSupplierShipments(filter);
  const move = useMoveSupplierShipment();
  return (
    <>
      <ShipmentStatusFilter status={filter.status} onChange={(status) => set({ status, page: 1 })} />
      <ShipmentListState
        query={shipments}
        filtered={filter.status !== undefined}
        page={filter.page}
        searchFor={(page) => searchFor({ page })}
      >
        {(shipment) => (
          <ShipmentCard
            shipment={shipment}
            pending={move.isPending && move.variables.id === shipment.id}
            send={(step) => move.mutateAsync({ id: shipment.id, step })}
          />
        )}
      </ShipmentListState>
    </>
  );
}
