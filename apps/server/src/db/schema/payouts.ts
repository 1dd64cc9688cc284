import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { money } from './columns';
import { shipments } from './shipments';

/** The supplier as a commission invoice names it (Rule 46: name, address, GSTIN), frozen when issued. */
export type CommissionInvoiceRecipient = {
  name: string;
  /** The registered address with its state and PIN code. */
  address: string;
  state: string;
  gstin: string;
  email: string;
};

/**
 * The company's tax invoice to a supplier for a month's commission (docs/decisions/023), issued by the
 * monthly job on the 1st: its number in the `commission:company` series is fixed once. The amounts are
 * those deducted from the supplier's payouts; the invoice's GST follows from them
 * (`commissionInvoiceAmounts`).
 */
export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => users.id),
    /** The month invoiced, 'YYYY-MM' in India. */
    month: text().notNull(),
    invoiceNumber: text().notNull().unique(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    recipient: jsonb().$type<CommissionInvoiceRecipient>().notNull(),
    shipmentCount: integer().notNull(),
    commissionPaise: money().notNull(),
    /** The sum of the GST on commission deducted shipment by shipment. */
    commissionGstPaise: money().notNull(),
  },
  (table) => [
    uniqueIndex('commission_invoices_seller_month_unique').on(table.sellerId, table.month),
    check('commission_invoices_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Which settled shipments an invoice covers: each shipment is invoiced once. */
export const commissionInvoiceShipments = pgTable(
  'commission_invoice_shipments',
  {
    shipmentId: text()
      .primaryKey()
      .references(() => shipments.id),
    invoiceId: integer()
      .notNull()
      .references(() => commissionInvoices.id),
  },
  (table) => [index().on(table.invoiceId)],
);
