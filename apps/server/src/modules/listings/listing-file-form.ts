import type { FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/app-error';

/** The multipart limits of a one-file upload (a listing's file, a resume): no text fields beyond a few. */
export function listingFileLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 1_000, parts: 3 };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const missingMessages = {
  photo: 'Choose a photo to upload.',
  document: 'Choose a PDF document to upload.',
  resume: 'Choose your resume (a PDF) to upload.',
};

/**
 * Reads the one file of an upload (a listing's photo or document, a job seeker's resume), sent as
 * multipart/form-data in the field `field`. A file past `maxBytes` is a 413 naming the field, a missing
 * or empty one a 400; nothing is stored here.
 */
export async function readListingFile(
  request: FastifyRequest,
  field: keyof typeof missingMessages,
  maxBytes: number,
): Promise<{ content: Buffer; name: string }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as a form (multipart/form-data).');
  }
  let file: { content: Buffer; name: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== field) {
      throw new AppError('VALIDATION_FAILED', `${part.fieldname}: Is not a recognised field.`, [
        { field: part.fieldname, message: 'Is not a recognised field.' },
      ]);
    }
    try {
      file = { content: await part.toBuffer(), name: part.filename };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      const message = `The file is larger than ${megabytes(maxBytes)}.`;
      throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field, message }]);
    }
  }
  if (!file || file.content.length === 0) {
    const message = missingMessages[field];
    throw new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
  }
  return file;
}
