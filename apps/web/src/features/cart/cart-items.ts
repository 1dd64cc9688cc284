import type { CartLine } from '@bulk/domain/cart';
import type { Product, ProductSeller } from '@bulk/domain/catalogue';
import { slabPriceFor } from '@bulk/domain/listings';
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

/** A cart line whose product the catalogue still lists. */
export type AvailableCartItem = {
  available: true;
  line: CartLine;
  product: Product;
  /** The price of one unit at the line's quantity: the slab it reaches (a supplier's), else the base price. */
  unitPricePaise: number;
  /** Unit price times quantity, or null when too large to be exact. */
  lineTotalPaise: number | null;
};

/**
 * A cart line with its catalogue product, or a line that cannot be ordered: its product is no longer listed
 * (`product` null), or its supplier takes no orders now (invoice details missing or membership not running).
 */
export type CartItem = AvailableCartItem | { available: false; line: CartLine; product: Product | null };

/** One seller's lines in the cart: the company's (`seller` null) or a supplier's, and their sum. */
export type CartSellerGroup = {
  seller: ProductSeller | null;
  items: AvailableCartItem[];
  /** Sum of the group's lines, or null when too large to be exact. */
  subtotalPaise: number | null;
};

export type CartContents =
  | { status: 'empty' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      items: CartItem[];
      /** The available lines by seller: the company's first, then in the order the cart first names them. */
      groups: CartSellerGroup[];
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

const pricedLines = (items: readonly AvailableCartItem[]) =>
  items.map((item) => ({ pricePaise: item.unitPricePaise, quantity: item.line.quantity }));

/** The available lines grouped by seller, in the order the checkout's shipments take (`splitCart`). */
function groupBySeller(items: readonly AvailableCartItem[]): CartSellerGroup[] {
  const groups = new Map<number | null, AvailableCartItem[]>();
  const ordered = [...items].sort(
    (a, b) => Number(a.product.seller !== null) - Number(b.product.seller !== null),
  );
  for (const item of ordered) {
    const key = item.product.seller?.id ?? null;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((grouped) => ({
    seller: grouped[0]!.product.seller,
    items: grouped,
    subtotalPaise: exactOrNull(() => subtotalPaise(pricedLines(grouped))),
  }));
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
    if (found?.status !== 'found') return { available: false, line, product: null };
    // The checkout refuses such a line (docs/decisions/023): the cart says so before the buyer gets there.
    if (found.product.seller?.orderable === false) return { available: false, line, product: found.product };
    // The rule the checkout charges by: a supplier's slab from the quantity it reaches (docs/decisions/019).
    const unitPricePaise = slabPriceFor(line.quantity, found.product);
    return {
      available: true,
      line,
      product: found.product,
      unitPricePaise,
      lineTotalPaise: exactOrNull(() =>
        lineTotalPaise({ pricePaise: unitPricePaise, quantity: line.quantity }),
      ),
    };
  });
  const available = items.filter((item): item is AvailableCartItem => item.available);
  return {
    status: 'ready',
    items,
    groups: groupBySeller(available),
    subtotalPaise: exactOrNull(() => subtotalPaise(pricedLines(available))),
    unavailableCount: items.length - available.length,
  };
}
