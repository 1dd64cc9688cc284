import { formatMoney } from '@bulk/domain/currency';
import { creditNoteUrl, type DispatchDetails, type ShipmentStatus } from '@bulk/domain/shipments';
import type { MailMessage } from '#src/modules/mail/outbox';

export interface MailStore {
  storeName: string;
  publicUrl: string;
}

/** The buyer as the order names them; emails go to the order's address. */
export interface MailBuyer {
  orderId: string;
  orderNumber: string;
  email: string;
  fullName: string;
}

const money = (paise: number) => formatMoney(paise, 'INR', 'en-IN');

const stepSentences: Record<'accepted' | 'loading' | 'dispatched' | 'delivered', string> = {
  accepted: 'has been accepted by its seller and is being prepared.',
  loading: 'is being loaded. It can no longer be cancelled.',
  dispatched: 'has been dispatched.',
  delivered: 'has been delivered. Thank you for your order.',
};

function signed(lines: string[], store: MailStore): string {
  return [...lines, '', store.storeName].join('\n');
}

/** Tells the buyer that one seller's part of the order took a step; dispatch names the transport. */
export function shipmentStepEmail(
  buyer: MailBuyer,
  shipment: { sellerName: string; status: keyof typeof stepSentences; dispatch: DispatchDetails | null },
  store: MailStore,
): MailMessage {
  const { dispatch } = shipment;
  return {
    to: buyer.email,
    kind: `shipment_${shipment.status}`,
    subject: `${store.storeName}: order ${buyer.orderNumber}: your shipment from ${shipment.sellerName} is ${shipment.status}`,
    text: signed(
      [
        `Dear ${buyer.fullName},`,
        '',
        `Your shipment from ${shipment.sellerName} for order ${buyer.orderNumber} ${stepSentences[shipment.status]}`,
        ...(shipment.status === 'dispatched' && dispatch
          ? [
              '',
              `Transporter: ${dispatch.transporter}`,
              `Docket (LR) number: ${dispatch.docketNumber}`,
              `Vehicle number: ${dispatch.vehicleNumber}`,
              ...(dispatch.ewayBillNumber ? [`E-way bill number: ${dispatch.ewayBillNumber}`] : []),
            ]
          : []),
        '',
        `Your order: ${store.publicUrl}/orders/${buyer.orderId}`,
      ],
      store,
    ),
  };
}

export interface Cancellation {
  shipmentId: string;
  sellerName: string;
  refundPaise: number;
  creditNoteNumber: string | null;
  by: 'buyer' | 'admin';
  reason: string;
}

/** Tells the buyer that a shipment was cancelled: its refund and the credit note against its invoice. */
export function shipmentCancelledBuyerEmail(
  buyer: MailBuyer,
  cancellation: Cancellation,
  store: MailStore,
): MailMessage {
  return {
    to: buyer.email,
    kind: 'shipment_cancelled',
    subject: `${store.storeName}: order ${buyer.orderNumber}: your shipment from ${cancellation.sellerName} is cancelled`,
    text: signed(
      [
        `Dear ${buyer.fullName},`,
        '',
        cancellation.by === 'buyer'
          ? `As you asked, your shipment from ${cancellation.sellerName} for order ${buyer.orderNumber} is cancelled.`
          : `Your shipment from ${cancellation.sellerName} for order ${buyer.orderNumber} has been cancelled by us: ${cancellation.reason}`,
        `${money(cancellation.refundPaise)} is being refunded to the account you paid from.`,
        ...(cancellation.creditNoteNumber
          ? [
              '',
              `Credit note: ${cancellation.creditNoteNumber}`,
              `Download it: ${store.publicUrl}${creditNoteUrl(buyer.orderId, cancellation.shipmentId)}`,
            ]
          : []),
      ],
      store,
    ),
  };
}

/** Tells the supplier that one of its shipments was cancelled before loading: not to send it. */
export function shipmentCancelledSellerEmail(
  seller: { email: string; name: string },
  orderNumber: string,
  cancellation: Cancellation,
  store: MailStore,
): MailMessage {
  return {
    to: seller.email,
    kind: 'shipment_cancelled_seller',
    subject: `${store.storeName}: order ${orderNumber}: shipment cancelled, do not send it`,
    text: signed(
      [
        `Dear ${seller.name},`,
        '',
        `Your shipment for order ${orderNumber} was cancelled by the ${cancellation.by} before loading${
          cancellation.by === 'admin' ? `: ${cancellation.reason}` : '.'
        }`,
        'Please do not send it. Its stock is back on your listings, and the buyer is refunded.',
        ...(cancellation.creditNoteNumber
          ? [`Credit note ${cancellation.creditNoteNumber} was issued against its invoice on your behalf.`]
          : []),
        '',
        `Your orders: ${store.publicUrl}/dashboard/orders`,
      ],
      store,
    ),
  };
}

/** The step a buyer's email tells of; other statuses are not steps a seller takes. */
export function isEmailedStep(status: ShipmentStatus): status is keyof typeof stepSentences {
  return status in stepSentences;
}
