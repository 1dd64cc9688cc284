import { orderTotals, type OrderTotals } from './totals';

// The largest order the store accepts. Together they keep every amount of an accepted order an exact
// JavaScript number (at most Number.MAX_SAFE_INTEGER, 2^53 - 1) and within the database's money columns
// (bigint, 2^63 - 1): see docs/decisions/001-money-and-rounding.md.

/** At most this many lines in one order. */
export const MAX_ORDER_LINES = 50;
/** At most this many selling units (kg, pieces, rolls, dozens) on one line. */
export const MAX_LINE_QUANTITY = 1_000_000;
/** At most Rs 1,000 crore (10^12 paise) for a whole order, freight and GST included. */
export const MAX_ORDER_TOTAL_PAISE = 1_000_000_000_000;

export const ORDER_TOO_LARGE_MESSAGE =
  'This order is too large: the store accepts orders up to ₹1,000 crore.';

/**
 * The totals of an order the store accepts, or null when its total would be above
 * {@link MAX_ORDER_TOTAL_PAISE}. Prices, quantities and weights must be non-negative safe integers; a
 * cart so large that its amounts leave the safe integer range (where {@link orderTotals} throws a
 * RangeError) is above the limit too.
 */
export function acceptedOrderTotals(input: Parameters<typeof orderTotals>[0]): OrderTotals | null {
  let totals: OrderTotals;
  try {
    totals = orderTotals(input);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  return totals.totalPaise <= MAX_ORDER_TOTAL_PAISE ? totals : null;
}
