import { Page } from '#src/components/layout/page';
import {
  adminShipmentFilterSchema,
  useAdminShipments,
  useMoveAdminShipment,
} from '#src/features/admin/api/shipments';
import { ShipmentCard } from '#src/features/fulfilment/components/shipment-card';
import { ShipmentListState, ShipmentStatusFilter } from '#src/features/fulfilment/components/shipment-list';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';

/**
 * Every seller's shipments, newest first, filtered by status (stock conflicts among them): the same steps
 * as the suppliers', on their behalf, and cancellation with its refund and credit note, all audited.
 */
export default function AdminShipmentsPage() {
  const { values: filter, set, searchFor } = useSearchParamsState(adminShipmentFilterSchema);
  const shipments = useAdminShipments(filter);
  const move = useMoveAdminShipment();
  return (
    <Page
      title="Shipments"
      documentTitle="Shipments | Admin"
      intro="Each seller's part of every paid order. Take a step for a seller, or cancel a shipment before loading: the buyer is refunded through the gateway and a credit note is issued. A stock conflict (paid after its stock ran out) is resolved by cancelling it."
    >
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
            canCancel
            pending={move.isPending && move.variables.id === shipment.id}
            send={(step) => move.mutateAsync({ id: shipment.id, step })}
          >
            <p className="mt-1 text-sm text-stone-700">
              Seller: {shipment.seller?.businessName ?? 'the company'}
              {shipment.refundPending ? (
                <strong className="ms-2 text-red-800">
                  Refund pending: the gateway did not refund it; refund by hand.
                </strong>
              ) : null}
            </p>
          </ShipmentCard>
        )}
      </ShipmentListState>
    </Page>
  );
}
