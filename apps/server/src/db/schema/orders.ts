import { paymentDispositions } from '@bulk/domain/admin';
import {
  instalmentKinds,
  instalmentMethods,
  instalmentStatuses,
  paymentPlans,
  type AdvanceTerms,
} from '@bulk/domain/advance';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { money } from './columns';
import { products } from './catalogue';
import { membershipPurchases } from './memberships';
import { shipments } from './shipments';

export const orderStatuses = [
  'pending',
  'paid',
  'loading',
  'dispatched',
  'delivered',
  'cancelled',
  'failed',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface ShippingAddressColumn {
  fullName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The buyer's business details given at checkout, kept as given: the invoice's bill-to. `billing` is null
 * when the invoice is billed to the shipping address; `gstin` is empty for a buyer without one.
 */
export interface OrderBuyerColumn {
  company: string;
  phone: string;
  gstin: string;
  billing: { address: string; city: string; state: string; zip: string } | null;
}

export const orders = pgTable(
  'orders',
  {
    /** Public and unguessable (`ord_…`): holding it is what lets a guest download the invoice. */
    id: text().primaryKey(),
    /** What buyers, admins and emails see (`BT-26-000123`): prefix, financial year, its sequence. */
    number: text().notNull().unique(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    email: text().notNull(),
    /** The buyer's account; a guest's orders join it when they sign up with the same email. */
    userId: integer().references(() => users.id),
    shipping: jsonb().$type<ShippingAddressColumn>().notNull(),
    /** Null for an order placed without business details (before they were asked). */
    buyer: jsonb().$type<OrderBuyerColumn>(),
    subtotalPaise: money().notNull(),
    shippingPaise: money().notNull(),
    /**
     * The one GST rate of an order placed before tax per line (ADR 011), charged on its goods only; null
     * for every later order, whose lines carry their own rate, freight share and tax.
     */
    gstRateBps: smallint(),
    gstPaise: money().notNull(),
    cgstPaise: money().notNull(),
    sgstPaise: money().notNull(),
    igstPaise: money().notNull(),
    totalPaise: money().notNull(),
    totalWeightGrams: money().notNull(),
    gateway: text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    gatewayOrderId: text().unique(),
    invoiceNumber: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Paid in full; for an advance order, when the advance was received (loading from 24 h after). */
    paidAt: timestamp({ withTimezone: true }),
    /** 'advance': 50% now, the balance on the bill copy (decision 021), paid through `order_instalments`. */
    paymentPlan: text({ enum: paymentPlans }).notNull().default('full'),
    /** The terms an advance order was placed on, frozen; null for an order paid in full. */
    advanceTerms: jsonb().$type<AdvanceTerms>(),
    /** When an advance order's tax invoice (the bill copy) was issued, at loading; null otherwise. */
    invoicedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.email),
    index().on(table.userId),
    index().on(table.createdAt),
    check(
      'orders_totals_check',
      sql`${table.totalPaise} = ${table.subtotalPaise} + ${table.shippingPaise} + ${table.gstPaise} AND ${table.gstPaise} = ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    category: text().notNull(),
    unit: text().notNull(),
    unitPricePaise: money().notNull(),
    quantity: integer().notNull(),
    weightGrams: integer().notNull(),
    lineTotalPaise: money().notNull(),
    /** The HSN code printed on the line's invoice; lines of before ADR 011 got their category's code. */
    hsn: text().notNull(),
    // The tax of the line as charged (ADR 011), kept so that a later rate never changes an issued
    // invoice; null on the lines of an order placed before tax per line, taxed at the order's rate.
    gstRateBps: smallint(),
    /** The line's share of the order's freight, by weight: part of its taxable value. */
    freightPaise: money(),
    /** lineTotalPaise + freightPaise. */
    taxablePaise: money(),
    gstPaise: money(),
    /** The seller's part of the order the line ships in (docs/decisions/023); null on orders before it. */
    shipmentId: text().references((): AnyPgColumn => shipments.id),
  },
  (table) => [
    uniqueIndex().on(table.orderId, table.position),
    index('order_lines_shipment_idx').on(table.shipmentId),
    check(
      'order_lines_tax_check',
      sql`(${table.gstRateBps} IS NULL AND ${table.freightPaise} IS NULL AND ${table.taxablePaise} IS NULL AND ${table.gstPaise} IS NULL) OR (${table.gstRateBps} IS NOT NULL AND ${table.taxablePaise} = ${table.lineTotalPaise} + ${table.freightPaise} AND ${table.gstPaise} >= 0)`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: orderStatuses }).notNull(),
    note: text(),
    /** The admin who made the change; null for the store's own steps (created, paid). */
    actorId: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderId)],
);

/**
 * One row per captured payment: an applied one names the cart order or the membership fee it paid
 * (exactly one of the two); an orphan names neither, only the gateway order it was made for. The unique
 * keys make recording a payment twice, or applying two to one order, impossible.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .unique()
      .references(() => orders.id),
    membershipId: text()
      .unique()
      .references(() => membershipPurchases.id),
    gateway: text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    gatewayPaymentId: text().notNull().unique(),
    gatewayOrderId: text().notNull(),
    amountPaise: money().notNull(),
    /** Which message recorded it first: the browser's verify call or the gateway's webhook. */
    source: text({ enum: ['verify', 'webhook'] }).notNull(),
    disposition: text({ enum: paymentDispositions }).notNull().default('applied'),
    /** The gateway's id of the refund of an orphan payment. */
    refundId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payments_paid_for_check',
      sql`CASE WHEN ${table.disposition} = 'applied' THEN (${table.orderId} IS NULL) <> (${table.membershipId} IS NULL) ELSE ${table.orderId} IS NULL AND ${table.membershipId} IS NULL END`,
    ),
  ],
);

/** The last order number given in each financial year (`2026-27`). */
export const orderSequences = pgTable('order_sequences', {
  financialYear: text().primaryKey(),
  lastNumber: integer().notNull(),
});
export const paymentAttemptOutcomes = ['open', 'paid', 'failed', 'expired', 'superseded'] as const;
export type PaymentAttemptOutcome = (typeof paymentAttemptOutcomes)[number];

/**
 * Each gateway order made to pay a cart order: the first at checkout, one more each time the buyer pays a
 * failed or expired order again (`orders.gateway_order_id` is the current one). A payment is applied only
 * for the current attempt at its amount; one for a superseded attempt is refunded.
 */
export const orderPaymentAttempts = pgTable(
  'order_payment_attempts',
  {
    gatewayOrderId: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The end of its payment window: then a still open attempt expires. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    outcome: text({ enum: paymentAttemptOutcomes }).notNull().default('open'),
    /** The gateway's account of a failed payment: `error_code`, `error_reason`, `error_description`. */
    failureCode: text(),
    failureReason: text(),
    failureDescription: text(),
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.orderId)],
);

/**
 * The two instalments of an advance order (decision 021): 1 the advance, 2 the balance. Each is paid
 * exactly once, through its gateway order or by a bank transfer or UPI payment an admin confirms; the
 * unique keys stop one gateway payment or one bank reference from paying twice.
 */
export const orderInstalments = pgTable(
  'order_instalments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: smallint().notNull(),
    kind: text({ enum: instalmentKinds }).notNull(),
    amountPaise: money().notNull(),
    status: text({ enum: instalmentStatuses }).notNull().default('due'),
    /** What a bank transfer or UPI payment of it carries (`BT-26-000123-1`), to match the statement. */
    reference: text().notNull().unique(),
    /** Its one gateway order, made when it is first paid through the gateway. */
    gatewayOrderId: text().unique(),
    /** The reference the buyer gave for a bank transfer or UPI payment, waiting for an admin. */
    submittedMethod: text({ enum: ['bank_transfer', 'upi'] }),
    submittedReference: text(),
    submittedAt: timestamp({ withTimezone: true }),
    /** How it was paid, and the gateway payment id or the bank reference (UTR) confirmed. */
    method: text({ enum: instalmentMethods }),
    gatewayPaymentId: text().unique(),
    bankReference: text().unique(),
    confirmedBy: integer().references(() => users.id),
    paidAt: timestamp({ withTimezone: true }),
    /** The balance falls due with the bill copy; null until then and for the advance. */
    dueSince: timestamp({ withTimezone: true }),
    receiptVoucherNumber: text().unique(),
    /** The refund of a paid advance of an order cancelled before loading. */
    refundMethod: text({ enum: ['gateway', 'bank'] }),
    refundReference: text(),
    refundVoucherNumber: text().unique(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex().on(table.orderId, table.number),
    check(
      'order_instalments_paid_check',
      sql`${table.status} IN ('due', 'void') OR (${table.paidAt} IS NOT NULL AND ${table.method} IS NOT NULL AND (${table.gatewayPaymentId} IS NOT NULL) <> (${table.bankReference} IS NOT NULL))`,
    ),
    check(
      'order_instalments_refunded_check',
      sql`${table.status} <> 'refunded' OR (${table.refundedAt} IS NOT NULL AND ${table.refundVoucherNumber} IS NOT NULL)`,
    ),
  ],
);

/** The last voucher number issued in each series (`RV` receipt, `RF` refund) and financial year. */
export const voucherSequences = pgTable(
  'voucher_sequences',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);
