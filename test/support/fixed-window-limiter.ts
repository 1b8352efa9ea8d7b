import type { ManualClock } from '../../src/main/api';

/**
 * A rate limiter as another implementation of the spec might run it: fixed
 * windows, a limit per window, and the headers in the form under test. It
 * counts every request per window and who sent it, so tests can measure how
 * much of its share the client used and whether anyone was refused.
 */
export type ResetForm = 'seconds-until' | 'unix-seconds' | 'unix-milliseconds' | 'no-headers';

export interface WindowCount {
  ours: number;
  others: number;
  refused: number;
}

export interface FixedWindowLimiter {
  /** Takes one request now; returns the status and headers the server would send. */
  take(who?: 'us' | 'others'): { status: number; headers: Headers; body: unknown };
  windows: Map<number, WindowCount>;
  refusedTotal(): number;
  /** The window a server time falls in. */
  windowOf(serverTime: number): number;
}

export function createFixedWindowLimiter(clock: ManualClock, options: { limit: number; windowMs: number; form: ResetForm; serverClockAheadMs?: number }): FixedWindowLimiter {
  const { limit, windowMs, form } = options;
  const windows = new Map<number, WindowCount>();
  const windowOf = (time: number) => Math.floor(time / windowMs);

  return {
    windows,
    windowOf,
    refusedTotal: () => [...windows.values()].reduce((sum, w) => sum + w.refused, 0),
    take(who = 'us') {
      // Windows are the server's: aligned to its clock, which may differ from ours.
      const serverNow = clock.now() + (options.serverClockAheadMs ?? 0);
      const index = windowOf(serverNow);
      const count = windows.get(index) ?? { ours: 0, others: 0, refused: 0 };
      windows.set(index, count);
      const used = count.ours + count.others;
      const resetAtServer = (index + 1) * windowMs;
      const secondsUntil = Math.max(1, Math.ceil((resetAtServer - serverNow) / 1000));
      const headers = new Headers();
      if (form !== 'no-headers') {
        headers.set('X-RateLimit-Limit', String(limit));
        headers.set('X-RateLimit-Remaining', String(Math.max(0, limit - used - (used < limit ? 1 : 0))));
        const reset =
          form === 'seconds-until' ? secondsUntil : form === 'unix-seconds' ? Math.ceil(resetAtServer / 1000) : resetAtServer;
        headers.set('X-RateLimit-Reset', String(reset));
        headers.set('Date', new Date(Math.floor(serverNow / 1000) * 1000).toUTCString());
      }
      if (used >= limit) {
        count.refused += 1;
        return { status: 429, headers, body: { error: { code: 'rate_limited', message: 'Too many requests', retry_after: secondsUntil } } };
      }
      if (who === 'us') count.ours += 1;
      else count.others += 1;
      return { status: 200, headers, body: { data: [] } };
    },
  };
}
