/**
 * Rate limiting per key in fixed 60-second windows aligned to the clock (the
 * window of time t is floor(t / 60 s)), so every client sees the same reset
 * moment and tests can step a manual clock across it.
 */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets, at least 1. */
  resetSeconds: number;
}

export interface RateLimiter {
  take(bucket: string, now: number): RateLimitVerdict;
}

export function createRateLimiter(limitPerWindow: number): RateLimiter {
  let window = -1;
  // Counts of the current window only; cleared when the window turns over.
  let counts = new Map<string, number>();
  return {
    take(bucket, now) {
      const current = Math.floor(now / RATE_LIMIT_WINDOW_MS);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const resetSeconds = Math.max(1, Math.ceil(((current + 1) * RATE_LIMIT_WINDOW_MS - now) / 1000));
      const used = counts.get(bucket) ?? 0;
      if (used >= limitPerWindow) return { allowed: false, limit: limitPerWindow, remaining: 0, resetSeconds };
      counts.set(bucket, used + 1);
      return { allowed: true, limit: limitPerWindow, remaining: limitPerWindow - used - 1, resetSeconds };
    },
  };
}
