// A fixed-window limit per client address for the public statistics endpoint. It lives in the
// process: several server processes each allow the limit (a statistics batch is cheap and
// counted once by id, so this guards the store from floods rather than enforcing a quota).
export interface RateLimiter {
  /** Seconds to wait when over the limit; 0 when the request may pass. */
  take(key: string): number;
}

export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    take(key) {
      const time = now();
      if (time - windowStart >= windowMs) {
        windowStart = time;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used > limit ? Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)) : 0;
    },
  };
}
