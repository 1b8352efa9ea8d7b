import type { AgentRow, AgentSortField } from '../../../shared/contract/record-schemas';
import type { Column } from '../list/columns';
import { nameColumn } from '../list/name-column';
import { formatDay } from '../records/format';
import { AgentActive, agentDirectionLabel } from './agent-labels';

/**
 * The agents table's columns; the assistant's name and the direction come with the agent's settings, so they may be missing until fetched.
 * The status comes right after the name, so that a narrow list still shows it (a new agent's Provisioning… among them).
 */
export const AGENT_COLUMNS: readonly Column<AgentRow, AgentSortField>[] = [
  nameColumn('minmax(10rem, 1.4fr)'),
  { id: 'active', label: 'Status', cell: (row) => <AgentActive agent={row} />, width: '7.5rem' },
  { id: 'assistant', label: 'Introduces itself as', cell: (row) => row.assistant_name ?? '—', width: 'minmax(8rem, 1fr)' },
  { id: 'language', label: 'Language', cell: (row) => row.language, width: '6.5rem' },
  { id: 'direction', label: 'Calls', cell: (row) => agentDirectionLabel(row.call_direction) ?? '—', width: 'minmax(7rem, 0.9fr)' },
  { id: 'voice', label: 'Voice provider', cell: (row) => row.voice_provider ?? '—', width: '8rem' },
  { id: 'created', label: 'Created', cell: (row) => formatDay(row.created_at), sort: 'created_at', width: '8.5rem' },
];
