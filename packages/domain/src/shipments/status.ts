import { z } from 'zod';

/**
 * Where one seller's part of an order is (docs/decisions/023). `pending` until the order is paid; `placed`
 * once paid, waiting for its seller; then accepted, loading (cancellation locks: the published policy),
 * dispatched and delivered. `stock_conflict`: paid, but its stock ran out between create-order and the
 * payment, so an admin resolves it by a refund. `cancelled` before loading, refunded with a credit note.
 */
export const shipmentStatuses = [
  'pending',
  'placed',
  'accepted',
  'loading',
  'dispatched',
  'delivered',
  'cancelled',
  'stock_conflict',
] as const;
export const shipmentStatusSchema = z.enum(shipmentStatuses);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** The steps a seller (or an admin on its behalf) moves a shipment through, each from the one before. */
const forwardSteps: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  pending: [],
  placed: ['accepted'],
  accepted: ['loading'],
  loading: ['dispatched'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
  stock_conflict: [],
};

/** Statuses from which the buyer or an admin may still cancel: before loading, and a stock conflict. */
export const cancellableShipmentStatuses: readonly ShipmentStatus[] = [
  'placed',
  'accepted',
  'stock_conflict',
];

/** The statuses a shipment may move to next: its forward step, and cancellation while still allowed. */
export function nextShipmentSteps(from: ShipmentStatus): ShipmentStatus[] {
  const steps = [...forwardSteps[from]];
  if (cancellableShipmentStatuses.includes(from)) steps.push('cancelled');
  return steps;
}

export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return nextShipmentSteps(from).includes(to);
}
