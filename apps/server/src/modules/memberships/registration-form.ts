import { UPLOAD_MAX_BYTES } from '@bulk/domain/engagement';
import { REQUIRED_FIELDS_MESSAGE, type MemberDocumentKind } from '@bulk/domain/memberships';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#src/lib/app-error';
import { assertStorableText } from '#src/lib/text-input';
import { cleanFileName, detectUploadType } from '#src/modules/uploads/upload-store';
import type { UploadedFile } from './memberships.service';

const FILE_TYPE_MESSAGE = 'Must be a PDF, JPEG or PNG file.';

/**
 * Reads a registration sent as multipart/form-data: text fields (a repeated field becomes a list), then
 * the files the form takes, each at most 5 MB (larger: 413) and a PDF, JPEG or PNG by its content
 * whatever its name says (else 415). Nothing is stored here.
 */
export async function readRegistrationForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  fileRules: Partial<Record<MemberDocumentKind, boolean>>,
  listFields: readonly string[] = [],
): Promise<{ form: z.infer<Schema>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the registration as a form (multipart/form-data).');
  }
  const fields: Record<string, string | string[]> = {};
  const received = new Map<MemberDocumentKind, { content: Buffer; name: string }>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const kind = part.fieldname as MemberDocumentKind;
      if (!Object.hasOwn(fileRules, kind) || received.has(kind)) {
        // Drain the stream before refusing, so the request is read to its end.
        await part.toBuffer();
        throw new AppError('VALIDATION_FAILED', `Unexpected file field ${part.fieldname}.`, [
          { field: part.fieldname, message: 'Is not a recognised file field.' },
        ]);
      }
      // toBuffer throws a 413 error past the size limit.
      const content = await part.toBuffer();
      if (content.length > 0) received.set(kind, { content, name: part.filename });
    } else if (typeof part.value === 'string') {
      const name = part.fieldname;
      if (listFields.includes(name)) {
        const list = fields[name];
        fields[name] = Array.isArray(list) ? [...list, part.value] : [part.value];
      } else {
        fields[name] = part.value;
      }
    }
  }
  // A list field may also come as one comma-separated value.
  for (const name of listFields) {
    const list = fields[name];
    if (Array.isArray(list)) {
      fields[name] = list.flatMap((value) => value.split(',').map((item) => item.trim())).filter(Boolean);
    }
  }

  assertStorableText(fields);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? ''),
      message: issue.code === 'unrecognized_keys' ? 'Is not a recognised field.' : issue.message,
    }));
    const missing = parsed.error.issues.find((issue) => issue.message === REQUIRED_FIELDS_MESSAGE);
    throw new AppError('VALIDATION_FAILED', missing ? REQUIRED_FIELDS_MESSAGE : issues[0]!.message, issues);
  }

  const files: UploadedFile[] = [];
  for (const [kind, required] of Object.entries(fileRules) as [MemberDocumentKind, boolean][]) {
    const file = received.get(kind);
    if (!file) {
      if (required) {
        const message = 'Please upload this document (PDF, JPEG or PNG).';
        throw new AppError('VALIDATION_FAILED', `${REQUIRED_FIELDS_MESSAGE}: ${kind} is missing.`, [
          { field: kind, message },
        ]);
      }
      continue;
    }
    const type = detectUploadType(file.content);
    if (!type) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${kind}: ${FILE_TYPE_MESSAGE}`, [
        { field: kind, message: FILE_TYPE_MESSAGE },
      ]);
    }
    files.push({ kind, content: file.content, name: cleanFileName(file.name), type });
  }
  return { form: parsed.data, files };
}

/** The multipart limits of a registration: three files of 5 MB, a few dozen short fields. */
export const registrationMultipartLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 3,
  fields: 40,
  fieldSize: 10_000,
  parts: 45,
};
