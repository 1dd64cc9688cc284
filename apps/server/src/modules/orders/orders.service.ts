import { checkAddQuantity } from '@bulk/domain/cart';
import type { CreateOrderRequest } from '@bulk/domain/checkout';
import { financialYear, formatInvoiceNumber } from '@bulk/domain/invoices';
import { acceptedOrderTotals, ORDER_TOO_LARGE_MESSAGE } from '@bulk/domain/orders';
import type { ShippingZone } from '@bulk/domain/shipping';
import { isCompanyState, splitGst } from '@bulk/domain/tax';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import {
  categories,
  invoiceSequences,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  products,
} from '#src/db/schema/index';
import { AppError } from '#src/lib/app-error';
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
import { randomId } from '#src/modules/payments/random-id';

export interface PendingOrder {
  orderId: string;
  gatewayOrderId: string;
  totalPaise: number;
}

/**
 * Prices a cart from the server's own catalogue, with the domain's quantity rules and totals, creates the
 * gateway order for the total and stores the order as pending, all or nothing.
 */
export async function createPendingOrder(
  db: Database,
  gateway: PaymentGateway,
  request: CreateOrderRequest,
  options: { originZone: ShippingZone; userId?: number | undefined },
): Promise<PendingOrder> {
  const ids = request.lines.map((line) => line.productId);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: categories.name,
      unit: products.unit,
      pricePaise: products.pricePaise,
      moq: products.moq,
      stepQty: products.stepQty,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(inArray(products.id, ids));
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
  });
  if (!totals) {
    throw new AppError('VALIDATION_FAILED', ORDER_TOO_LARGE_MESSAGE, [
      { field: 'lines', message: ORDER_TOO_LARGE_MESSAGE },
    ]);
  }
  const gst = splitGst(totals.gstPaise, { sameState: isCompanyState(shipping.state) });
  const orderId = randomId('ord', 22);
  const gatewayOrder = await gateway.createOrder({
    amountPaise: totals.totalPaise,
    receipt: orderId,
    notes: { orderId, email: shipping.email },
  });

  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: orderId,
      email: shipping.email.toLowerCase(),
      userId: options.userId ?? null,
      shipping,
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      gstRateBps: totals.gstRateBps,
      gstPaise: totals.gstPaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      totalPaise: totals.totalPaise,
      totalWeightGrams: totals.totalWeightGrams,
      gateway: gateway.name,
      gatewayOrderId: gatewayOrder.id,
    });
    await tx.insert(orderLines).values(
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
        lineTotalPaise: line.pricePaise * line.quantity,
      })),
    );
    await tx.insert(orderStatusHistory).values({ orderId, status: 'pending' });
  });
  return { orderId, gatewayOrderId: gatewayOrder.id, totalPaise: totals.totalPaise };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The next number of the store's one invoice series for the financial year of `now` (orders and
 * membership fees alike), inside the caller's transaction so a rolled-back payment issues no number.
 */
export async function issueInvoiceNumber(tx: Transaction, prefix: string, now: Date): Promise<string> {
  const year = financialYear(now);
  const [sequence] = await tx
    .insert(invoiceSequences)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.financialYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return formatInvoiceNumber(prefix, year, sequence!.lastNumber);
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
      const [order] = await tx
        .select({ id: orders.id, status: orders.status, totalPaise: orders.totalPaise })
        .from(orders)
        .where(eq(orders.gatewayOrderId, payment.gatewayOrderId))
        .for('update');
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
      await tx.insert(payments).values({
        orderId: order.id,
        gateway: gateway.name,
        gatewayPaymentId: payment.gatewayPaymentId,
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: order.totalPaise,
        source,
      });
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'paid', at: now, note: `payment ${payment.gatewayPaymentId}` });
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position));

      // The year's invoice counter is one row that every payment locks until its commit: take the number
      // last, so concurrent payments wait for each other as briefly as possible.
      const invoiceNumber = await issueInvoiceNumber(tx, options.invoicePrefix, now);
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, invoiceNumber })
        .where(eq(orders.id, order.id))
        .returning();
      await enqueueMail(
        tx,
        orderConfirmationEmail(
          { ...paid!, invoiceNumber, lines },
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
