import { nextDocumentSequence } from '#src/modules/invoices/document-sequences.repo';
import { formatInvoiceNumber, financialYear } from '@bulk/domain/invoices';
import {
  cancellableShipmentStatuses,
  canMoveShipment,
  creditNoteUrl,
  ewayBillRequired,
  nextShipmentSteps,
  orderStatusFollowingShipments,
  SHIPMENT_PAGE_SIZE,
  type AdminShipment,
  type AdminShipmentList,
  type FulfilmentShipment,
  type ShipmentCancelResponse,
  type ShipmentListQuery,
  type ShipmentStatus,
  type ShipmentStepRequest,
  type SupplierShipmentList,
} from '@bulk/domain/shipments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { lockListing } from '#src/modules/listings/listings.repo';
import { applyListingChange, type StoreCopy } from '#src/modules/listings/listings.service';
import { enqueueMail } from '#src/modules/mail/outbox';
import {
  findOrder,
  insertOrderStatusEntry,
  setOrderStatus,
  type StoredOrderLine,
} from '#src/modules/orders/orders.repo';
import type { PaymentGateway } from '#src/modules/payments/gateway';
import {
  isEmailedStep,
  shipmentCancelledBuyerEmail,
  shipmentCancelledSellerEmail,
  shipmentStepEmail,
  type Cancellation,
  type MailBuyer,
} from './fulfilment-mail';
import {
  countStockConflicts,
  findOrderPaymentId,
  findSellerContact,
  findShipment,
  findShipmentParts,
  findShipmentStockLines,
  insertShipmentEvent,
  listShipments,
  lockShipment,
  updateShipment,
  type ShipmentFilter,
  type ShipmentRow,
  type StoredShipment,
} from './fulfilment.repo';
import { findOrderPartStatuses, lockSuppliersOnlyOrder } from './order-shipments.repo';
import { settleDeliveredShipment } from '#src/modules/payouts/settlement';

export interface FulfilmentMail {
  smtp: boolean;
  storeName: string;
  publicUrl: string;
}

/** What a step or a cancellation needs besides the database. */
export interface FulfilmentContext {
  mail: FulfilmentMail;
  gateway: PaymentGateway;
  catalogue: StoreCopy;
  log: FastifyBaseLogger;
  now: Date;
}

/** Who takes a step: the shipment's supplier (only its own shipments), or an admin on any seller's behalf. */
export type StepActor = { kind: 'supplier'; id: number } | { kind: 'admin'; id: number };

/** Who asks about an order's shipment: holding a guest order's id is enough; an account's is its own and the admins'. */
export interface BuyerRequester {
  userId: number | undefined;
  admin: boolean;
}

const NO_SUCH_SHIPMENT = 'There is no such shipment.';

type Parts = Awaited<ReturnType<typeof findShipmentParts>>;

function toView(row: ShipmentRow, parts: Parts): FulfilmentShipment {
  const { shipment, shipping, buyer } = row;
  return {
    id: shipment.id,
    orderNumber: row.orderNumber,
    createdAt: shipment.createdAt.toISOString(),
    status: shipment.status,
    // The company's part follows its order's status (`followOrderStatus`): no steps of its own.
    nextSteps: shipment.sellerId === null ? [] : nextShipmentSteps(shipment.status),
    ewayBillRequired: ewayBillRequired(shipment.totalPaise),
    lines: parts.lines
      .filter((line) => line.shipmentId === shipment.id)
      .map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        unitPricePaise: line.unitPricePaise,
        lineTotalPaise: line.lineTotalPaise,
      })),
    subtotalPaise: shipment.subtotalPaise,
    shippingPaise: shipment.shippingPaise,
    gstPaise: shipment.gstPaise,
    totalPaise: shipment.totalPaise,
    invoiceNumber: shipment.invoiceNumber,
    // The ship-to is the order's shipping address and the phone given at checkout; the buyer's email is
    // never part of it (the store tells the buyer every step itself).
    shipTo: {
      name: shipping.fullName,
      company: buyer?.company || null,
      address: shipping.address,
      city: shipping.city,
      state: shipping.state,
      pin: shipping.zip,
      phone: buyer?.phone || null,
    },
    dispatch: shipment.dispatch,
    deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
    cancellationReason: shipment.cancellationReason,
    creditNoteNumber: shipment.creditNoteNumber,
    events: parts.events
      .filter((event) => event.shipmentId === shipment.id)
      .map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
  };
}

