import type { OrderStatus } from '@bulk/domain/checkout';
import type { ShipmentStatus } from '@bulk/domain/shipments';
import { and, asc, eq, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { insertJsonRows } from '#src/db/json-rows';
import { runWritesAfter, type PendingWrite } from '#src/db/writes';
import { INVOICE_NUMBER_MAX_LENGTH, type NumberForm } from '@bulk/domain/invoices';
import { nextDocumentNumbers } from '#src/modules/invoices/document-sequences.repo';
import { lockAndTakeProductStocks } from '#src/modules/listings/listings.repo';
import {
  orderPaymentAttempts,
  orders,
  shipmentEvents,
  shipments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';

export type StoredShipment = typeof shipments.$inferSelect;

/** An order's parts in order, each with its seller's public name and page (null for the company's). */
export async function findOrderShipments(db: Database, orderId: string) {
  return db
    .select({
      shipment: shipments,
      seller: { businessName: supplierProfiles.businessName, slug: supplierProfiles.slug },
    })
    .from(shipments)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, shipments.sellerId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.position));
}

/** The steps of the parts of an order, oldest first. */
export function findShipmentEventsOfOrder(db: Database, orderId: string) {
  return db
    .select({
      shipmentId: shipmentEvents.shipmentId,
      status: shipmentEvents.status,
      at: shipmentEvents.at,
      note: shipmentEvents.note,
    })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipmentEvents.id));
}

/** An order's parts and their steps, as the order's summary shows them. */
export async function findStoredOrderShipments(db: Database, orderId: string) {
  const [rows, events] = await Promise.all([
    findOrderShipments(db, orderId),
    findShipmentEventsOfOrder(db, orderId),
  ]);
  return { rows, events };
}
export type StoredOrderShipments = Awaited<ReturnType<typeof findStoredOrderShipments>>;

/** One part of an order; undefined when the order has no such part. */
export async function findOrderShipment(db: Database, orderId: string, shipmentId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)));
  return row;
}

/**
 * A paid order's parts, each placed (or in stock conflict) with its invoice number when it has one, in one
 * statement.
 */
export function setShipmentsPaid(
  tx: Database,
  parts: readonly { id: string; status: ShipmentStatus; invoiceNumber: string | SQL | null }[],
  at: Date,
): PendingWrite | undefined {
  if (parts.length === 0) return undefined;
  // Each column's value by part, cast: a parameter alone has no type for the column to take.
  const byPart = (value: (part: (typeof parts)[number]) => unknown, type: 'text' | 'timestamptz') =>
    sql.join(
      [
        sql`(case ${shipments.id}`,
        ...parts.map((part) => sql`when ${part.id} then ${value(part)}::${sql.raw(type)}`),
        sql`end)`,
      ],
      sql` `,
    );
  return tx
    .update(shipments)
    .set({
      status: sql`${byPart((part) => part.status, 'text')}`,
      invoiceNumber: sql`${byPart((part) => part.invoiceNumber, 'text')}`,
      invoicedAt: sql`${byPart((part) => (part.invoiceNumber ? at.toISOString() : null), 'timestamptz')}`,
      updatedAt: at,
    })
    .where(
      inArray(
        shipments.id,
        parts.map((part) => part.id),
      ),
    );
}

export function insertShipmentEvents(
  tx: Database,
  events: (typeof shipmentEvents.$inferInsert)[],
): PendingWrite | undefined {
  return events.length > 0 ? insertJsonRows(tx, shipmentEvents, events) : undefined;
}

/** The company's part of an order takes the order's invoice number (an advance order's, at loading). */
export async function setCompanyShipmentInvoice(
  tx: Database,
  orderId: string,
  invoice: { invoiceNumber: string; at: Date },
): Promise<void> {
  await tx
    .update(shipments)
    .set({ invoiceNumber: invoice.invoiceNumber, invoicedAt: invoice.at, updatedAt: invoice.at })
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.sellerId)));
}

/** An advance order's company part is placed when its advance is paid. */
export async function placeCompanyShipment(tx: Database, orderId: string, at: Date): Promise<void> {
  const placed = await tx
    .update(shipments)
    .set({ status: 'placed', updatedAt: at })
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.sellerId), eq(shipments.status, 'pending')))
    .returning({ id: shipments.id });
  await insertShipmentEvents(
    tx,
    placed.map(({ id }) => ({ shipmentId: id, status: 'placed' as const, at })),
  );
}

/**
 * The company's part of an order follows the order's status, which admins move at /admin/orders
 * (docs/decisions/023): loading, dispatched, delivered or cancelled there is the same step of its part.
 */
