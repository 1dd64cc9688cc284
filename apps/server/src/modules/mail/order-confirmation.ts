import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import type { OrderSummary } from '@bulk/domain/checkout';
import { formatMoney } from '@bulk/domain/currency';
import { formatGstRate, isCompanyState, splitGstByRate } from '@bulk/domain/tax';
import type { MailMessage } from './outbox';

/** A line as an order email lists it. */
export interface MailOrderLine {
  name: string;
  unit: string;
  quantity: number;
  lineTotalPaise: number;
}

/** '- 500 kg x Toor Dal: ₹1,90,000.00'. */
export function mailLine(line: MailOrderLine): string {
  const unit = unitLabels[line.unit as ProductUnit] ?? line.unit;
  return `- ${line.quantity} ${unit} x ${line.name}: ${formatMoney(line.lineTotalPaise, 'INR')}`;
}

/** One seller's part of the order (docs/decisions/023): who sends it, its invoice and lines. */
export interface ConfirmedPart {
  /** The supplier's legal name; null for the company's own part. */
  seller: string | null;
  /** Null when its stock ran out before the payment: it is being refunded. */
  invoiceNumber: string | null;
  invoicePath: string | null;
  totalPaise: number;
  lines: MailOrderLine[];
}

interface ConfirmedOrder {
  /** In the invoice link only: emails name the order by its number. */
  id: string;
  number: string;
  /** The company's invoice; null for an order of suppliers' goods alone. */
  invoiceNumber: string | null;
  email: string;
  shipping: { fullName: string; address: string; city: string; state: string; zip: string };
  lines: MailOrderLine[];
  /** Its parts when a supplier ships some of it; absent or one company part: one invoice, as always. */
  parts?: ConfirmedPart[];
  subtotalPaise: number;
  shippingPaise: number;
  gstByRate: OrderSummary['gstByRate'];
  gstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

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
            `CGST ${formatGstRate(rateBps / 2)} ${on}: ${money(cgstPaise)}`,
            `SGST ${formatGstRate(rateBps / 2)} ${on}: ${money(sgstPaise)}`,
          ]
        : [`IGST ${formatGstRate(rateBps)} ${on}: ${money(igstPaise)}`];
    },
  );
}

/** Each part with its seller, invoice and lines, for an order that ships in parts from several sellers. */
function partSections(
  parts: readonly ConfirmedPart[],
  store: { name: string; publicUrl: string },
  money: (paise: number) => string,
): string[] {
  return parts.flatMap((part, index) => [
    `Shipment ${index + 1}: from ${part.seller ?? store.name}, ${money(part.totalPaise)}`,
    ...part.lines.map(mailLine),
    part.invoiceNumber
      ? `Invoice ${part.invoiceNumber}: ${new URL(part.invoicePath!, store.publicUrl).toString()}`
      : 'Out of stock since you ordered: this shipment will be refunded to you in full.',
    '',
  ]);
}

/**
 * The buyer's order confirmation, in plain text so every mail client shows it alike. An order of the
 * company's goods alone reads as it always has; one shipping in parts lists each part with its invoice.
 */
export function orderConfirmationEmail(
  order: ConfirmedOrder,
  store: { name: string; publicUrl: string },
): MailMessage {
  const money = (paise: number) => formatMoney(paise, 'INR');
  const inParts = order.parts !== undefined && order.parts.some((part) => part.seller !== null);
  const body = inParts
    ? [
        `Your order ships in ${order.parts!.length} parts, each with its own GST tax invoice from its seller.`,
        '',
        ...partSections(order.parts!, store, money),
        `Subtotal: ${money(order.subtotalPaise)}`,
        `Shipping: ${money(order.shippingPaise)}`,
        `GST total: ${money(order.gstPaise)} (CGST ${money(order.cgstPaise)}, SGST ${money(order.sgstPaise)}, IGST ${money(order.igstPaise)})`,
        `Total paid: ${money(order.totalPaise)}`,
      ]
    : [
        `Invoice: ${order.invoiceNumber}`,
        '',
        ...order.lines.map(mailLine),
        '',
        `Subtotal: ${money(order.subtotalPaise)}`,
        `Shipping: ${money(order.shippingPaise)}`,
        ...gstLines(order, money),
        `GST total: ${money(order.gstPaise)}`,
        `Total paid: ${money(order.totalPaise)}`,
      ];
  const text = [
    `Dear ${order.shipping.fullName},`,
    '',
    `Thank you for your order with ${store.name}. We have received your payment and your order is confirmed.`,
    '',
    `Order number: ${order.number}`,
    ...body,
    '',
    'Shipping to:',
    order.shipping.address,
    `${order.shipping.city}, ${order.shipping.state} ${order.shipping.zip}`,
    '',
    ...(inParts
      ? ['Each seller loads its part within 24 hours; we will write again as each one is dispatched.']
      : [
          `Download your GST tax invoice: ${new URL(`/api/orders/${order.id}/invoice`, store.publicUrl).toString()}`,
          '',
          'Loading begins within 24 hours; we will write again when your goods are dispatched.',
        ]),
    '',
    store.name,
  ].join('\n');
  return {
    to: order.email,
    subject: order.invoiceNumber
      ? `Order ${order.number} confirmed: invoice ${order.invoiceNumber}`
      : `Order ${order.number} confirmed`,
    text,
    kind: 'order_confirmation',
  };
}
