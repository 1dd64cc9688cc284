import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery } from '@bulk/domain/admin';
import { checkAddQuantity } from '@bulk/domain/cart';
import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import { slabPriceFor } from '@bulk/domain/listings';
import { sellerOrderable, splitCart } from '@bulk/domain/shipments';
import {
  canChangeOrderStatus,
  payableAgainStatuses,
  type CreateOrderRequest,
  type OrderRepricing,
  type OrderStatus,
  type OrderSummary,
} from '@bulk/domain/checkout';
import { buildInvoice, financialYear, formatInvoiceNumber, type InvoiceSeller } from '@bulk/domain/invoices';
import { ORDER_TOO_LARGE_MESSAGE, orderNumberForm, type LineTax } from '@bulk/domain/orders';
import type { ShippingZone } from '@bulk/domain/shipping';
import { formatMoney } from '@bulk/domain/currency';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '#src/db/client';
import { StatementNumbers } from '#src/db/statement-numbers';
import { runWritesTogether, type PendingWrite } from '#src/db/writes';
import { COMPANY_INVOICE_SERIES, nextDocumentSequence } from '#src/modules/invoices/document-sequences.repo';
import { AppError, notFound } from '#src/lib/app-error';
import { ADMIN_PAGE_SIZE } from '#src/modules/admin/admin-paging';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { rememberBuyerDetails } from '#src/modules/customers/customers.service';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import type { GatewayPaymentEvent, PaymentGateway } from '#src/modules/payments/gateway';
import { enqueueMail, enqueueMails } from '#src/modules/mail/outbox';
import { orderConfirmationEmail } from '#src/modules/mail/order-confirmation';
import {
  findRecordedPayment,
  recordedAs,
  insertOrphanPayment,
  recordingPayment,
  refundOrphanPayment,
  type OrphanPayment,
  type OrphanReason,
} from '#src/modules/payments/orphan-payments';
import { enqueueJob } from '#src/modules/jobs/jobs.repo';
import {
  advancePaymentLabel,
  advancePlanTerms,
  afterCancellation,
  applyAdvancePlan,
  insertAdvanceInstalments,
  type InstalmentMail,
} from '#src/modules/instalments/instalments.service';
import type { StoreCopy } from '#src/modules/listings/listings.service';
import { insertPayment } from '#src/modules/payments/payments.repo';
import {
  followOrderStatus,
  setCompanyShipmentInvoice,
  type StoredShipment,
} from '#src/modules/shipments/order-shipments.repo';
import {
  confirmedParts,
  invoiceSellerOf,
  paidPartsMail,
  PaymentRaced,
  payOrderShipments,
  StockRanShort,
} from '#src/modules/shipments/order-shipments.service';
import { randomId } from '#src/modules/payments/random-id';
import {
  findOrder,
  findOrderHistory,
  findProductsToPrice,
  type ProductToPrice,
  insertOrder,
  insertOrderLines,
  insertOrderShipments,
  insertOrderStatusEntry,
  insertPaymentAttempt,
  listOrders,
  lockOrder,
  lockOrderByGatewayOrderId,
  lockOrderToPay,
  readOrderToPay,
  lockOrderForStatusChange,
  setOrderPaid,
  ORDER_NUMBER_SERIES,
  writeNumberedOrder,
  orderGstByRate,
  repriceOrder,
  setAttemptOutcome,
  setOrderStatus,
  toOrderSummary,
  type OrderWithLines,
} from './orders.repo';

export interface PendingOrder {
  orderId: string;
  orderNumber: string;
  gatewayOrderId: string;
  totalPaise: number;
  /** What the gateway order asks now: the total, or the advance of an advance order. */
  dueNowPaise: number;
}

/** The name of the job that ends a payment attempt's window (see `expireOrderAttempt`). */
export const ORDER_EXPIRE_JOB = 'order.expire';

/**
 * The seller of a supplier's product, when its products can be ordered at `at` (docs/decisions/023):
 * approved, membership running by the app's clock, invoice details on file. Else a 422 naming the line.
 */
function orderableSeller(product: ProductToPrice, index: number, at: Date) {
  const { seller } = product;
  const details = seller?.invoiceDetails;
  if (!seller || !details || !sellerOrderable({ ...seller, hasInvoiceDetails: true }, at)) {
    const message = `${product.name} from ${seller?.businessName ?? 'this supplier'} cannot be ordered now.`;
    throw new AppError('PRODUCT_UNAVAILABLE', message, [
      { field: `lines.${index}.productId`, message: "This supplier's products cannot be ordered now." },
    ]);
  }
  return { details, businessName: seller.businessName! };
}

