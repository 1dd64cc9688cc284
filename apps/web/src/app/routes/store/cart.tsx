import { useTranslation } from 'react-i18next';
import { unitLabels } from '@bulk/domain/catalogue';
import { useCartContents } from '#src/app/hooks/use-cart-contents';
import { useChatMessage } from '#src/components/layout/chat-message';
import { Page } from '#src/components/layout/page';
import { CartView } from '#src/features/cart/components/cart-view';
import { bulkQuoteChatMessage } from '#src/lib/chat-messages';

export default function CartPage() {
  const { t } = useTranslation();
  const { cart, contents, retry } = useCartContents();

  // With items in the cart, the chat button asks for a quote for exactly these quantities.
  const quoteLines =
    contents.status === 'ready'
      ? contents.items.flatMap((item) =>
          item.available
            ? [{ quantity: item.line.quantity, unit: unitLabels[item.product.unit], name: item.product.name }]
            : [],
        )
      : [];
  useChatMessage(quoteLines.length > 0 ? bulkQuoteChatMessage(quoteLines) : null);

  return (
    <Page title={t('header.cart')} intro={t('cart.intro')}>
      <CartView contents={contents} onRetry={retry} onCheckLine={cart.checkLine} onRemove={cart.remove} />
    </Page>
  );
}
