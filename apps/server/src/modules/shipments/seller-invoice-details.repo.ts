import type { SellerInvoiceDetails } from '@bulk/domain/shipments';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { supplierProfiles, users } from '#src/db/schema/index';

/** A supplier's invoice details and what decides whether its products can be ordered; undefined without a profile. */
export async function findSellerInvoiceDetails(db: Database, userId: number) {
  const [row] = await db
    .select({
      details: supplierProfiles.invoiceDetails,
      status: users.status,
      validUntil: supplierProfiles.validUntil,
    })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .where(eq(supplierProfiles.userId, userId));
  return row;
}

/** Saves a supplier's invoice details; false when it has no supplier profile. */
export async function saveSellerInvoiceDetails(
  db: Database,
  userId: number,
  details: SellerInvoiceDetails,
): Promise<boolean> {
  const saved = await db
    .update(supplierProfiles)
    .set({ invoiceDetails: details })
    .where(eq(supplierProfiles.userId, userId))
    .returning({ userId: supplierProfiles.userId });
  return saved.length > 0;
}
