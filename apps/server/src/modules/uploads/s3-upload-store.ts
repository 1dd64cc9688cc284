import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import {
  assertUploadKey,
  newUploadKey,
  uploadReadUnavailable,
  UploadStoreUnavailableError,
  type UploadStore,
} from './upload-store';

export interface S3Bucket {
  /** The S3-compatible service, such as https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long one request to the bucket may take before the upload or download fails over to a 503. */
const REQUEST_TIMEOUT_MS = 15_000;

const sha256Hex = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/**
 * Uploaded files in an S3-compatible bucket, shared by every instance. Requests are signed with AWS
 * Signature Version 4 over the payload's SHA-256, and address objects path-style
 * (`endpoint/bucket/key`), which AWS, MinIO, Ceph and R2 all accept. A PUT stores a whole object or
 * nothing, so no half-written file can be seen.
 */
export function createS3UploadStore(bucket: S3Bucket): UploadStore {
  // One retry for a dropped connection or a 5xx; a longer wait belongs to the visitor's own retry.
  const client = new AwsClient({
    accessKeyId: bucket.accessKeyId,
    secretAccessKey: bucket.secretAccessKey,
    service: 's3',
    region: bucket.region,
    retries: 1,
  });
  const base = `${bucket.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket.bucket)}`;

  function send(method: 'PUT' | 'GET' | 'DELETE', key: string, content: Uint8Array = new Uint8Array()) {
    return client.fetch(`${base}/${assertUploadKey(key)}`, {
      method,
      headers: { 'x-amz-content-sha256': sha256Hex(content) },
      ...(method === 'PUT' && { body: new Uint8Array(content) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  const refused = async (response: Response) =>
    new Error(`S3 answered ${response.status}: ${(await response.text()).slice(0, 300)}`);

  return {
    kind: 's3',
    async save(content) {
      const key = newUploadKey();
      const response = await send('PUT', key, content).catch((error: unknown) => {
        throw new UploadStoreUnavailableError(error);
      });
      if (!response.ok) throw new UploadStoreUnavailableError(await refused(response));
      return key;
    },
    async read(key) {
      const response = await send('GET', key).catch((error: unknown) => {
        throw uploadReadUnavailable(error);
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw uploadReadUnavailable(await refused(response));
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key).catch((error: unknown) => {
        throw new UploadStoreUnavailableError(error);
      });
      if (!response.ok && response.status !== 404) {
        throw new UploadStoreUnavailableError(await refused(response));
      }
    },
  };
}
