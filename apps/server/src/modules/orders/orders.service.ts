import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery } from '@bulk/domain/admin';
import { checkAddQuantity } from '@bulk/domain/cart';
import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import {
  canChangeOrderStatus,
  type CreateOrderRequest,
  type OrderStatus,
  type OrderSummary,
} from '@bulk/domain/checkout';
import { buildInvoice, financialYear, formatInvoiceNumber, type InvoiceSeller } from '@bulk/domain/invoices';
import {
  acceptedOrderTotals,
  formatOrderNumber,
  ORDER_TOO_LARGE_MESSAGE,
  type LineTax,
} from '@bulk/domain/orders';
import type { ShippingZone } from '@bulk/domain/shipping';
import { isCompanyState, splitGstByRate } from '@bulk/domain/tax';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { ADMIN_PAGE_SIZE } from '#src/modules/admin/admin-paging';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { rememberBuyerDetails } from '#src/modules/customers/customers.service';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import type { GatewayPaymentEvent, PaymentGateway } from '#src/modules/payments/gateway';
import { enqueueMail } from '#src/modules/mail/outbox';
import { orderConfirmationEmail } from '#src/modules/mail/order-confirmation';
import {
  findRecordedPayment,
  insertOrphanPayment,
  recordingPayment,
  refundOrphanPayment,
  type OrphanPayment,
} from '#src/modules/payments/orphan-payments';
import { insertPayment } from '#src/modules/payments/payments.repo';
import { randomId } from '#src/modules/payments/random-id';
import {
  findOrder,
  findOrderHistory,
  findOrderLines,
  findProductsToPrice,
  insertOrder,
  insertOrderLines,
  insertOrderStatusEntry,
  listOrders,
  lockOrderByGatewayOrderId,
  lockOrderForStatusChange,
  markOrderPaid,
  nextInvoiceSequence,
  nextOrderSequence,
  orderGstByRate,
  setOrderStatus,
  toOrderSummary,
  type OrderWithLines,
} from './orders.repo';

export interface PendingOrder {
  orderId: string;
  orderNumber: string;
  gatewayOrderId: string;
  totalPaise: number;
}

/**
 * Prices a cart from the server's own catalogue, with the domain's quantity rules and totals, creates the
 * gateway order for the total and stores the order as pending with the next order number of the
 * financial year it is placed in, all or nothing.
 */