function toAdminView(row: ShipmentRow, parts: Parts): AdminShipment {
  const { shipment } = row;
  return {
    ...toView(row, parts),
    orderId: shipment.orderId,
    seller:
      shipment.sellerId === null
        ? null
        : { id: shipment.sellerId, businessName: row.businessName ?? shipment.seller?.name ?? '' },
    refundPending: shipment.status === 'cancelled' && shipment.refundId === null,
  };
}

async function pageOf(db: Database, filter: ShipmentFilter, page: number) {
  const { rows, total } = await listShipments(db, filter, {
    limit: SHIPMENT_PAGE_SIZE,
    offset: (page - 1) * SHIPMENT_PAGE_SIZE,
  });
  const parts = await findShipmentParts(
    db,
    rows.map((row) => row.shipment.id),
  );
  return { rows, parts, total, page, pageSize: SHIPMENT_PAGE_SIZE };
}

/** The signed-in supplier's shipments, newest first, a page at a time. */
export async function listSupplierShipments(
  db: Database,
  sellerId: number,
  query: ShipmentListQuery,
): Promise<SupplierShipmentList> {
  const { rows, parts, ...page } = await pageOf(db, { sellerId, status: query.status }, query.page);
  return { shipments: rows.map((row) => toView(row, parts)), ...page };
}

/** Every seller's shipments for the admins, with the count of stock conflicts waiting for them. */
export async function listAdminShipments(db: Database, query: ShipmentListQuery): Promise<AdminShipmentList> {
  const [{ rows, parts, ...page }, stockConflicts] = await Promise.all([
    pageOf(db, { status: query.status }, query.page),
    countStockConflicts(db),
  ]);
  return { shipments: rows.map((row) => toAdminView(row, parts)), ...page, stockConflicts };
}

async function loadShipment(db: Database, id: string, sellerId?: number) {
  const row = await findShipment(db, id, sellerId);
  // Another supplier's shipment answers exactly like a missing one; so does one of an unpaid order.
  if (!row || row.shipment.status === 'pending') throw notFound(NO_SUCH_SHIPMENT);
  return { row, parts: await findShipmentParts(db, [id]) };
}

export async function getSupplierShipment(db: Database, sellerId: number, id: string) {
  const { row, parts } = await loadShipment(db, id, sellerId);
  return toView(row, parts);
}

export async function getAdminShipment(db: Database, id: string) {
  const { row, parts } = await loadShipment(db, id);
  return toAdminView(row, parts);
}

function outOfOrder(from: ShipmentStatus): AppError {
  const allowed = nextShipmentSteps(from);
  const message =
    allowed.length === 0
      ? `This shipment is ${from}: it takes no further steps.`
      : `This shipment is ${from}: its next step can only be ${allowed.join(' or ')}.`;
  return new AppError('CONFLICT', message, [{ field: 'status', message }]);
}

const store = (mail: FulfilmentMail) => ({ storeName: mail.storeName, publicUrl: mail.publicUrl });

async function mailBuyerOf(tx: Database, orderId: string): Promise<MailBuyer> {
  const { order } = (await findOrder(tx, orderId))!;
  return { orderId, orderNumber: order.number, email: order.email, fullName: order.shipping.fullName };
}

const sellerNameOf = (shipment: StoredShipment, mail: FulfilmentMail) =>
  shipment.seller?.name ?? mail.storeName;

/** The company's part moves with its order, which admins move at /admin/orders (docs/decisions/023). */
function followsItsOrder() {
  const message = "The company's part of an order moves with the order: change the order's status.";
  return new AppError('CONFLICT', message, [{ field: 'status', message }]);
}

