import type { ShipmentStatus } from '@bulk/domain/shipments';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  orderLines,
  orders,
  payments,
  products,
  shipmentEvents,
  shipments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';

import type { StoredShipment } from './order-shipments.repo';

export type { StoredShipment };

const shipmentWithOrder = {
  shipment: shipments,
  orderNumber: orders.number,
  orderEmail: orders.email,
  shipping: orders.shipping,
  buyer: orders.buyer,
  businessName: supplierProfiles.businessName,
};

/** Whose shipments a list shows: one supplier's (`sellerId`), or every seller's for an admin. */
export interface ShipmentFilter {
  sellerId?: number | undefined;
  status?: ShipmentStatus | undefined;
}

function shipmentConditions(filter: ShipmentFilter): SQL | undefined {
  return and(
    // A shipment of an order not yet paid is nobody's work.
    filter.status ? eq(shipments.status, filter.status) : ne(shipments.status, 'pending'),
    filter.sellerId === undefined ? undefined : eq(shipments.sellerId, filter.sellerId),
  );
}

function selectShipments(db: Database) {
  return db
    .select(shipmentWithOrder)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, shipments.sellerId));
}
export type ShipmentRow = Awaited<ReturnType<ReturnType<typeof selectShipments>['execute']>>[number];

/** One page of shipments, newest first, with the count of every match. */
export async function listShipments(
  db: Database,
  filter: ShipmentFilter,
  page: { limit: number; offset: number },
) {
  const where = shipmentConditions(filter);
  const [rows, [total]] = await Promise.all([
    selectShipments(db)
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shipments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A shipment with its order's details; with `sellerId`, only that supplier's. */
export async function findShipment(
  db: Database,
  id: string,
  sellerId?: number,
): Promise<ShipmentRow | undefined> {
  const [row] = await selectShipments(db).where(
    and(eq(shipments.id, id), sellerId === undefined ? undefined : eq(shipments.sellerId, sellerId)),
  );
  return row;
}

/** The lines and steps of the shipments given, for their views. */
export async function findShipmentParts(db: Database, ids: string[]) {
  if (ids.length === 0) return { lines: [], events: [] };
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.shipmentId, ids)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, ids))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
  ]);
  return { lines, events };
}

/** Locks a shipment for a step, so that two requests cannot both take it; with `sellerId`, only that supplier's. */
export async function lockShipment(
  tx: Database,
  id: string,
  sellerId?: number,
): Promise<StoredShipment | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), sellerId === undefined ? undefined : eq(shipments.sellerId, sellerId)))
    .for('update');
  return row;
}

export async function updateShipment(
  tx: Database,
  id: string,
  set: Partial<
    Pick<
      StoredShipment,
      'status' | 'dispatch' | 'deliveredAt' | 'cancellationReason' | 'creditNoteNumber' | 'refundId'
    >
  > & { updatedAt: Date },
): Promise<void> {
  await tx.update(shipments).set(set).where(eq(shipments.id, id));
}

export async function insertShipmentEvent(
  tx: Database,
  event: {
    shipmentId: string;
    status: ShipmentStatus;
    note: string | null;
    actorId: number | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(shipmentEvents).values(event);
}

/** The gateway payment that paid an order, to refund part of it; undefined when none was recorded. */
export async function findOrderPaymentId(db: Database, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: payments.gatewayPaymentId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.id;
}

/** A shipment's lines with the supplier listing each came from (null for the company's products). */
export function findShipmentStockLines(tx: Database, shipmentId: string) {
  return tx
    .select({ quantity: orderLines.quantity, listingId: products.listingId })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.shipmentId, shipmentId))
    .orderBy(asc(orderLines.position));
}

/** Who a supplier's emails go to. */
export async function findSellerContact(db: Database, sellerId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name, businessName: supplierProfiles.businessName })
    .from(users)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(eq(users.id, sellerId));
  return row;
}

/** Paid shipments whose stock ran out, waiting for an admin. */
export async function countStockConflicts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shipments).where(eq(shipments.status, 'stock_conflict'));
  return row?.n ?? 0;
}
