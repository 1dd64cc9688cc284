import fc from 'fast-check';
import { expect, test } from 'vitest';
import { gstAmountPaise } from './gst';
import { apportion, splitGstByRate, taxByRate } from './line-tax';

test.each([
  { total: 100, weights: [1, 1, 1], expected: [34, 33, 33] }, // the first of equal fractions gets the paisa
  { total: 10, weights: [1, 2, 7], expected: [1, 2, 7] },
  { total: 1698953, weights: [500_000, 600_000, 2_500], expected: [770_500, 924_600, 3_853] },
  { total: 5, weights: [0, 3, 0], expected: [0, 5, 0] },
  { total: 0, weights: [0, 0], expected: [0, 0] },
  { total: 0, weights: [], expected: [] },
  { total: 2, weights: [1, 1, 1], expected: [1, 1, 0] },
])('$total shared by $weights is $expected', ({ total, weights, expected }) => {
  expect(apportion(total, weights)).toEqual(expected);
});

test('nothing to share it by refuses a total above 0', () => {
  expect(() => apportion(1, [0, 0])).toThrow(RangeError);
  expect(() => apportion(1, [])).toThrow(RangeError);
  expect(() => apportion(-1, [1])).toThrow(RangeError);
});

test('shares always add up to the total, each within one unit of its exact share', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000_000_000 }),
      fc.array(fc.integer({ min: 0, max: 50_000_000_000 }), { minLength: 1, maxLength: 50 }),
      (total, weights) => {
        fc.pre(weights.some((weight) => weight > 0));
        const shares = apportion(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = BigInt(weights.reduce((a, b) => a + b, 0));
        shares.forEach((share, index) => {
          const exact = BigInt(total) * BigInt(weights[index]!);
          // share - 1 < exact / sum <= share + 1, compared without division
          expect(BigInt(share) * sum <= exact + sum && exact < (BigInt(share) + 1n) * sum).toBe(true);
        });
      },
    ),
  );
});

test('a mixed cart is taxed per rate: almonds at 12%, toor dal and flour at 5%', () => {
  const { lineGstPaise, rates } = taxByRate([
    { taxablePaise: 4_500_000, gstRateBps: 500 }, // flour
    { taxablePaise: 48_000_000, gstRateBps: 1200 }, // almonds
    { taxablePaise: 1_205_000, gstRateBps: 500 }, // toor dal
  ]);
  expect(rates).toEqual([
    { rateBps: 500, taxablePaise: 5_705_000, gstPaise: 285_250 },
    { rateBps: 1200, taxablePaise: 48_000_000, gstPaise: 5_760_000 },
  ]);
  expect(lineGstPaise).toEqual([225_000, 5_760_000, 60_250]);
});

test('lines of one rate are rounded once, as a whole-order rate did', () => {
  // Each line alone is 0.5 paise of tax; together 1 paisa, not 2.
  const { lineGstPaise, rates } = taxByRate([
    { taxablePaise: 10, gstRateBps: 500 },
    { taxablePaise: 10, gstRateBps: 500 },
  ]);
  expect(rates).toEqual([{ rateBps: 500, taxablePaise: 20, gstPaise: 1 }]);
  expect(lineGstPaise).toEqual([1, 0]);
});

const taxedLines = fc.array(
  fc.record({
    taxablePaise: fc.integer({ min: 0, max: 10_000_000_000 }),
    gstRateBps: fc.constantFrom(0, 500, 1200, 1800),
  }),
  { maxLength: 30 },
);

test('line taxes add up to each rate, and the rates to the order, to the paisa', () => {
  fc.assert(
    fc.property(taxedLines, fc.boolean(), (lines, sameState) => {
      const { lineGstPaise, rates } = taxByRate(lines);
      for (const rate of rates) {
        const atRate = lines.flatMap((line, index) => (line.gstRateBps === rate.rateBps ? [index] : []));
        expect(rate.taxablePaise).toBe(atRate.reduce((sum, index) => sum + lines[index]!.taxablePaise, 0));
        expect(rate.gstPaise).toBe(gstAmountPaise(rate.taxablePaise, rate.rateBps));
        expect(atRate.reduce((sum, index) => sum + lineGstPaise[index]!, 0)).toBe(rate.gstPaise);
      }
      const split = splitGstByRate(rates, sameState);
      for (const rate of split) {
        expect(rate.cgstPaise + rate.sgstPaise + rate.igstPaise).toBe(rate.gstPaise);
        expect(rate.igstPaise === 0 || !sameState).toBe(true);
      }
    }),
  );
});
