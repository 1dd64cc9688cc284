import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import type { OrderSummary } from '@bulk/domain/checkout';
import { formatMoney } from '@bulk/domain/currency';
import { isCompanyState, splitGstByRate } from '@bulk/domain/tax';
import type { MailMessage } from './outbox';

interface ConfirmedOrder {
  /** In the invoice link only: emails name the order by its number. */
  id: string;
  number: string;
  invoiceNumber: string;
  email: string;
  shipping: { fullName: string; address: string; city: string; state: string; zip: string };
  lines: { name: string; unit: string; quantity: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  shippingPaise: number;
  gstByRate: OrderSummary['gstByRate'];
  gstPaise: number;
  totalPaise: number;
}

const percent = (bps: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(bps / 100)}%`;

/**
 * The GST of each rate as the invoice prints it: CGST and SGST when the goods ship within the company's
 * state (Madhya Pradesh), IGST otherwise, each on its rate's taxable value.
 */
function gstLines(order: ConfirmedOrder, money: (paise: number) => string): string[] {
  const sameState = isCompanyState(order.shipping.state);
  return splitGstByRate(order.gstByRate, sameState).flatMap(
    ({ rateBps, taxablePaise, cgstPaise, sgstPaise, igstPaise }) => {
      const on = `on ${money(taxablePaise)}`;
      return sameState
        ? [
            `CGST ${percent(rateBps / 2)} ${on}: ${money(cgstPaise)}`,
            `SGST ${percent(rateBps / 2)} ${on}: ${money(sgstPaise)}`,
          ]
        : [`IGST ${percent(rateBps)} ${on}: ${money(igstPaise)}`];
    },
  );
}

/** The buyer's order confirmation, in plain text so every mail client shows it alike. */
export function orderConfirmationEmail(
  order: ConfirmedOrder,
  store: { name: string; publicUrl: string },
): MailMessage {
  const money = (paise: number) => formatMoney(paise, 'INR');
  const lines = order.lines.map(
    (line) =>
      `- ${line.quantity} ${unitLabels[line.unit as ProductUnit] ?? line.unit} x ${line.name}: ${money(line.lineTotalPaise)}`,
  );
  const text = [
    `Dear ${order.shipping.fullName},`,
    '',
    `Thank you for your order with ${store.name}. We have received your payment and your order is confirmed.`,
    '',
    `Order number: ${order.number}`,
    `Invoice: ${order.invoiceNumber}`,
    '',
    ...lines,
    '',
    `Subtotal: ${money(order.subtotalPaise)}`,
    `Shipping: ${money(order.shippingPaise)}`,
    ...gstLines(order, money),
    `GST total: ${money(order.gstPaise)}`,
    `Total paid: ${money(order.totalPaise)}`,
    '',
    'Shipping to:',
    order.shipping.address,
    `${order.shipping.city}, ${order.shipping.state} ${order.shipping.zip}`,
    '',
    `Download your GST tax invoice: ${new URL(`/api/orders/${order.id}/invoice`, store.publicUrl).toString()}`,
    '',
    'Loading begins within 24 hours; we will write again when your goods are dispatched.',
    '',
    store.name,
  ].join('\n');
  return {
    to: order.email,
    subject: `Order ${order.number} confirmed: invoice ${order.invoiceNumber}`,
    text,
    kind: 'order_confirmation',
  };
}