/**
 * Prices lines from the server's own catalogue, with the domain's quantity rules, a supplier's slab prices
 * and stock, and the totals of the cart as it ships (`splitCart`: one part per seller and pickup state,
 * freight from each part's zone, GST by each seller's state), at the rates of `at`: a new order's cart, or
 * the lines of an order paid again. A product gone, a quantity no longer allowed or above the stock is a
 * 4xx naming `lines.N.…`. A cart of the company's products alone is priced exactly as before (one part).
 */
async function priceLines(
  db: Database,
  lines: readonly { productId: number; quantity: number }[],
  options: { state: string; originZone: ShippingZone; at: Date },
) {
  const rows = await findProductsToPrice(
    db,
    lines.map((line) => line.productId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));

  const priced = lines.map((line, index) => {
    const product = byId.get(line.productId);
    if (!product) {
      throw new AppError('PRODUCT_UNAVAILABLE', `Product ${line.productId} is no longer available.`, [
        { field: `lines.${index}.productId`, message: 'This product is no longer available.' },
      ]);
    }
    const problem = checkAddQuantity(line.quantity, product);
    if (problem) {
      throw new AppError(problem.code, problem.message, [
        { field: `lines.${index}.quantity`, message: problem.message },
      ]);
    }
    if (product.sellerId === null) {
      return { ...product, quantity: line.quantity, sellerId: null, seller: null, pickupState: undefined };
    }
    const seller = orderableSeller(product, index, options.at);
    const stock = product.stock ?? 0;
    if (line.quantity > stock) {
      const unit = unitLabels[product.unit];
      const message = `Only ${stock} ${unit} of ${product.name} are in stock.`;
      throw new AppError('CONFLICT', message, [{ field: `lines.${index}.quantity`, message }]);
    }
    return {
      ...product,
      quantity: line.quantity,
      pricePaise: slabPriceFor(line.quantity, product),
      sellerId: product.sellerId,
      seller,
      pickupState: product.pickupState ?? undefined,
      sellerState: seller.details.state,
    };
  });

  const split = splitCart({
    lines: priced,
    state: options.state,
    companyOriginZone: options.originZone,
    at: options.at,
  });
  if (!split) {
    throw new AppError('VALIDATION_FAILED', ORDER_TOO_LARGE_MESSAGE, [
      { field: 'lines', message: ORDER_TOO_LARGE_MESSAGE },
    ]);
  }
  const orderTotals = {
    subtotalPaise: split.subtotalPaise,
    shippingPaise: split.shippingPaise,
    gstPaise: split.gstPaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: split.totalPaise,
    totalWeightGrams: split.totalWeightGrams,
  };
  // Each line's tax as its part priced it, and the part it ships in.
  const lineTax: LineTax[] = [];
  const partOfLine: number[] = [];
  split.parts.forEach((part, position) =>
    part.lineIndexes.forEach((index, k) => {
      lineTax[index] = part.totals.lines[k]!;
      partOfLine[index] = position;
    }),
  );
  const stored = (orderId: string) => {
    const shipments = split.parts.map((part, position) => {
      const seller = priced[part.lineIndexes[0]!]!.seller;
      return {
        id: randomId('shp', 22),
        orderId,
        position,
        sellerId: part.sellerId,
        seller: seller && invoiceSellerOf(seller.details),
        originZone: part.originZone,
        subtotalPaise: part.totals.subtotalPaise,
        shippingPaise: part.totals.shippingPaise,
        gstPaise: part.totals.gstPaise,
        cgstPaise: part.cgstPaise,
        sgstPaise: part.sgstPaise,
        igstPaise: part.igstPaise,
        totalPaise: part.totals.totalPaise,
        totalWeightGrams: part.totals.totalWeightGrams,
        createdAt: options.at,
        updatedAt: options.at,
      };
    });
    const storedLines = priced.map((line, position) => ({
      orderId,
      position,
      productId: line.id,
      name: line.name,
      category: line.category,
      unit: line.unit,
      unitPricePaise: line.pricePaise,
      quantity: line.quantity,
      weightGrams: line.weightGrams,
      shipmentId: shipments[partOfLine[position]!]!.id,
      ...storedLineTax(lineTax[position]!),
    }));
    return { shipments, lines: storedLines };
  };
  return { priced, orderTotals, stored };
}

/**
 * The writes that open a payment attempt for `gatewayOrderId` and queue the end of its window, for the
 * caller to send in its transaction (`runWritesTogether`).
 */
