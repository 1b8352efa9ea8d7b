/**
 * Instants as people read them in a file: the local date and time with its
 * offset from UTC, "2026-11-25 14:03:07 +01:00". Spreadsheets read the date
 * and time, and the offset keeps the instant exact whatever the reader's
 * zone (the API's ISO UTC strings would show times hours off from what the
 * app shows). `timeZone` is an IANA name ("Europe/Paris"); without it, the
 * running process's own (the CLI's TZ, the page's zone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...(timeZone === undefined ? {} : { timeZone }),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** True when the runtime knows this time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  date: string;
  time: string;
  offset: string;
}

function localParts(iso: string, timeZone?: string): LocalParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((part) => [part.type, part.value]));
  // "GMT+01:00", or "GMT" alone at UTC.
  const offset = (parts['timeZoneName'] ?? 'GMT').replace('GMT', '') || '+00:00';
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}:${parts['second']}`, offset };
}

/** "2026-11-25 14:03:07 +01:00"; text that is not an instant is returned as it is. */
export function localTimestamp(iso: string, timeZone?: string): string {
  const parts = localParts(iso, timeZone);
  return parts === null ? iso : `${parts.date} ${parts.time} ${parts.offset}`;
}

/** "2026-11-25", the local day, for a file name. */
export function localDate(iso: string, timeZone?: string): string {
  return localParts(iso, timeZone)?.date ?? iso.slice(0, 10);
}

/** "14.03", the local time of day, for a file name (no colon: Windows refuses it there). */
export function localClock(iso: string, timeZone?: string): string {
  return localParts(iso, timeZone)?.time.slice(0, 5).replace(':', '.') ?? '';
}
