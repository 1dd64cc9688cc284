import { UPLOAD_MAX_BYTES, uploadTypeOf } from '@bulk/domain/engagement';
import { formMessage } from '#src/i18n/messages';

/**
 * The server's own check of an upload (size, and type by content rather than by name), made before the
 * payment so that a wrong file is caught before anyone pays. Resolves with the problem, or null.
 */
export async function uploadProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD_MAX_BYTES) return formMessage('validation.fileSize');
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return uploadTypeOf(head) ? null : formMessage('validation.fileType');
}
