import type { OrderStatus } from '../checkout';
import type { ShipmentStatus } from './status';

/** A paid part's steps in order, each with the order status it stands for. */
const partProgress: readonly (readonly [ShipmentStatus, OrderStatus])[] = [
  ['placed', 'paid'],
  ['accepted', 'paid'],
  ['loading', 'loading'],
  ['dispatched', 'dispatched'],
  ['delivered', 'delivered'],
];

/**
 * The status an order of suppliers' parts alone takes from its parts (docs/decisions/023): the least
 * advanced of the parts neither cancelled nor in stock conflict; `cancelled` once every part is. Undefined
 * when the parts decide nothing: a stock conflict still waits for an admin, or a part is not paid yet.
 */
export function orderStatusOfShipments(parts: readonly ShipmentStatus[]): OrderStatus | undefined {
  const active = parts.filter((status) => status !== 'cancelled' && status !== 'stock_conflict');
  if (active.length === 0) {
    return parts.length > 0 && parts.every((status) => status === 'cancelled') ? 'cancelled' : undefined;
  }
  const steps = active.map((status) => partProgress.findIndex(([step]) => step === status));
  if (steps.includes(-1)) return undefined;
  return partProgress[Math.min(...steps)]![1];
}

/** How far an order has gone; an order whose parts are all cancelled has gone as far as it ever will. */
const orderProgress: readonly OrderStatus[] = ['paid', 'loading', 'dispatched', 'delivered', 'cancelled'];

/**
 * What an order of suppliers' parts alone becomes when one of its parts moves: its parts' status
 * ({@link orderStatusOfShipments}) when that is further on than its own, else undefined. Parts only move
 * forward or drop out, so their status never goes back; it is behind only when an admin moved the order
 * ahead by hand at /admin/orders, and that change stands until the parts catch up.
 */
export function orderStatusFollowingShipments(
  current: OrderStatus,
  parts: readonly ShipmentStatus[],
): OrderStatus | undefined {
  const next = orderStatusOfShipments(parts);
  const from = orderProgress.indexOf(current);
  if (next === undefined || from === -1) return undefined;
  return orderProgress.indexOf(next) > from ? next : undefined;
}