export async function followOrderStatus(
  tx: Database,
  orderId: string,
  step: { status: OrderStatus; actorId: number; at: Date },
): Promise<void> {
  if (!companyPartSteps.includes(step.status as ShipmentStatus)) return;
  const status = step.status as ShipmentStatus;
  const moved = await tx
    .update(shipments)
    .set({ status, updatedAt: step.at })
    .where(and(eq(shipments.orderId, orderId), isNull(shipments.sellerId), ne(shipments.status, status)))
    .returning({ id: shipments.id });
  await insertShipmentEvents(
    tx,
    moved.map(({ id }) => ({ shipmentId: id, status, actorId: step.actorId, at: step.at })),
  );
}

const companyPartSteps: readonly ShipmentStatus[] = ['loading', 'dispatched', 'delivered', 'cancelled'];

/**
 * Locks an order made only of suppliers' parts until the transaction ends and answers its status;
 * undefined for an order with the company's part, which is left unlocked.
 */
export async function lockSuppliersOnlyOrder(tx: Database, orderId: string) {
  const companyPart = tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orders.id), isNull(shipments.sellerId)));
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), notExists(companyPart)))
    // Not FOR UPDATE: a delivery writes its shipment twice, which takes a key share of the order through
    // the foreign key, and two parts delivered at once would then deadlock.
    .for('no key update');
  return order;
}

/** The status of each part of an order. */
export async function findOrderPartStatuses(tx: Database, orderId: string): Promise<ShipmentStatus[]> {
  const rows = await tx
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  return rows.map((row) => row.status);
}

/** Every admin able to act: the addresses a stock conflict is told to. */
export async function findAdminEmails(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  return rows.map((row) => row.email);
}

/**
 * What a payment written outside a transaction read of its order, which must still hold when it is
 * written: the order still pays by `gatewayOrderId` and has one of `statuses`.
 */
export interface PayingOrder {
  gatewayOrderId: string;
  statuses: readonly OrderStatus[];
}

/**
 * A payment's one statement (`numberAtOnce`): its listings locked and `quantities` (product id -> quantity)
 * taken, then each series of `forms` numbered, then `writes`. Answers the listings taken from with their
 * stock left, and each series' sequence and number.
 *
 * With `paying`, the statement is the payment's whole transaction (docs/decisions/026): it locks the order
 * first, as a transaction would, and writes only if the order is as `paying` says, every listing held its
 * quantity and keeps some stock (one emptied is paused with the payment, in a transaction), and every
 * number fits Rule 46; else it raises SH001 (`statement_holds`) and writes nothing.
 */
export async function writePaymentAtOnce(
  tx: Database,
  payment: {
    quantities: ReadonlyMap<number, number>;
    forms: ReadonlyMap<string, NumberForm>;
    financialYear: string;
    at: Date;
    paying?: PayingOrder | undefined;
  },
  writes: readonly (PendingWrite | undefined)[],
) {
  const { quantities, forms, paying } = payment;
  const takes = quantities.size > 0;
  const numbers = forms.size > 0;
  const holds = paying
    ? sql`statement_holds(exists (select 1 from paying)
          ${takes ? sql`and (select count(*) from taken where stock > 0) = ${quantities.size}` : sql``}
          ${numbers ? sql`and not exists (select 1 from numbers where length(number) > ${INVOICE_NUMBER_MAX_LENGTH})` : sql``},
          'The order or its stock changed before the payment was written.')`
    : sql`true`;
  const [answer] = await runWritesAfter<{
    taken: { id: number; stock: number }[];
    numbers: { series: string; sequence: number; number: string }[];
  }>(
    tx,
    [
      ...(paying ? [payingOrder(paying)] : []),
      ...(takes ? [lockAndTakeProductStocks(quantities, payment.at, paying ? 'paying' : undefined)] : []),
      ...(numbers
        ? [nextDocumentNumbers(forms, payment.financialYear, takes ? 'taken' : paying ? 'paying' : undefined)]
        : []),
    ],
    writes,
    sql`select ${holds} as holds, ${
      takes
        ? sql`(select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]') from taken)`
        : sql`'[]'::json`
    } as taken, ${
      numbers
        ? sql`(select coalesce(json_agg(json_build_object('series', series, 'sequence', last_number,
                'number', number)), '[]') from numbers)`
        : sql`'[]'::json`
    } as numbers`,
  );
  return answer!;
}

/** The `WITH` entry `paying`: the order and its payment attempt locked, as `lockOrderToPay` locks them. */
const payingOrder = ({ gatewayOrderId, statuses }: PayingOrder) =>
  sql`paying as materialized (
      select ${orders.id} from ${orderPaymentAttempts}
       inner join ${orders} on ${orders.id} = ${orderPaymentAttempts.orderId}
       where ${orderPaymentAttempts.gatewayOrderId} = ${gatewayOrderId}
         and ${orders.gatewayOrderId} = ${gatewayOrderId} and ${inArray(orders.status, [...statuses])}
       for update)`;
