/**
 * The date filter in the user's own days: "From" is the start of that local
 * day, "To" includes the whole day (the filter's `to` is exclusive, so it is
 * the start of the next one). Instants travel as ISO 8601 in UTC.
 */

/** yyyy-mm-dd (a date input's value) → the instant that local day starts; undefined for an empty input. */
export function startOfDay(day: string): string | undefined {
  const date = localDay(day);
  return date ? date.toISOString() : undefined;
}

/** yyyy-mm-dd → the instant the next local day starts. */
export function endOfDay(day: string): string | undefined {
  const date = localDay(day);
  if (!date) return undefined;
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** An instant → the local day a date input shows; for an exclusive end, the day before it. */
export function dayOf(instant: string | undefined, exclusiveEnd = false): string {
  if (instant === undefined) return '';
  const date = new Date(Date.parse(instant) - (exclusiveEnd ? 1 : 0));
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
