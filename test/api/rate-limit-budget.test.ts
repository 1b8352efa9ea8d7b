import { describe, expect, it } from 'vitest';
import {
  createManualClock,
  createRateLimitBudget,
  createRequestScheduler,
  readRateLimit,
  type ManualClock,
  type RateLimitBudget,
} from '../../src/main/api';
import { createFixedWindowLimiter, type FixedWindowLimiter, type ResetForm } from '../support/fixed-window-limiter';
import { runSimulation } from '../support/virtual-time';

const MINUTE = 60_000;
// Aligned to a minute, so the first simulated window is a whole one.
const START = Date.parse('2026-03-02T09:00:00.000Z');

/** One request at a time, as soon as the budget allows, each taking `latencyMs` there and back. */
function sendOneByOne(clock: ManualClock, budget: RateLimitBudget, limiter: FixedWindowLimiter, count: number, latencyMs = 40, others?: (upTo: number) => void) {
  const sentAt: number[] = [];
  for (let sent = 0; sent < count; ) {
    for (let wait = budget.delayMs(); wait > 0; wait = budget.delayMs()) clock.advance(wait);
    const ticket = budget.begin();
    clock.advance(latencyMs / 2);
    others?.(clock.now());
    const answer = limiter.take('us');
    clock.advance(latencyMs / 2);
    budget.observe(ticket, readRateLimit(answer.status, answer.headers, answer.body, clock.now()));
    if (answer.status !== 429) {
      sent += 1;
      sentAt.push(clock.now());
    }
  }
  return sentAt;
}

/** Windows of the limiter in which we sent, first to last, with their counts. */
function ourWindows(limiter: FixedWindowLimiter) {
  return [...limiter.windows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

describe('pacing with rate-limit headers', () => {
  it.each<ResetForm>(['seconds-until', 'unix-seconds', 'unix-milliseconds'])(
    'sends 80 requests in every window of a 100-request limit with Reset as %s, and no 429',
    (form) => {
      const clock = createManualClock(START);
      const budget = createRateLimitBudget({ clock, share: 0.8 });
      const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: MINUTE, form });
      sendOneByOne(clock, budget, limiter, 400);
      expect(limiter.refusedTotal()).toBe(0);
      const windows = ourWindows(limiter);
      expect(windows.map((w) => w.ours)).toEqual([80, 80, 80, 80, 80]);
      for (const window of windows) expect(window.ours / 80).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('uses its share when the server clock is 90 seconds ahead and Reset is a Unix timestamp', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: MINUTE, form: 'unix-seconds', serverClockAheadMs: 90_000 });
    sendOneByOne(clock, budget, limiter, 400);
    expect(limiter.refusedTotal()).toBe(0);
    const whole = ourWindows(limiter).slice(1, -1);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    for (const window of whole) expect(window.ours).toBe(80);
  });

  it('spreads a window’s share over the window instead of spending it in one burst', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: MINUTE, form: 'seconds-until' });
    const sentAt = sendOneByOne(clock, budget, limiter, 160);
    const firstHalf = sentAt.filter((time) => time < START + MINUTE / 2).length;
    const secondHalf = sentAt.filter((time) => time >= START + MINUTE / 2 && time < START + MINUTE).length;
    expect(firstHalf).toBeGreaterThan(35);
    expect(firstHalf).toBeLessThan(50);
    expect(firstHalf + secondHalf).toBe(80);
  });

  it('leaves the reserve to dashboard users, who then never see a 429 either', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: MINUTE, form: 'seconds-until' });
    // Dashboard users make 15 requests a minute, evenly spaced.
    let nextOther = START + 1000;
    const others = (upTo: number) => {
      for (; nextOther <= upTo; nextOther += MINUTE / 15) limiter.take('others');
    };
    sendOneByOne(clock, budget, limiter, 260, 40, others);
    expect(limiter.refusedTotal()).toBe(0);
    for (const window of ourWindows(limiter).slice(0, -1)) {
      expect(window.others).toBe(15);
      expect(window.ours + window.others).toBeLessThanOrEqual(80);
      expect(window.ours).toBeGreaterThanOrEqual(64);
    }
  });

  it('keeps the pace with four requests in flight through the scheduler', async () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const scheduler = createRequestScheduler({ clock, budget, concurrency: 4 });
    const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: MINUTE, form: 'seconds-until' });
    const request = () =>
      scheduler.schedule(async (slot) => {
        await clock.sleep(150);
        const answer = limiter.take('us');
        await clock.sleep(150);
        slot.report(readRateLimit(answer.status, answer.headers, answer.body, clock.now()));
        if (answer.status === 429) throw new Error('refused');
      });
    await runSimulation(clock, Promise.all(Array.from({ length: 320 }, request)));
    expect(limiter.refusedTotal()).toBe(0);
    expect(ourWindows(limiter).map((w) => w.ours)).toEqual([80, 80, 80, 80]);
  });

  it('lets a request the user waits for skip the spacing, but not the reserve', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: MINUTE, form: 'seconds-until' });
    sendOneByOne(clock, budget, limiter, 20);
    expect(budget.delayMs(false)).toBeGreaterThan(0);
    expect(budget.delayMs(true)).toBe(0);
    // Spend the rest of the share right away, as interactive requests may.
    for (let i = 0; i < 60; i++) {
      const ticket = budget.begin();
      const answer = limiter.take('us');
      budget.observe(ticket, readRateLimit(answer.status, answer.headers, answer.body, clock.now()));
    }
    expect(budget.snapshot()).toMatchObject({ remaining: 20, available: 0 });
    expect(budget.delayMs(true)).toBeGreaterThan(0);
    expect(clock.now() + budget.delayMs(true)).toBeGreaterThanOrEqual(START + MINUTE);
  });
});

