import { z } from 'zod';
import { bankReferenceSchema } from '../advance';
import { isCalendarDate } from '../job-board';
import { MAX_COMMISSION_BPS } from '../shipments';
import { COMMISSION_MONTH_PATTERN } from './months';

export * from './commission-invoice';
export * from './months';

const paise = z.number().int().nonnegative();
const MAX_PERCENT = MAX_COMMISSION_BPS / 100;

/** A category named by its id or its slug (`indian-spices`). */
const categoryRefSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z.string().regex(/^[a-z0-9-]{1,60}$/, 'Must be a category id or slug such as indian-spices.'),
]);

/**
 * One category's commission in a `PUT /api/admin/commission-rates`: in basis points (`rateBps`: 500 is 5%)
 * or in percent with at most two decimals (`percent`: 5 or 2.75), from 0 to 50%; null returns the category
 * to the default rate. Exactly one of the two; the output is always basis points.
 */
export const commissionRateEntrySchema = z
  .strictObject({
    category: categoryRefSchema,
    rateBps: z
      .number()
      .int('Basis points are a whole number.')
      .min(0, 'At least 0.')
      .max(MAX_COMMISSION_BPS, `At most ${MAX_COMMISSION_BPS} (${MAX_PERCENT}%).`)
      .nullable()
      .optional(),
    percent: z
      .number()
      .min(0, 'At least 0%.')
      .max(MAX_PERCENT, `At most ${MAX_PERCENT}%.`)
      // A basis point is the smallest step: 2.75% is 275 basis points.
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'At most two decimals.')
      .nullable()
      .optional(),
  })
  .superRefine((entry, ctx) => {
    if ((entry.rateBps === undefined) === (entry.percent === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['rateBps'], message: 'Give either rateBps or percent.' });
    }
  })
  .transform(({ category, rateBps, percent }) => ({
    category,
    rateBps: rateBps !== undefined ? rateBps : percent == null ? null : Math.round(percent * 100),
  }));

export const commissionRatesRequestSchema = z.strictObject({
  rates: z.array(commissionRateEntrySchema).min(1, 'Give at least one rate.').max(500),
});
export type CommissionRatesRequest = z.infer<typeof commissionRatesRequestSchema>;

/** Every category with its commission: its own rate, or the default (`custom: false`). */
export const commissionRatesSchema = z.object({
  defaultRateBps: z.number().int(),
  maxRateBps: z.number().int(),
  categories: z.array(
    z.object({
      categoryId: z.number().int(),
      slug: z.string(),
      name: z.string(),
      rateBps: z.number().int(),
      custom: z.boolean(),
      updatedAt: z.string().nullable(),
    }),
  ),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;

/** A supplier's money in the ledger: earned (settled deliveries' payouts), paid out, and pending. */
export const payoutBalanceSchema = z.object({
  earnedPaise: paise,
  paidPaise: paise,
  /** Earned less paid. */
  pendingPaise: z.number().int(),
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

/** A delivered shipment as settled: its total, the commission and its GST, and the supplier's payout. */
export const settledShipmentSchema = z.object({
  shipmentId: z.string(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
  totalPaise: paise,
  commissionPaise: paise,
  commissionGstPaise: paise,
  payoutPaise: paise,
});
export type SettledShipment = z.infer<typeof settledShipmentSchema>;

/** Money paid to a supplier, as an admin recorded it with the bank's reference. */
export const payoutSchema = z.object({
  id: z.number().int(),
  amountPaise: paise,
  utr: z.string(),
  /** The day of the transfer, yyyy-MM-dd. */
  paidOn: z.string(),
  note: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** `GET /api/supplier/payouts`: the supplier's own ledger, newest first. */
export const supplierPayoutsSchema = payoutBalanceSchema.extend({
  shipments: z.array(settledShipmentSchema),
  payouts: z.array(payoutSchema),
});
export type SupplierPayouts = z.infer<typeof supplierPayoutsSchema>;

export const adminSupplierBalanceSchema = payoutBalanceSchema.extend({
  sellerId: z.number().int(),
  businessName: z.string(),
  email: z.string(),
});
export type AdminSupplierBalance = z.infer<typeof adminSupplierBalanceSchema>;

export const adminPayoutSchema = payoutSchema.extend({
  sellerId: z.number().int(),
  businessName: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** `GET /api/admin/payouts`: every supplier with money earned or paid, and the payouts recorded, newest first. */
export const adminPayoutsSchema = z.object({
  suppliers: z.array(adminSupplierBalanceSchema),
  payouts: z.array(adminPayoutSchema),
});
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;

/** `?format=csv` downloads one of the page's two tables (`rows`): the balances or the payouts. */
export const adminPayoutsQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv']).default('json'),
  rows: z.enum(['balances', 'payouts']).default('balances'),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** `POST /api/admin/payouts`: money sent to a supplier, at most what is pending, its UTR used once. */
export const payoutRequestSchema = z.strictObject({
  sellerId: z.number().int().positive().max(2_147_483_647),
  amountPaise: z
    .number()
    .int('Enter the amount in whole paise.')
    .positive('Enter an amount above zero.')
    .max(Number.MAX_SAFE_INTEGER),
  utr: bankReferenceSchema,
  paidOn: z.string().refine(isCalendarDate, 'Enter the date of the transfer.'),
  note: z.string().trim().max(500, 'At most 500 characters.').optional(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const recordedPayoutSchema = adminPayoutSchema.extend({ balance: payoutBalanceSchema });

/** A commission invoice's month in a path: `2026-11`. */
export const commissionMonthParamsSchema = z.strictObject({
  month: z.string().regex(COMMISSION_MONTH_PATTERN, 'Must be a month such as 2026-11.'),
});

/** One month's commission invoice as the supplier's list shows it. */
export const commissionInvoiceSummarySchema = z.object({
  month: z.string(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  shipmentCount: z.number().int(),
  taxablePaise: paise,
  gstPaise: paise,
  totalPaise: paise,
});
export type CommissionInvoiceSummary = z.infer<typeof commissionInvoiceSummarySchema>;

/** `GET /api/supplier/commission-invoices`: newest month first. */
export const commissionInvoiceListSchema = z.object({ invoices: z.array(commissionInvoiceSummarySchema) });
export type CommissionInvoiceList = z.infer<typeof commissionInvoiceListSchema>;
