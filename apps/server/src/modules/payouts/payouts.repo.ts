import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  categories,
  commissionInvoiceShipments,
  commissionInvoices,
  commissionRates,
  orderLines,
  orders,
  payouts,
  products,
  shipments,
  supplierProfiles,
  users,
  type CommissionInvoiceRecipient,
} from '#src/db/schema/index';

export type StoredCommissionInvoice = typeof commissionInvoices.$inferSelect;
export type { CommissionInvoiceRecipient };

/** Locks a shipment for its settlement until the transaction ends. */
export async function lockShipmentForSettlement(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: shipments.id,
      sellerId: shipments.sellerId,
      status: shipments.status,
      totalPaise: shipments.totalPaise,
      payoutPaise: shipments.payoutPaise,
    })
    .from(shipments)
    .where(eq(shipments.id, id))
    .for('update');
  return row;
}

/**
 * A shipment's lines as the commission sees them: what the buyer paid for each (taxable value and GST) and
 * the rate of its product's category today, null where the category has none.
 */
export async function shipmentCommissionLines(tx: Database, shipmentId: string) {
  return tx
    .select({
      taxablePaise: orderLines.taxablePaise,
      gstPaise: orderLines.gstPaise,
      rateBps: commissionRates.rateBps,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(commissionRates, eq(commissionRates.categoryId, products.categoryId))
    .where(eq(orderLines.shipmentId, shipmentId))
    .orderBy(asc(orderLines.position));
}

export async function recordSettlement(
  tx: Database,
  id: string,
  settlement: { commissionPaise: number; commissionGstPaise: number; payoutPaise: number; at: Date },
): Promise<void> {
  const { at, ...money } = settlement;
  await tx
    .update(shipments)
    .set({ ...money, deliveredAt: sql`coalesce(${shipments.deliveredAt}, ${at})`, updatedAt: at })
    .where(eq(shipments.id, id));
}

/** Every category in the catalogue's order with its own commission rate, if it has one. */
export async function categoriesWithRates(db: Database) {
  return db
    .select({
      categoryId: categories.id,
      slug: categories.slug,
      name: categories.name,
      rateBps: commissionRates.rateBps,
      updatedAt: commissionRates.updatedAt,
    })
    .from(categories)
    .leftJoin(commissionRates, eq(commissionRates.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function setCommissionRate(
  tx: Database,
  rate: { categoryId: number; rateBps: number; updatedBy: number; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(commissionRates)
    .values(rate)
    .onConflictDoUpdate({
      target: commissionRates.categoryId,
      set: { rateBps: rate.rateBps, updatedBy: rate.updatedBy, updatedAt: rate.updatedAt },
    });
}

export async function clearCommissionRate(tx: Database, categoryId: number): Promise<void> {
  await tx.delete(commissionRates).where(eq(commissionRates.categoryId, categoryId));
}

const settled = and(isNotNull(shipments.sellerId), isNotNull(shipments.payoutPaise));

/** Each supplier's earned total: the payouts of its settled shipments. */
async function earnedBySeller(db: Database, sellerId?: number) {
  return db
    .select({
      sellerId: sql<number>`${shipments.sellerId}`.mapWith(Number),
      paise: sql<string>`sum(${shipments.payoutPaise})`,
    })
    .from(shipments)
    .where(sellerId === undefined ? settled : and(settled, eq(shipments.sellerId, sellerId)))
    .groupBy(shipments.sellerId);
}

/** Each supplier's paid total: the payouts recorded. */
async function paidBySeller(db: Database, sellerId?: number) {
  return db
    .select({ sellerId: payouts.sellerId, paise: sql<string>`sum(${payouts.amountPaise})` })
    .from(payouts)
    .where(sellerId === undefined ? undefined : eq(payouts.sellerId, sellerId))
    .groupBy(payouts.sellerId);
}

/** Earned and paid per supplier (all, or one), in paise. */
export async function ledgerTotals(
  db: Database,
  sellerId?: number,
): Promise<Map<number, { earnedPaise: number; paidPaise: number }>> {
  const totals = new Map<number, { earnedPaise: number; paidPaise: number }>();
  const entry = (id: number) => {
    const found = totals.get(id) ?? { earnedPaise: 0, paidPaise: 0 };
    totals.set(id, found);
    return found;
  };
  for (const row of await earnedBySeller(db, sellerId)) entry(row.sellerId).earnedPaise = Number(row.paise);
  for (const row of await paidBySeller(db, sellerId)) entry(row.sellerId).paidPaise = Number(row.paise);
  return totals;
}

/** The suppliers' names and emails, by user id. */
export async function supplierNames(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      sellerId: users.id,
      email: users.email,
      name: users.name,
      businessName: supplierProfiles.businessName,
    })
    .from(users)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}

/** A supplier's settled shipments, newest delivery first. */
export async function settledShipmentsOf(db: Database, sellerId: number) {
  return db
    .select({
      shipmentId: shipments.id,
      orderNumber: orders.number,
      deliveredAt: shipments.deliveredAt,
      totalPaise: shipments.totalPaise,
      commissionPaise: shipments.commissionPaise,
      commissionGstPaise: shipments.commissionGstPaise,
      payoutPaise: shipments.payoutPaise,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(settled, eq(shipments.sellerId, sellerId)))
    .orderBy(desc(shipments.deliveredAt), desc(shipments.id));
}

/** The payouts recorded (for one supplier, or all), newest first, with the recording admin's name. */
export async function payoutsRecorded(db: Database, sellerId?: number) {
  return db
    .select({
      id: payouts.id,
      sellerId: payouts.sellerId,
      amountPaise: payouts.amountPaise,
      utr: payouts.utr,
      paidOn: payouts.paidOn,
      note: payouts.note,
      recordedBy: users.name,
      recordedAt: payouts.createdAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.recordedBy))
    .where(sellerId === undefined ? undefined : eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.paidOn), desc(payouts.id));
}

/**
 * Locks a supplier's account until the transaction ends: payouts to one supplier are recorded one after
 * the other, each against the pending amount the one before left.
 */
export async function lockSupplier(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      businessName: supplierProfiles.businessName,
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'supplier')))
    .for('update', { of: users });
  return row;
}

export async function utrRecorded(tx: Database, utr: string): Promise<boolean> {
  const [row] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.utr, utr)).limit(1);
  return row !== undefined;
}

