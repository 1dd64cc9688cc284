import { COMPANY_INVOICE_SERIES, nextDocumentSequences } from '#src/modules/invoices/document-sequences.repo';
import {
  financialYear,
  formatInvoiceNumber,
  formatSellerInvoiceNumber,
  invoiceNumberForm,
  sellerInvoiceNumberForm,
  type NumberForm,
  type InvoiceSeller,
} from '@bulk/domain/invoices';
import {
  creditNoteUrl,
  type OrderShipment,
  type SellerInvoiceDetails,
  type ShipmentStatus,
} from '@bulk/domain/shipments';
import type { Database } from '#src/db/client';
import { isStatementNotHolding, isUniqueViolation } from '#src/db/errors';
import { StatementNumbers } from '#src/db/statement-numbers';
import { runWritesTogether, type PendingWrite } from '#src/db/writes';
import type { ConfirmedPart } from '#src/modules/mail/order-confirmation';
import type { MailMessage } from '#src/modules/mail/outbox';
import { lockOrderStock, pauseEmptiedListings, type StockPart } from '#src/modules/listings/listings.service';
import {
  findAdminEmails,
  insertShipmentEvents,
  setShipmentsPaid,
  writePaymentAtOnce,
  type PayingOrder,
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
  /** Its number, or while the payment is written in one statement the number's placeholder (`numbers`). */
  invoiceNumber: string | null;
}

/** A supplier as its new-order email addresses it. */
export interface SellerContact {
  id: number;
  email: string;
  businessName: string;
}

/**
 * A payment written in one statement found a supplier's listing short of its part's quantity: it is
 * rolled back and written again, locking the listings first (`payOrderShipments`).
 */
export class StockRanShort extends Error {
  constructor() {
    super('A listing ran short of stock while the payment was written.');
  }
}

/**
 * A payment written outside a transaction found that what it read had changed (the order paid or
 * cancelled meanwhile, the payment recorded by another request, a listing short or emptied): it wrote
 * nothing, and is recorded again in a transaction that locks the order first (`payOrderShipments`).
 */
export class PaymentRaced extends Error {
  constructor() {
    super('What the payment read changed before it was written.');
  }
}

/** What the parts of an order being paid came to, and how the payment's writes are sent. */
export interface PaidParts {
  parts: PaidPart[];
  companyInvoiceNumber: string | null;
  contacts: Map<number, SellerContact>;
  /** What turns each invoice number's placeholder into the number where the payment writes it. */
  numbers: StatementNumbers;
  /** Sends the payment's writes with the parts' own; true when a listing left the store. */
  send(writes: readonly (PendingWrite | undefined)[]): Promise<boolean>;
}

/**
 * The parts of an order being paid, in the payment's transaction (docs/decisions/023, 025). Each supplier
 * part takes its stock: taken whole, it is placed with the next number of its seller's own series; short,
 * it is a stock conflict for an admin to refund, with no number and no stock taken. The company's part is
 * placed with the next company invoice number.
 *
 * Every payment of the same suppliers waits on their listings' and series' rows, and every payment on the
 * company's one invoice counter row per year, each held from the moment it is taken until the commit. So
 * the parts and their suppliers' contacts come read with the order, and what the payment writes is
 * answered to `send`, not sent. `atOnce` (the usual way) expects every part in stock:
 * the numbers are placeholders (`numbers`), and `send` locks the listings, takes their stock, numbers every
 * part and writes the payment in one statement, so nothing waits on this payment for more than that
 * statement and the commit; if a listing ran short it throws `StockRanShort`, for the caller to roll back
 * and pay again without `atOnce`: then the listings are locked first (`lockOrderStock`), each part's stock
 * is decided and taken with every number in one statement, and the rest is sent in another. With
 * `paying` (`atOnce` outside a transaction, docs/decisions/026), that one statement also locks the order
 * and writes nothing unless the order is as `paying` says and every part is taken, leaving the listing some
 * stock; else `send` throws `PaymentRaced`, for the caller to pay again in a transaction.
 */
