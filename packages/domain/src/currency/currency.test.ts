import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  DEFAULT_CURRENCY,
  convertPaise,
  currencies,
  currencyCodes,
  formatMoney,
  isCurrencyCode,
} from './currency';

test('INR is the default and the picker lists six currencies', () => {
  expect(DEFAULT_CURRENCY).toBe('INR');
  expect(currencyCodes).toEqual(['INR', 'USD', 'EUR', 'GBP', 'AED', 'JPY']);
  expect(Object.keys(currencies)).toEqual([...currencyCodes]);
});

test.each([
  { code: 'INR', rate: 1, rateMicros: 1_000_000 },
  { code: 'USD', rate: 0.012, rateMicros: 12_000 },
  { code: 'EUR', rate: 0.011, rateMicros: 11_000 },
  { code: 'GBP', rate: 0.0096, rateMicros: 9_600 },
  { code: 'AED', rate: 0.044, rateMicros: 44_000 },
  { code: 'JPY', rate: 1.78, rateMicros: 1_780_000 },
] as const)('one rupee is $rate $code', ({ code, rate, rateMicros }) => {
  expect(currencies[code]).toEqual({ code, rate, rateMicros });
});

test.each([
  { code: 'INR', valid: true },
  { code: 'JPY', valid: true },
  { code: 'inr', valid: false },
  { code: 'CHF', valid: false },
  { code: '', valid: false },
  { code: 1, valid: false },
])('currency code $code is valid: $valid', ({ code, valid }) => {
  expect(isCurrencyCode(code)).toBe(valid);
});

// 12345 paise is 123.45 rupees.
test.each([
  { code: 'INR', expected: 123.45 },
  { code: 'USD', expected: 1.48 }, // 1.4814
  { code: 'EUR', expected: 1.36 }, // 1.35795
  { code: 'GBP', expected: 1.19 }, // 1.18512
  { code: 'AED', expected: 5.43 }, // 5.4318
  { code: 'JPY', expected: 219.74 }, // 219.741
] as const)('123.45 rupees is $expected $code', ({ code, expected }) => {
  expect(convertPaise(12_345, code)).toBe(expected);
});

// Exact halves round up. Floats would get some wrong: 5 rupees x 0.011 is 0.05499999999999999 as a double.
test.each([
  { paise: 125, code: 'USD', expected: 0.02 }, // 0.015
  { paise: 500, code: 'EUR', expected: 0.06 }, // 0.055
  { paise: 125, code: 'AED', expected: 0.06 }, // 0.055
  { paise: 25, code: 'JPY', expected: 0.45 }, // 0.445
] as const)('$paise paise is $expected $code: an exact half rounds up', ({ paise, code, expected }) => {
  expect(convertPaise(paise, code)).toBe(expected);
});

test.each([
  { paise: 0, code: 'USD', expected: 0 },
  { paise: 1, code: 'USD', expected: 0 },
  { paise: 1, code: 'JPY', expected: 0.02 },
  { paise: 500, code: 'INR', expected: 5 }, // sorghum flour, 5 rupees
  { paise: 9900, code: 'USD', expected: 1.19 }, // supplier membership, 99 rupees
  { paise: 4900, code: 'GBP', expected: 0.47 }, // job seeker fee, 49 rupees
  { paise: 4_500_000, code: 'EUR', expected: 495 }, // 500 kg corn flour
  { paise: Number.MAX_SAFE_INTEGER, code: 'INR', expected: 90_071_992_547_409.91 },
] as const)('$paise paise is $expected $code', ({ paise, code, expected }) => {
  expect(convertPaise(paise, code)).toBe(expected);
});

test('an amount too large to convert exactly is refused', () => {
  expect(() => convertPaise(Number.MAX_SAFE_INTEGER, 'JPY')).toThrow(RangeError);
  expect(() => convertPaise(1.5, 'INR')).toThrow(RangeError);
});

test('INR conversion is paise / 100', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
      expect(convertPaise(paise, 'INR')).toBe(paise / 100);
    }),
  );
});

test('every conversion is a 2-decimal amount within half a hundredth of the exact value', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...currencyCodes), (paise, code) => {
      const converted = convertPaise(paise, code);
      const hundredths = Math.round(converted * 100);
      expect(converted).toBe(hundredths / 100);
      // exact value in hundredths is paise * rateMicros / 10^6; compare scaled by 2 * 10^6
      const exact = BigInt(paise) * BigInt(currencies[code].rateMicros);
      const distance = 2n * exact - BigInt(hundredths) * 2_000_000n;
      expect(distance >= -1_000_000n && distance < 1_000_000n).toBe(true);
    }),
  );
});

test.each([
  { paise: 12_345, code: 'INR', expected: '₹123.45' },
  { paise: 12_345, code: 'USD', expected: '$1.48' },
  { paise: 12_345, code: 'EUR', expected: '€1.36' },
  { paise: 12_345, code: 'GBP', expected: '£1.19' },
  { paise: 12_345, code: 'AED', expected: 'AED\u00a05.43' },
  { paise: 12_345, code: 'JPY', expected: 'JP¥219.74' }, // 2 decimals, also for yen
  { paise: 0, code: 'INR', expected: '₹0.00' },
  { paise: 500, code: 'INR', expected: '₹5.00' },
  { paise: 123_456_789, code: 'INR', expected: '₹12,34,567.89' }, // Indian digit grouping
  { paise: 10_000_000_000, code: 'INR', expected: '₹10,00,00,000.00' },
] as const)('$paise paise shows as $expected', ({ paise, code, expected }) => {
  expect(formatMoney(paise, code)).toBe(expected);
});

test('the currency defaults to INR and the locale to en-IN', () => {
  expect(formatMoney(123_456_789)).toBe('₹12,34,567.89');
});

test.each([
  { locale: 'en-US', code: 'USD', paise: 12_345_678_900, expected: '$1,481,481.47' },
  { locale: 'de-DE', code: 'EUR', paise: 12_345_678_900, expected: '1.358.024,68\u00a0€' },
  { locale: 'en-GB', code: 'GBP', paise: 4900, expected: '£0.47' },
] as const)('formats for the $locale locale', ({ locale, code, paise, expected }) => {
  expect(formatMoney(paise, code, locale)).toBe(expected);
});

test('rupee amounts always show two decimals', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e13 }), (paise) => {
      const shown = formatMoney(paise, 'INR');
      expect(shown).toMatch(/^₹[\d,]+\.\d{2}$/);
      expect(Number(shown.slice(1).replaceAll(',', ''))).toBe(paise / 100);
    }),
  );
});
