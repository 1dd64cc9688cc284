import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import { formatMoney } from '@bulk/domain/currency';
import type { MailMessage } from './outbox';

interface ConfirmedOrder {
  id: string;
  invoiceNumber: string;
  email: string;
  shipping: { fullName: string; address: string; city: string; state: string; zip: string };
  lines: { name: string; unit: string; quantity: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  shippingPaise: number;
  gstPaise: number;
  totalPaise: number;
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
    `Order: ${order.id}`,
    `Invoice: ${order.invoiceNumber}`,
    '',
    ...lines,
    '',
    `Subtotal: ${money(order.subtotalPaise)}`,
    `Shipping: ${money(order.shippingPaise)}`,
    `GST: ${money(order.gstPaise)}`,
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
    subject: `Order confirmed: ${order.invoiceNumber}`,
    text,
    kind: 'order_confirmation',
  };
}