function paymentAttemptWrites(
  tx: Database,
  attempt: { orderId: string; gatewayOrderId: string; amountPaise: number; at: Date; windowMinutes: number },
): PendingWrite[] {
  const expiresAt = new Date(attempt.at.getTime() + attempt.windowMinutes * 60_000);
  return [
    insertPaymentAttempt(tx, {
      gatewayOrderId: attempt.gatewayOrderId,
      orderId: attempt.orderId,
      amountPaise: attempt.amountPaise,
      createdAt: attempt.at,
      expiresAt,
    }),
    enqueueJob(tx, {
      kind: ORDER_EXPIRE_JOB,
      payload: { orderId: attempt.orderId, gatewayOrderId: attempt.gatewayOrderId },
      runAt: expiresAt,
    }),
  ];
}

/**
 * Prices a cart from the server's own catalogue, creates the gateway order for the total and stores the
 * order as pending with its first payment attempt and the job that ends its window, all or nothing.
 */
export async function createPendingOrder(
  db: Database,
  gateway: PaymentGateway,
  request: CreateOrderRequest,
  options: {
    originZone: ShippingZone;
    orderNumberPrefix: string;
    userId?: number | undefined;
    at: Date;
    windowMinutes: number;
    /** The advance plan: its smallest total (`ADVANCE_ORDER_MINIMUM`, in paise) and loading delay. */
    advancePolicy: { minimumPaise: number; loadingDelayHours: number };
  },
): Promise<PendingOrder> {
  const { shipping } = request;
  const { priced, orderTotals, stored } = await priceLines(db, request.lines, {
    state: shipping.state,
    originZone: options.originZone,
    at: options.at,
  });
  // The advance plan (decision 021) is the company's terms for its own goods; a supplier is paid in full.
  if (request.paymentPlan === 'advance' && priced.some((line) => line.sellerId !== null)) {
    const message = "The advance plan is for the company's own products alone: pay this cart in full.";
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'paymentPlan', message }]);
  }
  // An advance order's terms are frozen on it; its gateway order asks the advance only.
  const terms =
    request.paymentPlan === 'advance'
      ? advancePlanTerms(orderTotals.totalPaise, options.advancePolicy)
      : null;
  const dueNowPaise = terms ? terms.advancePaise : orderTotals.totalPaise;
  const orderId = randomId('ord', 22);
  const gatewayOrder = await gateway.createOrder({
    amountPaise: dueNowPaise,
    receipt: orderId,
    notes: { orderId, email: shipping.email },
  });

  // The year's order counter is counted in the statement that writes the order with all that goes with
  // it (`writeNumberedOrder`), which is its own transaction: numbers follow each other, none taken twice,
  // a failed order gives its number back, and concurrent checkouts wait on the counter for no round trip.
  const year = financialYear(options.at);
  const numbers = new StatementNumbers();
  const number = numbers.placeholder(ORDER_NUMBER_SERIES);
  const parts = stored(orderId);
  const orderNumber = await writeNumberedOrder(db, orderNumberForm(options.orderNumberPrefix, year), year, [
    options.userId !== undefined && request.buyer?.saveToProfile
      ? rememberBuyerDetails(db, options.userId, {
          ...request.buyer,
          billing: request.buyer.billing ?? shipping,
        })
      : undefined,
    insertOrder(
      db,
      {
        id: orderId,
        number,
        email: shipping.email.toLowerCase(),
        userId: options.userId ?? null,
        // The day whose GST rates the order was taxed at.
        createdAt: options.at,
        shipping,
        buyer: request.buyer
          ? {
              company: request.buyer.company,
              phone: request.buyer.phone,
              gstin: request.buyer.gstin,
              billing: request.buyer.billing,
            }
          : null,
        ...orderTotals,
        // Null: the lines carry their own rates (ADR 011).
        gstRateBps: null,
        gateway: gateway.name,
        // An advance order is paid through its instalments' gateway orders, not the order's.
        gatewayOrderId: terms ? null : gatewayOrder.id,
        paymentPlan: request.paymentPlan,
        advanceTerms: terms,
      },
      numbers,
    ),
    insertOrderShipments(db, parts.shipments),
    insertOrderLines(db, parts.lines),
    insertOrderStatusEntry(db, { orderId, status: 'pending', at: options.at }),
    // No payment window for an advance: it may come by bank transfer, which takes longer than a checkout.
    ...(terms
      ? [
          insertAdvanceInstalments(db, { id: orderId, number }, terms, gatewayOrder.id, (text) =>
            numbers.fill(text),
          ),
        ]
      : paymentAttemptWrites(db, {
          orderId,
          gatewayOrderId: gatewayOrder.id,
          amountPaise: orderTotals.totalPaise,
          at: options.at,
          windowMinutes: options.windowMinutes,
        })),
  ]);
  return {
    orderId,
    orderNumber,
    gatewayOrderId: gatewayOrder.id,
    totalPaise: orderTotals.totalPaise,
    dueNowPaise,
  };
}

