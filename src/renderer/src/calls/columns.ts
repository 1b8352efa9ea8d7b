import { CALL_COLUMN_LABELS } from '../../../shared/call-words';
import type { Tracker } from '../../../shared/contract/calls-settings-methods';
import type { CallListEntry, CallSortField } from '../../../shared/contract/query-methods';
import type { Column } from '../list/columns';
import { contactLabel, directionLabel, formatClock, formatCost, formatTime, sentimentLabel, statusLabel } from './format';

/**
 * The calls table's columns: header, how a cell reads, the sort a header
 * click asks for (the mirror sorts by time, duration and cost), and the
 * width it takes. The user picks which are shown (column-chooser.tsx); each
 * keyword tracker adds one, "agent · caller" counts of its phrase.
 */
export interface CallColumn extends Column<CallListEntry, CallSortField> {
  /** How the column chooser names it, when the header alone would not say. */
  choiceLabel?: string;
  /** The column's least width in rem (the table scrolls sideways below the sum). */
  minRem: number;
}

export const BASE_COLUMNS: readonly CallColumn[] = [
  // Wide enough for the date AND the time of day ("Jan 10, 2025, 10:00 AM") at the least width: the time must never be cut off.
  { id: 'time', label: CALL_COLUMN_LABELS.time, cell: (row) => formatTime(row.start_timestamp), sort: 'start_timestamp', width: 'minmax(14rem, 1.3fr)', minRem: 14 },
  { id: 'contact', label: CALL_COLUMN_LABELS.contact, cell: contactLabel, width: 'minmax(8rem, 1.4fr)', minRem: 8 },
  { id: 'agent', label: CALL_COLUMN_LABELS.agent, cell: (row) => row.agent_name ?? '—', width: 'minmax(6rem, 1fr)', minRem: 6 },
  { id: 'campaign', label: CALL_COLUMN_LABELS.campaign, cell: (row) => row.campaign_name ?? '—', width: 'minmax(6rem, 1fr)', minRem: 6 },
  { id: 'direction', label: CALL_COLUMN_LABELS.direction, cell: (row) => directionLabel(row.direction), width: '6.5rem', minRem: 6.5 },
  { id: 'status', label: CALL_COLUMN_LABELS.status, cell: (row) => statusLabel(row.call_status), width: '7rem', minRem: 7 },
  { id: 'duration', label: CALL_COLUMN_LABELS.duration, cell: (row) => formatClock(row.duration_seconds), sort: 'duration_seconds', numeric: true, width: '6rem', minRem: 6 },
  { id: 'sentiment', label: CALL_COLUMN_LABELS.sentiment, cell: (row) => sentimentLabel(row.sentiment), width: '7rem', minRem: 7 },
  { id: 'cost', label: CALL_COLUMN_LABELS.cost, cell: (row) => formatCost(row.cost), sort: 'cost', numeric: true, width: '5rem', minRem: 5 },
];

export const DEFAULT_COLUMN_IDS: readonly string[] = BASE_COLUMNS.map((column) => column.id);

export const trackerColumnId = (trackerId: number) => `tracker:${trackerId}`;

/**
 * A tracker's column: how many times the agent and the caller said it in
 * each call. A call whose transcript is not fetched yet has no count (—);
 * one not counted yet, while the tracker is new, shows "…".
 */
export function trackerColumn(tracker: Tracker): CallColumn {
  return {
    id: trackerColumnId(tracker.id),
    label: `“${tracker.phrase}”`,
    note: 'agent · caller',
    choiceLabel: `Tracker “${tracker.phrase}”`,
    numeric: true,
    width: 'minmax(9rem, 1fr)',
    minRem: 9,
    cell: (row) => {
      if (!row.detail_fetched) return '—';
      const counts = row.trackers.find((count) => count.trackerId === tracker.id);
      if (counts) return `${counts.agent} · ${counts.caller}`;
      return tracker.counted ? '0 · 0' : '…';
    },
  };
}

/** Every column the user may show: the table's own, then one per tracker. */
export function availableColumns(trackers: readonly Tracker[]): CallColumn[] {
  return [...BASE_COLUMNS, ...trackers.map(trackerColumn)];
}

/** The columns shown, in the order chosen; ids of columns that no longer exist are skipped. */
export function shownColumns(ids: readonly string[], trackers: readonly Tracker[]): CallColumn[] {
  const byId = new Map(availableColumns(trackers).map((column) => [column.id, column]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The least width of the table for these columns; below it, the table scrolls sideways. */
export function tableMinWidth(columns: readonly CallColumn[]): string {
  return `${columns.reduce((sum, column) => sum + column.minRem, 0) + 1}rem`;
}
