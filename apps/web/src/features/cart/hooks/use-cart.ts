import {
  addedToCartNotice,
  addToCart,
  adjustLineQuantity,
  cartUpdatedNotice,
  checkAddQuantity,
  distinctLineCount,
  itemRemovedNotice,
  removeLine,
  totalItemCount,
  updateQuantity,
} from '@bulk/domain/cart';
import type { CartLine, CartNotice } from '@bulk/domain/cart';
import type { Product } from '@bulk/domain/catalogue';
import { useSyncExternalStore } from 'react';
import { toast } from '#src/components/ui/toast/toast-store';
import type { ToastVariant } from '#src/components/ui/toast/toast-store';
import {
  clearCartLines,
  getCartLines,
  getServerCartLines,
  subscribeToCart,
  updateCartLines,
} from '../cart-store';

/** What the cart needs to know of a product to add it or check a line: its id, name and ordering terms. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'moq' | 'stepQty'>;

function showNotice(notice: CartNotice, variant: ToastVariant = 'default'): void {
  toast({ title: notice.title, description: notice.message, variant });
}

/**
 * Adds `quantity` (selling units) of a product after the add-to-cart check. A refused quantity shows the
 * 'Invalid Quantity' toast and adds nothing; otherwise 'Added to Cart!' or, for a product already in the
 * cart, 'Cart Updated' with the line's new total. Returns whether the cart changed.
 */
export function addProductToCart(product: CartProduct, quantity: number): boolean {
  const problem = checkAddQuantity(quantity, product);
  if (problem) {
    showNotice(problem, 'destructive');
    return false;
  }
  const { before, after } = updateCartLines((lines) => addToCart(lines, product.id, quantity));
  if (after === before) {
    // Only a line total beyond the largest exact number gets here; no order of that size is real.
    toast({
      title: 'Invalid Quantity',
      description: `That quantity of ${product.name} is too large for one order.`,
      variant: 'destructive',
    });
    return false;
  }
  const wasInCart = before.some((line) => line.productId === product.id);
  const newQuantity = after.find((line) => line.productId === product.id)?.quantity ?? quantity;
  showNotice(
    wasInCart ? cartUpdatedNotice(product.name, newQuantity) : addedToCartNotice(quantity, product.name),
  );
  return true;
}

/** Sets a line's quantity; non-numeric, non-positive or fractional values are ignored (spec section 4). */
export function updateCartQuantity(productId: number, quantity: number): void {
  updateCartLines((lines) => updateQuantity(lines, productId, quantity));
}

/**
 * The line check of a cart quantity field on blur: below the minimum it becomes the minimum
 * ('Minimum Quantity'), off-step it is rounded down ('Invalid Step Quantity'). Stores and returns the
 * quantity kept.
 */
export function checkCartLine(product: CartProduct, quantity: number): number {
  const adjusted = adjustLineQuantity(quantity, product);
  updateCartLines((lines) => updateQuantity(lines, product.id, adjusted.quantity));
  if (adjusted.notice) showNotice(adjusted.notice, 'destructive');
  return adjusted.quantity;
}

/** Deletes a line and shows 'Item Removed'. */
export function removeFromCart(productId: number): void {
  const { before, after } = updateCartLines((lines) => removeLine(lines, productId));
  if (after !== before) showNotice(itemRemovedNotice());
}

/** Empties the cart and removes its stored copy (after a paid order). */
export function clearCart(): void {
  clearCartLines();
}

export type UseCartResult = {
  /** The cart's truth: product ids and quantities in selling units, in the order they were added. */
  lines: readonly CartLine[];
  /** Number of distinct products: the header badge. */
  distinctCount: number;
  /** Sum of all quantities, in selling units. */
  totalCount: number;
  add: typeof addProductToCart;
  update: typeof updateCartQuantity;
  checkLine: typeof checkCartLine;
  remove: typeof removeFromCart;
  clear: typeof clearCart;
};

const actions = {
  add: addProductToCart,
  update: updateCartQuantity,
  checkLine: checkCartLine,
  remove: removeFromCart,
  clear: clearCart,
} as const;

/** The bulk cart of this browser, kept in local storage and in step across tabs. Actions are stable. */
export function useCart(): UseCartResult {
  const lines = useSyncExternalStore(subscribeToCart, getCartLines, getServerCartLines);
  return {
    lines,
    distinctCount: distinctLineCount(lines),
    totalCount: totalItemCount(lines),
    ...actions,
  };
}