/** Who asks to pay an order again: holding its id is enough for a guest order, not for an account's. */
export interface OrderRequester {
  userId: number | undefined;
}

/** An order the requester may pay again, with its lines: 404 when not theirs, 409 unless failed or expired. */
async function loadOrderToPayAgain(db: Database, id: string, requester: OrderRequester) {
  const found = await loadOrder(db, id);
  // An account's order is its account's alone to pay: to anyone else it does not exist.
  const ownerId = found.order.userId;
  if (ownerId !== null && ownerId !== requester.userId) throw notFound('There is no such order.');
  assertPayableAgain(found.order.status);
  return found;
}

function assertPayableAgain(status: OrderStatus): void {
  if (payableAgainStatuses.includes(status)) return;
  const message =
    status === 'pending'
      ? 'This order is waiting for its payment; it can be paid again once that fails or expires.'
      : status === 'cancelled'
        ? 'This order was cancelled and cannot be paid.'
        : 'This order is already paid.';
  throw new AppError('CONFLICT', message);
}

/** What paying a failed or expired order again costs today, line by line, against what it cost before. */
export async function previewRepricing(
  db: Database,
  id: string,
  requester: OrderRequester,
  options: { originZone: ShippingZone; at: Date },
): Promise<OrderRepricing> {
  const { order, lines } = await loadOrderToPayAgain(db, id, requester);
  const { priced, orderTotals } = await priceLines(db, lines, {
    state: order.shipping.state,
    originZone: options.originZone,
    at: options.at,
  });
  return {
    orderId: order.id,
    previousTotalPaise: order.totalPaise,
    totalPaise: orderTotals.totalPaise,
    differencePaise: orderTotals.totalPaise - order.totalPaise,
    lines: priced.map((line, index) => ({
      productId: line.id,
      name: line.name,
      unit: line.unit,
      quantity: line.quantity,
      previousUnitPricePaise: lines[index]!.unitPricePaise,
      unitPricePaise: line.pricePaise,
    })),
  };
}

/**
 * Pays a failed or expired order again without a second order: its lines are priced from today's
 * catalogue, a new gateway order is made for the new total, and in one transaction the order takes the
 * new lines and totals, its previous attempt is superseded (a late payment of it is refunded), the new
 * attempt opens with its window, and the order is pending again.
 */
export async function payOrderAgain(
  db: Database,
  gateway: PaymentGateway,
  id: string,
  requester: OrderRequester,
  options: { originZone: ShippingZone; at: Date; windowMinutes: number },
): Promise<PendingOrder & { previousTotalPaise: number }> {
  const { order, lines } = await loadOrderToPayAgain(db, id, requester);
  const { orderTotals, stored } = await priceLines(db, lines, {
    state: order.shipping.state,
    originZone: options.originZone,
    at: options.at,
  });
  const gatewayOrder = await gateway.createOrder({
    amountPaise: orderTotals.totalPaise,
    receipt: order.id,
    notes: { orderId: order.id, email: order.email },
  });
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    // Another request paid it again, or a late payment landed, since it was read.
    if (!locked || locked.gatewayOrderId !== order.gatewayOrderId) {
      throw new AppError('CONFLICT', 'This order changed meanwhile; open it again.');
    }
    assertPayableAgain(locked.status);
    if (locked.gatewayOrderId) {
      await setAttemptOutcome(tx, locked.gatewayOrderId, { outcome: 'superseded' });
    }
    await repriceOrder(tx, order.id, {
      order: { ...orderTotals, gatewayOrderId: gatewayOrder.id },
      ...stored(order.id),
    });
    await runWritesTogether(tx, [
      insertOrderStatusEntry(tx, {
        orderId: order.id,
        status: 'pending',
        at: options.at,
        note: `paying again: ${formatMoney(orderTotals.totalPaise)} (was ${formatMoney(order.totalPaise)})`,
      }),
      ...paymentAttemptWrites(tx, {
        orderId: order.id,
        gatewayOrderId: gatewayOrder.id,
        amountPaise: orderTotals.totalPaise,
        at: options.at,
        windowMinutes: options.windowMinutes,
      }),
    ]);
  });
  return {
    orderId: order.id,
    orderNumber: order.number,
    gatewayOrderId: gatewayOrder.id,
    totalPaise: orderTotals.totalPaise,
    dueNowPaise: orderTotals.totalPaise,
    previousTotalPaise: order.totalPaise,
  };
}

/** Payload of an `order.expire` job. */
const expireJobSchema = z.object({ orderId: z.string(), gatewayOrderId: z.string() });

/**
 * The end of a payment attempt's window (the `order.expire` job): a still pending order whose current
 * attempt it is becomes expired. Paid, failed, cancelled or paid-again orders are left as they are.
 */
