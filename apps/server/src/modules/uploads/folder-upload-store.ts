import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  assertUploadKey,
  newUploadKey,
  uploadReadUnavailable,
  UploadStoreUnavailableError,
  type UploadStore,
} from './upload-store';

/**
 * Uploaded files in one folder outside the web root, under random names: the embedded single-instance
 * default. A file is written whole to a temporary name and then renamed, so a half-written file is never
 * seen under its final name; should the write fail, the partial file is removed and `save` throws
 * `UploadStoreUnavailableError` (503). Several instances need the S3 store (or a shared file system).
 */
export function createFolderUploadStore(dir: string): UploadStore {
  const pathOf = (key: string) => join(dir, assertUploadKey(key));
  return {
    kind: 'folder',
    async save(content) {
      const key = newUploadKey();
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
