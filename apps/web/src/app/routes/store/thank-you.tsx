import { useTranslation } from 'react-i18next';
import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import { formatMoney } from '@bulk/domain/currency';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { orderIdOfInvoiceLink, useOrder } from '#src/features/checkout/api/get-order';
import { OrderAmounts } from '#src/features/checkout/components/order-amounts';
import { OrderShipments } from '#src/features/checkout/components/order-shipments';
import { takeInvoiceLink } from '#src/features/checkout/invoice-link';
import { errorMessage } from '#src/lib/api-client';

const variants = {
  payment: { title: 'thankYou.orderTitle', intro: 'thankYou.paymentIntro' },
  order: { title: 'thankYou.orderTitle', intro: 'thankYou.orderIntro' },
  registration: { title: 'thankYou.registrationTitle', intro: 'thankYou.registrationIntro' },
  supplier: { title: 'thankYou.registrationTitle', intro: 'thankYou.supplierIntro' },
  jobseeker: { title: 'thankYou.registrationTitle', intro: 'thankYou.jobseekerIntro' },
} as const;
type Variant = keyof typeof variants;

function OrderSummary({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isPending) return <p role="status">{t('thankYou.loadingSummary')}</p>;
  if (order.isError) return <p role="alert">{errorMessage(order.error)}</p>;
  const { data } = order;
  const money = (paise: number) => formatMoney(paise, 'INR');
  return (
    <>
      <section
        aria-labelledby="payment-summary"
        className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="payment-summary" className="text-xl font-semibold text-leaf-800">
          {t('thankYou.paymentSummary')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('thankYou.orderNumber')}</dt>
          <dd>{data.number}</dd>
          <dt className="font-medium">{t('thankYou.invoice')}</dt>
          <dd>{data.invoiceNumber}</dd>
          <dt className="font-medium">{t('thankYou.paymentId')}</dt>
          <dd>{data.paymentId}</dd>
          <dt className="font-medium">{t('thankYou.shipTo')}</dt>
          <dd>
            {data.shipping.fullName}, {data.shipping.city}, {data.shipping.state} {data.shipping.zip}
          </dd>
        </dl>
        <ul className="mt-4 divide-y divide-stone-100 text-sm">
          {data.lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-4 py-2">
              {/* The order's lines are English: an island that keeps '50 kg x Toor Dal' in order in Urdu and Arabic. */}
              <bdi>
                {t('checkout.line', {
                  qty: line.quantity,
                  unit: unitLabels[line.unit as ProductUnit] ?? line.unit,
                  name: line.name,
                })}
              </bdi>
              <span>{money(line.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
        <OrderAmounts {...data} totalLabel={t('thankYou.totalPaid')} />
      </section>
      <OrderShipments order={data} />
    </>
  );
}

export default function ThankYouPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');
  const variant: Variant = type && type in variants ? (type as Variant) : 'order';
  const amount = Number(params.get('amount'));
  // The checkout leaves the invoice link in local storage; the page reads it once (spec section 4).
  const [invoiceLink] = useState(takeInvoiceLink);
  const orderId = orderIdOfInvoiceLink(invoiceLink);
  // A membership fee's invoice: its member is signed in by the registration, and only they may fetch it.
  const membershipInvoice = /^\/api\/members\/invoices\/mem_[0-9A-Za-z]{22}$/.test(invoiceLink ?? '')
    ? invoiceLink
    : null;
  // An order of suppliers' goods alone has no company invoice (its link answers 404); each part's invoice is on
  // its shipment. Decided by the parts' sellers, not the order's invoiceUrl: a copy cached before payment has
  // none yet. No button while the order loads; the stored link as before if it cannot be read.
  const order = useOrder(orderId);
  const shipments = order.data?.shipments ?? [];
  const suppliersOnly = shipments.length > 0 && shipments.every((shipment) => shipment.seller !== null);
  const companyInvoice = order.data ? !suppliersOnly : order.isError;
  const downloadLink = membershipInvoice ?? (orderId && companyInvoice ? invoiceLink : null);
  const { title, intro } = variants[variant];

  return (
    <Page title={t(title)} intro={t(intro)}>
      <div className="max-w-2xl space-y-6">
        {Number.isFinite(amount) && amount > 0 ? (
          <p className="text-lg">
            {t('thankYou.amountPaid')} <strong>{formatMoney(Math.round(amount * 100), 'INR')}</strong>
          </p>
        ) : null}
        {orderId ? <OrderSummary orderId={orderId} /> : null}
        <div className="flex flex-wrap gap-3">
          {downloadLink ? (
            <a href={downloadLink} download className="btn-primary">
              {t('thankYou.downloadInvoice')}
            </a>
          ) : null}
          <Link to={paths.home} className="btn-secondary">
            {t('thankYou.returnHome')}
          </Link>
          <Link to={paths.contact} className="btn-secondary">
            {t('nav.contactUs')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
