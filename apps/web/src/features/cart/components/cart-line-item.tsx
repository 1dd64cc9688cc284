import { useTranslation } from 'react-i18next';
import { unitLabels } from '@bulk/domain/catalogue';
import { useId } from 'react';
import { Link } from 'react-router';
import { TrashIcon } from '#src/components/layout/icons';
import { ProductImage } from '#src/components/ui/product-image';
import { useMoney } from '#src/components/layout/display-currency';
import { productPath } from '#src/config/paths';
import { quantityWithUnit } from '#src/i18n/bidi';
import type { CartItem } from '../cart-items';
import type { CartProduct } from '../hooks/use-cart';
import { CartQuantityInput } from './cart-quantity-input';

type CartLineItemProps = {
  item: CartItem;
  onCheckLine: (product: CartProduct, quantity: number) => void;
  onRemove: (productId: number) => void;
};

const removeButtonClass =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50';

/** One line of the cart page: the product, its ordering terms, quantity, prices and a remove button. */
export function CartLineItem({ item, onCheckLine, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = useMoney();

  if (!item.available) {
    const { productId, quantity } = item.line;
    const name = item.product?.name;
    return (
      <article
        aria-labelledby={headingId}
        className="flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <ProductImage
          src={undefined}
          alt=""
          size={96}
          className="size-20 shrink-0 rounded-lg bg-white object-cover opacity-60 sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-semibold text-ink">
            {name ?? t('cart.productNumber', { id: productId })}
          </h4>
          <p className="mt-1 font-medium text-red-900">
            {name ? t('cart.notOrderable') : t('cart.unavailable')}
          </p>
          <p className="text-sm text-stone-700">{t('cart.quantityInCart', { quantity })}</p>
        </div>
        <button
          type="button"
          onClick={() => onRemove(productId)}
          aria-label={
            name ? t('cart.removeNamed', { name }) : t('cart.removeProductNumber', { id: productId })
          }
          className={removeButtonClass}
        >
          <TrashIcon className="size-4" />
          {t('cart.remove')}
        </button>
      </article>
    );
  }

  const { product, line, unitPricePaise, lineTotalPaise } = item;
  const unit = unitLabels[product.unit];
  // The last slab the quantity reaches, when it is cheaper than the base price.
  const slab = product.slabs.findLast((candidate) => line.quantity >= candidate.fromQuantity);

  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[5rem_1fr] gap-4 rounded-xl border border-saffron-100 bg-white p-4 shadow-sm sm:grid-cols-[6rem_1fr_auto]"
    >
      <ProductImage
        src={product.images[0]}
        photo={product.photos[0]}
        sizes="6rem"
        alt=""
        size={96}
        className="size-20 rounded-lg bg-saffron-50 object-cover sm:size-24"
      />
      <div className="min-w-0 space-y-1">
        <h4 id={headingId} className="leading-snug font-semibold text-ink">
          <Link to={productPath(product.id)} className="rounded hover:text-saffron-800 hover:underline">
            {product.name}
          </Link>
        </h4>
        <p className="text-sm text-stone-700">
          {t('cart.minStep', {
            moq: quantityWithUnit(product.moq, unit),
            step: quantityWithUnit(product.stepQty, unit),
          })}
        </p>
        <p className="text-sm text-stone-700">
          {t('cart.unitPrice')} <span className="font-medium text-ink">{money(unitPricePaise)}</span> / {unit}
        </p>
        {slab ? (
          <p className="text-sm font-medium text-leaf-800">
            {t('cart.slabReached', { quantity: quantityWithUnit(slab.fromQuantity, unit) })}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap items-end justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end">
        <CartQuantityInput
          productName={product.name}
          quantity={line.quantity}
          moq={product.moq}
          stepQty={product.stepQty}
          unitLabel={unit}
          onCheck={(quantity) => onCheckLine(product, quantity)}
        />
        <p className="text-end text-sm text-stone-700">
          {t('cart.lineTotal')}
          <span className="block text-lg font-bold text-saffron-800">
            {lineTotalPaise === null ? t('cart.tooLarge') : money(lineTotalPaise)}
          </span>
        </p>
        <button
          type="button"
          onClick={() => onRemove(product.id)}
          aria-label={t('cart.removeNamed', { name: product.name })}
          className={removeButtonClass}
        >
          <TrashIcon className="size-4" />
          {t('cart.remove')}
        </button>
      </div>
    </article>
  );
}
