import { mulDivRoundHalfUp } from '../lib/integer-math';

/** The currencies of the header's currency picker, in picker order. */
export const currencyCodes = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'JPY'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** A stored or chosen value checked without zod, which the web app's first load does without. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (currencyCodes as readonly unknown[]).includes(value);
}

/** The store's own currency, and the picker's default. */
export const DEFAULT_CURRENCY: CurrencyCode = 'INR';

/** Integer millionths keep the conversion exact: 0.0096 is not exact as a double, 9600 / 10^6 is. */
const MICROS_PER_UNIT = 1_000_000;

/**
 * A display currency: `rate` is units of the currency per rupee (USD 0.012), `rateMicros` the same in
 * millionths (USD 12000), which is what the arithmetic uses.
 */
export type Currency = { code: CurrencyCode; rate: number; rateMicros: number };

function currency(code: CurrencyCode, rateMicros: number): Currency {
  return { code, rate: rateMicros / MICROS_PER_UNIT, rateMicros };
}

/** Rates from rupees, as the specification fixes them (section 9). */
export const currencies: Readonly<Record<CurrencyCode, Currency>> = {
  INR: currency('INR', 1_000_000),
  USD: currency('USD', 12_000),
  EUR: currency('EUR', 11_000),
  GBP: currency('GBP', 9_600),
  AED: currency('AED', 44_000),
  JPY: currency('JPY', 1_780_000),
};

/**
 * An amount in paise converted to `currency` and rounded to 2 decimals (cents, fils, sen...), an exact
 * half rounding up. The rounding is done on integer hundredths, so the result is the double closest to
 * the 2-decimal amount (12345 paise -> 123.45 INR -> 1.48 USD). `paise` must be a safe integer.
 */
export function convertPaise(paise: number, currency: CurrencyCode): number {
  // hundredths of the target currency = paise * rate; with the rate in millionths, divide by 10^6.
  const hundredths = mulDivRoundHalfUp(paise, currencies[currency].rateMicros, MICROS_PER_UNIT);
  return hundredths / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Always two decimals, also for JPY (whose default is none): the specification shows every
    // converted price with 2 decimals.
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one money formatter of the project: `paise` converted to `currency` and formatted for `locale`
 * with the currency's symbol and 2 decimals (en-IN: 123456789 paise -> '₹12,34,567.89').
 */
export function formatMoney(
  paise: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  locale = 'en-IN',
): string {
  return formatterFor(currency, locale).format(convertPaise(paise, currency));
}
