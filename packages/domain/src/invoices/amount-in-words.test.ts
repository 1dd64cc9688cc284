import fc from 'fast-check';
import { expect, test } from 'vitest';
import { amountInWords } from './amount-in-words';

test.each([
  { paise: 0, expected: 'Rupees Zero Only' },
  { paise: 1, expected: 'One Paisa Only' },
  { paise: 99, expected: 'Ninety-Nine Paise Only' },
  { paise: 100, expected: 'Rupees One Only' },
  { paise: 101, expected: 'Rupees One and One Paisa Only' },
  { paise: 1000, expected: 'Rupees Ten Only' },
  { paise: 1393, expected: 'Rupees Thirteen and Ninety-Three Paise Only' },
  { paise: 2000, expected: 'Rupees Twenty Only' },
  { paise: 9900, expected: 'Rupees Ninety-Nine Only' },
  { paise: 10_000, expected: 'Rupees One Hundred Only' },
  { paise: 10_150, expected: 'Rupees One Hundred One and Fifty Paise Only' },
  { paise: 100_000, expected: 'Rupees One Thousand Only' },
  { paise: 1_111_100, expected: 'Rupees Eleven Thousand One Hundred Eleven Only' },
  { paise: 10_000_000, expected: 'Rupees One Lakh Only' },
  { paise: 1_000_000_000, expected: 'Rupees One Crore Only' },
  {
    paise: 123_456_789,
    expected: 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
  },
  {
    paise: 4_725_000,
    expected: 'Rupees Forty-Seven Thousand Two Hundred Fifty Only',
  },
  {
    paise: 60_633_913, // the dry fruit order of the totals tests
    expected: 'Rupees Six Lakh Six Thousand Three Hundred Thirty-Nine and Thirteen Paise Only',
  },
  {
    paise: 9_999_999_999, // 9,99,99,999.99 rupees
    expected:
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
  },
  {
    paise: 1_200_000_000_000, // 1,200 crore rupees: the crore count is itself written out
    expected: 'Rupees One Thousand Two Hundred Crore Only',
  },
  {
    paise: 1_234_567_890_123_456, // 1,23,45,67,89,01,234.56 rupees: 12,34,567 crore and 89,01,234
    expected:
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Crore Eighty-Nine Lakh ' +
      'One Thousand Two Hundred Thirty-Four and Fifty-Six Paise Only',
  },
  {
    paise: Number.MAX_SAFE_INTEGER, // 9,00,71,99,25,47,409.91 rupees: 90,07,199 crore and 25,47,409
    expected:
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety-Nine Crore Twenty-Five Lakh ' +
      'Forty-Seven Thousand Four Hundred Nine and Ninety-One Paise Only',
  },
])('$paise paise is "$expected"', ({ paise, expected }) => {
  expect(amountInWords(paise)).toBe(expected);
});

test.each([-1, -100, 0.5, 100.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
  '%s paise is refused with a RangeError',
  (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  },
);

test('every amount reads as words only, with single spaces, and ends in Only', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
      const words = amountInWords(paise);
      expect(words).toMatch(/^[A-Z][a-z]+(?:(?: | and |-)[A-Z][a-z]+)* Only$/);
      expect(words.includes(' and ')).toBe(paise % 100 !== 0 && paise >= 100);
    }),
  );
});
