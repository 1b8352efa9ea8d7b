import type { RateLimitBudget } from '../api';

/**
 * Counts what went on the wire: every request the scheduler starts asks the
 * rate-limit budget first (`begin`), and every answer is reported to it
 * (`observe`), so a thin wrapper around the budget sees each attempt,
 * retries included, and each 429. The engine reads the counts for its
 * summary; the benchmark reads the start times per window.
 */
export interface RequestMeter {
  readonly budget: RateLimitBudget;
  /** Requests started and 429 answers seen so far. */
  counts(): { requests: number; rateLimited: number };
  /** Called with the start time (the budget's clock) of every request. */
  onRequest(listener: (at: number) => void): () => void;
}

export function createRequestMeter(budget: RateLimitBudget, now: () => number): RequestMeter {
  let requests = 0;
  let rateLimited = 0;
  const listeners = new Set<(at: number) => void>();
  const metered: RateLimitBudget = {
    delayMs: (urgent) => budget.delayMs(urgent),
    begin() {
      requests += 1;
      const at = now();
      for (const listener of listeners) listener(at);
      return budget.begin();
    },
    observe(ticket, observation) {
      if (observation.status === 429) rateLimited += 1;
      budget.observe(ticket, observation);
    },
    snapshot: () => budget.snapshot(),
    subscribe: (listener) => budget.subscribe(listener),
  };
  return {
    budget: metered,
    counts: () => ({ requests, rateLimited }),
    onRequest(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
