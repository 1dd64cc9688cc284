import { addToCart, updateQuantity, type CartLine } from './cart-lines';
import { adjustLineQuantity, type CartNotice, type QuantityTerms } from './quantity';

/** A line of a past order: the product, its name then, and the quantity bought (selling units). */
export type PastOrderLine = { productId: number; name: string; quantity: number };

export type ReorderResult = {
  lines: readonly CartLine[];
  /** Products put in the cart, by their current name. */
  added: string[];
  /** Products of the order that are no longer listed, by the name on the order. */
  skipped: string[];
  /** Products whose quantity was brought onto today's minimum and steps. */
  adjusted: string[];
};

/**
 * Fills the cart again with a past order. Each listed product's line gets the ordered quantity (a line
 * already in the cart is set to it, not added to), checked against the product's current terms as the
 * cart checks a typed quantity; a product that `productOf` no longer finds is skipped. Other lines stay.
 */
export function reorderIntoCart(
  cart: readonly CartLine[],
  orderLines: readonly PastOrderLine[],
  productOf: (productId: number) => (QuantityTerms & { id: number }) | undefined,
): ReorderResult {
  const result: ReorderResult = { lines: cart, added: [], skipped: [], adjusted: [] };
  for (const line of orderLines) {
    const product = productOf(line.productId);
    if (!product) {
      result.skipped.push(line.name);
      continue;
    }
    const { quantity } = adjustLineQuantity(line.quantity, product);
    if (quantity !== line.quantity) result.adjusted.push(product.name);
    const inCart = result.lines.some((cartLine) => cartLine.productId === product.id);
    result.lines = inCart
      ? updateQuantity(result.lines, product.id, quantity)
      : addToCart(result.lines, product.id, quantity);
    result.added.push(product.name);
  }
  return result;
}

const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The toast after a reorder: what went into the cart, and what was skipped or adjusted and why. */
export function reorderNotice({ added, skipped, adjusted }: ReorderResult): CartNotice {
  const skippedSentence =
    skipped.length === 0
      ? ''
      : `${listOf(skipped)} ${skipped.length === 1 ? 'is' : 'are'} no longer listed and ${skipped.length === 1 ? 'was' : 'were'} skipped.`;
  if (added.length === 0) {
    return { title: 'Nothing to Reorder', message: skippedSentence || 'This order has no products to add.' };
  }
  const sentences = [
    `${added.length} ${added.length === 1 ? 'product' : 'products'} from your order ${added.length === 1 ? 'is' : 'are'} in your bulk cart.`,
    skippedSentence,
    adjusted.length > 0
      ? `The quantity of ${listOf(adjusted)} was adjusted to today's minimum and steps.`
      : '',
  ];
  return { title: 'Order Added to Cart', message: sentences.filter(Boolean).join(' ') };
}
