import type { CartNotice } from './quantity';

// The cart's success toasts, quoted from the product specification (section 8).

/** 'Added to Cart!' after an add; `quantity` is in the product's selling units. */
export function addedToCartNotice(quantity: number, productName: string): CartNotice {
  return { title: 'Added to Cart!', message: `${quantity} x ${productName} added to your bulk cart.` };
}

/** 'Cart Updated' when an add lands on a line already in the cart; `newQuantity` is the line's total. */
export function cartUpdatedNotice(productName: string, newQuantity: number): CartNotice {
  return { title: 'Cart Updated', message: `${productName} quantity increased to ${newQuantity}.` };
}

/** 'Item Removed' after a line is deleted. */
export function itemRemovedNotice(): CartNotice {
  return { title: 'Item Removed', message: 'Item removed from cart.' };
}
