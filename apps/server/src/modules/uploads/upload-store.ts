import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadType } from '@bulk/domain/engagement';

/** The type a file's first bytes prove it to be, whatever its name or declared type says. */
export function detectUploadType(content: Buffer): UploadType | undefined {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content.length > 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff)
    return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return undefined;
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
 * name and then renamed, so a half-written file is never seen under its final name.
 */
export function createUploadStore(dir: string) {
  return {
    async save(content: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      const key = randomBytes(16).toString('hex');
      const temporary = join(dir, `.${key}.part`);
      await writeFile(temporary, content, { flag: 'wx' });
      await rename(temporary, join(dir, key));
      return key;
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
