import { useId } from 'react';
import { Link } from 'react-router';
import { useDisplayCurrency, useMoney } from '#src/components/layout/display-currency';
import { paths } from '#src/config/paths';

type CartSummaryProps = {
  /** Sum of the available lines in paise, or null when too large to be exact. */
  subtotalPaise: number | null;
  unavailableCount: number;
};

const primaryClass =
  'mt-6 block w-full rounded-md bg-saffron-700 px-5 py-3 text-center font-semibold text-white hover:bg-saffron-800';

/** Subtotal, shipping (worked out at checkout) and total, which equals the subtotal on this page. */
export function CartSummary({ subtotalPaise, unavailableCount }: CartSummaryProps) {
  const headingId = useId();
  const noteId = useId();
  const currency = useDisplayCurrency();
  const money = useMoney();
  const amount = subtotalPaise === null ? 'Too large to price' : money(subtotalPaise);
  const blockedReason =
    unavailableCount > 0
      ? 'Remove the products that are no longer available to continue to checkout.'
      : subtotalPaise === null
        ? 'Lower a quantity: this order is too large to price.'
        : null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-saffron-100 bg-white p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id={headingId} className="text-xl font-semibold text-leaf-800">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3 text-stone-700">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-medium text-ink tabular-nums">{amount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping</dt>
          <dd className="text-right">Calculated at checkout</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-saffron-100 pt-3 text-lg font-bold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums">{amount}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-600">GST and shipping are added at checkout.</p>
      {currency === 'INR' ? null : (
        // Prices follow the header's currency at fixed rates; the payment itself is always in rupees.
        <p className="mt-1 text-sm text-stone-600">
          Amounts in {currency} are approximate. You pay in Indian rupees (INR) at checkout.
        </p>
      )}
      {blockedReason ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={noteId}
            className={`${primaryClass} cursor-not-allowed opacity-60`}
          >
            Proceed to Checkout
          </button>
          <p id={noteId} role="note" className="mt-2 text-sm font-medium text-red-900">
            {blockedReason}
          </p>
        </>
      ) : (
        <Link to={paths.checkout} className={primaryClass}>
          Proceed to Checkout
        </Link>
      )}
      <Link
        to={paths.products}
        className="mt-3 block rounded-md px-5 py-2 text-center font-medium text-leaf-800 hover:bg-leaf-50"
      >
        Continue Shopping
      </Link>
    </section>
  );
}