/**
 * An order made only of suppliers' parts follows them (`orderStatusFollowingShipments`), in the
 * transaction that moved one: its row is locked before the parts are read, so two parts moving at once
 * each see the other's step. The buyer has had each part's email, so the order sends none of its own.
 */
async function followShipments(
  tx: Database,
  orderId: string,
  step: { actorId: number | null; at: Date },
): Promise<void> {
  // An order with the company's part is left as it is: admins drive its status at /admin/orders.
  const order = await lockSuppliersOnlyOrder(tx, orderId);
  if (!order) return;
  const status = orderStatusFollowingShipments(order.status, await findOrderPartStatuses(tx, orderId));
  if (!status) return;
  await setOrderStatus(tx, orderId, status);
  await insertOrderStatusEntry(tx, {
    orderId,
    status,
    note: 'follows its shipments',
    actorId: step.actorId,
    at: step.at,
  });
}

/**
 * Moves a shipment one step forward (accepted, loading, dispatched with its details, delivered), under its
 * row lock so that two requests cannot both take a step: out of order is a 409 naming the allowed steps,
 * dispatch without the e-way bill an invoice over ₹50,000 needs a 422. The step's event, the shipment's
 * time and the buyer's email commit together. Cancelling is {@link cancelShipment}: an admin's here.
 */
export async function moveShipment(
  db: Database,
  shipmentId: string,
  step: ShipmentStepRequest,
  actor: StepActor,
  context: FulfilmentContext,
): Promise<void> {
  if (step.status === 'cancelled') {
    if (actor.kind !== 'admin') {
      const message = 'Only the buyer or an admin can cancel a shipment; contact us if you cannot send it.';
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    await cancelShipment(db, { shipmentId, by: 'admin', actorId: actor.id, reason: step.reason }, context);
    return;
  }
  const { now, mail } = context;
  await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, shipmentId, actor.kind === 'supplier' ? actor.id : undefined);
    if (!shipment || shipment.status === 'pending') throw notFound(NO_SUCH_SHIPMENT);
    if (shipment.sellerId === null) throw followsItsOrder();
    if (!canMoveShipment(shipment.status, step.status)) throw outOfOrder(shipment.status);
    const dispatch = step.status === 'dispatched' ? step.dispatch : undefined;
    if (dispatch && !dispatch.ewayBillNumber && ewayBillRequired(shipment.totalPaise)) {
      const message =
        'Enter the e-way bill number: it is required when the invoice value with tax is over ₹50,000.';
      throw new AppError('DETAILS_REQUIRED', message, [{ field: 'dispatch.ewayBillNumber', message }]);
    }
    await updateShipment(tx, shipment.id, {
      status: step.status,
      updatedAt: now,
      ...(dispatch && { dispatch }),
      ...(step.status === 'delivered' && { deliveredAt: now }),
    });
    // A supplier earns its payout on delivery, in the same transaction (docs/decisions/023).
    if (step.status === 'delivered') await settleDeliveredShipment(tx, shipment.id, now);
    await insertShipmentEvent(tx, {
      shipmentId: shipment.id,
      status: step.status,
      note: actor.kind === 'admin' ? 'by an admin' : null,
      actorId: actor.id,
      at: now,
    });
    if (isEmailedStep(step.status)) {
      await enqueueMail(
        tx,
        shipmentStepEmail(
          await mailBuyerOf(tx, shipment.orderId),
          { sellerName: sellerNameOf(shipment, mail), status: step.status, dispatch: dispatch ?? null },
          store(mail),
        ),
        mail,
      );
    }
    if (actor.kind === 'admin') {
      await recordAudit(tx, {
        adminId: actor.id,
        action: 'shipment.step',
        target: shipment.id,
        details: { from: shipment.status, to: step.status, orderId: shipment.orderId },
        at: now,
      });
    }
    await followShipments(tx, shipment.orderId, { actorId: actor.id, at: now });
  });
}

/** The buyer's right to an order's shipment: an account's order is its account's (and the admins'). */
function assertBuyerMayAccess(order: { userId: number | null }, requester: BuyerRequester): void {
  if (order.userId !== null && order.userId !== requester.userId && !requester.admin) {
    throw notFound('There is no such order.');
  }
}

