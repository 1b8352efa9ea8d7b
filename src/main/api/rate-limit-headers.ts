/**
 * What one response says about the key's rate-limit window, read tolerantly:
 * the spec documents `X-RateLimit-Reset` once as a Unix timestamp and once as
 * seconds until the reset (8), and the 429 wait as a `Retry-After` header or
 * a body field named `retry_after` (v1) or `retryAfter` (gateway) (7.4).
 * All times are converted to this computer's clock here, once.
 */
export interface RateLimitObservation {
  status: number;
  /** Local epoch ms when the response arrived. */
  receivedAt: number;
  limit?: number;
  remaining?: number;
  /** Local epoch ms when the window resets. */
  resetAt?: number;
  /** How long a 429 asked us to wait; the header wins over the body when both are present. */
  retryAfterMs?: number;
}

/** Above this a Reset value is a Unix time in seconds (about 2001-09-09 onwards), not a countdown. */
const EPOCH_SECONDS_FLOOR = 1e9;
/** Above this it is a Unix time in milliseconds. */
const EPOCH_MILLISECONDS_FLOOR = 1e12;
/** A reset further away than this is a misreading (or a broken server), not a plan to wait. */
const MAX_RESET_AHEAD_MS = 24 * 60 * 60 * 1000;

export function readRateLimit(status: number, headers: Headers, body: unknown, receivedAt: number): RateLimitObservation {
  const serverNow = parseHttpDate(headers.get('date'));
  const limit = headerNumber(headers, 'x-ratelimit-limit', 'ratelimit-limit');
  const remaining = headerNumber(headers, 'x-ratelimit-remaining', 'ratelimit-remaining');
  const reset = headerNumber(headers, 'x-ratelimit-reset', 'ratelimit-reset');
  const retryAfterMs =
    status === 429 ? (parseRetryAfterHeader(headers.get('retry-after'), receivedAt, serverNow) ?? retryAfterFromBody(body)) : undefined;
  return {
    status,
    receivedAt,
    ...(limit === undefined ? {} : { limit: Math.floor(limit) }),
    ...(remaining === undefined ? {} : { remaining: Math.floor(remaining) }),
    ...(reset === undefined ? {} : { resetAt: resetToLocalTime(reset, receivedAt, serverNow) }),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
}

/**
 * Tells the two documented Reset forms apart by size: a countdown is small
 * (seconds in a window), a Unix time is above 1e9 (seconds) or 1e12 (ms).
 * A Unix time is the server's clock; when the response carries a Date header
 * we translate it to ours by the difference, so a computer whose clock is off
 * neither waits too long nor comes back early. Date has whole-second
 * precision and rounds down, which errs on the side of waiting longer.
 */
export function resetToLocalTime(value: number, receivedAt: number, serverNow?: number): number {
  let resetAt: number;
  if (value >= EPOCH_SECONDS_FLOOR) {
    const serverEpochMs = value >= EPOCH_MILLISECONDS_FLOOR ? value : value * 1000;
    const skew = serverNow === undefined ? 0 : receivedAt - serverNow;
    resetAt = serverEpochMs + skew;
  } else {
    resetAt = receivedAt + value * 1000;
  }
  return Math.min(Math.max(resetAt, receivedAt), receivedAt + MAX_RESET_AHEAD_MS);
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfterHeader(value: string | null, receivedAt: number, serverNow?: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = parseHttpDate(text);
  if (date === undefined) return undefined;
  return Math.max(0, date - (serverNow ?? receivedAt));
}

/** v1: `{ error: { retry_after } }`; gateway: `{ retryAfter }`; tolerated: either name at either level. */
export function retryAfterFromBody(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const top = body as Record<string, unknown>;
  const nested = typeof top.error === 'object' && top.error !== null ? (top.error as Record<string, unknown>) : {};
  for (const candidate of [nested.retry_after, nested.retryAfter, top.retry_after, top.retryAfter]) {
    const seconds = typeof candidate === 'string' ? Number(candidate) : candidate;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  }
  return undefined;
}

function headerNumber(headers: Headers, ...names: string[]): number | undefined {
  for (const name of names) {
    const raw = headers.get(name)?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}

function parseHttpDate(value: string | null): number | undefined {
  if (!value) return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}
