import {
  sellerOrderable,
  type SellerInvoiceDetails,
  type SellerInvoiceDetailsResponse,
} from '@bulk/domain/shipments';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import type { StoreCopy } from '#src/modules/listings/listings.service';
import { findSellerInvoiceDetails, saveSellerInvoiceDetails } from './seller-invoice-details.repo';

const NO_PROFILE = 'There is no supplier registration for this account.';

/** A supplier's invoice details as on file, and whether its products can be ordered at `at`. */
export async function sellerInvoiceDetails(
  db: Database,
  userId: number,
  at: Date,
): Promise<SellerInvoiceDetailsResponse> {
  const row = await findSellerInvoiceDetails(db, userId);
  if (!row) throw new AppError('FORBIDDEN', NO_PROFILE);
  return {
    details: row.details,
    orderable: sellerOrderable({ ...row, hasInvoiceDetails: row.details !== null }, at),
  };
}

/**
 * Saves the details the supplier's invoices carry (docs/decisions/023). Its products' `seller.state` and
 * `orderable` change with them: this server's catalogue copy is dropped at once, the others' on the
 * database's change notification (the trigger on `supplier_profiles`).
 */
export async function changeSellerInvoiceDetails(
  db: Database,
  userId: number,
  details: SellerInvoiceDetails,
  context: { at: Date; store: StoreCopy },
): Promise<SellerInvoiceDetailsResponse> {
  if (!(await saveSellerInvoiceDetails(db, userId, details))) throw new AppError('FORBIDDEN', NO_PROFILE);
  context.store.invalidate();
  return sellerInvoiceDetails(db, userId, context.at);
}
