import type { InstalmentStatus } from '@bulk/domain/advance';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client';
import type { PendingWrite } from '#src/db/writes';
import { orderInstalments, orders, voucherSequences } from '#src/db/schema/index';

export type StoredInstalment = typeof orderInstalments.$inferSelect;

export function insertInstalments(
  tx: Database,
  rows: PgInsertValue<typeof orderInstalments>[],
): PendingWrite {
  return tx.insert(orderInstalments).values(rows);
}

/** An order's instalments, the advance first. */
export function findInstalments(db: Database, orderId: string): Promise<StoredInstalment[]> {
  return db
    .select()
    .from(orderInstalments)
    .where(eq(orderInstalments.orderId, orderId))
    .orderBy(asc(orderInstalments.number));
}

/** The order and number of the instalment a gateway order was made for, if it is an instalment's. */
export async function findInstalmentByGatewayOrderId(db: Database, gatewayOrderId: string) {
  const [row] = await db
    .select({ orderId: orderInstalments.orderId, number: orderInstalments.number })
    .from(orderInstalments)
    .where(eq(orderInstalments.gatewayOrderId, gatewayOrderId));
  return row;
}

/** The order and number of an instalment by its id. */
export async function findInstalmentById(db: Database, id: number) {
  const [row] = await db
    .select({ orderId: orderInstalments.orderId, number: orderInstalments.number })
    .from(orderInstalments)
    .where(eq(orderInstalments.id, id));
  return row;
}

/**
 * Locks one instalment until the transaction ends. Callers lock its order first (`lockOrder`), so every
 * path takes the two locks in the same sequence and none waits for another in a circle.
 */
export async function lockInstalment(
  tx: Database,
  orderId: string,
  number: number,
): Promise<StoredInstalment | undefined> {
  const [row] = await tx
    .select()
    .from(orderInstalments)
    .where(and(eq(orderInstalments.orderId, orderId), eq(orderInstalments.number, number)))
    .for('update');
  return row;
}

export async function updateInstalment(
  tx: Database,
  id: number,
  change: Partial<typeof orderInstalments.$inferInsert>,
): Promise<StoredInstalment> {
  const [row] = await tx.update(orderInstalments).set(change).where(eq(orderInstalments.id, id)).returning();
  return row!;
}

/** Sets an instalment's gateway order unless another request set one first; answers the one it has. */
export async function claimInstalmentGatewayOrder(
  db: Database,
  id: number,
  gatewayOrderId: string,
): Promise<string> {
  await db
    .update(orderInstalments)
    .set({ gatewayOrderId })
    .where(and(eq(orderInstalments.id, id), isNull(orderInstalments.gatewayOrderId)));
  const [row] = await db
    .select({ gatewayOrderId: orderInstalments.gatewayOrderId })
    .from(orderInstalments)
    .where(eq(orderInstalments.id, id));
  return row!.gatewayOrderId!;
}

/** Records an advance order's bill copy: the order's invoice number and time. */
export async function setOrderInvoiced(
  tx: Database,
  orderId: string,
  invoice: { invoiceNumber: string; invoicedAt: Date },
): Promise<void> {
  await tx.update(orders).set(invoice).where(eq(orders.id, orderId));
}

/** Marks an advance order paid (its advance received): loading may begin 24 hours after `paidAt`. */
export async function setAdvanceReceived(tx: Database, orderId: string, paidAt: Date): Promise<void> {
  await tx.update(orders).set({ status: 'paid', paidAt }).where(eq(orders.id, orderId));
}

/**
 * Counts one more voucher in a series and year and answers its sequence. The row stays locked until the
 * caller's transaction ends, so numbers follow each other and a rolled-back voucher gives its number back.
 */
export async function nextVoucherSequence(
  tx: Database,
  series: string,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(voucherSequences)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [voucherSequences.series, voucherSequences.financialYear],
      set: { lastNumber: sql`${voucherSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: voucherSequences.lastNumber });
  return row!.lastNumber;
}

/** Instalments an admin acts on: references to confirm, balances due (and overdue), refunds to make by bank. */
export function listInstalmentsForAdmin(
  db: Database,
  filter:
    | { state: 'awaiting_confirmation' | 'refund_pending' }
    | { state: 'balance_due' | 'balance_overdue'; overdueBilledBefore: Date },
) {
  const statuses: InstalmentStatus[] = filter.state === 'refund_pending' ? ['refund_pending'] : ['due'];
  const conditions = [inArray(orderInstalments.status, statuses)];
  if (filter.state === 'awaiting_confirmation')
    conditions.push(isNotNull(orderInstalments.submittedReference));
  if (filter.state === 'balance_due' || filter.state === 'balance_overdue') {
    conditions.push(eq(orderInstalments.kind, 'balance'), isNotNull(orderInstalments.dueSince));
  }
  if (filter.state === 'balance_overdue') {
    conditions.push(lte(orderInstalments.dueSince, filter.overdueBilledBefore));
  }
  return db
    .select({
      instalment: orderInstalments,
      orderNumber: orders.number,
      email: orders.email,
      shipping: orders.shipping,
    })
    .from(orderInstalments)
    .innerJoin(orders, eq(orders.id, orderInstalments.orderId))
    .where(and(...conditions))
    .orderBy(asc(orderInstalments.dueSince), asc(orderInstalments.submittedAt), asc(orderInstalments.id))
    .limit(500);
}