/** Gives the cancelled lines' stock back to their listings; a listing paused for stock comes back on sale. */
async function restoreStock(tx: Database, shipmentId: string, at: Date): Promise<boolean> {
  let storeChanged = false;
  for (const line of await findShipmentStockLines(tx, shipmentId)) {
    // The company's own products keep no stock; an archived listing never returns to the store.
    if (line.listingId === null) continue;
    const listing = await lockListing(tx, line.listingId);
    if (!listing || listing.status === 'archived') continue;
    const stock = listing.fields.stock + line.quantity;
    storeChanged =
      (await applyListingChange(tx, listing.sellerId, listing.id, { stock }, at)) || storeChanged;
  }
  return storeChanged;
}

/** The credit note's series: each supplier's own, or the company's. */
const creditNoteSeries = (sellerId: number | null) =>
  sellerId === null ? 'credit-note:company' : `credit-note:seller:${sellerId}`;

interface CancelRequest {
  shipmentId: string;
  /** The buyer names the order the shipment is part of: its id is their proof. */
  orderId?: string;
  requester?: BuyerRequester;
  by: Cancellation['by'];
  actorId: number | null;
  reason?: string | undefined;
}

/**
 * Cancels a shipment before loading, exactly once: under the shipment's row lock it becomes cancelled,
 * its stock returns to its listings (a stock conflict's was never taken), a credit note is numbered
 * against its invoice in its seller's series, and the buyer and the supplier are emailed, all in one
 * transaction; a second request waits for the lock and finds it cancelled (409). Once that commits, only
 * the request that cancelled asks the gateway to refund the shipment's total, and records the refund;
 * a refusal is logged and left for an admin (`refundPending`).
 */
export async function cancelShipment(
  db: Database,
  request: CancelRequest,
  context: FulfilmentContext,
): Promise<ShipmentCancelResponse> {
  const { now, mail } = context;
  const reason = request.reason ?? 'Cancelled by the buyer before loading.';
  const { shipment, creditNoteNumber, storeChanged } = await db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, request.shipmentId);
    const found = shipment && (await findOrder(tx, shipment.orderId));
    if (!shipment || !found || shipment.status === 'pending') throw notFound(NO_SUCH_SHIPMENT);
    if (shipment.sellerId === null) throw followsItsOrder();
    if (request.orderId !== undefined) {
      if (request.orderId !== shipment.orderId) throw notFound(NO_SUCH_SHIPMENT);
      assertBuyerMayAccess(found.order, request.requester!);
    }
    if (!cancellableShipmentStatuses.includes(shipment.status)) {
      const message =
        shipment.status === 'cancelled'
          ? 'This shipment is already cancelled.'
          : 'Loading has begun: this shipment can no longer be cancelled.';
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    const storeChanged =
      shipment.status === 'stock_conflict' ? false : await restoreStock(tx, shipment.id, now);
    // No invoice was issued for a part never invoiced, so there is nothing to credit.
    const creditNoteNumber = shipment.invoiceNumber
      ? formatInvoiceNumber(
          'CN',
          financialYear(now),
          await nextDocumentSequence(tx, creditNoteSeries(shipment.sellerId), financialYear(now)),
        )
      : null;
    await updateShipment(tx, shipment.id, {
      status: 'cancelled',
      cancellationReason: reason,
      creditNoteNumber,
      updatedAt: now,
    });
    await insertShipmentEvent(tx, {
      shipmentId: shipment.id,
      status: 'cancelled',
      note: reason,
      actorId: request.actorId,
      at: now,
    });
    const cancellation: Cancellation = {
      shipmentId: shipment.id,
      sellerName: sellerNameOf(shipment, mail),
      refundPaise: shipment.totalPaise,
      creditNoteNumber,
      by: request.by,
      reason,
    };
    const { order } = found;
    await enqueueMail(
      tx,
      shipmentCancelledBuyerEmail(
        {
          orderId: order.id,
          orderNumber: order.number,
          email: order.email,
          fullName: order.shipping.fullName,
        },
        cancellation,
        store(mail),
      ),
      mail,
    );
    const seller = shipment.sellerId === null ? undefined : await findSellerContact(tx, shipment.sellerId);
    if (seller) {
      await enqueueMail(
        tx,
        shipmentCancelledSellerEmail(seller, order.number, cancellation, store(mail)),
        mail,
      );
    }
    if (request.by === 'admin') {
      await recordAudit(tx, {
        adminId: request.actorId!,
        action: 'shipment.cancel',
        target: shipment.id,
        details: { from: shipment.status, orderId: order.id, reason, creditNoteNumber },
        at: now,
      });
    }
    await followShipments(tx, order.id, { actorId: request.actorId, at: now });
    return { shipment, creditNoteNumber, storeChanged };
  });
  if (storeChanged) context.catalogue.invalidate();
  const refunded = await refundShipment(db, shipment, context);
  return {
    shipmentId: shipment.id,
    status: 'cancelled',
    refundPaise: shipment.totalPaise,
    refund: refunded ? 'refunded' : 'pending',
    creditNoteNumber,
    creditNoteUrl: creditNoteNumber ? creditNoteUrl(shipment.orderId, shipment.id) : null,
  };
}

