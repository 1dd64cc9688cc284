import type { InvoiceSeller } from '@bulk/domain/invoices';
import { shipmentStatuses, type DispatchDetails, type ShipmentStatus } from '@bulk/domain/shipments';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './catalogue';
import { money } from './columns';
import { orders } from './orders';

/**
 * One seller's part of an order (docs/decisions/023): its lines (`order_lines.shipment_id`), freight from the
 * seller's pickup zone, GST by the seller's state, its own tax invoice in the seller's series, and its own
 * way to the buyer. `seller_id` is null for the company's own part.
 */
export const shipments = pgTable(
  'shipments',
  {
    /** `shp_…`, random. */
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    sellerId: integer().references(() => users.id),
    /** The seller as its invoice names it, frozen at the order; null for the company (the store's config). */
    seller: jsonb().$type<InvoiceSeller>(),
    /** The zone its freight runs from. */
    originZone: text().notNull(),
    status: text({ enum: shipmentStatuses }).$type<ShipmentStatus>().notNull().default('pending'),
    subtotalPaise: money().notNull(),
    shippingPaise: money().notNull(),
    gstPaise: money().notNull(),
    cgstPaise: money().notNull(),
    sgstPaise: money().notNull(),
    igstPaise: money().notNull(),
    totalPaise: money().notNull(),
    totalWeightGrams: money().notNull(),
    invoiceNumber: text(),
    invoicedAt: timestamp({ withTimezone: true }),
    dispatch: jsonb().$type<DispatchDetails>(),
    cancellationReason: text(),
    creditNoteNumber: text(),
    refundId: text(),
    /** Set when delivered, at the category rates of that day: what the supplier is owed. */
    commissionPaise: money(),
    commissionGstPaise: money(),
    payoutPaise: money(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipments_order_position_unique').on(table.orderId, table.position),
    // A seller's invoice numbers are unique in its own series; the company's part keeps the order's number.
    uniqueIndex('shipments_seller_invoice_unique').on(table.sellerId, table.invoiceNumber),
    index('shipments_seller_created').on(table.sellerId, table.createdAt),
    index('shipments_status').on(table.status),
    check(
      'shipments_money_check',
      sql`${table.totalPaise} = ${table.subtotalPaise} + ${table.shippingPaise} + ${table.gstPaise}`,
    ),
  ],
);

/** Every step of a shipment, for the buyer's, the seller's and the admins' timelines. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: text()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text({ enum: shipmentStatuses }).$type<ShipmentStatus>().notNull(),
    note: text(),
    actorId: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.shipmentId)],
);

/**
 * Every numbered series of documents, per financial year: the company's invoices and credit notes, each
 * supplier's invoices and credit notes, the commission invoices. `series` names one, e.g. `invoice:company`,
 * `invoice:seller:42`, `credit-note:company`.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/** The platform's commission per category, in basis points; a category without a row pays the default (5%). */
export const commissionRates = pgTable(
  'commission_rates',
  {
    categoryId: integer()
      .primaryKey()
      .references(() => categories.id),
    rateBps: smallint().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id),
  },
  (table) => [check('commission_rates_rate_check', sql`${table.rateBps} BETWEEN 0 AND 5000`)],
);

/** Money paid out to a supplier, recorded by an admin with the bank's reference. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => users.id),
    amountPaise: money().notNull(),
    /** The bank's unique transaction reference. */
    utr: text().notNull().unique(),
    paidOn: date({ mode: 'string' }).notNull(),
    note: text(),
    recordedBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.sellerId), check('payouts_amount_check', sql`${table.amountPaise} > 0`)],
);
