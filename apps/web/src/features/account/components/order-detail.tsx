import type { AccountOrder } from '@bulk/domain/account';
import { formatMoney } from '@bulk/domain/currency';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '#src/components/ui/table-head';
import { orderStatusLabels } from '../labels';
import { formatDate, formatDateTime } from '#src/lib/date-format';
import { ScrollRegion } from '#src/components/ui/scroll-region';

type OrderDetailProps = {
  data: AccountOrder;
  /** The order's subtotal, shipping, GST and total, as checkout shows them. */
  amounts: ReactNode;
  onReorder: () => void;
  reordering: boolean;
  /** Shown under the summary: paying a failed or expired order again. */
  payAgain?: ReactNode;
  /** The order's parts, one per seller, each with its progress and invoice (none for an older order). */
  shipments?: ReactNode;
};

/** A card of the order page, named by its heading. */
function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-leaf-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The business details given at checkout, as the invoice's bill-to carries them. */
function BusinessDetails({ buyer }: { buyer: NonNullable<AccountOrder['order']['buyer']> }) {
  const { t } = useTranslation();
  const { billing } = buyer;
  return (
    <OrderSection id="order-business" title={t('orderDetail.business')}>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {buyer.company ? (
          <>
            <dt className="font-medium text-stone-700">{t('checkout.company')}</dt>
            <dd>{buyer.company}</dd>
          </>
        ) : null}
        {buyer.gstin ? (
          <>
            <dt className="font-medium text-stone-700">{t('checkout.gstin')}</dt>
            <dd className="font-mono">{buyer.gstin}</dd>
          </>
        ) : null}
        <dt className="font-medium text-stone-700">{t('account.member.mobile')}</dt>
        <dd>{buyer.phone}</dd>
        <dt className="font-medium text-stone-700">{t('checkout.billingAddress')}</dt>
        <dd>
          {billing ? (
            <address className="not-italic">
              {billing.address}
              <br />
              {billing.city}, {billing.state} {billing.zip}
            </address>
          ) : (
            t('orderDetail.sameAsShipping')
          )}
        </dd>
      </dl>
    </OrderSection>
  );
}

/** One of the customer's orders: what was bought, where it goes, what it cost and each step of its life. */
export function OrderDetail({
  data: { order, history },
  amounts,
  onReorder,
  reordering,
  payAgain,
  shipments,
}: OrderDetailProps) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  const { shipping } = order;
  return (
    <div className="space-y-6">
      <OrderSection id="order-summary" title={t('orderDetail.order', { number: order.number })}>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-stone-700">{t('orderDetail.placed')}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
          <dt className="font-medium text-stone-700">{t('account.statusLabel')}</dt>
          <dd>{t(orderStatusLabels[order.status])}</dd>
          {order.paymentFailure ? (
            <>
              <dt className="font-medium text-stone-700">{t('orderDetail.paymentFailure')}</dt>
              <dd>{order.paymentFailure.description}</dd>
            </>
          ) : null}
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
      </OrderSection>

      {payAgain}

      {shipments}

      <OrderSection id="order-items" title={t('orderDetail.items')}>
        {/* On a phone the table scrolls sideways: its region takes the keyboard's focus to scroll it. */}
        <ScrollRegion name={{ labelledBy: 'order-items-caption' }} className="mt-3">
          <table className="w-full text-left text-sm">
            <caption id="order-items-caption" className="sr-only">
              {t('orderDetail.itemsCaption')}
            </caption>
            <TableHead
              className="text-stone-700"
              columns={[
                { label: t('orderDetail.product'), className: 'py-2 pr-4 font-semibold' },
                { label: t('orderDetail.quantity'), className: 'py-2 pr-4 text-right font-semibold' },
                { label: t('orderDetail.unitPrice'), className: 'py-2 pr-4 text-right font-semibold' },
                { label: t('orderDetail.amount'), className: 'py-2 text-right font-semibold' },
              ]}
            />
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
        </ScrollRegion>
        {amounts}
      </OrderSection>

      <div className="grid gap-6 md:grid-cols-2">
        <OrderSection id="order-address" title={t('orderDetail.shippingAddress')}>
          <address className="mt-3 not-italic">
            {shipping.fullName}
            <br />
            {shipping.address}
            <br />
            {shipping.city}, {shipping.state} {shipping.zip}
            <br />
            {shipping.email}
          </address>
        </OrderSection>

        {order.buyer ? <BusinessDetails buyer={order.buyer} /> : null}

        <OrderSection id="order-history" title={t('orderDetail.statusHistory')}>
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
        </OrderSection>
      </div>
    </div>
  );
}
