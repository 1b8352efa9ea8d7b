/**
 * The API layer's only source of time. Pacing, backoff, Retry-After waits and
 * request timeouts all go through it, so tests and simulations inject a
 * manual clock and step through hours of rate-limit windows without waiting.
 */
export interface ApiClock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /**
   * Resolves after `ms` milliseconds; rejects with the signal's reason as
   * soon as `signal` aborts, so a waiting task can be cancelled or woken.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: ApiClock = {
  now: () => Date.now(),
  sleep(ms, signal) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, Math.max(0, ms));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
};
