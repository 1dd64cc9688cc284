import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { silentLogger } from '#src/testing/test-database';
import { dropRedisKeys, requireRedis, testRedisUrl, uniqueRedisPrefix } from '#src/testing/test-redis';
import { createMemoryRateLimiter, createRedisRateLimitStore, type RateLimitStore } from './rate-limiter';

const prefix = uniqueRedisPrefix();
const limit = { limit: 3, windowMs: 60_000 };
let first: RateLimitStore;
let second: RateLimitStore;
beforeAll(async () => {
  await requireRedis();
  first = createRedisRateLimitStore({ url: testRedisUrl, keyPrefix: prefix, logger: silentLogger });
  second = createRedisRateLimitStore({ url: testRedisUrl, keyPrefix: prefix, logger: silentLogger });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await dropRedisKeys(prefix);
});

test('the memory limiter allows the limit, then says how long to wait, and forgets on reset', async () => {
  const limiter = createMemoryRateLimiter(limit);
  for (let i = 0; i < 3; i++) expect(await limiter.hit('k')).toBe(0);
  const wait = await limiter.hit('k');
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60_000);
  await limiter.reset('k');
  expect(await limiter.hit('k')).toBe(0);
});

test('two stores on one Redis count the same attempts, and the window expires in Redis', async () => {
  const a = first.limiter('login-account', limit);
  const b = second.limiter('login-account', limit);
  expect(await a.hit('shared@example.in')).toBe(0);
  expect(await b.hit('shared@example.in')).toBe(0);
  expect(await a.hit('shared@example.in')).toBe(0);
  const wait = await b.hit('shared@example.in');
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60_000);

  const redis = new Redis(testRedisUrl);
  const ttl = await redis.pttl(`${prefix}ratelimit:login-account:shared@example.in`);
  redis.disconnect();
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(60_000);

  await a.reset('shared@example.in');
  expect(await b.hit('shared@example.in')).toBe(0);
});

test('limiters of different names do not share counts', async () => {
  const account = first.limiter('login-account', limit);
  const address = first.limiter('login-address', limit);
  for (let i = 0; i < 3; i++) expect(await account.hit('same-key')).toBe(0);
  expect(await address.hit('same-key')).toBe(0);
});

test('concurrent hits from two stores are all counted (atomic increments)', async () => {
  const a = first.limiter('burst', { limit: 40, windowMs: 60_000 });
  const b = second.limiter('burst', { limit: 40, windowMs: 60_000 });
  const waits = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit('burst-key')));
  expect(waits.filter((wait) => wait === 0)).toHaveLength(40);
});

test('with Redis down, each instance falls back to counting in its own memory', async () => {
  // Nothing listens on port 1: every command fails at once.
  const down = createRedisRateLimitStore({
    url: 'redis://127.0.0.1:1',
    keyPrefix: prefix,
    logger: silentLogger,
  });
  try {
    await down.ready();
    await expect(down.ping()).rejects.toThrow();
    const limiter = down.limiter('login-account', limit);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('offline@example.in')).toBe(0);
    expect(await limiter.hit('offline@example.in')).toBeGreaterThan(0);
    await limiter.reset('offline@example.in');
    expect(await limiter.hit('offline@example.in')).toBe(0);
  } finally {
    await down.close();
  }
});
