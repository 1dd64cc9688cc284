import { z } from 'zod';

/** Every error code the API answers with; the HTTP status for each lives in the server's error handler. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** What was asked for existed but has ended (an expired link). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'BELOW_MOQ',
  'OFF_STEP',
  'ABOVE_MAXIMUM',
  'PRODUCT_UNAVAILABLE',
  'PAYMENT_NOT_VERIFIED',
  /** A step needs details its request did not carry (an e-way bill number above the threshold). */
  'DETAILS_REQUIRED',
  'PAYMENT_GATEWAY_ERROR',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiIssueSchema = z.object({
  /** The offending field, as a dotted path (`maxPrice`, `shipping.zip`). */
  field: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** The one body of every non-2xx API response. `message` is safe to show a user as is. */
export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
