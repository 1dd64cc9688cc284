import { formatMoney } from '@bulk/domain/currency';

/** Subtotal, shipping, GST and total of an order, as checkout previews them and the thank-you page confirms them. */
export function OrderAmounts({
  subtotalPaise,
  shippingPaise,
  gstRateBps,
  gstPaise,
  totalPaise,
  totalLabel = 'Total',
}: {
  subtotalPaise: number;
  /** Null until a state is chosen: freight depends on the destination zone. */
  shippingPaise: number | null;
  gstRateBps: number;
  gstPaise: number;
  totalPaise: number;
  totalLabel?: string;
}) {
  const money = (paise: number) => formatMoney(paise, 'INR');
  return (
    <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{money(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd>{shippingPaise === null ? 'Choose a state to see shipping' : money(shippingPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>GST ({gstRateBps / 100}%)</dt>
        <dd>{money(gstPaise)}</dd>
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
        <dt>{totalLabel}</dt>
        <dd data-testid="order-total">{money(totalPaise)}</dd>
      </div>
    </dl>
  );
}
