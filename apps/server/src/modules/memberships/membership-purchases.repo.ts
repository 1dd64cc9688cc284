import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  jobseekerProfiles,
  membershipPurchases,
  payments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';

export type MembershipPurchase = typeof membershipPurchases.$inferSelect;

export async function insertMembershipPurchase(
  db: Database,
  purchase: typeof membershipPurchases.$inferInsert,
): Promise<void> {
  await db.insert(membershipPurchases).values(purchase);
}

export async function findPurchaseByGatewayOrder(
  db: Database,
  gatewayOrderId: string,
): Promise<MembershipPurchase | undefined> {
  const [row] = await db
    .select()
    .from(membershipPurchases)
    .where(eq(membershipPurchases.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Whether a gateway order is a membership fee's: asked before any transaction, as most payments are not. */
export async function isPurchaseGatewayOrder(db: Database, gatewayOrderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: membershipPurchases.id })
    .from(membershipPurchases)
    .where(eq(membershipPurchases.gatewayOrderId, gatewayOrderId));
  return row !== undefined;
}

/** The purchase of a gateway order, locked until the transaction ends. */
export async function lockPurchaseByGatewayOrder(
  tx: Database,
  gatewayOrderId: string,
): Promise<MembershipPurchase | undefined> {
  const [row] = await tx
    .select()
    .from(membershipPurchases)
    .where(eq(membershipPurchases.gatewayOrderId, gatewayOrderId))
    .for('update');
  return row;
}

/** A purchase's status and payment time, locked until the transaction ends. */
export async function lockPurchaseStatus(tx: Database, id: string) {
  const [row] = await tx
    .select({ status: membershipPurchases.status, paidAt: membershipPurchases.paidAt })
    .from(membershipPurchases)
    .where(eq(membershipPurchases.id, id))
    .for('update');
  return row;
}

export async function markPurchasePaid(
  tx: Database,
  id: string,
  paid: { paidAt: Date; invoiceNumber: string },
): Promise<void> {
  await tx
    .update(membershipPurchases)
    .set({ status: 'paid', ...paid })
    .where(eq(membershipPurchases.id, id));
}

/** Marks a paid purchase completed by the account it created; a purchase not paid is left as it is. */
export async function markPurchaseCompleted(
  tx: Database,
  id: string,
  completion: { userId: number; completedAt: Date; placeOfSupply: string },
): Promise<void> {
  await tx
    .update(membershipPurchases)
    .set({ status: 'completed', ...completion })
    .where(and(eq(membershipPurchases.id, id), eq(membershipPurchases.status, 'paid')));
}

export async function insertMembershipPayment(
  tx: Database,
  payment: typeof payments.$inferInsert,
): Promise<void> {
  await tx.insert(payments).values(payment);
}

/** The gateway's id of the payment recorded for a purchase. */
export async function findMembershipPaymentId(
  db: Database,
  membershipId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(eq(payments.membershipId, membershipId));
  return row?.gatewayPaymentId;
}

/** What a membership fee's invoice shows: the purchase, its payment, the member and their profile. */
export async function findMembershipInvoice(db: Database, membershipId: string) {
  const [row] = await db
    .select({
      purchase: membershipPurchases,
      paymentId: payments.gatewayPaymentId,
      user: users,
      supplier: supplierProfiles,
      jobseeker: jobseekerProfiles,
    })
    .from(membershipPurchases)
    .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
    .innerJoin(users, eq(users.id, membershipPurchases.userId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .leftJoin(jobseekerProfiles, eq(jobseekerProfiles.userId, users.id))
    .where(eq(membershipPurchases.id, membershipId));
  return row;
}
