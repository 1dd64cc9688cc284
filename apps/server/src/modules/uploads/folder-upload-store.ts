import { mkdir, readFile, rename, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  assertUploadKey,
  newUploadKey,
  uploadReadUnavailable,
  UploadStoreUnavailableError,
  type UploadStore,
} from './upload-store';

/** The disk holding the folder has less than `minFreeBytes` left after this file. */
class LowDiskSpaceError extends Error {
  constructor(freeBytes: number, minFreeBytes: number) {
    super(`${freeBytes} bytes free, below the ${minFreeBytes} bytes kept free (UPLOAD_MIN_FREE_MB)`);
    this.name = 'LowDiskSpaceError';
  }
}

/**
 * Uploaded files in one folder outside the web root, under random names: the embedded single-instance
 * default. A file is written whole to a temporary name and then renamed, so a half-written file is never
 * seen under its final name; should the write fail, the partial file is removed and `save` throws
 * `UploadStoreUnavailableError` (503). Several instances need the S3 store (or a shared file system).
 * A file that would leave less than `minFreeBytes` free on the disk is refused the same way, before the
 * disk, which may also hold the embedded database, fills.
 */
export function createFolderUploadStore(dir: string, { minFreeBytes = 0 } = {}): UploadStore {
  const pathOf = (key: string) => join(dir, assertUploadKey(key));
  return {
    kind: 'folder',
    async save(content) {
      const key = newUploadKey();
      const temporary = join(dir, `.${key}.part`);
      try {
        await mkdir(dir, { recursive: true });
        if (minFreeBytes > 0) {
          const disk = await statfs(dir);
          const freeBytes = disk.bavail * disk.bsize - content.length;
          if (freeBytes < minFreeBytes) throw new LowDiskSpaceError(freeBytes, minFreeBytes);
        }
        await writeFile(temporary, content, { flag: 'wx' });
        await rename(temporary, join(dir, key));
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw new UploadStoreUnavailableError(error);
      }
      return key;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw uploadReadUnavailable(error);
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
