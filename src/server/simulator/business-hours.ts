import { weekdays, type BusinessHours, type Weekday } from '../../shared/api/resources';
import { instantsAtWallTime, localWallTime, nextOffsetChange } from '../support/zoned-time';

/**
 * When a campaign may dial (spec 2.3): on its enabled days, from `start`
 * (inclusive) to `end` (exclusive), read on the wall clock of the campaign's
 * IANA time zone, so a 09:00–17:00 campaign in New York calls 09:00–17:00
 * New York time on both sides of a DST change.
 *
 * Policy: a day left out counts as not enabled (the spec's create example
 * leaves out the weekend). A day that is enabled but lacks a valid start and
 * end, or whose end is not after its start, also counts as closed: the
 * request schema refuses such a day, and not calling is the safe reading of
 * one that slipped through.
 */

/** Minutes after local midnight, [start, end). */
interface Window {
  readonly start: number;
  readonly end: number;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(clock: unknown): number | null {
  if (typeof clock !== 'string') return null;
  const match = CLOCK.exec(clock);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

function windowsOf(hours: BusinessHours): Partial<Record<Weekday, Window>> {
  const windows: Partial<Record<Weekday, Window>> = {};
  for (const day of weekdays) {
    const entry = hours[day];
    if (entry?.enabled !== true) continue;
    const start = minutesOf(entry.start);
    const end = minutesOf(entry.end);
    if (start !== null && end !== null && start < end) windows[day] = { start, end };
  }
  return windows;
}

/** Whether calling is allowed at the instant, on the zone's wall clock. */
export function isWithinBusinessHours(hours: BusinessHours, timeZone: string, instant: Date): boolean {
  return isOpen(windowsOf(hours), timeZone, instant.getTime());
}

function isOpen(windows: Partial<Record<Weekday, Window>>, timeZone: string, instant: number): boolean {
  const wall = localWallTime(timeZone, instant);
  const window = windows[wall.weekday];
  if (window === undefined) return false;
  const minute = wall.hour * 60 + wall.minute;
  return minute >= window.start && minute < window.end;
}

// A week, plus a day for a window that a DST gap swallows whole.
const SEARCH_DAYS = 8;
const DAY = 86_400_000;
const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The first instant at or after `from` when calling is allowed: `from`
 * itself when it is within hours, otherwise the next opening. Null when no
 * day is enabled.
 *
 * Openings are either the moment the wall clock reads a day's start, or a DST
 * change that jumps the clock into a window (a 02:30 start on a night the
 * clock skips from 02:00 to 03:00 opens at 03:00). Both kinds are collected
 * and the earliest valid one wins.
 */
export function nextOpening(hours: BusinessHours, timeZone: string, from: Date): Date | null {
  const windows = windowsOf(hours);
  if (Object.keys(windows).length === 0) return null;
  const start = from.getTime();
  if (isOpen(windows, timeZone, start)) return new Date(start);

  let best: number | null = null;
  const today = localWallTime(timeZone, start);
  for (let offset = 0; offset <= SEARCH_DAYS && best === null; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const window = windows[WEEKDAY_BY_UTC_DAY[date.getUTCDay()] as Weekday];
    if (window === undefined) continue;
    const at = instantsAtWallTime(timeZone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), Math.floor(window.start / 60), window.start % 60);
    best = at.find((instant) => instant >= start) ?? null;
  }

  // A clock change before that opening may land inside a window sooner.
  const horizon = best ?? start + (SEARCH_DAYS + 1) * DAY;
  for (let after = start; ; ) {
    const change = nextOffsetChange(timeZone, after, horizon);
    if (change === null) break;
    if (isOpen(windows, timeZone, change)) {
      best = best === null ? change : Math.min(best, change);
      break;
    }
    after = change;
  }
  return best === null ? null : new Date(best);
}
