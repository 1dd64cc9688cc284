import { useProductsById } from '#src/features/catalogue/api/get-product';
import { toCartContents } from '#src/features/cart/cart-items';
import type { CartContents } from '#src/features/cart/cart-items';
import { useCart } from '#src/features/cart/hooks/use-cart';
import type { UseCartResult } from '#src/features/cart/hooks/use-cart';

/**
 * The cart with its products from the catalogue API: the cart feature keeps the lines, the catalogue
 * feature loads the products, and this hook (in `app/`, since features do not import each other) joins
 * them. For the cart page and, later, checkout.
 */
export function useCartContents(): { cart: UseCartResult; contents: CartContents; retry: () => void } {
  const cart = useCart();
  const { lookups, retry } = useProductsById(
    cart.lines.map((line) => line.productId),
    { inEnglish: true },
  );
  return { cart, contents: toCartContents(cart.lines, lookups), retry };
}
