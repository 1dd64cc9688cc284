import { isPositiveSafeInteger } from '../lib/integer-math';
import { MAX_LINE_QUANTITY } from '../orders/limits';

// Quantity rules of the bulk cart (product spec sections 4 and 5). Quantities are counts of the
// product's selling unit (kg, pieces, roll, dozen). The toast titles and messages are quoted from the
// specification verbatim: shoppers and tests recognise the product by them.

/** A toast: a short title and one sentence. */
export type CartNotice = { title: string; message: string };

/** Why a quantity cannot be added to the cart as it is, with the toast that says so. */
export type QuantityProblem = CartNotice & { code: 'BELOW_MOQ' | 'OFF_STEP' | 'ABOVE_MAXIMUM' };

/**
 * The ordering terms of a product as the cart sees them. `moq` and `stepQty` are in selling units;
 * a missing one counts as 1 (see {@link withCartDefaults}).
 */
export type QuantityTerms = { name: string; moq?: number | null; stepQty?: number | null };

/** In the cart, a missing minimum order quantity, step or weight counts as 1 (weight: 1 kg). */
export const CART_DEFAULT_MOQ = 1;
export const CART_DEFAULT_STEP_QTY = 1;
export const CART_DEFAULT_WEIGHT_GRAMS = 1000;

/**
 * The cart's defaults for a product's terms: `moq` and `stepQty` (selling units) default to 1 and
 * `weightGrams` to 1000 (1 kg per unit) when missing. A value that is not a positive whole number is
 * treated as missing too, so that no rule ever divides by zero or compares against NaN.
 */
export function withCartDefaults(terms: {
  moq?: number | null;
  stepQty?: number | null;
  weightGrams?: number | null;
}): { moq: number; stepQty: number; weightGrams: number } {
  return {
    moq: isPositiveSafeInteger(terms.moq) ? terms.moq : CART_DEFAULT_MOQ,
    stepQty: isPositiveSafeInteger(terms.stepQty) ? terms.stepQty : CART_DEFAULT_STEP_QTY,
    weightGrams: isPositiveSafeInteger(terms.weightGrams) ? terms.weightGrams : CART_DEFAULT_WEIGHT_GRAMS,
  };
}

/**
 * The largest valid quantity one order line of `product` may hold ({@link MAX_LINE_QUANTITY}, on its
 * steps); anything above it is rounded down to it, and quantity fields take it as their maximum. A
 * minimum above that limit is kept as it is: the order then says it is too large.
 */
export function lineMaximum(product: Omit<QuantityTerms, 'name'>): number {
  const { moq, stepQty } = withCartDefaults(product);
  if (moq >= MAX_LINE_QUANTITY) return moq;
  return moq + Math.floor((MAX_LINE_QUANTITY - moq) / stepQty) * stepQty;
}

/**
 * The add-to-cart check: returns null when `quantity` (selling units) can be added as is, else the
 * 'Invalid Quantity' toast. A quantity must be a number, at least the MOQ, and (quantity - MOQ) must be
 * an exact multiple of the step. A non-finite value (NaN, Infinity) counts as not a number.
 * Quantities above Number.MAX_SAFE_INTEGER cannot be stored exactly and are refused as off-step; a valid
 * quantity above {@link MAX_LINE_QUANTITY} is more than one order line takes.
 */
export function checkAddQuantity(quantity: number, product: QuantityTerms): QuantityProblem | null {
  const { moq, stepQty } = withCartDefaults(product);
  if (!Number.isFinite(quantity) || quantity < moq) {
    return {
      code: 'BELOW_MOQ',
      title: 'Invalid Quantity',
      message: `Minimum order quantity for ${product.name} is ${moq}.`,
    };
  }
  // Whole numbers up to 2^53 subtract exactly; a fraction is never on a step since MOQ and step are whole.
  if (quantity > Number.MAX_SAFE_INTEGER || !Number.isInteger(quantity) || (quantity - moq) % stepQty !== 0) {
    return {
      code: 'OFF_STEP',
      title: 'Invalid Quantity',
      message: `Quantity for ${product.name} must be in steps of ${stepQty} above the minimum of ${moq}.`,
    };
  }
  if (quantity > MAX_LINE_QUANTITY) {
    return {
      code: 'ABOVE_MAXIMUM',
      title: 'Invalid Quantity',
      message: `At most ${MAX_LINE_QUANTITY} of ${product.name} fit on one order line.`,
    };
  }
  return null;
}

/**
 * The line check when a cart quantity field loses focus. Returns the quantity (selling units) to keep
 * and the toast to show, if any:
 * - not a positive finite number, or below the MOQ: reset to the MOQ ('Minimum Quantity');
 * - off-step: rounded DOWN to the nearest valid step above the MOQ, moq + floor((q - moq) / step) * step
 *   ('Invalid Step Quantity');
 * - above {@link MAX_LINE_QUANTITY}: down to the largest valid quantity within it ('Invalid Quantity');
 * - otherwise unchanged, with no notice.
 * The result always passes {@link checkAddQuantity}.
 */
export function adjustLineQuantity(
  quantity: number,
  product: QuantityTerms,
): { quantity: number; notice: CartNotice | null } {
  const { moq, stepQty } = withCartDefaults(product);
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity < moq) {
    return {
      quantity: moq,
      notice: {
        title: 'Minimum Quantity',
        message: `The minimum order for ${product.name} is ${moq}. Quantity updated.`,
      },
    };
  }
  const stepNotice: CartNotice = {
    title: 'Invalid Step Quantity',
    message: `Quantity for ${product.name} must be in steps of ${stepQty}. Adjusted.`,
  };
  if (quantity > MAX_LINE_QUANTITY && moq < MAX_LINE_QUANTITY) {
    return {
      quantity: lineMaximum({ moq, stepQty }),
      notice: {
        title: 'Invalid Quantity',
        message: `At most ${MAX_LINE_QUANTITY} of ${product.name} fit on one order line. Adjusted.`,
      },
    };
  }
  // Valid quantities are whole numbers, so the one below a fraction is the one below its floor; from
  // there on every value is a safe integer and the arithmetic is exact.
  const whole = Math.floor(quantity);
  const roundedDown = moq + Math.floor((whole - moq) / stepQty) * stepQty;
  if (roundedDown === quantity) return { quantity, notice: null };
  return { quantity: roundedDown, notice: stepNotice };
}
