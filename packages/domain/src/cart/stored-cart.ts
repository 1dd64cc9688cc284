import { addToCart, isCartLine } from './cart-lines';
import type { CartLine } from './cart-lines';

/** The local storage key of the browser's cart, kept from the earlier build so carts survive. */
export const CART_STORAGE_KEY = 'reticulation-cart';

/** The stored form of a cart; {@link parseStoredCart} reads it back. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map(({ productId, quantity }) => ({ productId, quantity })));
}

/**
 * Reads the stored cart (`localStorage.getItem(CART_STORAGE_KEY)`). A missing value (null) is an empty
 * cart. A corrupt value, bad JSON or the wrong shape, is an empty cart too, with `error` describing it
 * so the browser can log it (spec section 8); `error` is null otherwise. Two lines of one product, which
 * the cart never writes, are merged into one.
 */
export function parseStoredCart(raw: string | null): { lines: readonly CartLine[]; error: string | null } {
  if (raw === null) return { lines: [], error: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { lines: [], error: `Stored cart is not valid JSON: ${reason}` };
  }
  // Checked by hand rather than with zod: the web app reads the cart on its first render, and zod stays out
  // of that first load (docs/decisions/005-preact-compat.md).
  if (!Array.isArray(json)) {
    return { lines: [], error: 'Stored cart has the wrong shape:\nexpected an array of cart lines' };
  }
  const storedLines: unknown[] = json;
  if (!storedLines.every(isCartLine)) {
    const badLine = storedLines.findIndex((line) => !isCartLine(line));
    return {
      lines: [],
      error: `Stored cart has the wrong shape:\nline ${badLine}: expected a positive whole productId and quantity`,
    };
  }
  const lines = storedLines.reduce<readonly CartLine[]>(
    (merged, line) => addToCart(merged, line.productId, line.quantity),
    [],
  );
  return { lines, error: null };
}
