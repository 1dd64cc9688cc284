import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bulk/domain/currency';

/**
 * Subtotal, shipping, GST at each rate and total of an order, as checkout previews them and the
 * thank-you and order pages confirm them (each line is taxed at its own rate, ADR 011).
 */
export function OrderAmounts({
  subtotalPaise,
  shippingPaise,
  gstByRate,
  totalPaise,
  totalLabel,
}: {
  subtotalPaise: number;
  /** Null until a state is chosen: freight depends on the destination zone. */
  shippingPaise: number | null;
  /** Ascending by rate; an order of one kind of goods has one. */
  gstByRate: readonly { rateBps: number; gstPaise: number }[];
  totalPaise: number;
  totalLabel?: string;
}) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  return (
    <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
      <div className="flex justify-between">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t('cart.shipping')}</dt>
        <dd>{shippingPaise === null ? t('checkout.chooseState') : money(shippingPaise)}</dd>
      </div>
      {gstByRate.map(({ rateBps, gstPaise }) => (
        <div key={rateBps} className="flex justify-between">
          <dt>{t('checkout.gst', { rate: rateBps / 100 })}</dt>
          <dd>{money(gstPaise)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
        <dt>{totalLabel ?? t('cart.total')}</dt>
        <dd data-testid="order-total">{money(totalPaise)}</dd>
      </div>
    </dl>
  );
}