export async function insertPayout(
  tx: Database,
  payout: {
    sellerId: number;
    amountPaise: number;
    utr: string;
    paidOn: string;
    note: string | null;
    recordedBy: number;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(payouts).values(payout).returning();
  return row!;
}

/**
 * Settled supplier shipments delivered before `before` that no commission invoice covers yet, with their
 * supplier's invoice details: what the next monthly invoices bill, by supplier.
 */
export async function uninvoicedSettlements(tx: Database, before: Date) {
  return tx
    .select({
      shipmentId: shipments.id,
      sellerId: sql<number>`${shipments.sellerId}`.mapWith(Number),
      // Not null once settled; bigint read as a number, as the column reads it.
      commissionPaise: sql<number>`${shipments.commissionPaise}`.mapWith(Number),
      commissionGstPaise: sql<number>`${shipments.commissionGstPaise}`.mapWith(Number),
      sellerOnInvoice: shipments.seller,
      invoiceDetails: supplierProfiles.invoiceDetails,
      email: users.email,
    })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.sellerId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, shipments.sellerId))
    .leftJoin(commissionInvoiceShipments, eq(commissionInvoiceShipments.shipmentId, shipments.id))
    .where(and(settled, lt(shipments.deliveredAt, before), isNull(commissionInvoiceShipments.invoiceId)))
    .orderBy(asc(shipments.sellerId), asc(shipments.deliveredAt), asc(shipments.id));
}

export async function insertCommissionInvoice(
  tx: Database,
  invoice: {
    sellerId: number;
    month: string;
    invoiceNumber: string;
    issuedAt: Date;
    recipient: CommissionInvoiceRecipient;
    shipmentCount: number;
    commissionPaise: number;
    commissionGstPaise: number;
  },
  shipmentIds: string[],
): Promise<void> {
  const [row] = await tx.insert(commissionInvoices).values(invoice).returning({ id: commissionInvoices.id });
  await tx
    .insert(commissionInvoiceShipments)
    .values(shipmentIds.map((shipmentId) => ({ shipmentId, invoiceId: row!.id })));
}

export async function commissionInvoiceExists(tx: Database, sellerId: number, month: string) {
  const [row] = await tx
    .select({ id: commissionInvoices.id })
    .from(commissionInvoices)
    .where(and(eq(commissionInvoices.sellerId, sellerId), eq(commissionInvoices.month, month)));
  return row !== undefined;
}

/** A supplier's commission invoices, newest month first. */
export async function commissionInvoicesOf(db: Database, sellerId: number) {
  return db
    .select()
    .from(commissionInvoices)
    .where(eq(commissionInvoices.sellerId, sellerId))
    .orderBy(desc(commissionInvoices.month));
}

export async function findCommissionInvoice(db: Database, sellerId: number, month: string) {
  const [row] = await db
    .select()
    .from(commissionInvoices)
    .where(and(eq(commissionInvoices.sellerId, sellerId), eq(commissionInvoices.month, month)));
  return row;
}
