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

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp as a day and time ('5 Mar 2025, 4:02 pm'). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
