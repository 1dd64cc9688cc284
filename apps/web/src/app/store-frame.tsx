import { StoreLayout } from '#src/components/layout/store-layout';
import { useCart } from '#src/features/cart/hooks/use-cart';

/** The store frame with the cart's line count in the header badge: shared layout fed by the cart feature. */
export function StoreFrame() {
  const { distinctCount } = useCart();
  return <StoreLayout cartCount={distinctCount} />;
}
