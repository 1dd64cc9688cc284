import { splitInstalments, type PaymentPlan } from '@bulk/domain/advance';
import { formatMoney } from '@bulk/domain/currency';
import { useTranslation } from 'react-i18next';

/**
 * The checkout's choice for a cart at or above the advance minimum: pay in full now, or 50% now and the
 * balance on the bill copy, with both amounts and the terms shown before paying. Amounts are in INR, the
 * currency the payment is taken in.
 */
export function PaymentPlanChoice({
  totalPaise,
  loadingDelayHours,
  plan,
  onChange,
}: {
  totalPaise: number;
  /** The store's delay between the advance and loading, as the order will freeze it. */
  loadingDelayHours: number;
  plan: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
}) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  const { advancePaise, balancePaise } = splitInstalments(totalPaise);
  const option = (value: PaymentPlan, label: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-[:checked]:border-green-700 has-[:checked]:bg-green-50">
      <input
        type="radio"
        name="paymentPlan"
        value={value}
        checked={plan === value}
        onChange={() => onChange(value)}
        className="mt-1"
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-semibold">{t('checkout.plan.legend')}</legend>
      {option('full', t('checkout.plan.full', { amount: money(totalPaise) }))}
      {option('advance', t('checkout.plan.advance'))}
      {plan === 'advance' ? (
        <div className="rounded-lg bg-stone-50 p-3 text-sm" aria-live="polite">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{t('checkout.plan.advanceNow')}</dt>
            <dd className="text-right font-semibold">{money(advancePaise)}</dd>
            <dt>{t('checkout.plan.balanceLater')}</dt>
            <dd className="text-right font-semibold">{money(balancePaise)}</dd>
          </dl>
          <p className="mt-2 font-medium">{t('checkout.plan.termsTitle')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>{t('checkout.plan.termLoading', { hours: loadingDelayHours })}</li>
            <li>{t('checkout.plan.termBalance')}</li>
            <li>{t('checkout.plan.termCancel')}</li>
            <li>{t('checkout.plan.termMeans')}</li>
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
