import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadTypeOf, type UploadType } from '@bulk/domain/engagement';
import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '#src/lib/app-error';

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

/** A file name safe to show and to offer back on download: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'attachment';
}

/**
 * Uploaded files live outside the web root under random names. A file is written whole to a temporary
 * name and then renamed, so a half-written file is never seen under its final name; should the write
 * fail, the partial file is removed and `save` throws `UploadStoreUnavailableError` (503).
 *
 * One folder on one machine: several instances must share it (a network file system); an object-storage
 * adapter is not built yet.
 */
export function createUploadStore(dir: string) {
  return {
    async save(content: Buffer): Promise<string> {
      const key = randomBytes(16).toString('hex');
      const temporary = join(dir, `.${key}.part`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temporary, content, { flag: 'wx' });
        await rename(temporary, join(dir, key));
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw new UploadStoreUnavailableError(error);
      }
      return key;
    },
    /** The stored file's bytes (files are at most a few megabytes). */
    async read(key: string): Promise<Buffer> {
      return readFile(this.path(key));
    },
    path(key: string): string {
      if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('not an upload key');
      return join(dir, key);
    },
    async remove(key: string): Promise<void> {
      await rm(this.path(key), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

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
  const content = await store.read(file.key).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') throw notFound('The uploaded file is missing.');
    throw error;
  });
  const name = downloadName(file.name, file.type);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '_');
  return reply
    .type(file.type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(content);
}
