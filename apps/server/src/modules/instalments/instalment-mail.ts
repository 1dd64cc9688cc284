import { formatMoney } from '@bulk/domain/currency';
import type { MailMessage } from '#src/modules/mail/outbox';

/** What every instalment email needs of its order. */
export interface MailOrder {
  id: string;
  number: string;
  email: string;
  fullName: string;
}

export interface MailStore {
  name: string;
  publicUrl: string;
}

const money = (paise: number) => formatMoney(paise, 'INR');
const link = (path: string, store: MailStore) => new URL(path, store.publicUrl).toString();
/** The buyer's page of the order: its instalments, how to pay them, its vouchers. */
export const orderPagePath = (orderId: string) => `/orders/${orderId}`;

function message(
  order: MailOrder,
  store: MailStore,
  kind: string,
  subject: string,
  body: string[],
): MailMessage {
  return {
    to: order.email,
    subject,
    kind,
    text: [`Dear ${order.fullName},`, '', ...body, '', store.name].join('\n'),
  };
}

/** The advance is received: the receipt voucher (rule 50), and when loading may begin. */
export function advanceReceivedEmail(
  order: MailOrder,
  advance: { amountPaise: number; voucherNumber: string; earliestLoadingAt: Date; balancePaise: number },
  store: MailStore,
): MailMessage {
  return message(order, store, 'advance_receipt', `Advance received for order ${order.number}`, [
    `We have received your advance of ${money(advance.amountPaise)} for order ${order.number}. Your order is confirmed.`,
    '',
    `Receipt voucher: ${advance.voucherNumber}`,
    `Download it: ${link(`/api/orders/${order.id}/receipt-voucher`, store)}`,
    '',
    `Loading begins no sooner than ${advance.earliestLoadingAt.toISOString()} (24 hours after the advance).`,
    `The balance of ${money(advance.balancePaise)} is due on the bill copy (the tax invoice), which we send when loading begins.`,
    'You may cancel the order until loading begins; the advance is then refunded.',
    '',
    `Your order: ${link(orderPagePath(order.id), store)}`,
  ]);
}

/** Loading has begun: the tax invoice (the bill copy) and the link to pay the balance. */
export function balanceDueEmail(
  order: MailOrder,
  bill: { invoiceNumber: string; balancePaise: number; reference: string },
  store: MailStore,
): MailMessage {
  return message(order, store, 'balance_due', `Bill copy for order ${order.number}: balance due`, [
    `Loading of your order ${order.number} has begun; the order can no longer be cancelled.`,
    '',
    `Tax invoice (bill copy): ${bill.invoiceNumber}`,
    `Download it: ${link(`/api/orders/${order.id}/invoice`, store)}`,
    '',
    `Balance due now: ${money(bill.balancePaise)}`,
    `Pay it online, by bank transfer or by UPI (reference ${bill.reference}): ${link(orderPagePath(order.id), store)}`,
    'Your goods are dispatched once the balance is received.',
  ]);
}

/** A reminder of an unpaid balance, 3 and 7 days after the bill copy. */
export function balanceReminderEmail(
  order: MailOrder,
  reminder: { day: number; balancePaise: number; reference: string; invoiceNumber: string },
  store: MailStore,
): MailMessage {
  return message(order, store, 'balance_reminder', `Reminder: balance due for order ${order.number}`, [
    `The balance of ${money(reminder.balancePaise)} for order ${order.number} (invoice ${reminder.invoiceNumber}) is still unpaid, ${reminder.day} days after the bill copy.`,
    `Pay it online, by bank transfer or by UPI (reference ${reminder.reference}): ${link(orderPagePath(order.id), store)}`,
    'Your goods are dispatched once the balance is received.',
  ]);
}

/** The balance is received: the order can be dispatched. */
export function balanceReceivedEmail(
  order: MailOrder,
  balance: { amountPaise: number; how: string },
  store: MailStore,
): MailMessage {
  return message(order, store, 'balance_paid', `Balance received for order ${order.number}`, [
    `We have received the balance of ${money(balance.amountPaise)} for order ${order.number} (${balance.how}). Your order is paid in full and will be dispatched.`,
    '',
    `Your order: ${link(orderPagePath(order.id), store)}`,
  ]);
}

/** The order is cancelled before loading: what happens to the advance. */
export function orderCancelledEmail(
  order: MailOrder,
  refund: { amountPaise: number; by: 'gateway' | 'bank' } | null,
  store: MailStore,
): MailMessage {
  const body = refund
    ? refund.by === 'gateway'
      ? `Your advance of ${money(refund.amountPaise)} is being refunded to the account you paid from; the refund voucher follows.`
      : `We will return your advance of ${money(refund.amountPaise)} to the bank account it came from and send you the refund voucher.`
    : 'No payment had been received, so nothing is to be refunded.';
  return message(order, store, 'order_cancelled', `Order ${order.number} is cancelled`, [
    `Your order ${order.number} is cancelled.`,
    body,
  ]);
}

/** The advance is refunded: the refund voucher (rule 51). */
export function advanceRefundedEmail(
  order: MailOrder,
  refund: { amountPaise: number; voucherNumber: string },
  store: MailStore,
): MailMessage {
  return message(order, store, 'advance_refund', `Advance refunded for order ${order.number}`, [
    `Your advance of ${money(refund.amountPaise)} for order ${order.number} is refunded.`,
    '',
    `Refund voucher: ${refund.voucherNumber}`,
    `Download it: ${link(`/api/orders/${order.id}/refund-voucher`, store)}`,
  ]);
}
