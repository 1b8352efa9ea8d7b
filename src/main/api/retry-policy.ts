import type { ApiError, HttpMethod } from './api-error';

/**
 * Policy: a request is sent again only when that cannot do harm.
 * - A GET is repeated after transient failures (gateway page, 502/503/504,
 *   5xx, reset, timeout), with exponential backoff and full jitter so that
 *   many clients coming back from one outage do not arrive together.
 * - A write is repeated only when it certainly was not applied (429,
 *   connection refused). A write whose fate is unknown (reset or timeout
 *   after sending, a 5xx) is never resent blindly: the error goes back to the
 *   outbox, which reads the server's state first.
 * - 429 is waited out by the rate-limit budget, which holds every request,
 *   not just this one; here it is only re-queued, a bounded number of times.
 * - 401 and 403 are never retried: a new key or new permissions are needed.
 */
export interface RetryPolicyOptions {
  /** Attempts per request for transient failures, the first included. Default 4. */
  maxAttempts: number;
  /** Ceiling of the first backoff. Default 500 ms. */
  baseDelayMs: number;
  /** Ceiling of any backoff. Default 30 s. */
  maxDelayMs: number;
  /** 429s tolerated for one request before giving up. Default 10. */
  maxRateLimited: number;
  /** Source of jitter in [0, 1); injectable so tests are deterministic. */
  random: () => number;
}

export const defaultRetryPolicy: RetryPolicyOptions = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRateLimited: 10,
  random: Math.random,
};

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

export interface AttemptHistory {
  /** Attempts that failed with a transient error, this one included. */
  failures: number;
  /** Attempts answered with 429, this one included. */
  rateLimited: number;
}

export function decideRetry(error: ApiError, method: HttpMethod, history: AttemptHistory, policy: RetryPolicyOptions): RetryDecision {
  if (!error.retryable) return { retry: false };
  if (method !== 'GET' && error.outcome !== 'not_applied') return { retry: false };
  if (error.kind === 'rate_limited') {
    return history.rateLimited < policy.maxRateLimited ? { retry: true, delayMs: 0 } : { retry: false };
  }
  if (history.failures >= policy.maxAttempts) return { retry: false };
  return { retry: true, delayMs: backoffMs(history.failures, policy) };
}

/** Full jitter: a random wait between 0 and min(cap, base × 2^(n−1)). */
export function backoffMs(failures: number, policy: Pick<RetryPolicyOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.floor(policy.random() * ceiling);
}
