import { orderIdParamsSchema, payableAgainStatuses } from '@bulk/domain/checkout';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { orderStatusLabels } from '#src/features/account/labels';
import { useOrder } from '#src/features/checkout/api/get-order';
import { PayAgain } from '#src/features/checkout/components/pay-again';
import { errorMessage } from '#src/lib/api-client';

/** After a cart order's failed checkout: the order as the server recorded it, its reason, and paying again. */
function OrderPaymentFailed({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  if (order.isPending) return <p role="status">{t('paymentFailed.loading')}</p>;
  if (order.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(order.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void order.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { data } = order;
  const payable = payableAgainStatuses.includes(data.status);
  return (
    <div className="max-w-2xl space-y-4 text-lg">
      <p>{t('paymentFailed.orderIntro', { id: data.id })}</p>
      {data.paymentFailure ? (
        <p>
          <span className="font-semibold">{t('paymentFailed.reason')}</span> {data.paymentFailure.description}
        </p>
      ) : null}
      {data.status === 'expired' ? <p>{t('paymentFailed.expiredText')}</p> : null}
      {data.status === 'pending' ? <p>{t('paymentFailed.pendingText')}</p> : null}
      {!payable && data.status !== 'pending' ? (
        <p>{t('paymentFailed.settledText', { status: t(orderStatusLabels[data.status]) })}</p>
      ) : null}
      {payable ? (
        <PayAgain
          orderId={data.id}
          payer={{ name: data.shipping.fullName, email: data.shipping.email }}
          onPaid={() => void navigate(`${paths.thankYou}?type=payment`)}
          onFailed={(id) => void navigate(`${paths.paymentFailed}?order=${encodeURIComponent(id)}`)}
        />
      ) : null}
      <p>
        <Link to={paths.contact} className="btn-secondary">
          {t('paymentFailed.contactSupport')}
        </Link>
      </p>
    </div>
  );
}

export default function PaymentFailedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = orderIdParamsSchema.safeParse({ id: params.get('order') });
  return (
    <Page title={t('paymentFailed.title')}>
      {order.success ? (
        <OrderPaymentFailed key={order.data.id} orderId={order.data.id} />
      ) : (
        <div className="max-w-2xl space-y-4 text-lg">
          <p>{t('paymentFailed.unable')}</p>
          <p>{t('paymentFailed.tryAgainText')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={paths.registerSupplier} className="btn-primary">
              {t('paymentFailed.tryAgain')}
            </Link>
            <Link to={paths.contact} className="btn-secondary">
              {t('paymentFailed.contactSupport')}
            </Link>
          </div>
        </div>
      )}
    </Page>
  );
}
