import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bulk/domain/currency';
import type { OrderSummary } from '@bulk/domain/checkout';
import { Link } from 'react-router';
import { TableHead } from '#src/components/ui/table-head';
import { accountOrderPath, paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { invoicedOrders, useMyOrders } from '../api/get-orders';
import { orderStatusLabels } from '../labels';
import { formatDate } from '#src/lib/date-format';
import { ScrollRegion } from '#src/components/ui/scroll-region';

function EmptyState({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg">{message}</p>
      <Link to={paths.products} className="btn-primary mt-4">
        {t('account.browseProducts')}
      </Link>
    </div>
  );
}

function InvoiceLink({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  if (!order.invoiceUrl) return <span className="text-stone-600">{t('orders.notIssued')}</span>;
  return (
    <a
      href={order.invoiceUrl}
      download
      className="font-medium text-saffron-800 underline"
      aria-label={t('orders.downloadInvoiceNumber', { number: order.invoiceNumber ?? '' }).trim()}
    >
      {t('thankYou.downloadInvoice')}
    </a>
  );
}

/** Loading, failure and empty states shared by the orders and invoices pages. */
function useOrdersState() {
  const { t } = useTranslation();
  const orders = useMyOrders();
  if (orders.isPending) return { view: <p role="status">{t('orders.loading')}</p> } as const;
  if (orders.isError) {
    return {
      view: (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p>{errorMessage(orders.error)}</p>
          <button
            type="button"
            className="mt-2 font-semibold underline"
            onClick={() => void orders.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ),
    } as const;
  }
  return { orders: orders.data } as const;
}

/** The signed-in user's orders from `GET /api/orders`, newest first. */
export function OrdersList() {
  const { t } = useTranslation();
  const state = useOrdersState();
  if (!state.orders) return state.view;
  if (state.orders.length === 0) return <EmptyState message={t('orders.none')} />;

  return (
    <ScrollRegion
      name={{ label: t('orders.caption') }}
      className="rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('orders.caption')}</caption>
        <TableHead
          className="bg-stone-50 text-stone-700"
          columns={[
            { label: t('orders.date'), className: 'px-4 py-3 font-semibold' },
            { label: t('thankYou.orderNumber'), className: 'px-4 py-3 font-semibold' },
            { label: t('thankYou.invoice'), className: 'px-4 py-3 font-semibold' },
            { label: t('account.statusLabel'), className: 'px-4 py-3 font-semibold' },
            { label: t('cart.total'), className: 'px-4 py-3 text-end font-semibold' },
            {
              label: <span className="sr-only">{t('orders.invoiceDownload')}</span>,
              className: 'px-4 py-3 font-semibold',
            },
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {state.orders.map((order) => (
            <tr key={order.id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{order.number}</td>
              <td className="px-4 py-3 whitespace-nowrap">{order.invoiceNumber ?? '—'}</td>
              <td className="px-4 py-3">{t(orderStatusLabels[order.status])}</td>
              <td className="px-4 py-3 text-end whitespace-nowrap">{formatMoney(order.totalPaise, 'INR')}</td>
              <td className="space-x-4 px-4 py-3 whitespace-nowrap">
                {order.status === 'pending' ? null : (
                  <Link
                    to={accountOrderPath(order.id)}
                    className="font-medium text-leaf-800 underline"
                    aria-label={t('orders.viewOrder', { number: order.number })}
                  >
                    {t('account.member.view')}
                  </Link>
                )}
                <InvoiceLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The GST invoices of the signed-in user's paid orders. */
export function InvoicesList() {
  const { t } = useTranslation();
  const state = useOrdersState();
  if (!state.orders) return state.view;
  const invoiced = invoicedOrders(state.orders);
  if (invoiced.length === 0) return <EmptyState message={t('orders.noInvoices')} />;

  return (
    <ul className="space-y-3">
      {invoiced.map((order) => (
        <li
          key={order.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <div>
            <p className="font-semibold">{t('orders.invoiceNumber', { number: order.invoiceNumber })}</p>
            <p className="text-sm text-stone-700">
              {t('orders.paidOn', {
                date: formatDate(order.paidAt ?? order.createdAt),
                amount: formatMoney(order.totalPaise, 'INR'),
              })}
            </p>
          </div>
          <InvoiceLink order={order} />
        </li>
      ))}
    </ul>
  );
}
