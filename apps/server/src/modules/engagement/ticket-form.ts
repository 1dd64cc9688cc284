import { ticketRequestSchema, UPLOAD_MAX_BYTES, type TicketRequest } from '@bulk/domain/engagement';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/app-error';
import { assertStorableText } from '#src/lib/text-input';
import { detectUploadType } from '#src/modules/uploads/upload-store';
import type { TicketAttachment } from './tickets.service';

/** The multipart limits of a ticket: one file of 5 MB, a few short fields. */
export const ticketMultipartLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 10_000,
  parts: 12,
};

/**
 * Reads a ticket sent as multipart/form-data: its text fields, and at most one attachment, a PDF, JPEG or
 * PNG by its content whatever its name says (else 415). A field cut at the size limit is refused whole
 * (413), as is a file past 5 MB. Nothing is stored here.
 */
export async function readTicketForm(
  request: FastifyRequest,
): Promise<{ ticket: TicketRequest; attachment: TicketAttachment | undefined }> {
  const fields: Record<string, string> = {};
  let attachment: { content: Buffer; name: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'attachment') {
        throw new AppError('VALIDATION_FAILED', 'Only one attachment may be sent.', [
          { field: part.fieldname, message: 'Is not a recognised field.' },
        ]);
      }
      // toBuffer throws a 413 error past the size limit.
      const content = await part.toBuffer();
      if (content.length > 0) attachment = { content, name: part.filename };
    } else if (typeof part.value === 'string') {
      // Cut at the field size limit: refused whole rather than stored shortened.
      if (part.valueTruncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', `${part.fieldname} is too long.`, [
          { field: part.fieldname, message: 'Is too long.' },
        ]);
      }
      fields[part.fieldname] = part.value;
    }
  }
  assertStorableText(fields);
  const parsed = ticketRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? ''),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', 'Please check the highlighted fields.', issues);
  }
  if (!attachment) return { ticket: parsed.data, attachment: undefined };
  const type = detectUploadType(attachment.content);
  if (!type) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The attachment must be a PDF, JPEG or PNG file.', [
      { field: 'attachment', message: 'The attachment must be a PDF, JPEG or PNG file.' },
    ]);
  }
  return { ticket: parsed.data, attachment: { ...attachment, type } };
}
