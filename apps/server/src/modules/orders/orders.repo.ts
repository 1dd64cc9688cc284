import type { OrderStatus, OrderSummary, PaymentFailure } from '@bulk/domain/checkout';
import { and, asc, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { NumberForm } from '@bulk/domain/invoices';
import type { Database } from '#src/db/client';
import { fromJsonRows, insertJsonRows, jsonRowOf } from '#src/db/json-rows';
import { preparedStatement } from '#src/db/prepared';
import { numberInFormSql, type StatementNumbers } from '#src/db/statement-numbers';
import { runWritesAfter, type PendingWrite } from '#src/db/writes';
import {
  categories,
  listings,
  orderLines,
  orderSequences,
  orderPaymentAttempts,
  orders,
  orderStatusHistory,
  payments,
  products,
  shipments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';
import {
  findStoredOrderShipments,
  type StoredOrderShipments,
} from '#src/modules/shipments/order-shipments.repo';
import { toOrderShipments } from '#src/modules/shipments/order-shipments.service';
import { listingStock } from '#src/modules/listings/listings.repo';

export type StoredOrder = typeof orders.$inferSelect;
export type StoredOrderLine = typeof orderLines.$inferSelect;

export type StoredPaymentAttempt = typeof orderPaymentAttempts.$inferSelect;

export interface OrderWithLines {
  order: StoredOrder;
  lines: StoredOrderLine[];
  /** Its parts, one per seller and pickup state, with their steps (docs/decisions/023). */
  shipments: StoredOrderShipments;
  paymentId: string | null;
  /** The gateway order the buyer pays now. */
  currentAttempt: StoredPaymentAttempt | null;
}

export async function findOrder(db: Database, id: string): Promise<OrderWithLines | undefined> {
  const [row] = await db
    .select({ order: orders, paymentId: payments.gatewayPaymentId, currentAttempt: orderPaymentAttempts })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(orderPaymentAttempts, eq(orderPaymentAttempts.gatewayOrderId, orders.gatewayOrderId))
    .where(eq(orders.id, id));
  if (!row) return undefined;
  const [lines, shipments] = await Promise.all([findOrderLines(db, id), findStoredOrderShipments(db, id)]);
  return { order: row.order, lines, shipments, paymentId: row.paymentId, currentAttempt: row.currentAttempt };
}

/** An order's lines in the order the buyer put them in the cart. */
export function findOrderLines(db: Database, orderId: string): Promise<StoredOrderLine[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

export function invoiceUrl(orderId: string): string {
  return `/api/orders/${orderId}/invoice`;
}

/**
 * An order's GST per rate, ascending. An order placed before tax per line had one rate, charged on its
 * goods only (ADR 011); a later order adds up its lines, whose tax of one rate adds up to that rate's.
 */
export function orderGstByRate(order: StoredOrder, lines: StoredOrderLine[]): OrderSummary['gstByRate'] {
  if (order.gstRateBps !== null) {
    return [{ rateBps: order.gstRateBps, taxablePaise: order.subtotalPaise, gstPaise: order.gstPaise }];
  }
  const byRate = new Map<number, { rateBps: number; taxablePaise: number; gstPaise: number }>();
  for (const line of lines) {
    const rateBps = line.gstRateBps!;
    const entry = byRate.get(rateBps) ?? { rateBps, taxablePaise: 0, gstPaise: 0 };
    entry.taxablePaise += line.taxablePaise!;
    entry.gstPaise += line.gstPaise!;
    byRate.set(rateBps, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rateBps - b.rateBps);
}

function paymentFailure(order: StoredOrder, attempt: StoredPaymentAttempt | null): PaymentFailure | null {
  if (order.status !== 'failed' || !attempt?.failedAt) return null;
  return {
    code: attempt.failureCode,
    reason: attempt.failureReason,
    description: attempt.failureDescription ?? 'The payment failed.',
    at: attempt.failedAt.toISOString(),
  };
}

export function toOrderSummary({
  order,
  lines,
  shipments,
  paymentId,
  currentAttempt,
}: OrderWithLines): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentPlan: order.paymentPlan,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    invoiceNumber: order.invoiceNumber,
    invoiceUrl: order.invoiceNumber ? invoiceUrl(order.id) : null,
    shipping: order.shipping,
    ...(order.buyer && { buyer: order.buyer }),
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      unit: line.unit,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
      gstRateBps: line.gstRateBps,
      gstPaise: line.gstPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    gstByRate: orderGstByRate(order, lines),
    gstPaise: order.gstPaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    totalPaise: order.totalPaise,
    paymentId,
    paymentFailure: paymentFailure(order, currentAttempt),
    shipments: toOrderShipments(order.id, shipments, lines),
  };
}

/** A product as `findProductsToPrice` answers it. */
export type ProductToPrice = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'unit' | 'pricePaise' | 'slabs' | 'moq' | 'stepQty' | 'weightGrams' | 'hsn' | 'sellerId'
> & {
  category: string;
  stock: number | null;
  pickupState: string | null;
  seller: {
    status: (typeof users.$inferSelect)['status'];
    businessName: string | null;
    slug: string | null;
    validUntil: Date | null;
    invoiceDetails: (typeof supplierProfiles.$inferSelect)['invoiceDetails'];
  } | null;
};

/** A product to price as JSON reads it: its seller's membership end as a text. */
type ProductToPriceJson = Omit<ProductToPrice, 'seller'> & {
  seller: (Omit<NonNullable<ProductToPrice['seller']>, 'validUntil'> & { validUntil: string | null }) | null;
};

const productsToPrice = preparedStatement<{ product: ProductToPriceJson }>(
  'products_to_price',
  () => sql`select json_build_object(
      'id', ${products.id}, 'name', ${products.name}, 'category', ${categories.name}, 'unit', ${products.unit},
      'pricePaise', ${products.pricePaise}, 'slabs', ${products.slabs}, 'moq', ${products.moq},
      'stepQty', ${products.stepQty}, 'weightGrams', ${products.weightGrams}, 'hsn', ${products.hsn},
      'sellerId', ${products.sellerId}, 'stock', ${listingStock},
      'pickupState', ${listings.fields} ->> 'pickupState',
      'seller', case when ${users.id} is null then null else json_build_object(
        'status', ${users.status}, 'businessName', ${supplierProfiles.businessName},
        'slug', ${supplierProfiles.slug}, 'validUntil', ${supplierProfiles.validUntil},
        'invoiceDetails', ${supplierProfiles.invoiceDetails}) end) as product
    from ${products}
    inner join ${categories} on ${categories.id} = ${products.categoryId}
    left join ${listings} on ${listings.id} = ${products.listingId}
    left join ${users} on ${users.id} = ${products.sellerId}
    left join ${supplierProfiles} on ${supplierProfiles.userId} = ${products.sellerId}
    where ${products.id} = any(${sql.placeholder('ids')}::integer[]) and ${products.visible}`,
);

/**
 * The catalogue's own price, slabs, quantity rules and weight of each product asked for, visible in the
 * store; unknown ids are left out. A supplier's product comes with what its sale needs (docs/decisions/023):
 * its listing's stock and pickup state, and its seller's standing and invoice details. Every checkout asks
 * it, so it is built once and is a named prepared statement: each connection has it parsed and planned
 * once.
 */
export async function findProductsToPrice(db: Database, ids: readonly number[]): Promise<ProductToPrice[]> {
  // An array literal: the ids are integers (the request's schema), and both drivers pass a text as is.
  const rows = await productsToPrice(db, { ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}` });
  return rows.map(({ product: { seller, ...product } }) => ({
    ...product,
    seller: seller && {
      ...seller,
      validUntil: seller.validUntil === null ? null : new Date(seller.validUntil),
    },
  }));
}

/** An order; `numbers`' placeholder in its number (`StatementNumbers`) becomes the number. */
export function insertOrder(
  tx: Database,
  order: typeof orders.$inferInsert,
  numbers?: StatementNumbers,
): PendingWrite {
  return insertJsonRows(tx, orders, [order], numbers);
}

/** An order's parts (`shipments`, pending); its lines name their part. */
export function insertOrderShipments(tx: Database, parts: (typeof shipments.$inferInsert)[]): PendingWrite {
  return insertJsonRows(tx, shipments, parts);
}

export function insertOrderLines(tx: Database, lines: (typeof orderLines.$inferInsert)[]): PendingWrite {
  return insertJsonRows(tx, orderLines, lines);
}

/** A step of the order's life, for its history. */
export function insertOrderStatusEntry(
  tx: Database,
  entry: typeof orderStatusHistory.$inferInsert,
): PendingWrite {
  return insertJsonRows(tx, orderStatusHistory, [entry]);
}

/** An order and the payment attempt of one of its gateway orders. */
const orderWithAttempt = () => ({
  ...getTableColumns(orders),
  attempt: {
    gatewayOrderId: orderPaymentAttempts.gatewayOrderId,
    amountPaise: orderPaymentAttempts.amountPaise,
    outcome: orderPaymentAttempts.outcome,
  },
});

/**
 * Locks, until the transaction ends, the order a gateway order was made for, and answers it with that
 * payment attempt; undefined for a gateway order of no cart order (a membership fee, or unknown). Its
 * `gatewayOrderId` is the order's current one, which may be a later attempt's.
 */
export async function lockOrderByGatewayOrderId(tx: Database, gatewayOrderId: string) {
  const [row] = await tx
    .select(orderWithAttempt())
    .from(orderPaymentAttempts)
    .innerJoin(orders, eq(orders.id, orderPaymentAttempts.orderId))
    .where(eq(orderPaymentAttempts.gatewayOrderId, gatewayOrderId))
    .for('update');
  return row;
}

/**
 * `lockOrderByGatewayOrderId` for a payment to record, in one round trip with all the payment reads: the
 * order's lines, its parts with their sellers' contacts, and the payment as recorded before, if it was.
 * All but the order and its attempt are read as the statement began: should the order change while this
 * waits for its lock, the caller reads the payment again (`findRecordedPayment`). A named prepared
 * statement, as every checkout's verify asks it.
 */
export function lockOrderToPay(tx: Database, payment: { gatewayOrderId: string; gatewayPaymentId: string }) {
  return orderToPay(orderToPayLocked, tx, payment);
}

/**
 * What `lockOrderToPay` answers, read without a lock: for a payment written in one statement outside a
 * transaction, which checks that what was read still holds (`writePaymentAtOnce`).
 */
export function readOrderToPay(db: Database, payment: { gatewayOrderId: string; gatewayPaymentId: string }) {
  return orderToPay(orderToPayRead, db, payment);
}

async function orderToPay(
  statement: typeof orderToPayRead,
  db: Database,
  payment: { gatewayOrderId: string; gatewayPaymentId: string },
) {
  const [row] = await statement(db, payment);
  if (!row) return undefined;
  const { order, attempt, recorded, lines, parts } = row.toPay;
  const { gatewayOrderId, amountPaise, outcome } = fromJsonRows(orderPaymentAttempts, [attempt])[0]!;
  return {
    ...fromJsonRows(orders, [order])[0]!,
    attempt: { gatewayOrderId, amountPaise, outcome },
    recorded: recorded ?? undefined,
    lines: fromJsonRows(orderLines, lines),
    parts: (parts ?? []).map(({ shipment, contact }) => ({
      shipment: fromJsonRows(shipments, [shipment])[0]!,
      contact,
    })),
  };
}

/** The statement of `lockOrderToPay` (`lock`) or `readOrderToPay`. */
const orderToPayStatement = (lock: boolean) =>
  preparedStatement<{
    toPay: {
      order: Record<string, unknown>;
      attempt: Record<string, unknown>;
      recorded: { id: number; gatewayOrderId: string; amountPaise: number; disposition: string } | null;
      lines: Record<string, unknown>[] | null;
      parts:
        | {
            shipment: Record<string, unknown>;
            contact: { id: number; email: string; businessName: string } | null;
          }[]
        | null;
    };
  }>(
    lock ? 'lock_order_to_pay' : 'read_order_to_pay',
    () => sql`select json_build_object(
      'order', ${jsonRowOf(orders)},
      'attempt', ${jsonRowOf(orderPaymentAttempts)},
      'recorded', (
        select json_build_object('id', ${payments.id}, 'gatewayOrderId', ${payments.gatewayOrderId},
               'amountPaise', ${payments.amountPaise}, 'disposition', ${payments.disposition})
          from ${payments} where ${payments.gatewayPaymentId} = ${sql.placeholder('gatewayPaymentId')}),
      'lines', (
        select json_agg(${jsonRowOf(orderLines)} order by ${orderLines.position})
          from ${orderLines} where ${orderLines.orderId} = ${orders.id}),
      'parts', (
        select json_agg(json_build_object(
                 'shipment', ${jsonRowOf(shipments)},
                 'contact', case when ${supplierProfiles.userId} is null then null else json_build_object(
                   'id', ${users.id}, 'email', ${users.email}, 'businessName', ${supplierProfiles.businessName}) end
               ) order by ${shipments.position})
          from ${shipments}
          left join ${users} on ${users.id} = ${shipments.sellerId}
          left join ${supplierProfiles} on ${supplierProfiles.userId} = ${users.id}
         where ${shipments.orderId} = ${orders.id})) as "toPay"
    from ${orderPaymentAttempts}
    inner join ${orders} on ${orders.id} = ${orderPaymentAttempts.orderId}
    where ${orderPaymentAttempts.gatewayOrderId} = ${sql.placeholder('gatewayOrderId')}
    ${lock ? sql`for update` : sql``}`,
  );
const orderToPayLocked = orderToPayStatement(true);
const orderToPayRead = orderToPayStatement(false);

/** Locks an order until the transaction ends. */
export async function lockOrder(tx: Database, id: string): Promise<StoredOrder | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

export function insertPaymentAttempt(
  tx: Database,
  attempt: typeof orderPaymentAttempts.$inferInsert,
): PendingWrite {
  return insertJsonRows(tx, orderPaymentAttempts, [attempt]);
}

/** Ends a payment attempt: paid, failed (with the gateway's account), expired or superseded. */
export function setAttemptOutcome(
  tx: Database,
  gatewayOrderId: string,
  outcome: Pick<typeof orderPaymentAttempts.$inferInsert, 'outcome'> &
    Partial<
      Pick<
        typeof orderPaymentAttempts.$inferInsert,
        'failureCode' | 'failureReason' | 'failureDescription' | 'failedAt'
      >
    >,
): PendingWrite {
  return tx
    .update(orderPaymentAttempts)
    .set(outcome)
    .where(eq(orderPaymentAttempts.gatewayOrderId, gatewayOrderId));
}

/**
 * Replaces an order's parts, lines and totals with a new pricing, for its new payment attempt, and makes it
 * pending (its parts were pending too: no stock was taken, no number issued).
 */
export async function repriceOrder(
  tx: Database,
  id: string,
  pricing: {
    order: Pick<
      typeof orders.$inferInsert,
      | 'subtotalPaise'
      | 'shippingPaise'
      | 'gstPaise'
      | 'cgstPaise'
      | 'sgstPaise'
      | 'igstPaise'
      | 'totalPaise'
      | 'totalWeightGrams'
      | 'gatewayOrderId'
    >;
    shipments: (typeof shipments.$inferInsert)[];
    lines: (typeof orderLines.$inferInsert)[];
  },
): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, id));
  await tx.delete(shipments).where(eq(shipments.orderId, id));
  await tx.insert(shipments).values(pricing.shipments);
  await tx.insert(orderLines).values(pricing.lines);
  await tx
    .update(orders)
    .set({ ...pricing.order, gstRateBps: null, status: 'pending' })
    .where(eq(orders.id, id));
}

/** Locks an order until the transaction ends, with what an admin's status change needs of it. */
export async function lockOrderForStatusChange(tx: Database, id: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      shipping: orders.shipping,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return order;
}

export function setOrderPaid(
  tx: Database,
  id: string,
  paid: { paidAt: Date; invoiceNumber: string | SQL | null },
): PendingWrite {
  return tx
    .update(orders)
    .set({ status: 'paid', ...paid })
    .where(eq(orders.id, id));
}

export async function setOrderStatus(tx: Database, id: string, status: OrderStatus): Promise<void> {
  await tx.update(orders).set({ status }).where(eq(orders.id, id));
}

/** The series of order numbers, as `StatementNumbers` names it. */
export const ORDER_NUMBER_SERIES = 'order';

/**
 * Sends an order's `writes` in one statement that also counts one more order in the year's series, and
 * answers the order number, written in `form`, that the writes' placeholders take (`StatementNumbers`).
 * Sent alone, the statement is its own transaction: the counter row is held for the statement, not for
 * round trips to the store, and a failed statement gives its number back.
 */
export async function writeNumberedOrder(
  db: Database,
  form: NumberForm,
  financialYear: string,
  writes: readonly (PendingWrite | undefined)[],
): Promise<string> {
  const [row] = await runWritesAfter<{ number: string }>(
    db,
    [
      sql`numbers as (
        insert into ${orderSequences} (financial_year, last_number) values (${financialYear}, 1)
        on conflict (financial_year) do update set last_number = ${orderSequences.lastNumber} + 1
        returning ${ORDER_NUMBER_SERIES}::text as series, ${numberInFormSql(form, sql`last_number`)} as number)`,
    ],
    writes,
    sql`select number from numbers`,
  );
  return row!.number;
}

/**
 * One page of orders, newest first, of a status and matching `q` (in the order number, id, email or
 * invoice number).
 */
export async function listOrders(
  db: Database,
  filter: { status?: OrderStatus | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
) {
  // Expired orders (never paid, nothing to do) are left out unless asked for by their status.
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(orders.status, filter.status) : ne(orders.status, 'expired'),
  ];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.id, pattern),
        ilike(orders.email, pattern),
        ilike(orders.invoiceNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        email: orders.email,
        shipping: orders.shipping,
        status: orders.status,
        totalPaise: orders.totalPaise,
        invoiceNumber: orders.invoiceNumber,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An order's steps, oldest first. */
export function findOrderHistory(db: Database, orderId: string) {
  return db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      actorId: orderStatusHistory.actorId,
      at: orderStatusHistory.at,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}
