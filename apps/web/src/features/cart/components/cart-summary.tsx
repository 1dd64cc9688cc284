import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayCurrency, useMoney } from '#src/components/layout/display-currency';
import { paths } from '#src/config/paths';

type CartSummaryProps = {
  /** Sum of the available lines in paise, or null when too large to be exact. */
  subtotalPaise: number | null;
  unavailableCount: number;
  /** How many sellers the cart's lines come from: each ships its part, with its own freight. */
  sellerCount: number;
};

const primaryClass =
  'mt-6 block w-full rounded-md bg-saffron-700 px-5 py-3 text-center font-semibold text-white hover:bg-saffron-800';

/** Subtotal, shipping (worked out at checkout) and total, which equals the subtotal on this page. */
export function CartSummary({ subtotalPaise, unavailableCount, sellerCount }: CartSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const currency = useDisplayCurrency();
  const money = useMoney();
  const amount = subtotalPaise === null ? t('cart.tooLarge') : money(subtotalPaise);
  const blockedReason =
    unavailableCount > 0
      ? t('cart.removeUnavailable')
      : subtotalPaise === null
        ? t('cart.lowerQuantity')
        : null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-saffron-100 bg-white p-6 shadow-sm lg:sticky lg:top-32"
    >
      <h2 id={headingId} className="text-xl font-semibold text-leaf-800">
        {t('cart.orderSummary')}
      </h2>
      <dl className="mt-4 space-y-3 text-stone-700">
        <div className="flex justify-between gap-4">
          <dt>{t('cart.subtotal')}</dt>
          <dd className="font-medium text-ink tabular-nums">{amount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('cart.shipping')}</dt>
          <dd className="text-end">{t('cart.calculatedAtCheckout')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-saffron-100 pt-3 text-lg font-bold text-ink">
          <dt>{t('cart.total')}</dt>
          <dd className="tabular-nums">{amount}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-600">{t('cart.gstAdded')}</p>
      {sellerCount > 1 ? (
        <p className="mt-1 text-sm text-stone-600">{t('cart.shipsBySeller', { count: sellerCount })}</p>
      ) : null}
      {currency === 'INR' ? null : (
        // Prices follow the header's currency at fixed rates; the payment itself is always in rupees.
        <p className="mt-1 text-sm text-stone-600">{t('cart.approximate', { currency })}</p>
      )}
      {blockedReason ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={noteId}
            className={`${primaryClass} cursor-not-allowed opacity-60`}
          >
            {t('cart.proceed')}
          </button>
          <p id={noteId} role="note" className="mt-2 text-sm font-medium text-red-900">
            {blockedReason}
          </p>
        </>
      ) : (
        <Link to={paths.checkout} className={primaryClass}>
          {t('cart.proceed')}
        </Link>
      )}
      <Link
        to={paths.products}
        className="mt-3 block rounded-md px-5 py-2 text-center font-medium text-leaf-800 hover:bg-leaf-50"
      >
        {t('cart.continueShopping')}
      </Link>
    </section>
  );
}
