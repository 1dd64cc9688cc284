import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  assertNonNegativeSafeInteger,
  isPositiveSafeInteger,
  mulDivRoundHalfUp,
  safeSum,
} from './integer-math';

test.each([
  { value: 0, multiplier: 500, divisor: 10_000, expected: 0 },
  { value: 1, multiplier: 500, divisor: 10_000, expected: 0 }, // 0.05
  { value: 10, multiplier: 500, divisor: 10_000, expected: 1 }, // 0.5 rounds up
  { value: 9, multiplier: 500, divisor: 10_000, expected: 0 }, // 0.45
  { value: 29, multiplier: 500, divisor: 10_000, expected: 1 }, // 1.45
  { value: 30, multiplier: 500, divisor: 10_000, expected: 2 }, // 1.5
  { value: 3, multiplier: 1, divisor: 2, expected: 2 },
  { value: -3, multiplier: 1, divisor: 2, expected: -2 }, // halves away from zero
  { value: -1, multiplier: 1, divisor: 3, expected: 0 },
  { value: Number.MAX_SAFE_INTEGER, multiplier: 1200, divisor: 10_000, expected: 1_080_863_910_568_919 },
])('$value * $multiplier / $divisor rounds to $expected', ({ value, multiplier, divisor, expected }) => {
  expect(mulDivRoundHalfUp(value, multiplier, divisor)).toBe(expected);
});

test('a negative result that rounds to zero is 0, not -0', () => {
  expect(Object.is(mulDivRoundHalfUp(-1, 1, 3), 0)).toBe(true);
});

test.each([
  { value: 1.5, multiplier: 1, divisor: 1 },
  { value: 1, multiplier: Number.NaN, divisor: 1 },
  { value: 1, multiplier: 1, divisor: 0 },
  { value: 1, multiplier: 1, divisor: -2 },
  { value: 2 ** 53, multiplier: 1, divisor: 1 },
  { value: Number.MAX_SAFE_INTEGER, multiplier: 2, divisor: 1 }, // result out of range
])(
  'mulDivRoundHalfUp($value, $multiplier, $divisor) throws a RangeError',
  ({ value, multiplier, divisor }) => {
    expect(() => mulDivRoundHalfUp(value, multiplier, divisor)).toThrow(RangeError);
  },
);

test('mulDivRoundHalfUp agrees with exact rational rounding', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000_000 }), // times 100_000 stays a safe integer
      fc.integer({ min: 0, max: 100_000 }),
      fc.integer({ min: 1, max: 1_000_000 }),
      (value, multiplier, divisor) => {
        const result = mulDivRoundHalfUp(value, multiplier, divisor);
        // result is the integer r with |2 * (value * multiplier) - 2 * r * divisor| <= divisor, ties up.
        const twice = 2n * BigInt(value) * BigInt(multiplier);
        const low = BigInt(2 * result - 1) * BigInt(divisor);
        const high = BigInt(2 * result + 1) * BigInt(divisor);
        expect(twice >= low && twice < high).toBe(true);
      },
    ),
  );
});

test.each([0, 1, Number.MAX_SAFE_INTEGER])('assertNonNegativeSafeInteger accepts %s', (value) => {
  expect(assertNonNegativeSafeInteger(value, 'x')).toBe(value);
});

test.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
  'assertNonNegativeSafeInteger refuses %s',
  (value) => {
    expect(() => assertNonNegativeSafeInteger(value, 'x')).toThrow('x must be a non-negative safe integer');
  },
);

test.each([
  { value: 1, expected: true },
  { value: Number.MAX_SAFE_INTEGER, expected: true },
  { value: 0, expected: false },
  { value: -5, expected: false },
  { value: 2.5, expected: false },
  { value: Number.NaN, expected: false },
  { value: 2 ** 53, expected: false },
  { value: '5', expected: false },
  { value: undefined, expected: false },
])('isPositiveSafeInteger($value) is $expected', ({ value, expected }) => {
  expect(isPositiveSafeInteger(value)).toBe(expected);
});

test('safeSum adds and refuses totals beyond the safe range', () => {
  expect(safeSum([], 'total')).toBe(0);
  expect(safeSum([1, 2, 3], 'total')).toBe(6);
  expect(() => safeSum([Number.MAX_SAFE_INTEGER, 1], 'total')).toThrow('total is not a safe integer.');
  expect(() => safeSum([0.5], 'total')).toThrow(RangeError);
});