describe('pacing without rate-limit headers', () => {
  it('goes as fast as it likes until the first 429', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const limiter = createFixedWindowLimiter(clock, { limit: 10, windowMs: MINUTE, form: 'no-headers' });
    sendOneByOne(clock, budget, limiter, 10);
    expect(budget.snapshot()).toMatchObject({ source: 'unknown' });
    expect(budget.delayMs()).toBe(0);
  });

  it('learns the limit from the requests accepted before a 429, then paces to its share with no more 429s', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock, share: 0.8 });
    const limiter = createFixedWindowLimiter(clock, { limit: 10, windowMs: MINUTE, form: 'no-headers' });
    sendOneByOne(clock, budget, limiter, 50);
    expect(budget.snapshot()).toMatchObject({ source: 'learned', limit: 10, target: 8 });
    const windows = ourWindows(limiter);
    expect(windows[0]).toMatchObject({ ours: 10, refused: 1 });
    for (const window of windows.slice(1)) expect(window.refused).toBe(0);
    for (const window of windows.slice(1, -1)) expect(window.ours).toBeGreaterThanOrEqual(7);
    for (const window of windows.slice(1)) expect(window.ours).toBeLessThanOrEqual(9);
  });
});

describe('waiting after a 429', () => {
  it('holds every request for the Retry-After the 429 gave', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    const ticket = budget.begin();
    budget.observe(ticket, { status: 429, receivedAt: clock.now(), retryAfterMs: 7000 });
    expect(budget.delayMs(false)).toBe(7000);
    expect(budget.delayMs(true)).toBe(7000);
    clock.advance(7000);
    expect(budget.delayMs()).toBe(0);
  });

  it('backs off, doubling, when a 429 says nothing about how long to wait', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    budget.observe(budget.begin(), { status: 429, receivedAt: clock.now() });
    expect(budget.delayMs()).toBe(1000);
    clock.advance(1000);
    budget.observe(budget.begin(), { status: 429, receivedAt: clock.now() });
    expect(budget.delayMs()).toBe(2000);
  });

  it('does not take a 429 with headers as a lesson about the limit', () => {
    const clock = createManualClock(START);
    const budget = createRateLimitBudget({ clock });
    budget.observe(budget.begin(), { status: 200, receivedAt: clock.now(), limit: 100, remaining: 3, resetAt: clock.now() + 30_000 });
    budget.observe(budget.begin(), { status: 429, receivedAt: clock.now(), limit: 100, remaining: 0, resetAt: clock.now() + 30_000, retryAfterMs: 30_000 });
    expect(budget.snapshot()).toMatchObject({ source: 'headers', limit: 100 });
    expect(budget.delayMs()).toBeGreaterThanOrEqual(30_000);
  });
});