export async function expireOrderAttempt(tx: Database, payload: unknown, now: Date): Promise<void> {
  const { orderId, gatewayOrderId } = expireJobSchema.parse(payload);
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== 'pending' || order.gatewayOrderId !== gatewayOrderId) return;
  await setAttemptOutcome(tx, gatewayOrderId, { outcome: 'expired' });
  await setOrderStatus(tx, orderId, 'expired');
  await insertOrderStatusEntry(tx, {
    orderId,
    status: 'expired',
    at: now,
    note: 'not paid within the payment window',
  });
}

/** The gateway's account of a failed payment of one of its orders. */
export interface FailedPayment {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  code: string | null;
  reason: string | null;
  description: string | null;
}

/**
 * Records that the gateway refused a payment of a pending order's current attempt: the order becomes
 * failed with the gateway's reason in its history. Once only: a repeat, or a failure of an attempt no
 * longer current or of an order no longer pending (paid meanwhile), changes nothing. Answers the order's
 * id and status, or undefined when the gateway order is no cart order's.
 */
export async function recordPaymentFailure(
  db: Database,
  failure: FailedPayment,
  now: Date,
): Promise<{ orderId: string } | undefined> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByGatewayOrderId(tx, failure.gatewayOrderId);
    if (!order) return undefined;
    const current = order.gatewayOrderId === failure.gatewayOrderId;
    if (!current || order.status !== 'pending' || order.attempt.outcome !== 'open') {
      return { orderId: order.id };
    }
    const description = failure.description?.slice(0, 500) || 'The payment failed.';
    await setAttemptOutcome(tx, failure.gatewayOrderId, {
      outcome: 'failed',
      failureCode: failure.code?.slice(0, 100) ?? null,
      failureReason: failure.reason?.slice(0, 100) ?? null,
      failureDescription: description,
      failedAt: now,
    });
    await setOrderStatus(tx, order.id, 'failed');
    await insertOrderStatusEntry(tx, {
      orderId: order.id,
      status: 'failed',
      at: now,
      note: `payment ${failure.gatewayPaymentId} failed: ${description}`,
    });
    return { orderId: order.id };
  });
}

/** A line keeps its tax as charged (ADR 011), so that a later rate never changes its invoice. */
function storedLineTax({ goodsPaise, ...tax }: LineTax) {
  return { lineTotalPaise: goodsPaise, ...tax };
}

/**
 * The next number of the store's one invoice series for the financial year of `now` (orders and
 * membership fees alike), inside the caller's transaction so a rolled-back payment issues no number.
 */
export async function issueInvoiceNumber(tx: Database, prefix: string, now: Date): Promise<string> {
  const year = financialYear(now);
  return formatInvoiceNumber(prefix, year, await nextDocumentSequence(tx, COMPANY_INVOICE_SERIES, year));
}

/** How `recordPayment` writes a payment: see there. */
type PaymentWay = 'alone' | 'atOnce' | 'lockingFirst';

export interface RecordedPayment {
  orderId: string;
  /** False when this payment had already been recorded (a repeated verify or webhook). */
  firstRecord: boolean;
  /** A listing left the store as the payment took its last stock. */
  storeChanged?: boolean;
  /** Set when the payment paid nothing (the order was cancelled or already paid): it is being refunded. */
  orphan?: OrphanPayment;
}

/**
 * Records a captured payment exactly once. Usually in one statement that locks the order and writes only
 * if the order is still as read (docs/decisions/026); else in a transaction that locks the order row
 * first. A repeat of the same payment changes nothing, and the unique keys on `payments` stop a second
 * row whatever happens. A pending order is marked paid: its suppliers' parts take their stock (a part whose
 * stock ran out meanwhile becomes a stock conflict, the payment still recorded once), each part is
 * numbered in its seller's series and the company's part with the next company invoice number of the
 * current financial year (docs/decisions/023).
 * A payment for an order no longer pending (cancelled, or paid by another payment) is recorded as an
 * orphan and refunded once its row is committed: see `orphan-payments.ts`. Undefined when the gateway
 * order is not a cart order's (a membership fee's, an instalment's, or unknown).
 */
