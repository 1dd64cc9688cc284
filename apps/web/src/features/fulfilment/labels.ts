import type { ShipmentStatus } from '@bulk/domain/shipments';
import type { ParseKeys } from 'i18next';

export const shipmentStatusLabels = {
  pending: 'fulfilment.status.pending',
  placed: 'fulfilment.status.placed',
  accepted: 'fulfilment.status.accepted',
  loading: 'fulfilment.status.loading',
  dispatched: 'fulfilment.status.dispatched',
  delivered: 'fulfilment.status.delivered',
  cancelled: 'fulfilment.status.cancelled',
  stock_conflict: 'fulfilment.status.stock_conflict',
} as const satisfies Record<ShipmentStatus, ParseKeys>;

/** The button that takes a shipment to each forward step. */
export const stepActionLabels = {
  accepted: 'fulfilment.actions.accept',
  loading: 'fulfilment.actions.load',
  dispatched: 'fulfilment.actions.dispatch',
  delivered: 'fulfilment.actions.deliver',
} as const satisfies Partial<Record<ShipmentStatus, ParseKeys>>;
export type ForwardStep = keyof typeof stepActionLabels;

export const isForwardStep = (status: ShipmentStatus): status is ForwardStep => status in stepActionLabels;
