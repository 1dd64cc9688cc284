import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { COMPANY_STATE, formatGstRate, gstAmountPaise, isCompanyState, splitGst } from './gst';

test.each([
  { subtotal: 0, rate: 500, expected: 0 },
  { subtotal: 500, rate: 500, expected: 25 }, // 5 rupees of sorghum flour: 25 paise
  { subtotal: 1, rate: 500, expected: 0 }, // 0.05
  { subtotal: 9, rate: 500, expected: 0 }, // 0.45
  { subtotal: 10, rate: 500, expected: 1 }, // 0.5: half rounds up
  { subtotal: 11, rate: 500, expected: 1 }, // 0.55
  { subtotal: 30, rate: 500, expected: 2 }, // 1.5
  { subtotal: 4_500_000, rate: 500, expected: 225_000 }, // 500 kg corn flour at 90 rupees
  { subtotal: 40_000_000, rate: 1200, expected: 4_800_000 }, // 500 kg almonds at 800 rupees
  { subtotal: 12_345, rate: 1200, expected: 1481 }, // 1481.4
  { subtotal: 12_375, rate: 1200, expected: 1485 }, // 1485.0
  { subtotal: 12_371, rate: 1200, expected: 1485 }, // 1484.52
  { subtotal: 4_167, rate: 1200, expected: 500 }, // 500.04
  { subtotal: 125, rate: 1200, expected: 15 }, // 15.0
  { subtotal: 1_250, rate: 500, expected: 63 }, // 62.5: half up
  { subtotal: 999_999_999_999, rate: 1200, expected: 120_000_000_000 }, // 119999999999.88
  { subtotal: Number.MAX_SAFE_INTEGER, rate: 500, expected: 450_359_962_737_050 }, // ...049.55
])('GST on $subtotal paise at $rate bps is $expected paise', ({ subtotal, rate, expected }) => {
  expect(gstAmountPaise(subtotal, rate)).toBe(expected);
});

test.each([
  { subtotal: -1, rate: 500 },
  { subtotal: 10.5, rate: 500 },
  { subtotal: Number.NaN, rate: 500 },
  { subtotal: 100, rate: 12.5 },
  { subtotal: 100, rate: -500 },
])('GST on $subtotal paise at $rate bps is refused', ({ subtotal, rate }) => {
  expect(() => gstAmountPaise(subtotal, rate)).toThrow(RangeError);
});

test('GST is the exact product rounded half up, and never drifts from it', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(500, 1200),
      (subtotal, rate) => {
        const exact = BigInt(subtotal) * BigInt(rate); // GST in 1/10000 paise
        const expected = (exact + 5000n) / 10_000n;
        expect(BigInt(gstAmountPaise(subtotal, rate))).toBe(expected);
      },
    ),
  );
});

test('GST grows with the subtotal', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1e12 }),
      fc.integer({ min: 0, max: 1e12 }),
      fc.constantFrom(500, 1200),
      (a, b, rate) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(gstAmountPaise(low, rate)).toBeLessThanOrEqual(gstAmountPaise(high, rate));
      },
    ),
  );
});

test.each([
  { gst: 0, expected: { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 } },
  { gst: 1, expected: { cgstPaise: 0, sgstPaise: 1, igstPaise: 0 } },
  { gst: 225_000, expected: { cgstPaise: 112_500, sgstPaise: 112_500, igstPaise: 0 } },
  { gst: 1481, expected: { cgstPaise: 740, sgstPaise: 741, igstPaise: 0 } },
])('GST of $gst paise inside the state splits into CGST + SGST', ({ gst, expected }) => {
  expect(splitGst(gst, { sameState: true })).toEqual(expected);
});

test.each([0, 1, 1481, 225_000])('GST of %s paise across states is all IGST', (gst) => {
  expect(splitGst(gst, { sameState: false })).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: gst });
});

test.each([-1, 0.5, Number.NaN])('splitting %s paise is refused', (gst) => {
  expect(() => splitGst(gst, { sameState: true })).toThrow(RangeError);
});

test('CGST and SGST always add up to the GST, SGST never less and at most 1 paisa more', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (gst, sameState) => {
      const split = splitGst(gst, { sameState });
      expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(gst);
      expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
      expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
      for (const part of Object.values(split)) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
    }),
  );
});

test.each([
  { state: 'Madhya Pradesh', expected: true },
  { state: 'Delhi', expected: false },
  { state: 'madhya pradesh', expected: false },
  { state: '', expected: false },
  { state: undefined, expected: false },
  { state: null, expected: false },
])('$state is the company state: $expected', ({ state, expected }) => {
  expect(COMPANY_STATE).toBe('Madhya Pradesh');
  expect(isCompanyState(state)).toBe(expected);
});

describe('formatGstRate', () => {
  it('prints a rate in basis points as a percentage, halves included', () => {
    expect(formatGstRate(1200)).toBe('12%');
    expect(formatGstRate(250)).toBe('2.5%');
    expect(formatGstRate(125)).toBe('1.25%');
    expect(formatGstRate(0)).toBe('0%');
  });
});