export async function recordPayment(
  db: Database,
  gateway: PaymentGateway,
  payment: GatewayPaymentEvent | Omit<GatewayPaymentEvent, 'amountPaise'>,
  source: 'verify' | 'webhook',
  options: {
    invoicePrefix: string;
    storeName: string;
    /** The confirmation email is delivered over SMTP when configured, else kept in the outbox. */
    mail: { smtp: boolean; publicUrl: string };
    log: FastifyBaseLogger;
    now?: Date;
    /** This server's catalogue copy, dropped when the payment takes a listing's last stock. */
    store?: StoreCopy | undefined;
  },
): Promise<RecordedPayment | undefined> {
  // Usually the payment is one statement outside a transaction ('alone', docs/decisions/026); if what it
  // read changed, it is recorded in a transaction that locks the order, writing at once ('atOnce'); if a
  // listing ran short, again locking the stock first ('lockingFirst').
  const pay = async (tx: Database, way: PaymentWay): Promise<RecordedPayment | undefined> => {
    const order = way === 'alone' ? await readOrderToPay(tx, payment) : await lockOrderToPay(tx, payment);
    if (!order) return undefined;
    const { attempt } = order;
    if ('amountPaise' in payment && payment.amountPaise !== attempt.amountPaise) {
      throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
    }
    const reason: OrphanReason =
      attempt.outcome === 'superseded'
        ? 'payment_superseded'
        : order.status === 'cancelled'
          ? 'order_cancelled'
          : 'order_paid';
    // The money matches the current attempt: it pays the order, even after the attempt failed (the
    // buyer tried again in the gateway's window) or expired (paid just after the window).
    const payable =
      order.gatewayOrderId === payment.gatewayOrderId &&
      (order.status === 'pending' || payableAgainStatuses.includes(order.status));
    // Orphans and repeats are decided under the order's lock.
    if (way === 'alone' && (!payable || order.recorded)) throw new PaymentRaced();
    // Read with the order, as the statement began; again when the order is not payable, as another
    // request may have recorded this payment while this one waited for the order's lock.
    const before = payable ? recordedAs(payment, order.recorded) : await findRecordedPayment(tx, payment);
    if (before) {
      // A retry, or the webhook after the verify: the payment is told as it was first recorded.
      if (before.disposition === 'applied') return { orderId: order.id, firstRecord: false };
      const orphan = {
        id: before.id,
        gatewayPaymentId: payment.gatewayPaymentId,
        amountPaise: before.amountPaise,
      };
      return { orderId: order.id, firstRecord: false, orphan: { ...orphan, reason } };
    }
    if (!payable) {
      const id = await insertOrphanPayment(tx, gateway, payment, attempt.amountPaise, source);
      const orphan = { id, gatewayPaymentId: payment.gatewayPaymentId, amountPaise: attempt.amountPaise };
      return { orderId: order.id, firstRecord: true, orphan: { ...orphan, reason } };
    }

    const now = options.now ?? new Date();
    const { lines } = order;
    // Stock is taken and each part numbered by `send` (payOrderShipments): from then on other payments
    // wait for this one's commit, so everything the payment writes goes with it.
    const { parts, companyInvoiceNumber, contacts, numbers, send } = await payOrderShipments(
      tx,
      { id: order.id, lines, parts: order.parts },
      {
        at: now,
        invoicePrefix: options.invoicePrefix,
        atOnce: way !== 'lockingFirst',
        paying:
          way === 'alone'
            ? { gatewayOrderId: payment.gatewayOrderId, statuses: ['pending', ...payableAgainStatuses] }
            : undefined,
      },
    );
    const paidAs = { paidAt: now, invoiceNumber: companyInvoiceNumber };
    const paid = { ...order, status: 'paid' as const, ...paidAs };
    const store = { name: options.storeName, publicUrl: options.mail.publicUrl };
    const buyerMail = orderConfirmationEmail(
      {
        ...paid,
        invoiceNumber: companyInvoiceNumber,
        lines,
        parts: confirmedParts(order.id, parts, lines),
        gstByRate: orderGstByRate(paid, lines),
      },
      store,
    );
    const partsMail = await paidPartsMail(tx, paid, { parts, contacts }, lines, store);
    const storeChanged = await send([
      insertPayment(tx, {
        orderId: order.id,
        gateway: gateway.name,
        gatewayPaymentId: payment.gatewayPaymentId,
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: attempt.amountPaise,
        source,
      }),
      setAttemptOutcome(tx, payment.gatewayOrderId, { outcome: 'paid' }),
      insertOrderStatusEntry(tx, {
        orderId: order.id,
        status: 'paid',
        at: now,
        note: `payment ${payment.gatewayPaymentId}`,
      }),
      setOrderPaid(tx, order.id, { ...paidAs, invoiceNumber: numbers.fill(companyInvoiceNumber) }),
      enqueueMails(tx, [buyerMail, ...partsMail], { smtp: options.mail.smtp, numbers }),
    ]);
    return { orderId: order.id, firstRecord: true, storeChanged };
  };
  const record = (way: PaymentWay) => (way === 'alone' ? pay(db, way) : db.transaction((tx) => pay(tx, way)));
  const recorded = await recordingPayment(() =>
    record('alone')
      .catch((error: unknown) => {
        if (error instanceof PaymentRaced) return record('atOnce');
        throw error;
      })
      .catch((error: unknown) => {
        if (error instanceof StockRanShort) return record('lockingFirst');
        throw error;
      }),
  );
  if (recorded?.storeChanged) options.store?.invalidate();
  // Only the request that recorded the orphan refunds it, so a payment reported twice is refunded once.
  if (recorded?.orphan && recorded.firstRecord) {
    await refundOrphanPayment(db, gateway, recorded.orphan, options.log);
  }
  return recorded;
}

