// Internal helpers for exact integer money arithmetic. Not an entry point of the package (no index.ts):
// the public rules in tax/, shipping/, currency/ and orders/ use them so there is one rounding rule.

/** Throws a RangeError unless `value` is an integer in 0..Number.MAX_SAFE_INTEGER. Returns it. */
export function assertNonNegativeSafeInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer, got ${String(value)}.`);
  }
  return value;
}

/**
 * `value * multiplier / divisor` rounded to the nearest integer, exact halves away from zero (for the
 * non-negative amounts of this store that is "half up": 0.5 paisa becomes 1 paisa).
 *
 * The product is computed in BigInt so it never loses precision, however large the intermediate value;
 * every argument must be a safe integer, the divisor positive, and the result must be a safe integer,
 * otherwise a RangeError is thrown (a programming error, never a shopper's).
 */
export function mulDivRoundHalfUp(value: number, multiplier: number, divisor: number): number {
  if (!Number.isSafeInteger(value) || !Number.isSafeInteger(multiplier)) {
    throw new RangeError(`Operands must be safe integers, got ${String(value)} and ${String(multiplier)}.`);
  }
  if (!Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`Divisor must be a positive safe integer, got ${String(divisor)}.`);
  }
  const product = BigInt(value) * BigInt(multiplier);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const d = BigInt(divisor);
  // floor((2m + d) / 2d) = floor(m / d + 1/2): rounds half up on the magnitude.
  const rounded = (2n * magnitude + d) / (2n * d);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`Result of ${value} * ${multiplier} / ${divisor} is not a safe integer.`);
  }
  // `|| 0` turns a -0 (negative product that rounds to zero) into 0.
  return result || 0;
}

/** Sum of safe integers; throws a RangeError when the total leaves the safe integer range. */
export function safeSum(values: Iterable<number>, what: string): number {
  let total = 0;
  for (const value of values) {
    total += value;
    if (!Number.isSafeInteger(total)) {
      throw new RangeError(`${what} is not a safe integer.`);
    }
  }
  return total;
}

/** True for a whole number in 1..Number.MAX_SAFE_INTEGER; false for anything else, of any type. */
export function isPositiveSafeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
