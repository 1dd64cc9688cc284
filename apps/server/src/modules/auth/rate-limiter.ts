/** Counts attempts per key in a fixed window; the shared (Redis) store for several instances comes later. */
export interface RateLimiter {
  /** Records one attempt; returns how long to wait (ms) when the key is over its limit, else 0. */
  hit(key: string): number;
  reset(key: string): void;
}

export function createMemoryRateLimiter({
  limit,
  windowMs,
}: {
  limit: number;
  windowMs: number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
        // Forget expired keys now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      window.count++;
      return window.count > limit ? window.resetAt - now : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