async function loadOrder(db: Database, id: string): Promise<OrderWithLines> {
  const found = await findOrder(db, id);
  if (!found) throw notFound('There is no such order.');
  return found;
}

/** The order as its buyer sees it. */
export async function getOrderSummary(db: Database, id: string): Promise<OrderSummary> {
  return toOrderSummary(await loadOrder(db, id));
}

const pdfName = (invoiceNumber: string) => `invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`;

/**
 * The company's GST tax invoice of a paid order, as a PDF, and the name to download it under: the whole
 * order, or the company's part of an order that ships in parts. An order of suppliers' goods alone has none.
 */
export async function renderOrderInvoice(
  db: Database,
  id: string,
  seller: InvoiceSeller,
): Promise<{ pdf: Buffer; fileName: string }> {
  const found = await loadOrder(db, id);
  const parts = found.shipments.rows.map((row) => row.shipment);
  const companyPart = parts.find((part) => part.sellerId === null);
  if (parts.length > 0 && !companyPart) {
    throw notFound("This order has no invoice of the company's: each supplier invoices its own part.");
  }
  // An advance order's bill copy names its two instalments in place of one payment.
  const paymentId =
    found.order.paymentPlan === 'advance' && found.order.invoiceNumber
      ? await advancePaymentLabel(db, id)
      : found.paymentId;
  const pdf = await renderInvoicePdf(invoiceOf({ ...found, paymentId }, seller, companyPart));
  return { pdf, fileName: pdfName(found.order.invoiceNumber!) };
}

/**
 * The GST tax invoice of one part of a paid order, in its seller's name, address and GSTIN (a supplier's,
 * issued on its behalf, or the company's for its own part), as a PDF (docs/decisions/023).
 */
export async function renderShipmentInvoice(
  db: Database,
  id: string,
  shipmentId: string,
  company: InvoiceSeller,
): Promise<{ pdf: Buffer; fileName: string }> {
  const found = await loadOrder(db, id);
  const part = found.shipments.rows.find((row) => row.shipment.id === shipmentId)?.shipment;
  if (!part) throw notFound('There is no such shipment in this order.');
  if (part.sellerId === null) return renderOrderInvoice(db, id, company);
  const pdf = await renderInvoicePdf(invoiceOf(found, part.seller!, part));
  return { pdf, fileName: pdfName(part.invoiceNumber!) };
}

/** What the buyer gave of their business at checkout, as the invoice's bill-to carries it. */
function invoiceBuyerDetails(buyer: OrderWithLines['order']['buyer']) {
  if (!buyer) return {};
  return {
    phone: buyer.phone,
    ...(buyer.company === '' ? {} : { legalName: buyer.company }),
    ...(buyer.gstin === '' ? {} : { gstin: buyer.gstin }),
    ...(buyer.billing ? { billing: buyer.billing } : {}),
  };
}

/**
 * The invoice of an order, or of one part of it (its lines, freight and total): the company's part carries
 * the order's number and date, a supplier's part its own. A credit note repeats its part's invoice in full.
 */
