import { z } from 'zod';
import { shippingZoneSchema } from '../shipping';
import { dispatchDetailsViewSchema } from './dispatch';
import { shipmentStatusSchema } from './status';

const paise = z.number().int();

/**
 * One seller's part of an order as the buyer's order API shows it (`GET /api/orders/:id`): who sends it
 * (null: the company), where it is, its money, its own invoice and the positions of its lines in the order.
 */
export const orderShipmentSchema = z.object({
  id: z.string(),
  position: z.number().int().nonnegative(),
  seller: z.object({ businessName: z.string(), slug: z.string() }).nullable(),
  status: shipmentStatusSchema,
  originZone: shippingZoneSchema,
  subtotalPaise: paise,
  shippingPaise: paise,
  gstPaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  totalPaise: paise,
  invoiceNumber: z.string().nullable(),
  /** `GET /api/orders/:id/shipments/:shipmentId/invoice` once it is invoiced; null before. */
  invoiceUrl: z.string().nullable(),
  dispatch: dispatchDetailsViewSchema.nullable(),
  /** A cancelled part's credit note against its invoice, and where to download it; null otherwise. */
  creditNoteNumber: z.string().nullable(),
  creditNoteUrl: z.string().nullable(),
  /** The positions (`lines[n]` of the order, from 0) of its lines. */
  lines: z.array(z.number().int().nonnegative()),
  events: z.array(z.object({ status: shipmentStatusSchema, at: z.string(), note: z.string().nullable() })),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;
