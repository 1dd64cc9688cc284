import { supplierSlugBase } from '@bulk/domain/suppliers';
import type { MemberDocument, MembershipPayment } from '@bulk/domain/memberships';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import {
  jobseekerProfiles,
  memberDocuments,
  membershipPurchases,
  payments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';

export const documentUrl = (id: string) => `/api/members/documents/${id}`;
export const membershipInvoiceUrl = (membershipId: string) => `/api/members/invoices/${membershipId}`;

export type StoredUser = typeof users.$inferSelect;
export type StoredSupplierProfile = typeof supplierProfiles.$inferSelect;
export type StoredJobseekerProfile = typeof jobseekerProfiles.$inferSelect;
export type StoredMemberDocument = typeof memberDocuments.$inferSelect;

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

/** The account an email belongs to, whatever the case it was typed in. */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Pick<StoredUser, 'id' | 'name' | 'email'> | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findAccount(db: Database, userId: number): Promise<StoredUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findSupplierProfile(
  db: Database,
  userId: number,
): Promise<StoredSupplierProfile | undefined> {
  const [row] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId));
  return row;
}

export async function findJobseekerProfile(
  db: Database,
  userId: number,
): Promise<StoredJobseekerProfile | undefined> {
  const [row] = await db.select().from(jobseekerProfiles).where(eq(jobseekerProfiles.userId, userId));
  return row;
}

export async function findMemberDocument(
  db: Database,
  id: string,
): Promise<StoredMemberDocument | undefined> {
  const [row] = await db.select().from(memberDocuments).where(eq(memberDocuments.id, id));
  return row;
}

/** A new member's account; undefined when the email already has one. */
export async function insertMemberAccount(
  db: Database,
  account: typeof users.$inferInsert,
): Promise<{ id: number } | undefined> {
  const [row] = await db.insert(users).values(account).onConflictDoNothing().returning({ id: users.id });
  return row;
}

/**
 * Saves a new supplier with the address of its public page: the business name's slug, or, when another
 * supplier has it, that slug with the account id (unique as the id is), decided by the unique index itself.
 */
export async function insertSupplierProfile(
  db: Database,
  profile: Omit<typeof supplierProfiles.$inferInsert, 'slug'>,
): Promise<void> {
  const slug = supplierSlugBase(profile.businessName);
  const saved = await db
    .insert(supplierProfiles)
    .values({ ...profile, slug })
    .onConflictDoNothing({ target: supplierProfiles.slug })
    .returning({ userId: supplierProfiles.userId });
  if (saved.length === 0) {
    await db.insert(supplierProfiles).values({ ...profile, slug: `${slug}-${profile.userId}` });
  }
}

export async function insertJobseekerProfile(
  db: Database,
  profile: typeof jobseekerProfiles.$inferInsert,
): Promise<void> {
  await db.insert(jobseekerProfiles).values(profile);
}

export async function insertMemberDocuments(
  db: Database,
  documents: (typeof memberDocuments.$inferInsert)[],
): Promise<void> {
  await db.insert(memberDocuments).values(documents);
}

/** Each supplier (or only `userIds`) with their profile and paid membership purchase, newest account first. */
/** A member's registration fee, not its renewals. */
const registrationOf = and(
  eq(membershipPurchases.userId, users.id),
  eq(membershipPurchases.purpose, 'registration'),
);

export async function supplierRegistrations(db: Database, userIds?: number[]) {
  return db
    .select({
      user: users,
      profile: supplierProfiles,
      purchase: membershipPurchases,
      paymentId: payments.gatewayPaymentId,
    })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .innerJoin(membershipPurchases, registrationOf)
    .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
    .where(userIds ? inArray(users.id, userIds) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** Like `supplierRegistrations`, for job seekers. */
export async function jobseekerRegistrations(db: Database) {
  return db
    .select({
      user: users,
      profile: jobseekerProfiles,
      purchase: membershipPurchases,
      paymentId: payments.gatewayPaymentId,
    })
    .from(jobseekerProfiles)
    .innerJoin(users, eq(users.id, jobseekerProfiles.userId))
    .innerJoin(membershipPurchases, registrationOf)
    .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** A supplier's account and profile, the account locked until the transaction ends. */
export async function lockSupplier(tx: Database, userId: number) {
  const [row] = await tx
    .select({ user: users, profile: supplierProfiles })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'supplier')))
    .for('update', { of: users });
  return row;
}

/** Sets a supplier's account status and records who decided it, when, and why if rejected. */
export async function recordSupplierDecision(
  tx: Database,
  userId: number,
  decision: {
    status: 'approved' | 'rejected';
    rejectionReason: string | null;
    decidedAt: Date;
    decidedBy: number;
  },
): Promise<void> {
  await tx.update(users).set({ status: decision.status }).where(eq(users.id, userId));
  await tx
    .update(supplierProfiles)
    .set({
      rejectionReason: decision.rejectionReason,
      decidedAt: decision.decidedAt,
      decidedBy: decision.decidedBy,
    })
    .where(eq(supplierProfiles.userId, userId));
}

/** Sets the end of a supplier's membership year. */
export async function setSupplierValidUntil(tx: Database, userId: number, validUntil: Date): Promise<void> {
  await tx.update(supplierProfiles).set({ validUntil }).where(eq(supplierProfiles.userId, userId));
}
