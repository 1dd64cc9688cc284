import { z } from 'zod';
import { dispatchDetailsViewSchema } from './dispatch';
import { shipmentStatusSchema } from './status';

/** Rows on one page of a shipments list (the supplier's and the admins'). */
export const SHIPMENT_PAGE_SIZE = 25;

const paise = z.number().int().nonnegative();

export const shipmentIdSchema = z.string().regex(/^shp_[0-9A-Za-z]{22}$/, 'Must be a shipment id.');

/** `/api/supplier/shipments/:id`, `/api/admin/shipments/:id`. */
export const shipmentIdParamsSchema = z.strictObject({ id: shipmentIdSchema });

/** `/api/orders/:id/shipments/:shipmentId/...`: the order's id is the buyer's proof, as for the order itself. */
export const orderShipmentParamsSchema = z.strictObject({
  id: z.string().regex(/^ord_[0-9A-Za-z]{22}$/, 'Must be an order id.'),
  shipmentId: shipmentIdSchema,
});

/** `GET /api/supplier/shipments` and `GET /api/admin/shipments`: newest first, a page at a time. */
export const shipmentListQuerySchema = z.strictObject({
  status: shipmentStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ShipmentListQuery = z.output<typeof shipmentListQuerySchema>;

/** A line as its seller packs it: no tax detail, the invoice has that. */
export const shipmentLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int().positive(),
  unit: z.string(),
  unitPricePaise: paise,
  lineTotalPaise: paise,
});

/**
 * Where the goods go, from the order's shipping address and the phone the buyer gave at checkout. Never the
 * buyer's email: the store sends the buyer every step itself.
 */
export const shipToSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
  phone: z.string().nullable(),
});
export type ShipTo = z.infer<typeof shipToSchema>;

export const shipmentEventSchema = z.object({
  status: shipmentStatusSchema,
  at: z.string(),
  note: z.string().nullable(),
});

/** One shipment as its seller (and an admin) works on it. */
export const fulfilmentShipmentSchema = z.object({
  id: shipmentIdSchema,
  orderNumber: z.string(),
  createdAt: z.string(),
  status: shipmentStatusSchema,
  /** The steps it may take next (`nextShipmentSteps`), for the buttons. */
  nextSteps: z.array(shipmentStatusSchema),
  /** Dispatch needs an e-way bill number: the invoice value with tax is over ₹50,000. */
  ewayBillRequired: z.boolean(),
  lines: z.array(shipmentLineSchema),
  subtotalPaise: paise,
  shippingPaise: paise,
  gstPaise: paise,
  totalPaise: paise,
  invoiceNumber: z.string().nullable(),
  shipTo: shipToSchema,
  dispatch: dispatchDetailsViewSchema.nullable(),
  deliveredAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  events: z.array(shipmentEventSchema),
});
export type FulfilmentShipment = z.infer<typeof fulfilmentShipmentSchema>;

export const supplierShipmentListSchema = z.object({
  shipments: z.array(fulfilmentShipmentSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type SupplierShipmentList = z.infer<typeof supplierShipmentListSchema>;

/** An admin sees whose shipment it is, the order it belongs to, and whether its refund is still owed. */
export const adminShipmentSchema = fulfilmentShipmentSchema.extend({
  orderId: z.string(),
  /** The supplier; null for the company's own part. */
  seller: z.object({ id: z.number().int().positive(), businessName: z.string() }).nullable(),
  /** A cancelled shipment whose gateway refund has not gone through: an admin must refund it by hand. */
  refundPending: z.boolean(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

export const adminShipmentListSchema = z.object({
  shipments: z.array(adminShipmentSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Paid shipments whose stock ran out, waiting for an admin to cancel and refund them. */
  stockConflicts: z.number().int().nonnegative(),
});
export type AdminShipmentList = z.infer<typeof adminShipmentListSchema>;

/** `POST /api/orders/:id/shipments/:shipmentId/cancel`: the buyer may say why. */
export const shipmentCancelRequestSchema = z.strictObject({
  reason: z.string().trim().max(500).optional(),
});
export type ShipmentCancelRequest = z.infer<typeof shipmentCancelRequestSchema>;

/** The outcome of a cancellation: the credit note issued and whether the gateway has made the refund. */
export const shipmentCancelResponseSchema = z.object({
  shipmentId: shipmentIdSchema,
  status: z.literal('cancelled'),
  refundPaise: paise,
  /** `refunded`: the gateway accepted it; `pending`: it did not, and an admin refunds by hand. */
  refund: z.enum(['refunded', 'pending']),
  creditNoteNumber: z.string().nullable(),
  creditNoteUrl: z.string().nullable(),
});
export type ShipmentCancelResponse = z.infer<typeof shipmentCancelResponseSchema>;

/** Where a shipment's credit note is downloaded. */
export function creditNoteUrl(orderId: string, shipmentId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/shipments/${encodeURIComponent(shipmentId)}/credit-note`;
}
