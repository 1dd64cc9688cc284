import { assertNonNegativeSafeInteger, safeSum } from '../lib/integer-math';
import { shippingChargePaise, totalWeightGrams } from '../shipping';
import type { ShippingZone } from '../shipping';
import { gstAmountPaise, gstRateBps } from '../tax';

/** A priced order line: unit price in paise, quantity in selling units, weight in grams per unit. */
export type PricedLine = {
  pricePaise: number;
  quantity: number;
  weightGrams: number;
  category: string;
  name: string;
};

/** Money and weight of an order: paise, basis points and grams. */
export type OrderTotals = {
  subtotalPaise: number;
  shippingPaise: number;
  gstRateBps: number;
  gstPaise: number;
  totalPaise: number;
  totalWeightGrams: number;
};

/** A line's total in paise: unit price (paise) times quantity (selling units). */
export function lineTotalPaise(line: { pricePaise: number; quantity: number }): number {
  assertNonNegativeSafeInteger(line.pricePaise, 'pricePaise');
  assertNonNegativeSafeInteger(line.quantity, 'quantity');
  return assertNonNegativeSafeInteger(line.pricePaise * line.quantity, 'line total');
}

/** The sum of the line totals, in paise: the cart page's Subtotal (and its Total). */
export function subtotalPaise(lines: readonly { pricePaise: number; quantity: number }[]): number {
  return safeSum(lines.map(lineTotalPaise), 'subtotalPaise');
}

/**
 * The totals of an order, all integers: total = subtotal + shipping + GST, to the paisa.
 * GST is charged on the subtotal only (decisions.md), at the order's rate (12% with any dry fruit line,
 * else 5%). Shipping is the zone rate from `originZone` to `state` times the total weight, and 0 until a
 * state with a zone is chosen. Every amount must be a non-negative safe integer (RangeError otherwise).
 */
export function orderTotals({
  lines,
  state,
  originZone,
}: {
  lines: readonly PricedLine[];
  state?: string | null | undefined;
  originZone: ShippingZone;
}): OrderTotals {
  const subtotal = subtotalPaise(lines);
  const weightGrams = totalWeightGrams(lines);
  const shippingPaise = shippingChargePaise({ originZone, state, totalWeightGrams: weightGrams });
  const rateBps = gstRateBps(lines);
  const gstPaise = gstAmountPaise(subtotal, rateBps);
  return {
    subtotalPaise: subtotal,
    shippingPaise,
    gstRateBps: rateBps,
    gstPaise,
    totalPaise: safeSum([subtotal, shippingPaise, gstPaise], 'totalPaise'),
    totalWeightGrams: weightGrams,
  };
}
