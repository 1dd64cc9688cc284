import { randomBytes } from 'node:crypto';
import { uploadTypeOf, type UploadType } from '@bulk/domain/engagement';
import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '#src/lib/app-error';
import { contentDisposition } from '#src/lib/download';

export const UPLOAD_STORE_UNAVAILABLE_MESSAGE =
  'Your file could not be saved right now. Please try again in a few minutes.';

/**
 * The one error every failure to write an upload becomes (folder unwritable, disk full, read-only disk):
 * a 503 the handler of the request lets through. The file system's own error is kept as the cause, for
 * the log, never for the client.
 */
export class UploadStoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', UPLOAD_STORE_UNAVAILABLE_MESSAGE);
    this.name = 'UploadStoreUnavailableError';
    this.cause = cause;
  }
}

/** The type a file's first bytes prove it to be, whatever its name or declared type says. */
export function detectUploadType(content: Buffer): UploadType | undefined {
  return uploadTypeOf(content);
}

/**
 * A file name safe to show and to offer back on download: no path, no control characters, bounded. Letters,
 * digits and combining marks of any script are kept (Devanagari writes vowels and conjuncts with marks).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'attachment';
}

export const UPLOAD_READ_UNAVAILABLE_MESSAGE =
  'The file could not be read right now. Please try again in a few minutes.';

/** Where uploaded files are kept: a folder on this machine, or an S3-compatible bucket shared by instances. */
export interface UploadStore {
  readonly kind: 'folder' | 's3';
  /** Stores the whole file under a new random key, or throws `UploadStoreUnavailableError` (503). */
  save(content: Buffer): Promise<string>;
  /** The stored file's bytes (files are at most a few megabytes); `undefined` when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  /** Forgets the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** A new upload key: 32 random hex characters, never derived from anything the sender chose. */
export function newUploadKey(): string {
  return randomBytes(16).toString('hex');
}

/** Refuses anything but a key `newUploadKey` could have made, so a key can never name another path. */
export function assertUploadKey(key: string): string {
  if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('not an upload key');
  return key;
}

/** A stored file that exists but cannot be fetched now (the store unreachable): a 503, never a 500. */
export function uploadReadUnavailable(cause: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', UPLOAD_READ_UNAVAILABLE_MESSAGE);
  error.cause = cause;
  return error;
}

const extensionOf: Record<UploadType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The name a download is saved under: the sender's name, with the extension of the type its content proved. */
export function downloadName(name: string, type: UploadType): string {
  const extension = extensionOf[type];
  const base = cleanFileName(name).replace(/\.[^.]*$/, '') || 'attachment';
  return `${base}.${extension}`;
}

/**
 * Sends a stored upload as a download of the type its content proved, never as a page: with
 * `attachment`, `nosniff` and the API's sandboxing policy, a file that is also HTML (a polyglot) is not
 * rendered or run by a browser.
 */
export async function sendUpload(
  reply: FastifyReply,
  store: UploadStore,
  file: { key: string; name: string; type: UploadType },
) {
  const content = await store.read(file.key);
  if (!content) throw notFound('The uploaded file is missing.');
  return reply
    .type(file.type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(downloadName(file.name, file.type)))
    .send(content);
}
