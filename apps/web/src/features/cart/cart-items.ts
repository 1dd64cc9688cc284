import type { CartLine } from '@bulk/domain/cart';
import type { Product } from '@bulk/domain/catalogue';
import { lineTotalPaise, subtotalPaise } from '@bulk/domain/orders';

/**
 * The catalogue's answer for one cart line's product, as the route loads it (the catalogue feature's
 * `useProductsById` returns this shape): loading, found, gone (404), or failed to load.
 */
export type CartLineProduct =
  | { status: 'pending' }
  | { status: 'found'; product: Product }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

/** A cart line with its catalogue product, or a line whose product is no longer listed. */
export type CartItem =
  | {
      available: true;
      line: CartLine;
      product: Product;
      /** Unit price times quantity, or null when too large to be exact. */
      lineTotalPaise: number | null;
    }
  | { available: false; line: CartLine };

export type CartContents =
  | { status: 'empty' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      items: CartItem[];
      /** Sum of the available lines, or null when too large to be exact. */
      subtotalPaise: number | null;
      unavailableCount: number;
    };

/** Money beyond Number.MAX_SAFE_INTEGER paise cannot be exact: the domain throws, the page shows a notice. */
function exactOrNull(compute: () => number): number | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Joins the stored lines with their products (`products[i]` belongs to `lines[i]`). */
export function toCartContents(
  lines: readonly CartLine[],
  products: readonly CartLineProduct[],
): CartContents {
  if (lines.length === 0) return { status: 'empty' };
  if (products.length !== lines.length || products.some((product) => product.status === 'pending')) {
    return { status: 'pending' };
  }
  const failed = products.find((product) => product.status === 'error');
  if (failed) return { status: 'error', error: failed.error };

  const items = lines.map((line, index): CartItem => {
    const found = products[index];
    if (found?.status !== 'found') return { available: false, line };
    const priced = { pricePaise: found.product.pricePaise, quantity: line.quantity };
    return {
      available: true,
      line,
      product: found.product,
      lineTotalPaise: exactOrNull(() => lineTotalPaise(priced)),
    };
  });
  const available = items.flatMap((item) =>
    item.available ? [{ pricePaise: item.product.pricePaise, quantity: item.line.quantity }] : [],
  );
  return {
    status: 'ready',
    items,
    subtotalPaise: exactOrNull(() => subtotalPaise(available)),
    unavailableCount: items.length - available.length,
  };
}
