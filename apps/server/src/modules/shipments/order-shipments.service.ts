import { COMPANY_INVOICE_SERIES, nextDocumentSequences } from '#src/modules/invoices/document-sequences.repo';
import {
  financialYear,
  formatInvoiceNumber,
  formatSellerInvoiceNumber,
  type InvoiceSeller,
} from '@bulk/domain/invoices';
import {
  creditNoteUrl,
  type OrderShipment,
  type SellerInvoiceDetails,
  type ShipmentStatus,
} from '@bulk/domain/shipments';
import type { Database } from '#src/db/client';
import type { PendingWrite } from '#src/db/writes';
import type { ConfirmedPart } from '#src/modules/mail/order-confirmation';
import type { MailMessage } from '#src/modules/mail/outbox';
import { lockOrderStock, pauseEmptiedListings } from '#src/modules/listings/listings.service';
import {
  findAdminEmails,
  findOrderShipments,
  findSellerContacts,
  insertShipmentEvents,
  setShipmentsPaid,
  type StoredOrderShipments,
  type StoredShipment,
} from './order-shipments.repo';
import { newShipmentEmail, stockConflictEmail } from './shipment-mail';

/** The seller as a supplier's invoice names it (Rule 46): legal name, registered address with PIN, GSTIN. */
export function invoiceSellerOf(details: SellerInvoiceDetails): InvoiceSeller {
  return {
    name: details.legalName,
    address: `${details.address}, ${details.state} ${details.pin}`,
    state: details.state,
    gstin: details.gstin,
  };
}

export function shipmentInvoiceUrl(orderId: string, shipmentId: string): string {
  return `/api/orders/${orderId}/shipments/${shipmentId}/invoice`;
}

/** The numbered series of a supplier's invoices in `document_sequences`. */
export const sellerInvoiceSeries = (sellerId: number) => `invoice:seller:${sellerId}`;

interface OrderLineOfPart {
  position: number;
  productId: number;
  shipmentId: string | null;
  name: string;
  unit: string;
  quantity: number;
  lineTotalPaise: number;
}

/** An order's parts as its buyer's order API shows them, with each part's steps and the positions of its lines. */
export function toOrderShipments(
  orderId: string,
  { rows, events }: StoredOrderShipments,
  lines: readonly Pick<OrderLineOfPart, 'position' | 'shipmentId'>[],
): OrderShipment[] {
  return rows.map(({ shipment, seller }) => ({
    id: shipment.id,
    position: shipment.position,
    seller: shipment.sellerId === null ? null : seller,
    status: shipment.status,
    originZone: shipment.originZone as OrderShipment['originZone'],
    subtotalPaise: shipment.subtotalPaise,
    shippingPaise: shipment.shippingPaise,
    gstPaise: shipment.gstPaise,
    cgstPaise: shipment.cgstPaise,
    sgstPaise: shipment.sgstPaise,
    igstPaise: shipment.igstPaise,
    totalPaise: shipment.totalPaise,
    invoiceNumber: shipment.invoiceNumber,
    invoiceUrl: shipment.invoiceNumber ? shipmentInvoiceUrl(orderId, shipment.id) : null,
    dispatch: shipment.dispatch,
    creditNoteNumber: shipment.creditNoteNumber,
    creditNoteUrl: shipment.creditNoteNumber ? creditNoteUrl(orderId, shipment.id) : null,
    lines: lines.filter((line) => line.shipmentId === shipment.id).map((line) => line.position),
    events: events
      .filter((event) => event.shipmentId === shipment.id)
      .map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
  }));
}

/** A part of a paid order, as its payment left it. */
export interface PaidPart {
  shipment: StoredShipment;
  status: ShipmentStatus;
  invoiceNumber: string | null;
}

/** A supplier as its new-order email addresses it. */
export type SellerContact = Awaited<ReturnType<typeof findSellerContacts>>[number];

/**
 * The parts of an order being paid, in the payment's transaction (docs/decisions/023). Each supplier part
 * takes its stock (`lockOrderStock`): taken whole, it is placed with the next number of its seller's own
 * series; short, it is a stock conflict for an admin to refund, with no number and no stock taken. The
 * company's part is placed with the next company invoice number.
 *
 * Every payment of the same suppliers waits on their listings' and series' rows, and every payment on the
 * company's one invoice counter row per year, each held from the moment it is taken until the commit. So
 * all that is only read (the parts, the suppliers' addresses for their emails) is read first; then the
 * listings are locked, and their stock taken with every number in one statement (the series in name
 * order, so concurrent payments never wait for each other in a circle). The parts' events and new states
 * are answered as `writes`, not sent, for the caller to send with its own in one statement
 * (`runWritesTogether`). Answers also the parts, the suppliers' contacts and whether the store changed.
 */