export async function createPendingOrder(
  db: Database,
  gateway: PaymentGateway,
  request: CreateOrderRequest,
  options: { originZone: ShippingZone; orderNumberPrefix: string; userId?: number | undefined; at: Date },
): Promise<PendingOrder> {
  const ids = request.lines.map((line) => line.productId);
  const rows = await findProductsToPrice(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const priced = request.lines.map((line, index) => {
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
    return { ...product, quantity: line.quantity };
  });

  const { shipping } = request;
  const totals = acceptedOrderTotals({
    lines: priced,
    state: shipping.state,
    originZone: options.originZone,
    at: options.at,
  });
  if (!totals) {
    throw new AppError('VALIDATION_FAILED', ORDER_TOO_LARGE_MESSAGE, [
      { field: 'lines', message: ORDER_TOO_LARGE_MESSAGE },
    ]);
  }
  const gst = splitGstByRate(totals.gstByRate, isCompanyState(shipping.state));
  const gstOf = (key: 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    gst.reduce((sum, rate) => sum + rate[key], 0);
  const orderId = randomId('ord', 22);
  const gatewayOrder = await gateway.createOrder({
    amountPaise: totals.totalPaise,
    receipt: orderId,
    notes: { orderId, email: shipping.email },
  });

  const orderNumber = await db.transaction(async (tx) => {
    if (options.userId !== undefined && request.buyer?.saveToProfile) {
      await rememberBuyerDetails(tx, options.userId, {
        ...request.buyer,
        billing: request.buyer.billing ?? shipping,
      });
    }
    // The year's counter row stays locked until this transaction ends: numbers follow each other, none
    // taken twice, and a rolled-back order gives its number back. Taken after everything that does not
    // need the order row, so concurrent checkouts wait for each other as briefly as possible.
    const year = financialYear(options.at);
    const number = formatOrderNumber(options.orderNumberPrefix, year, await nextOrderSequence(tx, year));
    await insertOrder(tx, {
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
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      // Null: the lines carry their own rates (ADR 011).
      gstRateBps: null,
      gstPaise: totals.gstPaise,
      cgstPaise: gstOf('cgstPaise'),
      sgstPaise: gstOf('sgstPaise'),
      igstPaise: gstOf('igstPaise'),
      totalPaise: totals.totalPaise,
      totalWeightGrams: totals.totalWeightGrams,
      gateway: gateway.name,
      gatewayOrderId: gatewayOrder.id,
    });
    await insertOrderLines(
      tx,
      priced.map((line, position) => ({
        orderId,
        position,
        productId: line.id,
        name: line.name,
        category: line.category,
        unit: line.unit,
        unitPricePaise: line.pricePaise,
        quantity: line.quantity,
        weightGrams: line.weightGrams,
        ...storedLineTax(totals.lines[position]!),
      })),
    );
    await insertOrderStatusEntry(tx, { orderId, status: 'pending' });
    return number;
  });
  return { orderId, orderNumber, gatewayOrderId: gatewayOrder.id, totalPaise: totals.totalPaise };
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
  return formatInvoiceNumber(prefix, year, await nextInvoiceSequence(tx, year));
}

export interface RecordedPayment {
  orderId: string;
  /** False when this payment had already been recorded (a repeated verify or webhook). */
  firstRecord: boolean;
  /** Set when the payment paid nothing (the order was cancelled or already paid): it is being refunded. */
  orphan?: OrphanPayment;
}

/**
 * Records a captured payment exactly once. The order row is locked; a repeat of the same payment
 * changes nothing, and the unique keys on `payments` stop a second row whatever happens. A pending order
 * is marked paid, with the next invoice number of the current financial year. A payment for an order no
 * longer pending (cancelled, or paid by another payment) is recorded as an orphan and refunded once its
 * row is committed: see `orphan-payments.ts`.
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
  },
): Promise<RecordedPayment> {
  const recorded = await recordingPayment(() =>
    db.transaction(async (tx): Promise<RecordedPayment> => {
      const order = await lockOrderByGatewayOrderId(tx, payment.gatewayOrderId);
      if (!order) throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
      if ('amountPaise' in payment && payment.amountPaise !== order.totalPaise) {
        throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
      }
      const reason = order.status === 'cancelled' ? 'order_cancelled' : 'order_paid';
      const before = await findRecordedPayment(tx, payment);
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
      if (order.status !== 'pending') {
        const id = await insertOrphanPayment(tx, gateway, payment, order.totalPaise, source);
        const orphan = { id, gatewayPaymentId: payment.gatewayPaymentId, amountPaise: order.totalPaise };
        return { orderId: order.id, firstRecord: true, orphan: { ...orphan, reason } };
      }

      const now = options.now ?? new Date();
      await insertPayment(tx, {
        orderId: order.id,
        gateway: gateway.name,
        gatewayPaymentId: payment.gatewayPaymentId,
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: order.totalPaise,
        source,
      });
      await insertOrderStatusEntry(tx, {
        orderId: order.id,
        status: 'paid',
        at: now,
        note: `payment ${payment.gatewayPaymentId}`,
      });
      const lines = await findOrderLines(tx, order.id);

      // The year's invoice counter is one row that every payment locks until its commit: take the number
      // last, so concurrent payments wait for each other as briefly as possible.
      const invoiceNumber = await issueInvoiceNumber(tx, options.invoicePrefix, now);
      const paid = await markOrderPaid(tx, order.id, { paidAt: now, invoiceNumber });
      await enqueueMail(
        tx,
        orderConfirmationEmail(
          { ...paid, invoiceNumber, lines, gstByRate: orderGstByRate(paid, lines) },
          { name: options.storeName, publicUrl: options.mail.publicUrl },
        ),
        { smtp: options.mail.smtp },
      );
      return { orderId: order.id, firstRecord: true };
    }),
  );
  // Only the request that recorded the orphan refunds it, so a payment reported twice is refunded once.
  if (recorded.orphan && recorded.firstRecord) {
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

/** The GST tax invoice of a paid order, as a PDF, and the name to download it under. */
export async function renderOrderInvoice(
  db: Database,
  id: string,
  seller: InvoiceSeller,
): Promise<{ pdf: Buffer; fileName: string }> {
  const found = await loadOrder(db, id);
  const pdf = await renderInvoicePdf(invoiceOf(found, seller));
  return { pdf, fileName: `invoice-${found.order.invoiceNumber!.replaceAll('/', '-')}.pdf` };
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

function invoiceOf({ order, lines, paymentId }: OrderWithLines, seller: InvoiceSeller) {
  if (!order.invoiceNumber || !order.paidAt || !paymentId) {
    throw new AppError('CONFLICT', 'The invoice is issued once the order is paid.');
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
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.paidAt.toISOString(),
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
    shippingPaise: order.shippingPaise,
    freightInTaxableValue: order.gstRateBps === null,
  });
  // The invoice recomputes its amounts from the lines; a difference from what was charged is a bug.
  if (invoice.totalPaise !== order.totalPaise) {
    throw new Error(
      `invoice total ${invoice.totalPaise} differs from order ${order.id} total ${order.totalPaise}`,
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
 * step, the audit entry and the email to the buyer commit together.
 */
export async function changeOrderStatus(
  db: Database,
  change: { orderId: string; status: OrderStatus; note?: string | undefined; adminId: number; at: Date },
  mail: { smtp: boolean; storeName: string },
) {
  const { status, note, adminId, at } = change;
  return db.transaction(async (tx) => {
    const order = await lockOrderForStatusChange(tx, change.orderId);
    if (!order) throw notFound('There is no such order.');
    if (!canChangeOrderStatus(order.status, status)) {
      throw new AppError('CONFLICT', `An order that is ${order.status} cannot become ${status}.`, [
        { field: 'status', message: `Not allowed after ${order.status}.` },
      ]);
    }
    await setOrderStatus(tx, order.id, status);
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
    return { id: order.id, status, changedAt: at.toISOString() };
  });
}
