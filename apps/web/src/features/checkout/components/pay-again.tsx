import { formatMoney } from '@bulk/domain/currency';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#src/lib/api-client';
import { useRepricing } from '../api/payments';
import { useCheckoutPayment, type Payer } from '../use-checkout-payment';

const money = (paise: number) => formatMoney(paise, 'INR');

/**
 * Paying a failed or expired order again: today's total from the catalogue's prices, the difference
 * from before, and the button that opens the same payment window as checkout for a new attempt.
 */
export function PayAgain({
  orderId,
  payer,
  onPaid,
  onFailed,
}: {
  orderId: string;
  payer: Payer;
  onPaid: () => void;
  onFailed: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const repricing = useRepricing(orderId);
  const { payAgain, processing } = useCheckoutPayment({ onPaid, onFailed });

  if (repricing.isPending) return <p role="status">{t('payAgain.loading')}</p>;
  if (repricing.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(repricing.error)}</p>
        <button
          type="button"
          className="mt-2 font-semibold underline"
          onClick={() => void repricing.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { totalPaise, previousTotalPaise, differencePaise } = repricing.data;
  const difference =
    differencePaise === 0
      ? t('payAgain.noChange')
      : differencePaise > 0
        ? t('payAgain.more', { amount: money(differencePaise) })
        : t('payAgain.less', { amount: money(-differencePaise) });
  return (
    <section aria-labelledby="pay-again" className="rounded-xl border border-saffron-300 bg-saffron-50 p-5">
      <h2 id="pay-again" className="text-xl font-semibold text-leaf-800">
        {t('payAgain.title')}
      </h2>
      <p className="mt-2">{t('payAgain.intro')}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('payAgain.previousTotal')}</dt>
        <dd>{money(previousTotalPaise)}</dd>
        <dt className="font-medium">{t('payAgain.todayTotal')}</dt>
        <dd className="font-semibold">{money(totalPaise)}</dd>
        <dt className="font-medium">{t('payAgain.difference')}</dt>
        <dd>{difference}</dd>
      </dl>
      <button
        type="button"
        className="btn-primary mt-4"
        aria-disabled={processing}
        onClick={() => {
          if (!processing) void payAgain(orderId, payer);
        }}
      >
        {processing ? t('payAgain.processing') : t('payAgain.pay', { amount: money(totalPaise) })}
      </button>
    </section>
  );
}
