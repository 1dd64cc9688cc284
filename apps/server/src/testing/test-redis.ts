import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server the multi-instance tests share; each test works under its own key prefix. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test run uses, so concurrent runs never see each other's counts. */
export const uniqueRedisPrefix = () => `bulk-test-${randomBytes(6).toString('hex')}:`;

/** Fails with what to do when Redis is not answering, rather than a timeout deep inside a test. */
export async function requireRedis(): Promise<void> {
  const redis = new Redis(testRedisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(
      `These tests need Redis at ${testRedisUrl}. Start it (redis-server --daemonize yes, or .ci/run) ` +
        'or set TEST_REDIS_URL.',
    );
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix`. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
