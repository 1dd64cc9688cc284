import { assertNonNegativeSafeInteger, safeSum } from '../lib/integer-math';
import { shippingChargePaise, totalWeightGrams } from '../shipping';
import type { ShippingZone } from '../shipping';
import { apportion, gstRateBpsFor, taxByRate, type GstAtRate } from '../tax';

/**
 * A priced order line: unit price in paise, quantity in selling units, weight in grams per unit, and the
 * HSN code that decides its GST rate.
 */
export type PricedLine = {
  pricePaise: number;
  quantity: number;
  weightGrams: number;
  hsn: string;
};

/**
 * The tax of one line: its goods (quantity x unit price), its share of the freight (by weight), the
 * taxable value (goods + freight), the rate of its HSN code on the order's day and its share of the GST
 * of that rate, all in paise and basis points.
 */
export type LineTax = {
  hsn: string;
  gstRateBps: number;
  goodsPaise: number;
  freightPaise: number;
  taxablePaise: number;
  gstPaise: number;
};

/** Money and weight of an order: paise and grams, with the tax of each line and of each rate. */
export type OrderTotals = {
  subtotalPaise: number;
  shippingPaise: number;
  gstPaise: number;
  totalPaise: number;
  totalWeightGrams: number;
  lines: LineTax[];
  gstByRate: GstAtRate[];
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
 * The totals of an order, all integers: total = subtotal + shipping + GST, to the paisa (ADR 011).
 * Shipping is the zone rate from `originZone` to `state` times the total weight, and 0 until a state
 * with a zone is chosen. Freight billed with the goods is part of their taxable value: it is shared out
 * over the lines by weight (`apportion`), and each line is taxed at the rate of its HSN code on the day
 * `at` (`gstRateBpsFor`), the lines of one rate together (`taxByRate`). Every amount must be a
 * non-negative safe integer (RangeError otherwise).
 */
export function orderTotals({
  lines,
  state,
  originZone,
  at,
}: {
  lines: readonly PricedLine[];
  state?: string | null | undefined;
  originZone: ShippingZone;
  at: Date;
}): OrderTotals {
  const subtotal = subtotalPaise(lines);
  const weightGrams = totalWeightGrams(lines);
  const shippingPaise = shippingChargePaise({ originZone, state, totalWeightGrams: weightGrams });
  const freight = apportion(
    shippingPaise,
    lines.map((line) => line.weightGrams * line.quantity),
  );
  const taxed = lines.map((line, index) => {
    const goodsPaise = lineTotalPaise(line);
    const freightPaise = freight[index]!;
    return {
      hsn: line.hsn,
      gstRateBps: gstRateBpsFor(line.hsn, at),
      goodsPaise,
      freightPaise,
      taxablePaise: safeSum([goodsPaise, freightPaise], 'taxablePaise'),
    };
  });
  const { lineGstPaise, rates } = taxByRate(taxed);
  const gstPaise = safeSum(
    rates.map((rate) => rate.gstPaise),
    'gstPaise',
  );
  return {
    subtotalPaise: subtotal,
    shippingPaise,
    gstPaise,
    totalPaise: safeSum([subtotal, shippingPaise, gstPaise], 'totalPaise'),
    totalWeightGrams: weightGrams,
    lines: taxed.map((line, index) => ({ ...line, gstPaise: lineGstPaise[index]! })),
    gstByRate: rates,
  };
}
