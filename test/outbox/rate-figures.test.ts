import { describe, expect, it } from 'vitest';
import { rateFigures } from '../../src/main/outbox/rate-figures';

/** The rate-limit budget's snapshot as a batch's cost reads it. */
describe('rate figures for a batch’s cost', () => {
  const now = 1_000_000;

  it('are unknown until the service has stated its limit', () => {
    expect(rateFigures({ source: 'unknown', share: 0.8, windowMs: 60_000 }, now)).toBeNull();
  });

  it('give VoiceDesk’s share per window, what is left of it now and the time to the reset', () => {
    expect(rateFigures({ source: 'headers', share: 0.8, limit: 100, target: 80, remaining: 50, available: 30, resetAt: now + 12_300, windowMs: 60_000 }, now)).toEqual({
      perWindow: 80,
      windowSeconds: 60,
      leftNow: 30,
      resetInSeconds: 13,
    });
  });

  it('take the window as at least a minute while the budget has seen only a shorter countdown', () => {
    expect(rateFigures({ source: 'headers', share: 0.8, limit: 100, target: 80, remaining: 99, available: 79, resetAt: now + 20_000, windowMs: 20_000 }, now)?.windowSeconds).toBe(60);
  });

  it('leave nothing for now while a 429 holds requests back', () => {
    expect(rateFigures({ source: 'headers', share: 0.8, limit: 100, target: 80, remaining: 0, available: 0, resetAt: now + 5_000, pausedUntil: now + 9_000, windowMs: 60_000 }, now)).toMatchObject({
      leftNow: 0,
      resetInSeconds: 9,
    });
  });
});
