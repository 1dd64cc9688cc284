import type { MemberDocument, MembershipPayment } from '@bulk/domain/memberships';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { memberDocuments, membershipPurchases, payments } from '#src/db/schema/index';

export const documentUrl = (id: string) => `/api/members/documents/${id}`;
export const membershipInvoiceUrl = (membershipId: string) => `/api/members/invoices/${membershipId}`;

/** The documents of each of `userIds`, oldest first. */
export async function documentsOf(db: Database, userIds: number[]): Promise<Map<number, MemberDocument[]>> {
  const byUser = new Map<number, MemberDocument[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(memberDocuments)
    .where(inArray(memberDocuments.userId, userIds))
    .orderBy(asc(memberDocuments.createdAt), asc(memberDocuments.kind));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: documentUrl(row.id),
    });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The completed membership purchases of a user (with their payments), newest first. */
export async function membershipPaymentsOf(db: Database, userId: number): Promise<MembershipPayment[]> {
  const rows = await db
    .select({ purchase: membershipPurchases, paymentId: payments.gatewayPaymentId })
    .from(membershipPurchases)
    .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
    .where(eq(membershipPurchases.userId, userId))
    .orderBy(desc(membershipPurchases.paidAt));
  return rows.map(({ purchase, paymentId }) => ({
    membershipId: purchase.id,
    kind: purchase.kind,
    amountPaise: purchase.amountPaise,
    paymentId,
    orderId: purchase.gatewayOrderId,
    paidAt: purchase.paidAt!.toISOString(),
    invoiceNumber: purchase.invoiceNumber!,
    invoiceUrl: membershipInvoiceUrl(purchase.id),
  }));
}