export function invoiceOf(
  { order, lines: orderLines, paymentId }: Pick<OrderWithLines, 'order' | 'lines' | 'paymentId'>,
  seller: InvoiceSeller,
  part?: StoredShipment,
) {
  const supplierPart = part && part.sellerId !== null ? part : undefined;
  const lines = part ? orderLines.filter((line) => line.shipmentId === part.id) : orderLines;
  const invoiceNumber = supplierPart ? supplierPart.invoiceNumber : order.invoiceNumber;
  // An advance order is invoiced at loading (the bill copy), an order paid in full when paid.
  const invoiceDate = supplierPart ? supplierPart.invoicedAt : (order.invoicedAt ?? order.paidAt);
  if (!invoiceNumber || !invoiceDate || !paymentId) {
    throw new AppError(
      'CONFLICT',
      order.paymentPlan === 'advance'
        ? 'The invoice (the bill copy) is issued when loading begins.'
        : supplierPart?.status === 'stock_conflict'
          ? 'This shipment ran out of stock before the payment: it is refunded, not invoiced.'
          : 'The invoice is issued once the order is paid.',
    );
  }
  const invoice = buildInvoice({
    seller,
    buyer: {
      name: order.shipping.fullName,
      email: order.shipping.email,
      address: order.shipping.address,
      city: order.shipping.city,
      state: order.shipping.state,
      zip: order.shipping.zip,
      ...invoiceBuyerDetails(order.buyer),
    },
    invoiceNumber,
    invoiceDate: invoiceDate.toISOString(),
    orderNumber: order.number,
    paymentId,
    // An order placed before tax per line (a stored order rate) is invoiced as it was: every line at
    // that rate, the freight outside the taxable value (ADR 011).
    lines: lines.map((line) => ({
      description: line.name,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: unitLabels[line.unit as ProductUnit] ?? line.unit,
      unitPricePaise: line.unitPricePaise,
      freightPaise: line.freightPaise ?? 0,
      gstRateBps: line.gstRateBps ?? order.gstRateBps!,
    })),
    shippingPaise: part?.shippingPaise ?? order.shippingPaise,
    freightInTaxableValue: order.gstRateBps === null,
  });
  // The invoice recomputes its amounts from the lines; a difference from what was charged is a bug.
  const charged = part?.totalPaise ?? order.totalPaise;
  if (invoice.totalPaise !== charged) {
    throw new Error(
      `invoice total ${invoice.totalPaise} differs from order ${order.id} ${part ? `part ${part.id} ` : ''}total ${charged}`,
    );
  }
  return invoice;
}

/** One page of the admin's orders list, newest first, with the count of every match. */
export async function listAdminOrders(db: Database, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const { page } = query;
  const { rows, total } = await listOrders(db, query, {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    orders: rows.map(({ shipping, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      buyer: shipping.fullName,
      state: shipping.state,
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** An order as admins see it: the buyer's view and every step of its history. */
export async function getAdminOrder(db: Database, id: string): Promise<AdminOrderDetail> {
  const found = await loadOrder(db, id);
  const history = await findOrderHistory(db, id);
  return {
    order: toOrderSummary(found),
    history: history.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

/**
 * Moves an order to the status an admin chose, if its current status allows it: the change, its history
 * step, the audit entry and the email to the buyer commit together. An advance order also follows its
 * plan (`applyAdvancePlan`): loading from 24 hours after the advance with the bill copy, dispatch once
 * the balance is paid, the advance refunded on a cancellation.
 */
export async function changeOrderStatus(
  db: Database,
  change: { orderId: string; status: OrderStatus; note?: string | undefined; adminId: number; at: Date },
  context: {
    mail: InstalmentMail;
    gateway: PaymentGateway;
    invoicePrefix: string;
    log: FastifyBaseLogger;
  },
) {
  const { status, note, adminId, at } = change;
  const { mail } = context;
  const { result, refund } = await db.transaction(async (tx) => {
    const order = await lockOrderForStatusChange(tx, change.orderId);
    if (!order) throw notFound('There is no such order.');
    if (!canChangeOrderStatus(order.status, status)) {
      throw new AppError('CONFLICT', `An order that is ${order.status} cannot become ${status}.`, [
        { field: 'status', message: `Not allowed after ${order.status}.` },
      ]);
    }
    const refund = await applyAdvancePlan(tx, order.id, status, {
      at,
      mail,
      issueInvoiceNumber: async (writer, when) => {
        const invoiceNumber = await issueInvoiceNumber(writer, context.invoicePrefix, when);
        await setCompanyShipmentInvoice(writer, order.id, { invoiceNumber, at: when });
        return invoiceNumber;
      },
    });
    await setOrderStatus(tx, order.id, status);
    await followOrderStatus(tx, order.id, { status, actorId: adminId, at });
    await insertOrderStatusEntry(tx, { orderId: order.id, status, note: note ?? null, actorId: adminId, at });
    await recordAudit(tx, {
      adminId,
      action: 'order.status',
      target: order.id,
      details: { number: order.number, from: order.status, to: status, ...(note && { note }) },
      at,
    });
    await enqueueMail(
      tx,
      {
        to: order.email,
        subject: `Your order ${order.number} is now ${status}`,
        kind: 'order_status',
        text: [
          `Dear ${order.shipping.fullName},`,
          '',
          `Your order ${order.number} is now ${status}.${note ? ` ${note}` : ''}`,
          '',
          mail.storeName,
        ].join('\n'),
      },
      { smtp: mail.smtp },
    );
    return { result: { id: order.id, status, changedAt: at.toISOString() }, refund };
  });
  await afterCancellation(db, context.gateway, refund, { mail, log: context.log, now: at });
  return result;
}
