import type { AgentDetail, AgentFilter, AgentRow, AgentSortField } from '../../../shared/contract/record-schemas';
import type { CoreClient } from '../api/core-client';
import type { WriteAccess } from './write-access';
import { createAgentEditingStore } from './agent-editing-store';
import type { NavigationStore } from './navigation-store';
import { createRecordScreenStore } from './record-screen-store';

/** The Agents screen: agents by name, the open agent's settings and its calls; editing and deleting it. */
export function createAgentsScreenStore(client: CoreClient, navigation: NavigationStore, access: WriteAccess) {
  const screen = createRecordScreenStore<AgentRow, AgentFilter, AgentSortField, AgentDetail>({
    client,
    navigation,
    section: 'agents',
    source: { page: (query) => client.call('agents.page', query), count: (filter) => client.call('agents.count', { filter }) },
    list: { filter: {}, sort: { field: 'name', direction: 'asc' }, firstDirection: (field) => (field === 'name' ? 'asc' : 'desc') },
    read: (id) => client.call('agents.get', { id }),
    callsOf: (id) => ({ agentId: id }),
    resources: ['agents'],
  });
  return { ...screen, access, editing: createAgentEditingStore(client, screen.refreshAll) };
}

export type AgentsScreenStore = ReturnType<typeof createAgentsScreenStore>;
