import { describe, expect, it } from 'vitest';
import { readRateLimit, resetToLocalTime } from '../../src/main/api';

const receivedAt = Date.parse('2026-03-02T09:00:20.000Z');
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('reading the rate-limit headers', () => {
  it('reads Limit, Remaining and a Reset given as seconds until the reset', () => {
    const seen = readRateLimit(200, headers({ 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '41', 'X-RateLimit-Reset': '40' }), undefined, receivedAt);
    expect(seen).toEqual({ status: 200, receivedAt, limit: 100, remaining: 41, resetAt: receivedAt + 40_000 });
  });

  it('reads a Reset given as a Unix timestamp in seconds', () => {
    const reset = Date.parse('2026-03-02T09:01:00.000Z') / 1000;
    const seen = readRateLimit(200, headers({ 'X-RateLimit-Reset': String(reset) }), undefined, receivedAt);
    expect(seen.resetAt).toBe(Date.parse('2026-03-02T09:01:00.000Z'));
  });

  it('reads a Reset given as a Unix timestamp in milliseconds', () => {
    const reset = Date.parse('2026-03-02T09:01:00.000Z');
    expect(resetToLocalTime(reset, receivedAt)).toBe(reset);
  });

  it('translates a Unix Reset from the server clock to ours using the Date header', () => {
    // The server's clock is 90 s ahead: its reset at 09:02:30 is our 09:01:00.
    const serverNow = receivedAt + 90_000;
    const seen = readRateLimit(
      200,
      headers({ 'X-RateLimit-Reset': String(Date.parse('2026-03-02T09:02:30.000Z') / 1000), Date: new Date(serverNow).toUTCString() }),
      undefined,
      receivedAt,
    );
    expect(seen.resetAt).toBe(Date.parse('2026-03-02T09:01:00.000Z'));
  });

  it('never puts a reset in the past or more than a day ahead', () => {
    expect(resetToLocalTime(Date.parse('2026-03-01T00:00:00Z') / 1000, receivedAt)).toBe(receivedAt);
    expect(resetToLocalTime(Date.parse('2027-01-01T00:00:00Z') / 1000, receivedAt)).toBe(receivedAt + 24 * 3600_000);
  });

  it('reads nothing from a response without rate-limit headers', () => {
    expect(readRateLimit(200, headers({}), { data: [] }, receivedAt)).toEqual({ status: 200, receivedAt });
  });

  it('takes the 429 wait from the Retry-After header, in seconds or as an HTTP date', () => {
    expect(readRateLimit(429, headers({ 'Retry-After': '7' }), undefined, receivedAt).retryAfterMs).toBe(7000);
    const date = new Date(receivedAt + 12_000).toUTCString();
    expect(readRateLimit(429, headers({ 'Retry-After': date, Date: new Date(receivedAt).toUTCString() }), undefined, receivedAt).retryAfterMs).toBe(12_000);
  });

  it('takes the 429 wait from the v1 body (retry_after) or the gateway body (retryAfter)', () => {
    const v1 = { error: { code: 'rate_limited', message: 'Too many requests', retry_after: 9 } };
    const gateway = { error: 'Too Many Requests', message: 'Rate limit exceeded', retryAfter: 11 };
    expect(readRateLimit(429, headers({}), v1, receivedAt).retryAfterMs).toBe(9000);
    expect(readRateLimit(429, headers({}), gateway, receivedAt).retryAfterMs).toBe(11_000);
  });

  it('prefers the Retry-After header when the body also names a wait', () => {
    const gateway = { error: 'Too Many Requests', message: 'Rate limit exceeded', retryAfter: 30 };
    expect(readRateLimit(429, headers({ 'Retry-After': '5' }), gateway, receivedAt).retryAfterMs).toBe(5000);
  });
});
