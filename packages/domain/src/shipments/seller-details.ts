import { z } from 'zod';
import { gstinProblem } from '../buyer';
import { INDIAN_STATES, PIN_CODE_PATTERN, pinCodeMatchesState } from '../shipping';

const INDIAN_STATE_NAMES = INDIAN_STATES as [string, ...string[]];

/**
 * A supplier's details for the tax invoices the platform issues on its behalf (Rule 46: the supplier's
 * name, address and GSTIN). Its products can be ordered only once these are on file (docs/decisions/023).
 */
export const sellerInvoiceDetailsSchema = z
  .strictObject({
    legalName: z.string().trim().min(2, 'Enter the legal name on the GST registration.').max(200),
    gstin: z.string().trim().toUpperCase(),
    address: z.string().trim().min(5, 'Enter the registered address.').max(500),
    state: z.enum(INDIAN_STATE_NAMES, { error: 'Choose the state of the GST registration.' }),
    pin: z.string().trim().regex(PIN_CODE_PATTERN, 'Enter a 6-digit PIN code.'),
  })
  .superRefine((details, ctx) => {
    const problem = gstinProblem(details.gstin, details.state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    if (PIN_CODE_PATTERN.test(details.pin) && !pinCodeMatchesState(details.pin, details.state)) {
      ctx.addIssue({ code: 'custom', path: ['pin'], message: 'This PIN code is not in the chosen state.' });
    }
  });
export type SellerInvoiceDetails = z.infer<typeof sellerInvoiceDetailsSchema>;

/**
 * Whether a supplier's products can be ordered at `at` (docs/decisions/023): approved, its membership
 * running (the end after `at`), its invoice details on file. The store's product payload and the checkout
 * both ask this.
 */
export function sellerOrderable(
  seller: { status: string | null; validUntil: Date | null; hasInvoiceDetails: boolean },
  at: Date,
): boolean {
  return (
    seller.status === 'approved' &&
    seller.validUntil !== null &&
    seller.validUntil.getTime() > at.getTime() &&
    seller.hasInvoiceDetails
  );
}

/**
 * `GET` and `PUT /api/supplier/invoice-details`: the supplier's details as on file (null until given) and
 * whether its products can be ordered now (`sellerOrderable`).
 */
export const sellerInvoiceDetailsResponseSchema = z.object({
  details: z
    .object({
      legalName: z.string(),
      gstin: z.string(),
      address: z.string(),
      state: z.string(),
      pin: z.string(),
    })
    .nullable(),
  orderable: z.boolean(),
});
export type SellerInvoiceDetailsResponse = z.infer<typeof sellerInvoiceDetailsResponseSchema>;
