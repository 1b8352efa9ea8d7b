import type { CallListRow, CallSortField } from '../../../shared/contract/query-methods';
import { contactLabel, directionLabel, formatClock, formatCost, formatTime, sentimentLabel, statusLabel } from './format';

/** The calls table's columns, in order: header, how a cell reads, and the sort a header click asks for (the mirror sorts by these three). */
export interface CallColumn {
  id: string;
  label: string;
  cell: (row: CallListRow) => string;
  sort?: CallSortField;
  numeric?: boolean;
}

export const CALL_COLUMNS: readonly CallColumn[] = [
  { id: 'time', label: 'Time', cell: (row) => formatTime(row.start_timestamp), sort: 'start_timestamp' },
  { id: 'contact', label: 'Contact', cell: contactLabel },
  { id: 'agent', label: 'Agent', cell: (row) => row.agent_name ?? '—' },
  { id: 'campaign', label: 'Campaign', cell: (row) => row.campaign_name ?? '—' },
  { id: 'direction', label: 'Direction', cell: (row) => directionLabel(row.direction) },
  { id: 'status', label: 'Status', cell: (row) => statusLabel(row.call_status) },
  { id: 'duration', label: 'Duration', cell: (row) => formatClock(row.duration_seconds), sort: 'duration_seconds', numeric: true },
  { id: 'sentiment', label: 'Sentiment', cell: (row) => sentimentLabel(row.sentiment) },
  { id: 'cost', label: 'Cost', cell: (row) => formatCost(row.cost), sort: 'cost', numeric: true },
];
