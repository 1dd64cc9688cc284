import {
  addToCart,
  adjustLineQuantity,
  checkAddQuantity,
  distinctLineCount,
  removeLine,
  reorderIntoCart,
  totalItemCount,
  updateQuantity,
  withCartDefaults,
} from '@bulk/domain/cart';
import type { CartLine, PastOrderLine, ReorderResult } from '@bulk/domain/cart';
import { MAX_LINE_QUANTITY } from '@bulk/domain/orders';
import type { Product } from '@bulk/domain/catalogue';
import { toast } from '#src/components/ui/toast/toast-store';
import { i18n } from '#src/i18n/i18n';
import { isLanguageCode, languageOf } from '#src/i18n/languages';
import {
  clearCartLines,
  getCartLines,
  getServerCartLines,
  subscribeToCart,
  updateCartLines,
} from '../cart-store';
import { useExternalStore } from '#src/lib/takeover';

/** What the cart needs to know of a product to add it or check a line: its id, name and ordering terms. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'moq' | 'stepQty'>;

// The domain's rules decide; the toasts are worded here in the chosen language (English: the spec's text).
const { t } = i18n;

/**
 * Adds `quantity` (selling units) of a product after the add-to-cart check. A refused quantity shows the
 * 'Invalid Quantity' toast and adds nothing; otherwise 'Added to Cart!' or, for a product already in the
 * cart, 'Cart Updated' with the line's new total. Returns whether the cart changed.
 */
export function addProductToCart(product: CartProduct, quantity: number): boolean {
  const problem = checkAddQuantity(quantity, product);
  if (problem) {
    const { moq, stepQty } = withCartDefaults(product);
    const values = { name: product.name, moq, step: stepQty };
    const descriptions = {
      BELOW_MOQ: () => t('toast.belowMoq', values),
      OFF_STEP: () => t('toast.offStep', values),
      ABOVE_MAXIMUM: () => t('toast.tooLarge', values),
    };
    toast({
      title: t('toast.invalidQuantity'),
      description: descriptions[problem.code](),
      variant: 'destructive',
    });
    return false;
  }
  const { before, after } = updateCartLines((lines) => addToCart(lines, product.id, quantity));
  if (after === before) {
    // Only a line total beyond the most one order line holds gets here.
    toast({
      title: t('toast.invalidQuantity'),
      description: t('toast.tooLarge', { name: product.name }),
      variant: 'destructive',
    });
    return false;
  }
  const wasInCart = before.some((line) => line.productId === product.id);
  const newQuantity = after.find((line) => line.productId === product.id)?.quantity ?? quantity;
  toast(
    wasInCart
      ? {
          title: t('toast.cartUpdated'),
          description: t('toast.cartUpdatedText', { name: product.name, qty: newQuantity }),
        }
      : {
          title: t('toast.addedToCart'),
          description: t('toast.addedToCartText', { qty: quantity, name: product.name }),
        },
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
  if (adjusted.notice) {
    const { moq, stepQty } = withCartDefaults(product);
    // The domain resets a quantity below the minimum, brings one above a line's maximum down to it and
    // rounds an off-step one down; each has its toast.
    const belowMinimum = !Number.isFinite(quantity) || quantity < moq;
    const values = { name: product.name, moq, step: stepQty, max: MAX_LINE_QUANTITY };
    toast({
      variant: 'destructive',
      ...(belowMinimum
        ? { title: t('toast.minimumQuantity'), description: t('toast.minimumQuantityText', values) }
        : quantity > MAX_LINE_QUANTITY
          ? { title: t('toast.invalidQuantity'), description: t('toast.aboveLineMaximumText', values) }
          : { title: t('toast.invalidStep'), description: t('toast.invalidStepText', values) }),
    });
  }
  return adjusted.quantity;
}

/** Deletes a line and shows 'Item Removed'. */
export function removeFromCart(productId: number): void {
  const { before, after } = updateCartLines((lines) => removeLine(lines, productId));
  if (after !== before) toast({ title: t('toast.itemRemoved'), description: t('toast.itemRemovedText') });
}

/**
 * Fills the cart again with a past order's lines (see `reorderIntoCart`): products `productOf` no longer
 * finds are skipped and quantities fit today's terms. Shows what happened in a toast and returns it.
 */
export function refillCart(
  orderLines: readonly PastOrderLine[],
  productOf: (productId: number) => CartProduct | undefined,
): ReorderResult {
  let result: ReorderResult = { lines: [], added: [], skipped: [], adjusted: [] };
  updateCartLines((lines) => {
    result = reorderIntoCart(lines, orderLines, productOf);
    return result.lines;
  });
  const partial = result.added.length === 0 || result.skipped.length > 0;
  toast({
    ...reorderNotice(result),
    ...(partial && { variant: 'destructive' as const }),
  });
  return result;
}

/** A list of product names in the chosen language ('A, B and C'; British English keeps the spec's comma-less list). */
function listOfNames(names: readonly string[]): string {
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const locale = language === 'en' ? 'en-GB' : languageOf(language).htmlLang;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** The reorder toast (the domain's `reorderNotice`, worded in the chosen language): added, skipped, adjusted. */
function reorderNotice({ added, skipped, adjusted }: ReorderResult): { title: string; description: string } {
  const skippedSentence =
    skipped.length === 0
      ? ''
      : t('cart.reorder.skipped', { count: skipped.length, names: listOfNames(skipped) });
  if (added.length === 0) {
    return {
      title: t('cart.reorder.nothingTitle'),
      description: skippedSentence || t('cart.reorder.nothingText'),
    };
  }
  const sentences = [
    t('cart.reorder.added', { count: added.length }),
    skippedSentence,
    adjusted.length > 0 ? t('cart.reorder.adjusted', { names: listOfNames(adjusted) }) : '',
  ];
  return { title: t('cart.reorder.addedTitle'), description: sentences.filter(Boolean).join(' ') };
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
  const lines = useExternalStore(subscribeToCart, getCartLines, getServerCartLines);
  return {
    lines,
    distinctCount: distinctLineCount(lines),
    totalCount: totalItemCount(lines),
    ...actions,
  };
}
