import { describe, expect, it } from 'vitest';
import { batchCostText, contactBatchRequests, durationWords, estimateBatchCost, sendingSeconds, type OutboxPace, type RateFigures } from '../../src/shared/outbox/batch-cost';

/** What a batch dialog says a batch will cost: requests, and about how long at the current rate limit behind the outbox's backlog. */

const rate = (overrides: Partial<RateFigures> = {}): RateFigures => ({ perWindow: 80, windowSeconds: 60, leftNow: 80, resetInSeconds: 60, ...overrides });
const pace = (overrides: Partial<OutboxPace> = {}): OutboxPace => ({ backlog: 0, workspaceContacts: 1000, rate: rate(), ...overrides });

describe('requests a contact batch makes', () => {
  it('adds contacts to a campaign 100 to a request', () => {
    expect(contactBatchRequests('add-to-campaign', 250)).toBe(3);
    expect(contactBatchRequests('add-to-campaign', 100)).toBe(1);
    expect(contactBatchRequests('add-to-campaign', 101)).toBe(2);
    expect(contactBatchRequests('add-to-campaign', 0)).toBe(0);
  });

  it('creates and deletes one contact a request', () => {
    expect(contactBatchRequests('create', 42)).toBe(42);
    expect(contactBatchRequests('delete', 7)).toBe(7);
  });

  it('counts the read before each update, one per contact or a pass over the list pages when fewer', () => {
    // 5 updates in a workspace of 1,000: reading them one by one (5) is cheaper than 10 list pages.
    expect(contactBatchRequests('update', 5, 1000)).toBe(10);
    // 500 updates: one pass over the 10 pages of 100.
    expect(contactBatchRequests('update', 500, 1000)).toBe(510);
  });
});

describe('how long sending takes at the rate limit', () => {
  it('spreads what fits in this window over the time to its reset', () => {
    expect(sendingSeconds(3, rate({ leftNow: 80, resetInSeconds: 60 }))).toBeCloseTo((60 * 3) / 81);
    expect(sendingSeconds(0, rate())).toBe(0);
  });

  it('waits for the reset, then sends a window’s share per window', () => {
    // 20 left now (by the reset in 30 s), then 80 a window: 200 requests take the rest of this window, two full ones and part of a third.
    const seconds = sendingSeconds(200, rate({ leftNow: 20, resetInSeconds: 30 }));
    expect(seconds).toBeCloseTo(30 + 2 * 60 + (60 * 20) / 81, 5);
  });

  it('grows with the batch and with a spent window', () => {
    const small = sendingSeconds(50, rate());
    const large = sendingSeconds(500, rate());
    expect(large).toBeGreaterThan(small);
    expect(sendingSeconds(50, rate({ leftNow: 0, resetInSeconds: 45 }))).toBeGreaterThan(45);
  });
});

describe('a batch’s cost', () => {
  it('counts the outbox’s backlog ahead of the batch', () => {
    const alone = estimateBatchCost({ contacts: 250, requests: 3 }, pace());
    const behind = estimateBatchCost({ contacts: 250, requests: 3 }, pace({ backlog: 400 }));
    expect(alone).toMatchObject({ contacts: 250, requests: 3, backlog: 0 });
    expect(behind.backlog).toBe(400);
    expect(behind.seconds!).toBeGreaterThan(alone.seconds!);
    expect(behind.seconds).toBeCloseTo(sendingSeconds(403, rate()));
  });

  it('has no time while the rate limit is not known', () => {
    expect(estimateBatchCost({ contacts: 10, requests: 10 }, pace({ rate: null })).seconds).toBeNull();
    expect(estimateBatchCost({ contacts: 0, requests: 0 }, pace({ rate: null })).seconds).toBe(0);
  });

  it('says it in one sentence: contacts, requests, time, rate and backlog', () => {
    const figures = pace({ backlog: 12, rate: rate({ leftNow: 0, resetInSeconds: 30 }) });
    expect(batchCostText(estimateBatchCost({ contacts: 250, requests: 3 }, figures), figures)).toBe(
      '250 contacts, 3 requests: about 40 seconds at the current rate limit (80 requests a minute); 12 requests already waiting in the outbox go first.',
    );
    const idle = pace();
    expect(batchCostText(estimateBatchCost({ contacts: 1, requests: 2 }, idle), idle)).toBe(
      '1 contact, 2 requests: a few seconds at the current rate limit (80 requests a minute); nothing else is waiting in the outbox.',
    );
    const unknown = pace({ rate: null, backlog: 1 });
    expect(batchCostText(estimateBatchCost({ contacts: 2500, requests: 25 }, unknown), unknown)).toBe(
      '2,500 contacts, 25 requests. How long is not known yet: the service states its rate limit once it has been reached (sync to find out); 1 request already waiting in the outbox goes first.',
    );
  });

  it('rounds durations for people', () => {
    expect(durationWords(3)).toBe('a few seconds');
    expect(durationWords(44)).toBe('about 40 seconds');
    expect(durationWords(61)).toBe('about 1 minute');
    expect(durationWords(3000)).toBe('about 50 minutes');
    expect(durationWords(7200)).toBe('about 2 hours');
  });
});
