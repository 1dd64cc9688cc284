import { z } from 'zod';
import { addToCart, cartLineSchema } from './cart-lines';
import type { CartLine } from './cart-lines';

/** The local storage key of the browser's cart, kept from the earlier build so carts survive. */
export const CART_STORAGE_KEY = 'reticulation-cart';

/** What the browser stores under {@link CART_STORAGE_KEY}: the JSON of this array. */
export const storedCartSchema = z.array(cartLineSchema);

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
  const parsed = storedCartSchema.safeParse(json);
  if (!parsed.success) {
    return { lines: [], error: `Stored cart has the wrong shape:\n${z.prettifyError(parsed.error)}` };
  }
  const lines = parsed.data.reduce<readonly CartLine[]>(
    (merged, line) => addToCart(merged, line.productId, line.quantity),
    [],
  );
  return { lines, error: null };
}
