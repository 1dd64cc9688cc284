import { LISTING_SHEET_MAX_BYTES, listingImportFormSchema } from '@bulk/domain/listings';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/app-error';

/** The multipart limits of a bulk upload: one file of 2 MB and the two short fields beside it. */
export const importMultipartLimits = {
  fileSize: LISTING_SHEET_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1_000,
  parts: 6,
};

/**
 * Reads a bulk upload sent as multipart/form-data: the file (field `file`) and the fields `confirm` and
 * `digest`. A file past 2 MB is refused whole (413); what the file holds is read by the service.
 */
export async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as a form (multipart/form-data).');
  }
  const fields: Record<string, string> = {};
  let content: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        throw new AppError('VALIDATION_FAILED', 'Send one file, in the field named file.', [
          { field: part.fieldname, message: 'Is not a recognised field.' },
        ]);
      }
      // toBuffer throws a 413 error past the size limit.
      content = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      if (part.valueTruncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', `${part.fieldname} is too long.`, [
          { field: part.fieldname, message: 'Is too long.' },
        ]);
      }
      fields[part.fieldname] = part.value;
    }
  }
  const form = listingImportFormSchema.safeParse(fields);
  if (!form.success) {
    const issues = form.error.issues.map((issue) => ({
      field: issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? ''),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', 'Please check the highlighted fields.', issues);
  }
  if (!content || content.length === 0) {
    const message = 'Choose a CSV or XLSX file to upload.';
    throw new AppError('VALIDATION_FAILED', `file: ${message}`, [{ field: 'file', message }]);
  }
  return { content, form: form.data };
}
