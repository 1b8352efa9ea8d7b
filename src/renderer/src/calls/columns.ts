import type { CallListRow, CallSortField } from '../../../shared/contract/query-methods';
import type { Column } from '../list/columns';
import { contactLabel, directionLabel, formatClock, formatCost, formatTime, sentimentLabel, statusLabel } from './format';

/** The calls table's columns, in order (the mirror sorts by time, duration and cost). */
export const CALL_COLUMNS: readonly Column<CallListRow, CallSortField>[] = [
  { id: 'time', label: 'Time', cell: (row) => formatTime(row.start_timestamp), sort: 'start_timestamp', width: 'minmax(10rem, 1.3fr)' },
  { id: 'contact', label: 'Contact', cell: contactLabel, width: 'minmax(8rem, 1.4fr)' },
  { id: 'agent', label: 'Agent', cell: (row) => row.agent_name ?? '—', width: 'minmax(6rem, 1fr)' },
  { id: 'campaign', label: 'Campaign', cell: (row) => row.campaign_name ?? '—', width: 'minmax(6rem, 1fr)' },
  { id: 'direction', label: 'Direction', cell: (row) => directionLabel(row.direction), width: '6.5rem' },
  { id: 'status', label: 'Status', cell: (row) => statusLabel(row.call_status), width: '7rem' },
  { id: 'duration', label: 'Duration', cell: (row) => formatClock(row.duration_seconds), sort: 'duration_seconds', numeric: true, width: '6rem' },
  { id: 'sentiment', label: 'Sentiment', cell: (row) => sentimentLabel(row.sentiment), width: '7rem' },
  { id: 'cost', label: 'Cost', cell: (row) => formatCost(row.cost), sort: 'cost', numeric: true, width: '5rem' },
];
