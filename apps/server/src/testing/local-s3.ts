import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The S3_* variables that send a store's uploads to this server's bucket. */
  env: Record<
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY',
    string
  >;
  /** Stops answering (connections refused) until `start` again; the stored objects stay. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The keys of the objects in the bucket. */
  objectKeys(): string[];
  /** Stops the server and deletes its objects. */
  close(): Promise<void>;
}

const BUCKET = 'store-uploads';
/** How s3rver names an object's file in its folder. */
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * An S3-protocol server on loopback (s3rver, objects in a temporary folder) with one bucket. It speaks
 * the protocol the store's S3 upload store uses, though it does not check Version 4 signatures.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'bulk-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  async function start() {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    ({ port } = await server.run());
  }
  async function stop() {
    await server?.close();
    server = undefined;
  }
  await start();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
    start,
    objectKeys: () =>
      readdirSync(join(directory, BUCKET))
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length)),
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
