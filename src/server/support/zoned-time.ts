import type { Weekday } from '../../shared/api/resources';

/**
 * Wall-clock time in an IANA time zone, from the runtime's own tz database
 * through Intl.DateTimeFormat: no dependency, and DST rules as current as
 * Node's ICU. Formatters are cached per zone because constructing one costs
 * far more than using it, and the simulator asks on every tick.
 */

export interface WallTime {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly weekday: Weekday;
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        // h23, not hour12: false, which renders midnight as "24" in some runtimes.
        hourCycle: 'h23',
        weekday: 'long',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`"${timeZone}" is not an IANA time zone this runtime knows; use a name such as America/New_York`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAY_BY_NAME: Readonly<Record<string, Weekday>> = {
  Monday: 'monday',
  Tuesday: 'tuesday',
  Wednesday: 'wednesday',
  Thursday: 'thursday',
  Friday: 'friday',
  Saturday: 'saturday',
  Sunday: 'sunday',
};

/** The wall-clock time and weekday in `timeZone` at an instant. */
export function localWallTime(timeZone: string, instant: Date | number): WallTime {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let weekday: Weekday = 'monday';
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      case 'weekday':
        weekday = WEEKDAY_BY_NAME[part.value] ?? weekday;
        break;
      default:
        break;
    }
  }
  return { year, month, day, weekday, hour, minute, second };
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
export function utcOffset(timeZone: string, instant: number): number {
  const wall = localWallTime(timeZone, instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const DAY = 86_400_000;

/**
 * Every instant at which the zone's clock reads the given wall time (to the
 * minute): none in a spring-forward gap, two in a fall-back overlap, one
 * otherwise. Ascending. `month` is 1–12; day overflow rolls into the next month.
 */
export function instantsAtWallTime(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): number[] {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day either side cover both sides of any transition near it.
  const offsets = new Set([utcOffset(timeZone, wallAsUtc - DAY), utcOffset(timeZone, wallAsUtc), utcOffset(timeZone, wallAsUtc + DAY)]);
  const target = new Date(wallAsUtc);
  const found: number[] = [];
  for (const offset of offsets) {
    const instant = wallAsUtc - offset;
    const wall = localWallTime(timeZone, instant);
    if (
      wall.year === target.getUTCFullYear() &&
      wall.month === target.getUTCMonth() + 1 &&
      wall.day === target.getUTCDate() &&
      wall.hour === target.getUTCHours() &&
      wall.minute === target.getUTCMinutes() &&
      !found.includes(instant)
    ) {
      found.push(instant);
    }
  }
  return found.sort((a, b) => a - b);
}

/**
 * The first instant in (after, until] at which the zone's UTC offset differs
 * from its offset at `after`, to the second; null if it does not change.
 * Sampled every six hours, which no real zone changes twice within.
 */
export function nextOffsetChange(timeZone: string, after: number, until: number): number | null {
  const STEP = 6 * 3_600_000;
  const startOffset = utcOffset(timeZone, after);
  let low = after;
  for (let probe = after + STEP; low < until; probe += STEP) {
    const high = Math.min(probe, until);
    if (utcOffset(timeZone, high) !== startOffset) {
      // Invariant: the offset at `low` is the old one, at `high` the new one.
      let lo = low;
      let hi = high;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2 / 1000) * 1000;
        if (mid <= lo) break;
        if (utcOffset(timeZone, mid) === startOffset) lo = mid;
        else hi = mid;
      }
      // Offsets change on whole seconds: the first one after `lo`.
      return Math.min(hi, Math.floor(lo / 1000) * 1000 + 1000);
    }
    low = high;
  }
  return null;
}
