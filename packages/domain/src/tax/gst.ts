import { assertNonNegativeSafeInteger, mulDivRoundHalfUp } from '../lib/integer-math';

/** The company's home state: CGST + SGST for deliveries inside it, IGST for deliveries outside. */
export const COMPANY_STATE = 'Madhya Pradesh';

const BPS_PER_WHOLE = 10_000;

/**
 * GST in paise on `subtotalPaise` at `rateBps` basis points: subtotal * rate / 10000 rounded to the
 * nearest paisa, an exact half paisa rounding up (1 paisa at 5% is 0.05 paise -> 0; 10 paise at 5%
 * is 0.5 paise -> 1). Integer arithmetic throughout, so no floating-point drift. Both arguments must be
 * non-negative safe integers (RangeError otherwise).
 */
export function gstAmountPaise(subtotalPaise: number, rateBps: number): number {
  assertNonNegativeSafeInteger(subtotalPaise, 'subtotalPaise');
  assertNonNegativeSafeInteger(rateBps, 'rateBps');
  return mulDivRoundHalfUp(subtotalPaise, rateBps, BPS_PER_WHOLE);
}

/** The GST of an invoice split by kind, in paise; the kinds that do not apply are 0. */
export type GstSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * Splits GST (paise) for the tax invoice. Inside the company's state it is half central
 * (CGST) and half state (SGST) tax; when the GST is an odd number of paise, CGST takes the lower half
 * (floor) and SGST the rest, so SGST is at most 1 paisa more and the halves always add up to the GST.
 * Across states it is all integrated tax (IGST).
 */
export function splitGst(gstPaise: number, { sameState }: { sameState: boolean }): GstSplit {
  assertNonNegativeSafeInteger(gstPaise, 'gstPaise');
  if (!sameState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

/** Whether a ship-to state is the company's own (exact name as in the checkout list). */
export function isCompanyState(state: string | null | undefined): boolean {
  return state === COMPANY_STATE;
}

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A GST rate in basis points as invoices and emails print it: 1200 -> '12%', 250 -> '2.5%'. */
export function formatGstRate(rateBps: number): string {
  return `${rateFormat.format(rateBps / 100)}%`;
}
