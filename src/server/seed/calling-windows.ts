import type { BusinessHours, Weekday } from '../../shared/api/resources';
import type { Random } from '../support/random';
import { instantsAtWallTime, localWallTime } from '../support/zoned-time';

/**
 * The instants at which a campaign could have dialled, for seeded history:
 * its business hours (same reading as simulator/business-hours.ts: `start`
 * inclusive, `end` exclusive, on the zone's wall clock) turned into UTC
 * intervals over a span of days. Asking isWithinBusinessHours of random
 * instants would cost an Intl call each, and the seeder places up to tens of
 * thousands of outbound calls; this costs a few calls per day of the span.
 */
export interface Interval {
  start: number;
  end: number;
}

const DAY = 86_400_000;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function clock(value: string | undefined): [number, number] | undefined {
  const match = value === undefined ? null : CLOCK.exec(value);
  return match === null ? undefined : [Number(match[1]), Number(match[2])];
}

/** Open intervals within [from, to), ascending; days whose opening or closing a DST change swallows are left out. */
export function openIntervals(hours: BusinessHours, timeZone: string, from: number, to: number): Interval[] {
  const intervals: Interval[] = [];
  const first = localWallTime(timeZone, from - DAY);
  const days = Math.ceil((to - from) / DAY) + 3;
  for (let offset = 0; offset < days; offset++) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset));
    const weekday = WEEKDAY_BY_UTC_DAY[date.getUTCDay()] as Weekday;
    const entry = hours[weekday];
    const opens = clock(entry?.start);
    const closes = clock(entry?.end);
    if (entry?.enabled !== true || opens === undefined || closes === undefined) continue;
    if (opens[0] * 60 + opens[1] >= closes[0] * 60 + closes[1]) continue;
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const start = instantsAtWallTime(timeZone, year, month, day, opens[0], opens[1])[0];
    const end = instantsAtWallTime(timeZone, year, month, day, closes[0], closes[1]).at(-1);
    if (start === undefined || end === undefined) continue;
    const clipped = { start: Math.max(start, from), end: Math.min(end, to) };
    if (clipped.end > clipped.start) intervals.push(clipped);
  }
  return intervals;
}

/** Draws instants uniformly from the intervals; undefined when they are empty. */
export function intervalSampler(intervals: readonly Interval[]): (rng: Random) => number | undefined {
  const bounds: number[] = [];
  let total = 0;
  for (const interval of intervals) {
    total += interval.end - interval.start;
    bounds.push(total);
  }
  return (rng) => {
    if (total === 0) return undefined;
    const point = Math.floor(rng.next() * total);
    let low = 0;
    let high = bounds.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (point < (bounds[middle] as number)) high = middle;
      else low = middle + 1;
    }
    const interval = intervals[low] as Interval;
    return interval.end - ((bounds[low] as number) - point);
  };
}
