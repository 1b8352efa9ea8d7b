import type { CampaignRow, CampaignSortField } from '../../../shared/contract/record-schemas';
import type { Column } from '../list/columns';
import { nameColumn } from '../list/name-column';
import { formatDay } from '../records/format';
import { CampaignStatus } from './campaign-status';

/** The campaigns table's columns; mode and time zone come with the campaign's detail, so they may be missing until it is fetched. */
export const CAMPAIGN_COLUMNS: readonly Column<CampaignRow, CampaignSortField>[] = [
  nameColumn('minmax(12rem, 1.6fr)'),
  { id: 'status', label: 'Status', cell: (row) => <CampaignStatus status={row.status} />, width: '7.5rem' },
  { id: 'agent', label: 'Agent', cell: (row) => row.agent_name ?? (row.agent_id === null ? 'None' : 'Unknown agent'), width: 'minmax(8rem, 1fr)' },
  { id: 'mode', label: 'Mode', cell: (row) => row.campaign_mode ?? '—', width: '7rem' },
  { id: 'timezone', label: 'Time zone', cell: (row) => row.timezone ?? '—', width: 'minmax(8rem, 1fr)' },
  { id: 'created', label: 'Created', cell: (row) => formatDay(row.created_at), sort: 'created_at', width: '8.5rem' },
  { id: 'started', label: 'Started', cell: (row) => formatDay(row.started_at), width: '8.5rem' },
];
