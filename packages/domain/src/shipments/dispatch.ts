import { z } from 'zod';

/**
 * An e-way bill is required when the consignment's value with tax is over ₹50,000 (CGST Rule 138; the
 * value includes GST): in paise, a shipment's invoice total above this needs its e-way bill number.
 */
export const EWAY_BILL_THRESHOLD_PAISE = 5_000_000;

export function ewayBillRequired(invoiceTotalPaise: number): boolean {
  return invoiceTotalPaise > EWAY_BILL_THRESHOLD_PAISE;
}

/** An e-way bill number is 12 digits. */
export const EWAY_BILL_NUMBER_PATTERN = /^\d{12}$/;

const detail = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(max, `The ${what} is at most ${max} characters.`);

/** What a seller enters when a shipment leaves: transporter, docket (LR) and vehicle, and the e-way bill. */
export const dispatchDetailsSchema = z.strictObject({
  transporter: detail('transporter', 100),
  docketNumber: detail('docket or LR number', 40),
  vehicleNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z.string().regex(/^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/, 'Enter a vehicle number such as MP09AB1234.'),
    ),
  ewayBillNumber: z
    .string()
    .trim()
    .regex(EWAY_BILL_NUMBER_PATTERN, 'An e-way bill number is 12 digits.')
    .optional(),
});
export type DispatchDetails = z.infer<typeof dispatchDetailsSchema>;

/**
 * Dispatch details as stored and answered (`dispatchDetailsSchema` checked and normalised them on the way
 * in). A response schema must not transform: the server encodes every answer through its schema, and a
 * one-way transform such as the vehicle number's cannot be encoded (a 500 for every dispatched shipment).
 */
export const dispatchDetailsViewSchema = z.object({
  transporter: z.string(),
  docketNumber: z.string(),
  vehicleNumber: z.string(),
  ewayBillNumber: z.string().optional(),
});

/** `PATCH /api/supplier/shipments/:id` (and the admin's): the next step, with the details dispatch needs. */
export const shipmentStepRequestSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('accepted') }),
  z.strictObject({ status: z.literal('loading') }),
  z.strictObject({ status: z.literal('dispatched'), dispatch: dispatchDetailsSchema }),
  z.strictObject({ status: z.literal('delivered') }),
  z.strictObject({ status: z.literal('cancelled'), reason: z.string().trim().min(1).max(500) }),
]);
export type ShipmentStepRequest = z.infer<typeof shipmentStepRequestSchema>;
