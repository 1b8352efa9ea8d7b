import type { AnalyticsDay } from '../../../shared/contract/analytics-methods';
import type { CallStatus } from '../../../shared/api/resources';
import type { RangeDays } from './date-range-choice';

/**
 * The per-day charts' days: every day of the range, those without calls
 * as zeros, so that a quiet day shows as a gap in time rather than
 * vanishing from the axis (the core lists only days with calls). An open
 * end stops at the first or last day with calls, and so does a range of
 * more than MAX_FILLED_DAYS, which would be mostly empty bars.
 */
export const MAX_FILLED_DAYS = 366;
const DAY_MS = 86_400_000;

const noStatus = (): Record<CallStatus, number> => ({ completed: 0, voicemail: 0, no_answer: 0, busy: 0, failed: 0 });

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayString(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

export function everyDay(perDay: readonly AnalyticsDay[], range: RangeDays): AnalyticsDay[] {
  const first = perDay[0];
  const last = perDay.at(-1);
  if (first === undefined || last === undefined) return [];
  // Days with calls always show, even outside what the form says (a clock change at an edge).
  let start = Math.min(dayNumber(range.fromDay === '' ? first.day : range.fromDay), dayNumber(first.day));
  let end = Math.max(dayNumber(range.toDay === '' ? last.day : range.toDay), dayNumber(last.day));
  if (!Number.isFinite(start) || !Number.isFinite(end) || end - start + 1 > MAX_FILLED_DAYS) {
    start = dayNumber(first.day);
    end = dayNumber(last.day);
  }
  const byDay = new Map(perDay.map((day) => [day.day, day]));
  const days: AnalyticsDay[] = [];
  for (let number = start; number <= end; number += 1) {
    const day = dayString(number);
    days.push(
      byDay.get(day) ?? { day, calls: 0, durationSeconds: 0, averageDurationSeconds: null, cost: 0, averageCost: null, byStatus: noStatus() },
    );
  }
  return days;
}
