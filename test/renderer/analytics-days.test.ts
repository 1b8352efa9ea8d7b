import { describe, expect, it } from 'vitest';
import { daysOf, instantsOf, rangeProblem } from '../../src/renderer/src/analytics/date-range-choice';
import { everyDay, MAX_FILLED_DAYS } from '../../src/renderer/src/analytics/day-series';
import type { AnalyticsDay } from '../../src/shared/contract/analytics-methods';

/** The Analytics screen's days: the date-range choices and the per-day series the charts draw. */

function day(date: string, calls: number): AnalyticsDay {
  return {
    day: date,
    calls,
    durationSeconds: calls * 60,
    averageDurationSeconds: 60,
    cost: calls,
    averageCost: 1,
    byStatus: { completed: calls, voicemail: 0, no_answer: 0, busy: 0, failed: 0 },
  };
}

describe('the date-range choices', () => {
  const today = new Date(2025, 2, 10, 15, 30);

  it('ends a preset today and counts today among its days', () => {
    expect(daysOf({ preset: 'last-7-days' }, today)).toEqual({ fromDay: '2025-03-04', toDay: '2025-03-10' });
    expect(daysOf({ preset: 'last-30-days' }, today)).toEqual({ fromDay: '2025-02-09', toDay: '2025-03-10' });
    expect(daysOf({ preset: 'all' }, today)).toEqual({ fromDay: '', toDay: '' });
    expect(daysOf({ preset: 'custom', fromDay: '2025-01-01', toDay: '' }, today)).toEqual({ fromDay: '2025-01-01', toDay: '' });
  });

  it('asks the core for the start of the first day up to the start of the day after the last', () => {
    const { from, to } = instantsOf({ fromDay: '2025-03-04', toDay: '2025-03-10' });
    expect(new Date(from!).getTime()).toBe(new Date(2025, 2, 4).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2025, 2, 11).getTime());
    expect(instantsOf({ fromDay: '', toDay: '' })).toEqual({});
  });

  it('refuses a range whose first day is after its last', () => {
    expect(rangeProblem({ fromDay: '2025-03-11', toDay: '2025-03-10' })).toMatch(/“From” must be on or before “To”/);
    expect(rangeProblem({ fromDay: '2025-03-10', toDay: '2025-03-10' })).toBeUndefined();
    expect(rangeProblem({ fromDay: '2025-03-10', toDay: '' })).toBeUndefined();
  });
});

describe('the per-day series', () => {
  it('fills the days without calls with zeros, across the whole range', () => {
    const days = everyDay([day('2025-03-05', 3), day('2025-03-07', 1)], { fromDay: '2025-03-04', toDay: '2025-03-08' });
    expect(days.map((entry) => [entry.day, entry.calls, entry.averageDurationSeconds])).toEqual([
      ['2025-03-04', 0, null],
      ['2025-03-05', 3, 60],
      ['2025-03-06', 0, null],
      ['2025-03-07', 1, 60],
      ['2025-03-08', 0, null],
    ]);
    expect(days[0]!.byStatus).toEqual({ completed: 0, voicemail: 0, no_answer: 0, busy: 0, failed: 0 });
  });

  it('stops an open end at the first or last day with calls', () => {
    expect(everyDay([day('2025-03-05', 3), day('2025-03-06', 1)], { fromDay: '', toDay: '' }).map((entry) => entry.day)).toEqual(['2025-03-05', '2025-03-06']);
    expect(everyDay([], { fromDay: '2025-03-04', toDay: '2025-03-08' })).toEqual([]);
  });

  it('never draws years of empty days: a long range, or days of another range, fall back to the days with calls', () => {
    const perDay = [day('2026-09-23', 40), day('2026-11-22', 2)];
    const spanned = (range: { fromDay: string; toDay: string }) => everyDay(perDay, range).length;
    expect(spanned({ fromDay: '2001-01-01', toDay: '2026-11-22' })).toBe(61);
    // The figures of "All time" met with the days of a range from 2001 (they once arrived one after the other).
    expect(spanned({ fromDay: '2001-01-01', toDay: '2001-01-31' })).toBe(61);
    expect(spanned({ fromDay: '2026-01-01', toDay: '2026-12-31' })).toBe(365);
    expect(spanned({ fromDay: '2026-01-01', toDay: '2027-01-02' })).toBeLessThanOrEqual(MAX_FILLED_DAYS);
  });
});
