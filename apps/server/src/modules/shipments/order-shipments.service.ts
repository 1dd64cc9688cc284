import { nextDocumentSequence } from '#src/modules/invoices/document-sequences.repo';
import { financialYear, formatSellerInvoiceNumber, type InvoiceSeller } from '@bulk/domain/invoices';
import {
  creditNoteUrl,
  type OrderShipment,
  type SellerInvoiceDetails,
  type ShipmentStatus,
} from '@bulk/domain/shipments';
import type { Database } from '#src/db/client';
import type { ConfirmedPart } from '#src/modules/mail/order-confirmation';
import { enqueueMail } from '#src/modules/mail/outbox';
import { takeOrderStock } from '#src/modules/listings/listings.service';
import {
  findAdminEmails,
  findOrderLineListings,
  findOrderShipments,
  findSellerContacts,
  insertShipmentEvents,
  setShipmentPaid,
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

/**
 * The parts of an order being paid, in the payment's transaction (docs/decisions/023). Each supplier part
 * takes its stock (`takeOrderStock`): taken whole, it is placed with the next number of its seller's own
 * series; short, it is a stock conflict for an admin to refund, with no number and no stock taken. The
 * company's part is placed with `companyInvoiceNumber`, taken last of all numbers because its one row per
 * year is what every payment waits for. The sellers' series are taken in seller order, so concurrent
 * payments never wait for each other in a circle. Answers the parts and whether the store changed.
 */
export async function payOrderShipments(
  tx: Database,
  order: { id: string; lines: readonly OrderLineOfPart[] },
  options: { at: Date; companyInvoiceNumber: () => Promise<string> },
): Promise<{ parts: PaidPart[]; companyInvoiceNumber: string | null; storeChanged: boolean }> {
  const { at } = options;
  const shipments = (await findOrderShipments(tx, order.id)).map((row) => row.shipment);
  const supplierParts = shipments.filter((shipment) => shipment.sellerId !== null);
  const listings =
    supplierParts.length === 0
      ? new Map<number, number | null>()
      : new Map((await findOrderLineListings(tx, order.id)).map((row) => [row.position, row.listingId]));
  const { taken, storeChanged } = await takeOrderStock(
    tx,
    supplierParts.map((shipment) => ({
      lines: order.lines
        .filter((line) => line.shipmentId === shipment.id)
        .map((line) => ({ listingId: listings.get(line.position)!, quantity: line.quantity })),
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
  const bySeller = [...paid.values()]
    .filter((part) => part.status === 'placed')
    .sort((a, b) => a.shipment.sellerId! - b.shipment.sellerId! || a.shipment.position - b.shipment.position);
  for (const part of bySeller) {
    const sellerId = part.shipment.sellerId!;
    const sequence = await nextDocumentSequence(tx, sellerInvoiceSeries(sellerId), year);
    part.invoiceNumber = formatSellerInvoiceNumber(sellerId, year, sequence);
  }
  const company = shipments.find((shipment) => shipment.sellerId === null);
  // An order from before orders shipped in parts has none: it is the company's, invoiced as always.
  const companyInvoiceNumber =
    company || shipments.length === 0 ? await options.companyInvoiceNumber() : null;
  if (company) {
    paid.set(company.id, { shipment: company, status: 'placed', invoiceNumber: companyInvoiceNumber });
  }
  const parts = shipments.map((shipment) => paid.get(shipment.id)!);
  for (const part of parts) {
    await setShipmentPaid(tx, part.shipment.id, { ...part, at });
  }
  await insertShipmentEvents(
    tx,
    parts.map((part) => ({
      shipmentId: part.shipment.id,
      status: part.status,
      at,
      note: part.status === 'stock_conflict' ? 'out of stock when the payment came' : null,
    })),
  );
  return { parts, companyInvoiceNumber, storeChanged };
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
 * Emails, in the payment's transaction, each supplier of its new part (never the buyer's email address)
 * and every admin of each part in stock conflict.
 */
export async function mailPaidParts(
  tx: Database,
  order: {
    number: string;
    shipping: { fullName: string; address: string; city: string; state: string; zip: string };
  },
  parts: readonly PaidPart[],
  lines: readonly OrderLineOfPart[],
  mail: { smtp: boolean; storeName: string; publicUrl: string },
): Promise<void> {
  const supplierParts = parts.filter((part) => part.shipment.sellerId !== null);
  if (supplierParts.length === 0) return;
  const store = { name: mail.storeName, publicUrl: mail.publicUrl };
  const linesOf = (part: PaidPart) => lines.filter((line) => line.shipmentId === part.shipment.id);
  const contacts = new Map(
    (await findSellerContacts(tx, [...new Set(supplierParts.map((part) => part.shipment.sellerId!))])).map(
      (contact) => [contact.id, contact],
    ),
  );
  for (const part of supplierParts.filter((each) => each.status === 'placed')) {
    const contact = contacts.get(part.shipment.sellerId!)!;
    await enqueueMail(
      tx,
      newShipmentEmail(
        {
          orderNumber: order.number,
          invoiceNumber: part.invoiceNumber!,
          totalPaise: part.shipment.totalPaise,
          lines: linesOf(part),
          shipTo: order.shipping,
        },
        contact,
        store,
      ),
      mail,
    );
  }
  const conflicts = supplierParts.filter((part) => part.status === 'stock_conflict');
  if (conflicts.length === 0) return;
  const admins = await findAdminEmails(tx);
  for (const part of conflicts) {
    const seller = contacts.get(part.shipment.sellerId!)?.businessName ?? part.shipment.seller!.name;
    for (const to of admins) {
      await enqueueMail(
        tx,
        stockConflictEmail(
          { orderNumber: order.number, seller, totalPaise: part.shipment.totalPaise, lines: linesOf(part) },
          to,
          store,
        ),
        mail,
      );
    }
  }
}
