import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalS3, type LocalS3 } from '#src/testing/local-s3';
import { createS3UploadStore, type S3Bucket } from './s3-upload-store';
import {
  UPLOAD_READ_UNAVAILABLE_MESSAGE,
  UPLOAD_STORE_UNAVAILABLE_MESSAGE,
  UploadStoreUnavailableError,
} from './upload-store';

let s3: LocalS3;
let bucket: S3Bucket;
beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = {
    endpoint: s3.env.S3_ENDPOINT,
    bucket: s3.env.S3_BUCKET,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  };
});
afterAll(() => s3.close());

const file = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000), Buffer.from('\n%%EOF')]);

describe('the S3 upload store on a local S3 server', () => {
  test('a file saved through one store is read whole through another on the same bucket', async () => {
    const content = file();
    const key = await createS3UploadStore(bucket).save(content);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(s3.objectKeys()).toContain(key);
    const read = await createS3UploadStore({ ...bucket, endpoint: `${bucket.endpoint}/` }).read(key);
    expect(read?.equals(content)).toBe(true);
  });

  test('a removed or never stored file reads as missing, and removing it again is no error', async () => {
    const store = createS3UploadStore(bucket);
    const key = await store.save(file());
    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
    expect(await store.read(randomBytes(16).toString('hex'))).toBeUndefined();
  });

  test('a key the store did not make never reaches the bucket', async () => {
    const store = createS3UploadStore(bucket);
    await expect(store.read('../other-bucket/secret')).rejects.toThrow('not an upload key');
    await expect(store.remove('A'.repeat(32))).rejects.toThrow('not an upload key');
  });

  test('a bucket that does not exist fails a save with the one 503 error', async () => {
    const store = createS3UploadStore({ ...bucket, bucket: 'no-such-bucket' });
    const failure = await store.save(file()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadStoreUnavailableError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UPLOAD_STORE_UNAVAILABLE_MESSAGE });
    expect(String((failure as Error).cause)).toMatch(/S3 answered 404/);
  });

  test('while the server is down, saves and reads fail with a 503 error; afterwards they work again', async () => {
    const store = createS3UploadStore(bucket);
    const content = file();
    const key = await store.save(content);
    await s3.stop();
    try {
      await expect(store.save(file())).rejects.toBeInstanceOf(UploadStoreUnavailableError);
      await expect(store.read(key)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: UPLOAD_READ_UNAVAILABLE_MESSAGE,
      });
    } finally {
      await s3.start();
    }
    expect((await store.read(key))?.equals(content)).toBe(true);
  });
});
