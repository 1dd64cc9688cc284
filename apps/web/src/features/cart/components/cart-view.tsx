import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon, InfoIcon } from '#src/components/layout/icons';
import { useMoney } from '#src/components/layout/display-currency';
import { company } from '#src/config/company';
import { paths, supplierPath } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import type { CartContents, CartItem, CartSellerGroup } from '../cart-items';
import type { CartProduct } from '../hooks/use-cart';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';

type CartViewProps = {
  contents: CartContents;
  onRetry: () => void;
  onCheckLine: (product: CartProduct, quantity: number) => void;
  onRemove: (productId: number) => void;
};

type LineActions = Pick<CartViewProps, 'onCheckLine' | 'onRemove'>;

/** One heading, its lines and what follows them: a seller's group, or the lines no longer listed. */
function CartGroup({
  heading,
  items,
  footer,
  actions,
}: {
  heading: ReactNode;
  items: readonly CartItem[];
  footer?: ReactNode;
  actions: LineActions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-leaf-800">
        {heading}
      </h3>
      <ul role="list" aria-labelledby={headingId} className="space-y-4">
        {items.map((item) => (
          <li key={item.line.productId}>
            <CartLineItem item={item} {...actions} />
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}

/** A seller's lines: 'Sold by' the supplier (its page linked) or the store itself, and their subtotal. */
function SellerGroup({ group, actions }: { group: CartSellerGroup; actions: LineActions }) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = group.seller?.businessName ?? company.name;
  return (
    <CartGroup
      heading={
        <Trans
          i18nKey="cart.soldBy"
          values={{ name }}
          components={{
            seller: group.seller ? (
              <Link
                to={supplierPath(group.seller.slug)}
                className="rounded underline-offset-4 hover:underline"
              />
            ) : (
              <span />
            ),
          }}
        />
      }
      items={group.items}
      actions={actions}
      footer={
        <p className="flex justify-between gap-4 border-t border-saffron-100 pt-2 text-stone-700">
          <span>{t('cart.sellerSubtotal', { name })}</span>
          <span className="font-semibold text-ink tabular-nums">
            {group.subtotalPaise === null ? t('cart.tooLarge') : money(group.subtotalPaise)}
          </span>
        </p>
      }
    />
  );
}

/** The cart page's body: its loading, error and empty states, the lines and the summary. */
export function CartView({ contents, onRetry, onCheckLine, onRemove }: CartViewProps) {
  const { t } = useTranslation();
  if (contents.status === 'empty') {
    return (
      <div className="rounded-xl border border-dashed border-saffron-300 bg-white p-10 text-center">
        <CartIcon className="mx-auto size-12 text-saffron-700" />
        <h2 className="mt-4 text-xl font-semibold text-leaf-800">{t('cart.emptyTitle')}</h2>
        <p className="mt-2 text-stone-700">{t('cart.emptyText')}</p>
        <Link to={paths.products} className="btn-primary mt-6">
          {t('common.startShopping')}
        </Link>
      </div>
    );
  }

  if (contents.status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="mb-6 text-stone-700">
          {t('cart.loading')}
        </p>
        <div aria-hidden="true" className="space-y-4">
          {[0, 1].map((key) => (
            <div key={key} className="h-32 animate-pulse rounded-xl border border-saffron-100 bg-white" />
          ))}
        </div>
      </div>
    );
  }

  if (contents.status === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-lg font-semibold text-red-900">{t('cart.loadFailed')}</h2>
        <p className="mt-1 text-red-900">{errorMessage(contents.error)}</p>
        <button type="button" onClick={onRetry} className="btn-primary mt-4">
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const actions = { onCheckLine, onRemove };
  const unavailable = contents.items.filter((item) => !item.available);
  return (
    <div className="space-y-6">
      <p className="flex items-start gap-3 rounded-xl border border-saffron-200 bg-saffron-50 p-4 text-saffron-900">
        <InfoIcon className="mt-0.5 size-5 shrink-0" />
        <span>{t('cart.quantityNote')}</span>
      </p>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            {t('cart.itemsHeading')}
          </h2>
          {/* One entry per seller: each sends and invoices its own part (docs/decisions/023). */}
          <ul role="list" aria-label={t('cart.itemsList')} className="space-y-8">
            {contents.groups.map((group) => (
              <li key={group.seller?.id ?? 'company'}>
                <SellerGroup group={group} actions={actions} />
              </li>
            ))}
            {unavailable.length > 0 ? (
              <li>
                <CartGroup heading={t('cart.unavailableHeading')} items={unavailable} actions={actions} />
              </li>
            ) : null}
          </ul>
        </section>
        <CartSummary
          subtotalPaise={contents.subtotalPaise}
          unavailableCount={contents.unavailableCount}
          sellerCount={contents.groups.length}
        />
      </div>
    </div>
  );
}
