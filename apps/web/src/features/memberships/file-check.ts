import { UPLOAD_MAX_BYTES, uploadTypeOf } from '@bulk/domain/engagement';

export const FILE_TYPE_MESSAGE = 'Must be a PDF, JPEG or PNG file.';
export const FILE_SIZE_MESSAGE = 'Must be at most 5 MB.';

/**
 * The server's own check of an upload (size, and type by content rather than by name), made before the
 * payment so that a wrong file is caught before anyone pays. Resolves with the problem, or null.
 */
export async function uploadProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD_MAX_BYTES) return FILE_SIZE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return uploadTypeOf(head) ? null : FILE_TYPE_MESSAGE;
}
