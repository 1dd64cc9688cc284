import { z } from 'zod';
import { shipmentStatusSchema } from './status';

/** Dispatch details as they were recorded (`dispatchDetailsSchema` checked them on the way in). */
const recordedDispatchSchema = z.object({
  transporter: z.string(),
  docketNumber: z.string(),
  vehicleNumber: z.string(),
  ewayBillNumber: z.string().optional(),
});

/**
 * One seller's part of an order as the buyer's order API serves it (`GET /api/orders/:id`,
 * docs/decisions/023): who sends it (null: the company), where it is, its amounts in paise, its tax invoice,
 * its dispatch details once dispatched, the positions of its lines in the order's `lines`, and its steps.
 */
export const orderShipmentSchema = z.object({
  id: z.string(),
  position: z.number().int().nonnegative(),
  seller: z.object({ businessName: z.string(), slug: z.string() }).nullable(),
  status: shipmentStatusSchema,
  originZone: z.string(),
  subtotalPaise: z.number().int(),
  shippingPaise: z.number().int(),
  gstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  invoiceNumber: z.string().nullable(),
  /** `GET /api/orders/:id/shipments/:shipmentId/invoice`, once the part is invoiced. */
  invoiceUrl: z.string().nullable(),
  dispatch: recordedDispatchSchema.nullable(),
  lines: z.array(z.number().int().nonnegative()),
  events: z.array(z.object({ status: shipmentStatusSchema, at: z.string(), note: z.string().nullable() })),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;