export async function payOrderShipments(
  tx: Database,
  order: {
    id: string;
    lines: readonly OrderLineOfPart[];
    parts: readonly { shipment: StoredShipment; contact: SellerContact | null }[];
  },
  options: { at: Date; invoicePrefix: string; atOnce: boolean; paying?: PayingOrder | undefined },
): Promise<PaidParts> {
  const { at } = options;
  const shipments = order.parts.map((part) => part.shipment);
  const supplierParts = shipments.filter((shipment) => shipment.sellerId !== null);
  const contacts = new Map<number, SellerContact>();
  for (const { contact } of order.parts) if (contact) contacts.set(contact.id, contact);
  const stockParts = supplierParts.map((shipment) => ({
    lines: order.lines
      .filter((line) => line.shipmentId === shipment.id)
      .map((line) => ({ productId: line.productId, quantity: line.quantity })),
  }));
  const year = financialYear(at);
  const company = shipments.find((shipment) => shipment.sellerId === null);
  // An order from before orders shipped in parts has none: it is the company's, invoiced as always.
  const companyInvoiced = company !== undefined || shipments.length === 0;
  const forms = new Map<string, { form: NumberForm; format: (sequence: number) => string }>();
  if (companyInvoiced) {
    forms.set(COMPANY_INVOICE_SERIES, {
      form: invoiceNumberForm(options.invoicePrefix, year),
      format: (sequence) => formatInvoiceNumber(options.invoicePrefix, year, sequence),
    });
  }
  const numbering = options.atOnce
    ? numberAtOnce(tx, stockParts, at, options.paying)
    : await numberLockingFirst(tx, stockParts, at);
  supplierParts.forEach((shipment, index) => {
    if (!numbering.taken[index]) return;
    const sellerId = shipment.sellerId!;
    forms.set(sellerInvoiceSeries(sellerId), {
      form: sellerInvoiceNumberForm(sellerId, year),
      format: (sequence) => formatSellerInvoiceNumber(sellerId, year, sequence),
    });
  });
  const numbers = await numbering.number(forms, year);
  const paid = new Map<string, PaidPart>();
  supplierParts.forEach((shipment, index) => {
    const placed = numbering.taken[index]!;
    paid.set(shipment.id, {
      shipment,
      status: placed ? 'placed' : 'stock_conflict',
      invoiceNumber: placed ? numbers.get(sellerInvoiceSeries(shipment.sellerId!))! : null,
    });
  });
  const companyInvoiceNumber = companyInvoiced ? numbers.get(COMPANY_INVOICE_SERIES)! : null;
  if (company) {
    paid.set(company.id, { shipment: company, status: 'placed', invoiceNumber: companyInvoiceNumber });
  }
  const parts = shipments.map((shipment) => paid.get(shipment.id)!);
  const own = [
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
      parts.map((part) => ({
        id: part.shipment.id,
        status: part.status,
        invoiceNumber: numbering.numbers.fill(part.invoiceNumber),
      })),
      at,
    ),
  ];
  return {
    parts,
    companyInvoiceNumber,
    contacts,
    numbers: numbering.numbers,
    send: (writes) => numbering.send([...writes, ...own]),
  };
}

/** The series a payment numbers: each one's form, and the domain's number of a sequence in it. */
type NumberForms = ReadonlyMap<string, { form: NumberForm; format: (sequence: number) => string }>;

/** How a payment takes its parts' stock and numbers them (`payOrderShipments`). */
interface Numbering {
  /** Per supplier part: whether its stock is taken. */
  taken: boolean[];
  /** Each series' number (or its placeholder). */
  number(forms: NumberForms, year: string): Promise<Map<string, string>>;
  /** The placeholders of the numbers, when the statement that writes them takes them. */
  numbers: StatementNumbers;
  send(writes: readonly (PendingWrite | undefined)[]): Promise<boolean>;
}

/** The listings are locked and each part's stock decided, then taken with every number in one statement. */
async function numberLockingFirst(tx: Database, parts: readonly StockPart[], at: Date): Promise<Numbering> {
  const { taken, take, emptied } = await lockOrderStock(tx, parts, at);
  let storeChanged = false;
  return {
    taken,
    async number(forms, year) {
      const sequences = await nextDocumentSequences(tx, [...forms.keys()], year, [take]);
      storeChanged = await pauseEmptiedListings(tx, emptied, at);
      return new Map([...forms].map(([series, { format }]) => [series, format(sequences.get(series)!)]));
    },
    numbers: new StatementNumbers(),
    async send(writes) {
      await runWritesTogether(tx, writes);
      return storeChanged;
    },
  };
}

/**
 * Every part expected in stock; the numbers are placeholders until `send` writes the payment in one
 * statement: the listings locked and taken, then the series numbered, then every write, each number put in
 * place of its placeholder by the database.
 */
function numberAtOnce(
  tx: Database,
  parts: readonly StockPart[],
  at: Date,
  paying: PayingOrder | undefined,
): Numbering {
  const quantities = new Map(
    parts.flatMap((part) => part.lines.map((line) => [line.productId, line.quantity])),
  );
  const numbers = new StatementNumbers();
  let numbered: NumberForms = new Map();
  let numberedYear = '';
  return {
    taken: parts.map(() => true),
    number(forms, year) {
      numbered = forms;
      numberedYear = year;
      return Promise.resolve(
        new Map([...forms.keys()].map((series) => [series, numbers.placeholder(series)])),
      );
    },
    numbers,
    async send(writes) {
      const { taken, numbers: written } = await writePaymentAtOnce(
        tx,
        {
          quantities,
          forms: new Map([...numbered].map(([series, { form }]) => [series, form])),
          financialYear: numberedYear,
          at,
          paying,
        },
        writes,
      ).catch((error: unknown) => {
        // What was read changed (SH001), or another request recorded the payment first (its key refused this).
        if (paying && (isStatementNotHolding(error) || isUniqueViolation(error))) throw new PaymentRaced();
        throw error;
      });
      if (taken.length !== quantities.size) throw new StockRanShort();
      // The domain's number of each sequence: it refuses one too long for Rule 46, rolling the payment back.
      for (const { series, sequence, number } of written) {
        if (numbered.get(series)!.format(sequence) !== number) {
          throw new Error(`The database numbered ${series} ${number}, not as the domain would.`);
        }
      }
      const emptied = taken.filter((listing) => listing.stock === 0).map((listing) => listing.id);
      return pauseEmptiedListings(tx, emptied, at);
    },
  };
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
