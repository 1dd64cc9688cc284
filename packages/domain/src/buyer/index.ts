import { z } from 'zod';
import { gstinProblem, normalizeGstin } from './gstin';

export * from './gstin';

/** A 10-digit Indian mobile number: it starts with 6, 7, 8 or 9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const INDIAN_MOBILE_MESSAGE = 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.';

/** A company or trade name, printed on the invoice as the buyer's legal name; empty for a person. */
export const companyNameSchema = z.string().trim().max(200, 'At most 200 characters.');

/**
 * A GSTIN as typed (spaces and lower case allowed), written back as GSTN does; empty for a buyer without
 * one. Format, state code and check character are checked here, the billing state where it is known.
 */
export const gstinInputSchema = z
  .string()
  .max(40, 'At most 40 characters.')
  .transform(normalizeGstin)
  .superRefine((gstin, ctx) => {
    const problem = gstin === '' ? undefined : gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
