import { assertNonNegativeSafeInteger, safeSum } from '../lib/integer-math';
import { gstAmountPaise, splitGst, type GstSplit } from './gst';

/**
 * Shares `total` out over `weights` in proportion, in whole units that add up exactly to `total`
 * (largest remainder: each share is rounded down, and the units left go one each to the largest
 * fractions, the earlier line first on a tie). All zero weights share nothing: every share is 0, and
 * `total` must then be 0. Exact for any safe integers (BigInt inside).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  assertNonNegativeSafeInteger(total, 'total');
  weights.forEach((weight) => assertNonNegativeSafeInteger(weight, 'weight'));
  const sum = BigInt(safeSum(weights, 'weights'));
  if (sum === 0n) {
    if (total !== 0) throw new RangeError(`Cannot share ${total} over weights that are all 0.`);
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => value / sum);
  let left = total - Number(shares.reduce((a, b) => a + b, 0n));
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** The GST of all lines at one rate: their taxable value, the tax, and its split once the place is known. */
export type GstAtRate = { rateBps: number; taxablePaise: number; gstPaise: number };

/**
 * GST per line and per rate. The lines of one rate are taxed together: GST = their summed taxable value
 * x rate, rounded once (so a cart of one kind of goods is taxed exactly as a whole-order rate taxed it),
 * and that tax is shared out over those lines by taxable value, so the lines' tax adds up to it exactly.
 * Rates come out in ascending order.
 */
export function taxByRate(lines: readonly { taxablePaise: number; gstRateBps: number }[]): {
  lineGstPaise: number[];
  rates: GstAtRate[];
} {
  const lineGstPaise = lines.map(() => 0);
  const rateList = [...new Set(lines.map((line) => line.gstRateBps))].sort((a, b) => a - b);
  const rates = rateList.map((rateBps) => {
    const indexes = lines.flatMap((line, index) => (line.gstRateBps === rateBps ? [index] : []));
    const taxable = indexes.map((index) => lines[index]!.taxablePaise);
    const taxablePaise = safeSum(taxable, 'taxablePaise');
    const gstPaise = gstAmountPaise(taxablePaise, rateBps);
    apportion(gstPaise, taxable).forEach((share, at) => {
      lineGstPaise[indexes[at]!] = share;
    });
    return { rateBps, taxablePaise, gstPaise };
  });
  return { lineGstPaise, rates };
}

/** One rate of an invoice: taxable value, and the GST split as the place of supply decides. */
export type GstAtRateSplit = GstAtRate & GstSplit;

/**
 * Splits each rate's GST for the tax invoice with `splitGst` (CGST + SGST in the seller's state, else
 * IGST), rate by rate, so each half is printed against its own rate.
 */
export function splitGstByRate(rates: readonly GstAtRate[], sameState: boolean): GstAtRateSplit[] {
  return rates.map((rate) => ({ ...rate, ...splitGst(rate.gstPaise, { sameState }) }));
}
