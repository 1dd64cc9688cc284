import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import { formatMoney } from '@bulk/domain/currency';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { orderIdOfInvoiceLink, useOrder } from '#src/features/checkout/api/get-order';
import { OrderAmounts } from '#src/features/checkout/components/order-amounts';
import { takeInvoiceLink } from '#src/features/checkout/invoice-link';
import { errorMessage } from '#src/lib/api-client';

const variants = {
  payment: {
    title: 'Thank You for Your Order!',
    intro: 'Your payment was successful and your order is confirmed.',
  },
  order: { title: 'Thank You for Your Order!', intro: 'Your order has been placed.' },
  registration: {
    title: 'Registration Successful!',
    intro: 'Your account will be verified and activated within 24-48 hours.',
  },
  supplier: {
    title: 'Registration Successful!',
    intro: 'Payment received. Your supplier account will be verified and activated within 24-48 hours.',
  },
  jobseeker: {
    title: 'Registration Successful!',
    intro: 'Payment received. Your job seeker profile will be verified and activated within 24-48 hours.',
  },
} as const;
type Variant = keyof typeof variants;

function OrderSummary({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <p role="status">Loading your payment summary...</p>;
  if (order.isError) return <p role="alert">{errorMessage(order.error)}</p>;
  const { data } = order;
  const money = (paise: number) => formatMoney(paise, 'INR');
  return (
    <section
      aria-labelledby="payment-summary"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="payment-summary" className="text-xl font-semibold text-leaf-800">
        Payment Summary
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Invoice</dt>
        <dd>{data.invoiceNumber}</dd>
        <dt className="font-medium">Payment ID</dt>
        <dd>{data.paymentId}</dd>
        <dt className="font-medium">Ship to</dt>
        <dd>
          {data.shipping.fullName}, {data.shipping.city}, {data.shipping.state} {data.shipping.zip}
        </dd>
      </dl>
      <ul className="mt-4 divide-y divide-stone-100 text-sm">
        {data.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-4 py-2">
            <span>
              {line.quantity} {unitLabels[line.unit as ProductUnit] ?? line.unit} x {line.name}
            </span>
            <span>{money(line.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts {...data} totalLabel="Total paid" />
    </section>
  );
}

export default function ThankYouPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const variant: Variant = type && type in variants ? (type as Variant) : 'order';
  const amount = Number(params.get('amount'));
  // The checkout leaves the invoice link in local storage; the page reads it once (spec section 4).
  const [invoiceLink] = useState(takeInvoiceLink);
  const orderId = orderIdOfInvoiceLink(invoiceLink);
  const { title, intro } = variants[variant];

  return (
    <Page title={title} intro={intro}>
      <div className="max-w-2xl space-y-6">
        {Number.isFinite(amount) && amount > 0 ? (
          <p className="text-lg">
            Amount paid: <strong>{formatMoney(Math.round(amount * 100), 'INR')}</strong>
          </p>
        ) : null}
        {orderId ? <OrderSummary orderId={orderId} /> : null}
        <div className="flex flex-wrap gap-3">
          {orderId ? (
            <a href={invoiceLink!} download className="btn-primary">
              Download Invoice
            </a>
          ) : null}
          <Link to={paths.home} className="btn-secondary">
            Return to Home
          </Link>
          <Link to={paths.contact} className="btn-secondary">
            Contact Us
          </Link>
        </div>
      </div>
    </Page>
  );
}