export async function payOrderShipments(
  tx: Database,
  order: { id: string; lines: readonly OrderLineOfPart[] },
  options: { at: Date; invoicePrefix: string },
): Promise<{
  parts: PaidPart[];
  companyInvoiceNumber: string | null;
  contacts: Map<number, SellerContact>;
  storeChanged: boolean;
  writes: (PendingWrite | undefined)[];
}> {
  const { at } = options;
  const shipments = (await findOrderShipments(tx, order.id)).map((row) => row.shipment);
  const supplierParts = shipments.filter((shipment) => shipment.sellerId !== null);
  const sellerIds = [...new Set(supplierParts.map((shipment) => shipment.sellerId!))];
  const contacts = new Map((await findSellerContacts(tx, sellerIds)).map((contact) => [contact.id, contact]));
  const { taken, take, emptied } = await lockOrderStock(
    tx,
    supplierParts.map((shipment) => ({
      lines: order.lines
        .filter((line) => line.shipmentId === shipment.id)
        .map((line) => ({ productId: line.productId, quantity: line.quantity })),
    })),
    at,
  );
  const paid = new Map<string, PaidPart>();
  supplierParts.forEach((shipment, index) =>
    paid.set(shipment.id, {
      shipment,
      status: taken[index] ? 'placed' : 'stock_conflict',
      invoiceNumber: null,
    }),
  );
  const year = financialYear(at);
  const placed = [...paid.values()].filter((part) => part.status === 'placed');
  const company = shipments.find((shipment) => shipment.sellerId === null);
  // An order from before orders shipped in parts has none: it is the company's, invoiced as always.
  const companyInvoiced = company !== undefined || shipments.length === 0;
  const sequences = await nextDocumentSequences(
    tx,
    [
      ...placed.map((part) => sellerInvoiceSeries(part.shipment.sellerId!)),
      ...(companyInvoiced ? [COMPANY_INVOICE_SERIES] : []),
    ],
    year,
    [take],
  );
  const storeChanged = await pauseEmptiedListings(tx, emptied, at);
  const companyInvoiceNumber = companyInvoiced
    ? formatInvoiceNumber(options.invoicePrefix, year, sequences.get(COMPANY_INVOICE_SERIES)!)
    : null;
  for (const part of placed) {
    const sellerId = part.shipment.sellerId!;
    part.invoiceNumber = formatSellerInvoiceNumber(
      sellerId,
      year,
      sequences.get(sellerInvoiceSeries(sellerId))!,
    );
  }
  if (company) {
    paid.set(company.id, { shipment: company, status: 'placed', invoiceNumber: companyInvoiceNumber });
  }
  const parts = shipments.map((shipment) => paid.get(shipment.id)!);
  const writes = [
    insertShipmentEvents(
      tx,
      parts.map((part) => ({
        shipmentId: part.shipment.id,
        status: part.status,
        at,
        note: part.status === 'stock_conflict' ? 'out of stock when the payment came' : null,
      })),
    ),
    setShipmentsPaid(
      tx,
      parts.map((part) => ({ id: part.shipment.id, status: part.status, invoiceNumber: part.invoiceNumber })),
      at,
    ),
  ];
  return { parts, companyInvoiceNumber, contacts, storeChanged, writes };
}

/** The parts as the buyer's confirmation lists them. */
export function confirmedParts(
  orderId: string,
  parts: readonly PaidPart[],
  lines: readonly OrderLineOfPart[],
): ConfirmedPart[] {
  return parts.map((part) => ({
    seller: part.shipment.seller?.name ?? null,
    invoiceNumber: part.invoiceNumber,
    invoicePath: part.invoiceNumber ? shipmentInvoiceUrl(orderId, part.shipment.id) : null,
    totalPaise: part.shipment.totalPaise,
    lines: lines.filter((line) => line.shipmentId === part.shipment.id),
  }));
}

/**
 * The emails of a paid order's supplier parts: each supplier of its new part (never the buyer's email
 * address) and every admin of each part in stock conflict. Written with the payment, in its transaction.
 */
export async function paidPartsMail(
  tx: Database,
  order: {
    number: string;
    shipping: { fullName: string; address: string; city: string; state: string; zip: string };
  },
  paid: { parts: readonly PaidPart[]; contacts: ReadonlyMap<number, SellerContact> },
  lines: readonly OrderLineOfPart[],
  store: { name: string; publicUrl: string },
): Promise<MailMessage[]> {
  const { parts, contacts } = paid;
  const supplierParts = parts.filter((part) => part.shipment.sellerId !== null);
  const linesOf = (part: PaidPart) => lines.filter((line) => line.shipmentId === part.shipment.id);
  const messages = supplierParts
    .filter((part) => part.status === 'placed')
    .map((part) =>
      newShipmentEmail(
        {
          orderNumber: order.number,
          invoiceNumber: part.invoiceNumber!,
          totalPaise: part.shipment.totalPaise,
          lines: linesOf(part),
          shipTo: order.shipping,
        },
        contacts.get(part.shipment.sellerId!)!,
        store,
      ),
    );
  const conflicts = supplierParts.filter((part) => part.status === 'stock_conflict');
  if (conflicts.length === 0) return messages;
  const admins = await findAdminEmails(tx);
  for (const part of conflicts) {
    const seller = contacts.get(part.shipment.sellerId!)?.businessName ?? part.shipment.seller!.name;
    const conflict = {
      orderNumber: order.number,
      seller,
      totalPaise: part.shipment.totalPaise,
      lines: linesOf(part),
    };
    messages.push(...admins.map((to) => stockConflictEmail(conflict, to, store)));
  }
  return messages;
}
