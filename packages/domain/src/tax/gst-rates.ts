import { assertNonNegativeSafeInteger } from '../lib/integer-math';

/** GST on dry fruits: 12%, in basis points (the specification's rate). */
export const GST_RATE_DRY_FRUITS_BPS = 1200;
/** GST on every other good the store sells: 5%, in basis points. */
export const GST_RATE_STANDARD_BPS = 500;

/**
 * One entry of the GST rate table: goods whose HSN code starts with `hsn` are taxed at `rateBps` from
 * the Indian date `from` (YYYY-MM-DD) on. The empty code is the rate of every good no longer entry names.
 */
export type GstRateEntry = { hsn: string; rateBps: number; from: string };

/** GST came into force on 1 July 2017. */
const GST_START = '2017-07-01';

/**
 * The dated GST rate table, keyed by HSN code (docs/decisions/011-gst-per-line.md). Today it keeps the
 * specification's rates: dry fruits (the headings of the Dry Fruits category: cashew nuts 0801, almonds,
 * pistachios and walnuts 0802, dates and figs 0804, raisins 0806, lotus seeds 0812) at 12%, everything
 * else at 5%. A change of rate is a new entry with its start date, never an edit of an old one: an order is taxed
 * at the rates of the day it was placed, and its lines keep that rate, so an issued invoice never changes.
 */
export const GST_RATE_TABLE: readonly GstRateEntry[] = Object.freeze([
  { hsn: '', rateBps: GST_RATE_STANDARD_BPS, from: GST_START },
  { hsn: '0801', rateBps: GST_RATE_DRY_FRUITS_BPS, from: GST_START },
  { hsn: '0802', rateBps: GST_RATE_DRY_FRUITS_BPS, from: GST_START },
  { hsn: '0804', rateBps: GST_RATE_DRY_FRUITS_BPS, from: GST_START },
  { hsn: '0806', rateBps: GST_RATE_DRY_FRUITS_BPS, from: GST_START },
  { hsn: '0812', rateBps: GST_RATE_DRY_FRUITS_BPS, from: GST_START },
]);

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The date in India (UTC+05:30) of an instant, as YYYY-MM-DD: rates change at midnight in India. */
export function indianDate(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Expected a valid date.');
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The GST rate in basis points of a good of HSN code `hsn` sold at `at`: among the entries in force that
 * day (start date on or before it), the one with the longest code that begins `hsn`, the latest start
 * date breaking a tie. RangeError when no entry applies (a date before GST, or a table without the
 * catch-all entry), so a good can never be sold untaxed by accident.
 */
export function gstRateBpsFor(
  hsn: string,
  at: Date,
  table: readonly GstRateEntry[] = GST_RATE_TABLE,
): number {
  const day = indianDate(at);
  let best: GstRateEntry | undefined;
  for (const entry of table) {
    if (!hsn.startsWith(entry.hsn) || entry.from > day) continue;
    if (
      !best ||
      entry.hsn.length > best.hsn.length ||
      (entry.hsn.length === best.hsn.length && entry.from > best.from)
    ) {
      best = entry;
    }
  }
  if (!best) throw new RangeError(`No GST rate for HSN ${hsn} on ${day}.`);
  return assertNonNegativeSafeInteger(best.rateBps, 'rateBps');
}
