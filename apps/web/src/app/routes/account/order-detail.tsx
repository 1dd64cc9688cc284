import { orderIdParamsSchema, payableAgainStatuses } from '@bulk/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useReorder } from '#src/app/hooks/use-reorder';
import { paths } from '#src/config/paths';
import { accountOrderQueryOptions } from '#src/features/account/api/get-account-order';
import { OrderDetail } from '#src/features/account/components/order-detail';
import { OrderAmounts } from '#src/features/checkout/components/order-amounts';
import { OrderShipments } from '#src/features/checkout/components/order-shipments';
import { PayAgain } from '#src/features/checkout/components/pay-again';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { AccountPage } from './account-page';

function NoSuchOrder() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg">{t('orderDetail.notFound')}</p>
      <Link to={paths.accountOrders} className="btn-primary mt-4">
        {t('orderDetail.backToOrders')}
      </Link>
    </div>
  );
}

function Order({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(accountOrderQueryOptions(id));
  const { reorder, reordering } = useReorder();
  const navigate = useNavigate();

  if (query.isPending) return <p role="status">{t('checkout.loading')}</p>;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <NoSuchOrder />;
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { order } = query.data;
  return (
    <OrderDetail
      data={query.data}
      amounts={
        <OrderAmounts
          subtotalPaise={order.subtotalPaise}
          shippingPaise={order.shippingPaise}
          gstByRate={order.gstByRate}
          totalPaise={order.totalPaise}
        />
      }
      shipments={<OrderShipments order={order} />}
      reordering={reordering}
      onReorder={() => void reorder(order)}
      payAgain={
        order.paymentPlan === 'advance' ? (
          <Link to={paths.orderPayments.replace(':id', encodeURIComponent(order.id))} className="btn-primary">
            {t('instalments.openPayments')}
          </Link>
        ) : payableAgainStatuses.includes(order.status) ? (
          <PayAgain
            orderId={order.id}
            payer={{ name: order.shipping.fullName, email: order.shipping.email }}
            onPaid={() => void navigate(`${paths.thankYou}?type=payment`)}
            onFailed={(orderId) =>
              void navigate(`${paths.paymentFailed}?order=${encodeURIComponent(orderId)}`)
            }
          />
        ) : null
      }
    />
  );
}

/** /dashboard/orders/:id: one of the customer's own orders; anyone else's is not found. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const parsed = orderIdParamsSchema.safeParse({ id });
  return (
    <AccountPage roles={['customer']} title={t('orderDetail.title')} intro={t('orderDetail.intro')}>
      {() => (parsed.success ? <Order key={parsed.data.id} id={parsed.data.id} /> : <NoSuchOrder />)}
    </AccountPage>
  );
}
