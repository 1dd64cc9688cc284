import { orderIdParamsSchema } from '@bulk/domain/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { orderStatusLabels } from '#src/features/account/labels';
import { useInstalments } from '#src/features/checkout/api/instalments';
import { useOrder } from '#src/features/checkout/api/get-order';
import { InstalmentsPanel } from '#src/features/checkout/components/instalments-panel';
import { OrderShipments } from '#src/features/checkout/components/order-shipments';
import { useCheckoutPayment } from '#src/features/checkout/use-checkout-payment';
import { errorMessage } from '#src/lib/api-client';

function OrderPayments({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useOrder(orderId);
  const instalments = useInstalments(orderId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders', orderId] });
  const { payInstalment, processing } = useCheckoutPayment({ onPaid: refresh, onDismissed: refresh });

  if (order.isPending || instalments.isPending) return <p role="status">{t('checkout.loading')}</p>;
  if (order.isError || instalments.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(order.error ?? instalments.error)}</p>
        <button
          type="button"
          className="mt-2 font-semibold underline"
          onClick={() => void Promise.all([order.refetch(), instalments.refetch()])}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const summary = order.data;
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-lg">
        {t('instalments.orderLine', { number: summary.number, status: t(orderStatusLabels[summary.status]) })}
      </p>
      <InstalmentsPanel
        view={instalments.data}
        invoiceUrl={summary.invoiceUrl}
        payer={{
          name: summary.shipping.fullName,
          email: summary.shipping.email,
          contact: summary.buyer?.phone,
        }}
        paying={processing}
        onPayOnline={(number, payer) => void payInstalment(orderId, number, payer)}
      />
      <OrderShipments order={summary} />
    </div>
  );
}

/** /orders/:id: an order's payments. Holding a guest order's id opens it, as the invoice link does. */
export default function OrderPaymentsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const parsed = orderIdParamsSchema.safeParse({ id });
  return (
    <Page title={t('instalments.title')}>
      {parsed.success ? (
        <OrderPayments orderId={parsed.data.id} />
      ) : (
        <p role="alert">{t('orderDetail.notFound')}</p>
      )}
    </Page>
  );
}
