import { useTranslation } from 'react-i18next';
import { unitLabels } from '@bulk/domain/catalogue';
import { formatMoney } from '@bulk/domain/currency';
import type { OrderTotals } from '@bulk/domain/orders';
import { OrderAmounts } from './order-amounts';

export type CheckoutLine = {
  productId: number;
  name: string;
  unit: keyof typeof unitLabels;
  quantity: number;
  lineTotalPaise: number;
};

/** The order summary beside the form: lines, then subtotal, freight once a state is chosen, GST and total. */
export function CheckoutTotals({
  lines,
  totals,
  stateChosen,
}: {
  lines: readonly CheckoutLine[];
  totals: OrderTotals;
  stateChosen: boolean;
}) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-summary" className="text-xl font-semibold text-leaf-800">
        {t('cart.orderSummary')}
      </h2>
      <ul className="mt-4 divide-y divide-stone-100">
        {lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-4 py-2 text-sm">
            {/* The order's lines are English: an island that keeps '50 kg x Toor Dal' in order in Urdu and Arabic. */}
            <bdi>
              {t('checkout.line', { qty: line.quantity, unit: unitLabels[line.unit], name: line.name })}
            </bdi>
            <span className="font-medium whitespace-nowrap">{money(line.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts {...totals} shippingPaise={stateChosen ? totals.shippingPaise : null} />
      <p className="mt-3 text-xs text-stone-600">{t('checkout.inRupees')}</p>
    </section>
  );
}
