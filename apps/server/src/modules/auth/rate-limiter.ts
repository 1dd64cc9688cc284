import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimitedError } from '#src/lib/app-error';

/** Counts attempts (or bytes) per key in a fixed window. */
export interface RateLimiter {
  /**
   * Records one attempt, or `cost` units of it (an upload's bytes); resolves to how long to wait (ms) when
   * the key is over its limit, else 0.
   */
  hit(key: string, cost?: number): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * Counts one attempt (or `cost` units) on each limiter in turn and answers 429, with `Retry-After`, at the
 * first that is over its limit; later limiters are then not counted.
 */
export async function enforceLimits(
  ...hits: [limiter: RateLimiter, key: string, cost?: number][]
): Promise<void> {
  for (const [limiter, key, cost] of hits) {
    const wait = await limiter.hit(key, cost);
    if (wait) throw new RateLimitedError(Math.ceil(wait / 1000));
  }
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** One instance's own counters: the embedded single-instance default, and the fallback when Redis is down. */
export function createMemoryRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, cost = 1) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
        // Forget expired keys now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      window.count += cost;
      return window.count > limit ? window.resetAt - now : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Counts in one atomic step: the first hit of a window sets its expiry, and a key found without one (a
 * crash between the two commands cannot happen inside a script, but an operator's SET can) gets it too.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** How long a command may wait for Redis before this instance counts on its own. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before serving anyway. */
const REDIS_READY_WAIT_MS = 2000;
/** At most one "Redis unavailable" warning per limiter in this interval, however many sign-ins fail over. */
const WARN_INTERVAL_MS = 60_000;

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  limiter(name: string, limit: RateLimit): RateLimiter;
  /** Resolves once connected, or after a short wait (requests then count per instance until it is). */
  ready(): Promise<void>;
  /** Resolves when the shared store answers (always, for memory). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    limiter: (_name, limit) => createMemoryRateLimiter(limit),
    ready: async () => undefined,
    ping: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * Limits counted in Redis, so every instance sees the same attempts. When Redis does not answer, each
 * instance falls back to counting in its own memory (fail over, neither open nor closed): sign-ins keep
 * working and stay limited, only per instance instead of across all, until Redis is back.
 */
export function createRedisRateLimitStore(options: {
  url: string;
  keyPrefix: string;
  logger: Logger;
}): RateLimitStore {
  const { logger } = options;
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    // Fail at once while disconnected instead of queueing sign-ins behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Keep trying to reconnect, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastErrorLog = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastErrorLog < WARN_INTERVAL_MS) return;
    lastErrorLog = Date.now();
    logger.warn({ err: error }, 'redis connection error; rate limits count per instance until it is back');
  });

  return {
    kind: 'redis',
    limiter(name, limit) {
      const local = createMemoryRateLimiter(limit);
      let lastWarning = 0;
      const failOver = (error: unknown) => {
        if (Date.now() - lastWarning >= WARN_INTERVAL_MS) {
          lastWarning = Date.now();
          logger.warn({ err: error, limiter: name }, 'redis unavailable; counting this limit per instance');
        }
      };
      const redisKey = (key: string) => `ratelimit:${name}:${key}`;
      return {
        async hit(key, cost = 1) {
          try {
            const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, redisKey(key), limit.windowMs, cost)) as [
              number,
              number,
            ];
            return count > limit.limit ? Math.max(ttl, 1) : 0;
          } catch (error) {
            failOver(error);
            return local.hit(key, cost);
          }
        },
        async reset(key) {
          await local.reset(key);
          try {
            await redis.del(redisKey(key));
          } catch (error) {
            failOver(error);
          }
        },
      };
    },
    async ready() {
      const connected = () => redis.status === 'ready';
      if (connected()) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, REDIS_READY_WAIT_MS);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
      if (redis.status !== 'ready')
        logger.warn('redis not reachable at start; rate limits count per instance');
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
