/** How the records' fields read on screen (calls have theirs in calls/format.ts). */

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date without its time, for lists: 3 Mar 2025. */
export function formatDay(iso: string | null): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}

/** "1 contact", "2,000 contacts". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString()} ${count === 1 ? singular : plural}`;
}

/** What the empty list says when a search or filters left nothing. */
export function noMatchText(noun: string, text: string | undefined, filtered: boolean): string {
  const search = text?.trim();
  if (search && filtered) return `No ${noun} match “${search}” with these filters.`;
  if (search) return `No ${noun} match “${search}”.`;
  return `No ${noun} match these filters. Clear a filter to see more.`;
}
