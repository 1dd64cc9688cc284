import { z } from 'zod';
import { isoDaySchema } from '../lib/iso-day';
import type { ShipmentStatus } from '../shipments';

// A supplier's reports (`GET /api/supplier/reports/:report`): its own sold shipments only, days in India
// time, cancelled, unpaid and stock-conflict shipments left out (docs/decisions/023, "Reports").

/** The shipments that are sales: paid, and neither cancelled nor a stock conflict waiting for its refund. */
export const soldShipmentStatuses = [
  'placed',
  'accepted',
  'loading',
  'dispatched',
  'delivered',
] as const satisfies readonly ShipmentStatus[];

/**
 * `GET /api/supplier/stats`, the specification's four figures, money in paise: `salesToday` the totals of
 * the shipments paid today (India time), `newOrders` the shipments waiting for the supplier (`placed`),
 * `lowStock` the live or paused listings at or below their low-stock alert, `pendingPayments` what the
 * supplier has earned on delivered shipments and not yet been paid.
 */
export const supplierStatsSchema = z.object({
  salesToday: z.number().int().nonnegative(),
  newOrders: z.number().int().nonnegative(),
  lowStock: z.number().int().nonnegative(),
  pendingPayments: z.number().int().nonnegative(),
});
export type SupplierStats = z.infer<typeof supplierStatsSchema>;

export const supplierReportNames = ['sales', 'products', 'hsn', 'payouts'] as const;
export type SupplierReportName = (typeof supplierReportNames)[number];

/** The files a report downloads as; without `format` the report is JSON, for the page. */
export const supplierReportFormats = ['csv', 'xlsx'] as const;
export type SupplierReportFormat = (typeof supplierReportFormats)[number];

/** The sales report by India-time day (`2026-04-01`) or month (`2026-04`). */
export const salesGroupings = ['day', 'month'] as const;
export type SalesGrouping = (typeof salesGroupings)[number];

export const supplierReportParamsSchema = z.strictObject({ report: z.enum(supplierReportNames) });

/**
 * `?format=&from=&to=&group=`: India-time days, both included. Without `from` and `to` the report runs from
 * the first of the current month to today; `group` applies to the sales report.
 */
export const supplierReportQuerySchema = z
  .strictObject({
    format: z.enum(supplierReportFormats).optional(),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    group: z.enum(salesGroupings).default('day'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });
export type SupplierReportQuery = z.input<typeof supplierReportQuerySchema>;

const paise = z.number().int();
const count = z.number().int().nonnegative();

const salesFigures = {
  /** Shipments paid in the period. */
  shipments: count,
  /** The goods, before freight and GST. */
  goodsPaise: paise,
  freightPaise: paise,
  gstPaise: paise,
  totalPaise: paise,
};

const period = { from: z.iso.date(), to: z.iso.date() };

/** Sales by the day (or month) the buyer paid, only periods with sales. */
export const salesReportSchema = z.object({
  report: z.literal('sales'),
  ...period,
  group: z.enum(salesGroupings),
  rows: z.array(z.object({ period: z.string(), ...salesFigures })),
  totals: z.object(salesFigures),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** Sales by product: the units sold, the goods' value, the taxable value (goods and freight) and the GST. */
export const productsReportSchema = z.object({
  report: z.literal('products'),
  ...period,
  rows: z.array(
    z.object({
      productId: z.number().int(),
      /** The name on the latest order line of the product. */
      name: z.string(),
      hsn: z.string(),
      unit: z.string(),
      quantity: count,
      goodsPaise: paise,
      taxablePaise: paise,
      gstPaise: paise,
    }),
  ),
  totals: z.object({ goodsPaise: paise, taxablePaise: paise, gstPaise: paise }),
});
export type ProductsReport = z.infer<typeof productsReportSchema>;

const hsnFigures = {
  taxablePaise: paise,
  igstPaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  /** Taxable value and tax. */
  totalPaise: paise,
};

/** One row of GSTR-1 table 12: an HSN code at one unit (UQC) and one rate. */
export const hsnSummaryRowSchema = z.object({
  hsn: z.string(),
  /** The categories of the goods sold under the code. */
  description: z.string(),
  /** GST's unit quantity code (`KGS`, `PCS`, …). */
  uqc: z.string(),
  quantity: count,
  rateBps: z.number().int(),
  ...hsnFigures,
});
export type HsnSummaryRow = z.infer<typeof hsnSummaryRowSchema>;

/** The HSN-wise summary of the supplier's invoices dated in the period (GSTR-1 table 12). */
export const hsnReportSchema = z.object({
  report: z.literal('hsn'),
  ...period,
  rows: z.array(hsnSummaryRowSchema),
  totals: z.object(hsnFigures),
});
export type HsnReport = z.infer<typeof hsnReportSchema>;

/** A delivered shipment's settlement (what the supplier earned) or a payout an admin recorded (paid). */
export const payoutEntrySchema = z.object({
  /** India-time day: the delivery, or the day the payout was paid. */
  date: z.iso.date(),
  kind: z.enum(['settlement', 'payout']),
  /** The shipment's invoice number, or the payout's bank reference (UTR). */
  reference: z.string(),
  orderNumber: z.string().nullable(),
  /** A settlement's invoice total, commission and GST on the commission; null for a payout. */
  shipmentTotalPaise: paise.nullable(),
  commissionPaise: paise.nullable(),
  commissionGstPaise: paise.nullable(),
  earnedPaise: paise,
  paidPaise: paise,
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

/** Settlements delivered and payouts paid in the period, by day, settlements first within a day. */
export const payoutsReportSchema = z.object({
  report: z.literal('payouts'),
  ...period,
  rows: z.array(payoutEntrySchema),
  totals: z.object({ earnedPaise: paise, paidPaise: paise }),
});
export type PayoutsReport = z.infer<typeof payoutsReportSchema>;

export const supplierReportSchema = z.discriminatedUnion('report', [
  salesReportSchema,
  productsReportSchema,
  hsnReportSchema,
  payoutsReportSchema,
]);
export type SupplierReport = z.infer<typeof supplierReportSchema>;
