import { formatMoney } from '@bulk/domain/currency';
import { mailLine, type MailOrderLine as PartLine } from '#src/modules/mail/order-confirmation';
import type { MailMessage } from '#src/modules/mail/outbox';

const money = (paise: number) => formatMoney(paise, 'INR');

/**
 * A supplier's new part of a paid order, to its sign-in address: what to send, where and by when to act.
 * The buyer's email address is never given to a supplier (docs/decisions/023); the ship-to name and
 * address are what it ships to.
 */
export function newShipmentEmail(
  part: {
    orderNumber: string;
    invoiceNumber: string;
    totalPaise: number;
    lines: readonly PartLine[];
    shipTo: { fullName: string; address: string; city: string; state: string; zip: string };
  },
  seller: { email: string; businessName: string },
  store: { name: string; publicUrl: string },
): MailMessage {
  const { shipTo } = part;
  const text = [
    `Dear ${seller.businessName},`,
    '',
    `A buyer has paid for your goods in order ${part.orderNumber} on ${store.name}.`,
    `Your tax invoice ${part.invoiceNumber} is issued in your name for ${money(part.totalPaise)} with freight and GST.`,
    '',
    ...part.lines.map(mailLine),
    '',
    'Ship to:',
    shipTo.fullName,
    shipTo.address,
    `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
    '',
    `Accept it and follow it up on your dashboard: ${new URL('/dashboard/orders', store.publicUrl).toString()}`,
    '',
    store.name,
  ].join('\n');
  return {
    to: seller.email,
    subject: `New order ${part.orderNumber}: invoice ${part.invoiceNumber}`,
    text,
    kind: 'shipment_new',
  };
}

/** Tells an admin that a paid part's stock ran out before its payment: it waits to be refunded. */
export function stockConflictEmail(
  conflict: { orderNumber: string; seller: string; totalPaise: number; lines: readonly PartLine[] },
  to: string,
  store: { name: string; publicUrl: string },
): MailMessage {
  const text = [
    `Order ${conflict.orderNumber} was paid, but ${conflict.seller} no longer had the stock for its part:`,
    '',
    ...conflict.lines.map(mailLine),
    '',
    `The part (${money(conflict.totalPaise)}) is in 'stock conflict': nothing was taken from stock and no`,
    'invoice was issued. Resolve it by cancelling the part, which refunds the buyer.',
    '',
    `Admin: ${new URL('/admin/shipments', store.publicUrl).toString()}`,
    '',
    store.name,
  ].join('\n');
  return {
    to,
    subject: `Stock conflict in paid order ${conflict.orderNumber}`,
    text,
    kind: 'shipment_stock_conflict',
  };
}
