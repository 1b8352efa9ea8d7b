import { dayOf, endOfDay, startOfDay } from '../calls/date-range';

/**
 * The Analytics date range, in the user's own calendar days. A preset is
 * kept as a preset, not as the days it meant when picked, so "Last 7 days"
 * still ends today after midnight. Open ends ('' days) mean the whole
 * history on that side.
 */
export type RangePreset = 'last-7-days' | 'last-30-days' | 'last-90-days' | 'all';

export const RANGE_PRESETS: readonly { id: RangePreset; label: string; days: number | null }[] = [
  { id: 'last-7-days', label: 'Last 7 days', days: 7 },
  { id: 'last-30-days', label: 'Last 30 days', days: 30 },
  { id: 'last-90-days', label: 'Last 90 days', days: 90 },
  { id: 'all', label: 'All time', days: null },
];

export type RangeChoice = { preset: RangePreset } | { preset: 'custom'; fromDay: string; toDay: string };

export interface RangeDays {
  /** yyyy-mm-dd, or '' for no start. */
  fromDay: string;
  /** yyyy-mm-dd, included; or '' for no end. */
  toDay: string;
}

/** The days a choice covers; a preset of N days ends today and starts N − 1 days before. */
export function daysOf(choice: RangeChoice, today: Date): RangeDays {
  if (choice.preset === 'custom') return { fromDay: choice.fromDay, toDay: choice.toDay };
  const days = RANGE_PRESETS.find((preset) => preset.id === choice.preset)?.days ?? null;
  if (days === null) return { fromDay: '', toDay: '' };
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { fromDay: dayOf(start.toISOString()), toDay: dayOf(today.toISOString()) };
}

/** What is wrong with a custom range, in words for the form; undefined when it can be shown. */
export function rangeProblem(days: RangeDays): string | undefined {
  if (days.fromDay !== '' && days.toDay !== '' && days.fromDay > days.toDay) return '“From” must be on or before “To”.';
  return undefined;
}

/** The instants the core filters by: the start of the first day, and the start of the day after the last. */
export function instantsOf(days: RangeDays): { from?: string; to?: string } {
  const from = startOfDay(days.fromDay);
  const to = endOfDay(days.toDay);
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