/**
 * Refunds a cancelled shipment's total from the order's payment, after the cancellation committed; only
 * the request that cancelled calls this, so the gateway is asked once. Answers whether it was refunded.
 */
async function refundShipment(
  db: Database,
  shipment: StoredShipment,
  { gateway, log, now }: FulfilmentContext,
): Promise<boolean> {
  const details = { shipmentId: shipment.id, orderId: shipment.orderId, amountPaise: shipment.totalPaise };
  const paymentId = await findOrderPaymentId(db, shipment.orderId);
  if (!paymentId) {
    log.error(details, 'a cancelled shipment has no gateway payment to refund: an admin must refund it');
    return false;
  }
  let refundId: string;
  try {
    refundId = (await gateway.refund(paymentId, shipment.totalPaise)).id;
  } catch (error) {
    log.error(
      { ...details, paymentId, err: error },
      'a cancelled shipment could not be refunded: an admin must refund it',
    );
    return false;
  }
  await db.transaction(async (tx) => {
    await lockShipment(tx, shipment.id);
    await updateShipment(tx, shipment.id, { refundId, updatedAt: now });
  });
  log.info({ ...details, refundId }, 'a cancelled shipment was refunded');
  return true;
}

/** The buyer's (or an admin's) cancellation of one shipment of an order, by the order's id. */
export function cancelOrderShipment(
  db: Database,
  orderId: string,
  shipmentId: string,
  requester: BuyerRequester,
  reason: string | undefined,
  context: FulfilmentContext,
): Promise<ShipmentCancelResponse> {
  return cancelShipment(
    db,
    { shipmentId, orderId, requester, by: 'buyer', actorId: requester.userId ?? null, reason },
    context,
  );
}

/** What a credit note's PDF is made from: the shipment, its order and lines, and who issued it. */
export async function loadCreditNoteSource(
  db: Database,
  orderId: string,
  shipmentId: string,
  requester: BuyerRequester,
) {
  const found = await findOrder(db, orderId);
  if (!found) throw notFound('There is no such order.');
  assertBuyerMayAccess(found.order, requester);
  const row = await findShipment(db, shipmentId);
  if (!row || row.shipment.orderId !== orderId) throw notFound(NO_SUCH_SHIPMENT);
  const { shipment } = row;
  if (!shipment.creditNoteNumber) throw notFound('This shipment has no credit note.');
  const { events } = await findShipmentParts(db, [shipmentId]);
  const cancelledAt = events.find((event) => event.status === 'cancelled')?.at ?? shipment.updatedAt;
  const lines: StoredOrderLine[] = found.lines.filter((line) => line.shipmentId === shipmentId);
  return { order: found.order, paymentId: found.paymentId, shipment, lines, cancelledAt };
}

export type CreditNoteSource = Awaited<ReturnType<typeof loadCreditNoteSource>>;
