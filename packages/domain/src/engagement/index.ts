import { z } from 'zod';
import { emailSchema } from '../auth';

/** `POST /api/newsletter`: a repeated email is welcome and changes nothing. */
export const newsletterRequestSchema = z.strictObject({ email: emailSchema });
export const newsletterResponseSchema = z.object({
  success: z.literal(true),
  alreadySubscribed: z.boolean(),
});

/** `POST /api/visits` (counts this browser once a day) and `GET /api/visits`. */
export const visitsResponseSchema = z.object({ total: z.number().int().nonnegative() });

export const ticketIssueTypes = ['general', 'technical', 'order', 'other'] as const;

/** The 'Raise a Ticket' form (contact page and dashboards); an optional attachment travels beside it. */
export const ticketRequestSchema = z.strictObject({
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,18}[0-9]$/, 'Please enter a phone number of 10 to 15 digits.'),
  issueType: z.enum(ticketIssueTypes, { error: 'Please choose an issue type.' }),
  subject: z.string().trim().min(1, 'Please enter a subject.').max(150, 'At most 150 characters.'),
  message: z.string().trim().min(1, 'Please enter a message.').max(5000, 'At most 5000 characters.'),
});
export type TicketRequest = z.infer<typeof ticketRequestSchema>;

export const ticketResponseSchema = z.object({ success: z.literal(true), ticketId: z.string() });

/** Attachments and KYC uploads: PDF, JPEG or PNG, recognised by their content, up to 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadType = (typeof uploadTypes)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type a file's first bytes prove it to be, whatever its name or declared type says: the server's
 * check of every upload, and the forms' early check before a payment.
 */
export function uploadTypeOf(bytes: Uint8Array): UploadType | undefined {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (bytes.length > 3 && starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(PNG_SIGNATURE)) return 'image/png';
  return undefined;
}
