import { isPositiveSafeInteger } from '../lib/integer-math';
import { MAX_LINE_QUANTITY } from '../orders/limits';

/**
 * One line of the bulk cart: a catalogue product and how many of its selling units, both positive whole
 * numbers. The browser keeps only these two numbers; names, prices and terms always come from the catalogue.
 */
export type CartLine = { productId: number; quantity: number };

/** Whether a value read back from storage is a cart line; other keys are allowed and ignored. */
export function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return isPositiveSafeInteger(productId) && isPositiveSafeInteger(quantity);
}

// The reducers below never mutate their input and return the very same array when nothing changes,
// so a React state update with an ignored value does not re-render. Every line they produce passes
// isCartLine, so a cart written to storage always reads back.

/**
 * Adds `quantity` units of a product: an existing line grows by that amount, otherwise a line is
 * appended. A quantity (or product id) that is not a positive whole number, or a line total beyond
 * {@link MAX_LINE_QUANTITY}, is ignored. MOQ and step are checked before this by `checkAddQuantity`.
 */
export function addToCart(
  lines: readonly CartLine[],
  productId: number,
  quantity: number,
): readonly CartLine[] {
  if (!isPositiveSafeInteger(productId) || !isPositiveSafeInteger(quantity)) return lines;
  if (quantity > MAX_LINE_QUANTITY) return lines;
  const existing = lines.find((line) => line.productId === productId);
  if (!existing) return [...lines, { productId, quantity }];
  const total = existing.quantity + quantity;
  if (total > MAX_LINE_QUANTITY) return lines;
  return lines.map((line) => (line === existing ? { productId, quantity: total } : line));
}

/**
 * Sets a line's quantity (selling units). Non-numeric, non-positive or fractional values are ignored,
 * as is a product that is not in the cart: the same `lines` come back. The line check on blur
 * (`adjustLineQuantity`) then brings the value onto a valid step.
 */
export function updateQuantity(
  lines: readonly CartLine[],
  productId: number,
  quantity: number,
): readonly CartLine[] {
  if (!isPositiveSafeInteger(quantity)) return lines;
  const existing = lines.find((line) => line.productId === productId);
  if (!existing || existing.quantity === quantity) return lines;
  return lines.map((line) => (line === existing ? { productId, quantity } : line));
}

/** Deletes a product's line; the same `lines` come back when it is not in the cart. */
export function removeLine(lines: readonly CartLine[], productId: number): readonly CartLine[] {
  if (!lines.some((line) => line.productId === productId)) return lines;
  return lines.filter((line) => line.productId !== productId);
}

/** Number of distinct products in the cart: the header badge. */
export function distinctLineCount(lines: readonly CartLine[]): number {
  return lines.length;
}

/** Sum of all line quantities, in selling units (kg and pieces added alike, as the spec counts them). */
export function totalItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}
