import { unitLabels, type Product } from '@bulk/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon, TrashIcon } from '#src/components/layout/icons';
import { useMoney } from '#src/components/layout/display-currency';
import { ProductImage } from '#src/components/ui/product-image';
import { productPath } from '#src/config/paths';

/** A saved product with what the catalogue says of it now: loading, listed, no longer listed, or failed. */
export type WishlistEntry = {
  productId: number;
  product: Product | 'pending' | 'missing' | 'error';
};

type WishlistListProps = {
  entries: readonly WishlistEntry[];
  onAddToCart: (product: Product) => void;
  onRemove: (productId: number, name: string) => void;
  onRetry: () => void;
};

const actionClass =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2';

/** The customer's saved products, each with Add to Cart (at its minimum order) and Remove. */
export function WishlistList({ entries, onAddToCart, onRemove, onRetry }: WishlistListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul aria-label={t('wishlist.savedProducts')} className="grid gap-4 sm:grid-cols-2">
      {entries.map(({ productId, product }) => {
        if (typeof product === 'string') {
          const label = t('wishlist.productNumber', { id: productId });
          return (
            <li
              key={productId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
            >
              <div>
                <p className="font-semibold">{label}</p>
                {product === 'pending' ? <p role="status">{t('common.loading')}</p> : null}
                {product === 'missing' ? (
                  <p className="text-red-900">{t('wishlist.noLongerAvailable')}</p>
                ) : null}
                {product === 'error' ? (
                  <p className="text-red-900">
                    {t('wishlist.couldNotLoad')}{' '}
                    <button type="button" onClick={onRetry} className="font-semibold underline">
                      {t('common.retry')}
                    </button>
                  </p>
                ) : null}
              </div>
              {product === 'pending' ? null : (
                <button
                  type="button"
                  onClick={() => onRemove(productId, label)}
                  aria-label={t('wishlist.removeNamed', { name: label })}
                  className={`${actionClass} text-red-800 hover:bg-red-50`}
                >
                  <TrashIcon className="size-4" />
                  {t('cart.remove')}
                </button>
              )}
            </li>
          );
        }
        const unit = unitLabels[product.unit];
        return (
          <li
            key={productId}
            className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <ProductImage
              src={product.images[0]}
              photo={product.photos[0]}
              sizes="6rem"
              alt=""
              size={96}
              className="size-20 shrink-0 rounded-lg bg-saffron-50 object-cover sm:size-24"
            />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold">
                <Link to={productPath(product.id)} className="hover:underline">
                  {product.name}
                </Link>
              </h2>
              <p className="text-sm text-stone-700">
                {t('wishlist.priceLine', { price: money(product.pricePaise), unit, moq: product.moq })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => onAddToCart(product)}
                  aria-label={t('wishlist.addNamed', { name: product.name })}
                  className={`${actionClass} bg-saffron-700 text-white hover:bg-saffron-800`}
                >
                  <CartIcon className="size-4" />
                  {t('product.addToCart')}
                </button>
                <button
                  type="button"
                  onClick={() => onRemove(productId, product.name)}
                  aria-label={t('wishlist.removeNamed', { name: product.name })}
                  className={`${actionClass} text-red-800 hover:bg-red-50`}
                >
                  <TrashIcon className="size-4" />
                  {t('cart.remove')}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
