import type { AccountOrder } from '@bulk/domain/account';
import { formatMoney } from '@bulk/domain/currency';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, orderStatusLabels } from '../labels';

type OrderDetailProps = {
  data: AccountOrder;
  /** The order's subtotal, shipping, GST and total, as checkout shows them. */
  amounts: ReactNode;
  onReorder: () => void;
  reordering: boolean;
};

const sectionClass = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm';
const headingClass = 'text-xl font-semibold text-leaf-800';

/** One of the customer's orders: what was bought, where it goes, what it cost and each step of its life. */
export function OrderDetail({ data: { order, history }, amounts, onReorder, reordering }: OrderDetailProps) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  const { shipping } = order;
  return (
    <div className="space-y-6">
      <section aria-labelledby="order-summary" className={sectionClass}>
        <h2 id="order-summary" className={headingClass}>
          {t('orderDetail.order', { id: order.id })}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-stone-700">{t('orderDetail.placed')}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
          <dt className="font-medium text-stone-700">{t('account.statusLabel')}</dt>
          <dd>{t(orderStatusLabels[order.status])}</dd>
          <dt className="font-medium text-stone-700">{t('thankYou.invoice')}</dt>
          <dd>{order.invoiceNumber ?? t('orderDetail.notIssued')}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {order.invoiceUrl ? (
            <a href={order.invoiceUrl} download className="btn-primary">
              {t('thankYou.downloadInvoice')}
            </a>
          ) : null}
          <button
            type="button"
            onClick={onReorder}
            aria-disabled={reordering}
            className="inline-flex items-center justify-center rounded-md border border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50"
          >
            {reordering ? t('orderDetail.addingToCart') : t('orderDetail.reorder')}
          </button>
        </div>
      </section>

      <section aria-labelledby="order-items" className={sectionClass}>
        <h2 id="order-items" className={headingClass}>
          {t('orderDetail.items')}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('orderDetail.itemsCaption')}</caption>
            <thead className="text-stone-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('orderDetail.product')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('orderDetail.quantity')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('orderDetail.unitPrice')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('orderDetail.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {order.lines.map((line) => (
                <tr key={line.productId}>
                  <td className="py-2 pr-4">{line.name}</td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap">
                    {line.quantity} {line.unit}
                  </td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap">{money(line.unitPricePaise)}</td>
                  <td className="py-2 text-right whitespace-nowrap">{money(line.lineTotalPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {amounts}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-address" className={sectionClass}>
          <h2 id="order-address" className={headingClass}>
            {t('orderDetail.shippingAddress')}
          </h2>
          <address className="mt-3 not-italic">
            {shipping.fullName}
            <br />
            {shipping.address}
            <br />
            {shipping.city}, {shipping.state} {shipping.zip}
            <br />
            {shipping.email}
          </address>
        </section>

        <section aria-labelledby="order-history" className={sectionClass}>
          <h2 id="order-history" className={headingClass}>
            {t('orderDetail.statusHistory')}
          </h2>
          <ol className="mt-3 space-y-3 border-l-2 border-leaf-200 pl-4">
            {history.map((event, index) => (
              <li key={`${event.status}-${index}`}>
                <p className="font-semibold">{t(orderStatusLabels[event.status])}</p>
                <p className="text-sm text-stone-700">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
                {event.note ? <p className="text-sm">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
