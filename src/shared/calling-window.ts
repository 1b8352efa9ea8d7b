import type { BusinessDayHours } from './contract/record-schemas';
import { isTimeZone } from './local-time';

/**
 * A campaign's next calling window: the next stretch of its business hours,
 * read in the campaign's own time zone (spec §2.3), from a given instant.
 * Pure: the clock is an argument. The instants are computed from the zone's
 * rules for that date, so a window on the far side of a daylight-saving
 * change starts at the right instant.
 */
export type CallingWindow =
  /** Within business hours now: calls can be placed until `endsAt`. */
  | { kind: 'open'; date: string; day: Weekday; start: string; end: string; startsAt: string; endsAt: string; daysAhead: 0 }
  /** The next window starts later: today (`daysAhead` 0), tomorrow (1), … up to a week ahead. */
  | { kind: 'later'; date: string; day: Weekday; start: string; end: string; startsAt: string; endsAt: string; daysAhead: number }
  /** No day is enabled with usable hours: the service places no calls. */
  | { kind: 'no-hours' }
  /** No time zone set, or one this computer does not know: the window cannot be placed in time. */
  | { kind: 'no-zone'; timezone: string | null };

export type Weekday = BusinessDayHours['day'];

const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_MS = 86_400_000;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function nextCallingWindow(days: readonly BusinessDayHours[] | null, timezone: string | null, now: Date): CallingWindow {
  const usable = new Map<Weekday, { start: string; end: string; from: number; to: number }>();
  for (const day of days ?? []) {
    if (!day.enabled || day.start === null || day.end === null) continue;
    const from = minutesOf(day.start);
    const to = minutesOf(day.end);
    if (from !== null && to !== null && from < to) usable.set(day.day, { start: day.start, end: day.end, from, to });
  }
  if (usable.size === 0) return { kind: 'no-hours' };
  if (timezone === null || timezone.trim() === '' || !isTimeZone(timezone)) return { kind: 'no-zone', timezone };

  const local = wallClock(now, timezone);
  const todayUtc = Date.UTC(local.year, local.month - 1, local.day);
  const nowMinutes = local.hour * 60 + local.minute;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const date = new Date(todayUtc + ahead * DAY_MS);
    const day = WEEKDAYS[date.getUTCDay()] as Weekday;
    const hours = usable.get(day);
    if (hours === undefined || (ahead === 0 && nowMinutes >= hours.to)) continue;
    const ymd = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    const window = {
      date: date.toISOString().slice(0, 10),
      day,
      start: hours.start,
      end: hours.end,
      startsAt: zonedInstant(ymd, hours.from, timezone).toISOString(),
      endsAt: zonedInstant(ymd, hours.to, timezone).toISOString(),
    };
    if (ahead === 0 && nowMinutes >= hours.from) return { kind: 'open', ...window, daysAhead: 0 };
    return { kind: 'later', ...window, daysAhead: ahead };
  }
  return { kind: 'no-hours' };
}

/** The window in plain words, in the campaign's time zone. */
export function describeCallingWindow(window: CallingWindow): string {
  switch (window.kind) {
    case 'no-hours':
      return 'No calling hours are set: no day is enabled with a start and end time, so the service places no calls.';
    case 'no-zone':
      return window.timezone === null || window.timezone.trim() === ''
        ? 'Not known: the campaign has no time zone, so its business hours cannot be placed in time.'
        : `Not known: the time zone “${window.timezone}” is not one this computer knows.`;
    case 'open':
      return `Now, until ${window.end} today (${window.start}–${window.end}).`;
    case 'later': {
      const name = capitalise(window.day);
      const when = window.daysAhead === 0 ? 'Today' : window.daysAhead === 1 ? `Tomorrow, ${name}` : `${name} ${window.date}`;
      return `${when}, ${window.start}–${window.end}.`;
    }
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function minutesOf(hhmm: string): number | null {
  const match = HHMM.exec(hhmm);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts['year'] ?? 0, month: parts['month'] ?? 1, day: parts['day'] ?? 1, hour: parts['hour'] ?? 0, minute: parts['minute'] ?? 0, second: parts['second'] ?? 0 };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClock(new Date(ms), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in the zone. The offset is taken
 * twice: the first guess may sit on the other side of a daylight-saving
 * change. A time the change skips (02:30 on the spring-forward night) comes
 * out shifted by the change, as clocks read it.
 */
function zonedInstant(date: { year: number; month: number; day: number }, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, Math.floor(minutes / 60), minutes % 60);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(second);
}
