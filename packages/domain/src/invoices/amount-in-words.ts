import { assertNonNegativeSafeInteger } from '../lib/integer-math';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1000;
const HUNDRED = 100;

/** 1..99 in words: 'Seven', 'Nineteen', 'Forty', 'Eighty-Nine'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10] ?? ''}`;
}

/**
 * A positive whole number in words with the Indian scale: crore (10^7), lakh (10^5), thousand,
 * hundred. Amounts of a hundred crore or more repeat the scale ('One Thousand Two Hundred Crore'),
 * as Indian banks write them.
 */
function indianWords(n: number): string {
  const parts: string[] = [];
  let rest = n;
  if (rest >= CRORE) {
    parts.push(`${indianWords(Math.floor(rest / CRORE))} Crore`);
    rest %= CRORE;
  }
  for (const [size, name] of [
    [LAKH, 'Lakh'],
    [THOUSAND, 'Thousand'],
    [HUNDRED, 'Hundred'],
  ] as const) {
    if (rest >= size) {
      parts.push(`${belowHundred(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount in paise written out for the tax invoice, Indian style:
 * 123456789 -> 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'.
 * Whole rupees leave the paise out ('Rupees One Hundred Only'), 0 is 'Rupees Zero Only', an amount
 * below one rupee reads 'Ninety-Nine Paise Only', and a single paisa is 'One Paisa'.
 * `paise` must be a non-negative safe integer (RangeError otherwise).
 */
export function amountInWords(paise: number): string {
  assertNonNegativeSafeInteger(paise, 'paise');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 1 ? 'One Paisa' : `${belowHundred(rest)} Paise`;
  if (rest === 0) return `Rupees ${rupees === 0 ? 'Zero' : indianWords(rupees)} Only`;
  if (rupees === 0) return `${paiseWords} Only`;
  return `Rupees ${indianWords(rupees)} and ${paiseWords} Only`;
}
