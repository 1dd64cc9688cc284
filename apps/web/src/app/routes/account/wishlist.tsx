import { useWishlist } from '#src/app/hooks/use-wishlist';
import { toast } from '#src/components/ui/toast/toast-store';
import { useTranslation } from 'react-i18next';
import { WishlistEmpty } from '#src/features/account/components/wishlist-empty';
import { WishlistList, type WishlistEntry } from '#src/features/account/components/wishlist-list';
import { useCart } from '#src/features/cart/hooks/use-cart';
import { useProductsById } from '#src/features/catalogue/api/get-product';
import { errorMessage } from '#src/lib/api-client';
import { AccountPage } from './account-page';

function SavedProducts() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const { add } = useCart();
  const { lookups, retry } = useProductsById(wishlist.productIds ?? []);

  if (wishlist.query?.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(wishlist.query.error)}</p>
        <button
          type="button"
          className="mt-2 font-semibold underline"
          onClick={() => void wishlist.query?.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (wishlist.productIds === null) return <p role="status">{t('wishlist.loading')}</p>;
  if (wishlist.productIds.length === 0) return <WishlistEmpty />;

  const entries = wishlist.productIds.map((productId, index): WishlistEntry => {
    const lookup = lookups[index];
    if (lookup?.status === 'found') return { productId, product: lookup.product };
    return { productId, product: lookup?.status ?? 'pending' };
  });
  return (
    <WishlistList
      entries={entries}
      onRetry={retry}
      onAddToCart={(product) => add(product, product.moq)}
      onRemove={(productId, name) => {
        void wishlist.remove(productId).then((removed) => {
          if (removed) {
            toast({ title: t('wishlist.removedTitle'), description: t('wishlist.removedText', { name }) });
          }
        });
      }}
    />
  );
}

export default function WishlistPage() {
  const { t } = useTranslation();
  return (
    <AccountPage roles={['customer']} title={t('account.wishlist')} intro={t('account.wishlistIntro')}>
      {() => <SavedProducts />}
    </AccountPage>
  );
}
