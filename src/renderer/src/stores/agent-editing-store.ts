import { createSignal } from 'solid-js';
import type { AgentCreateBody, AgentUpdateBody } from '../../../shared/api/requests';
import type { MethodOutput } from '../../../shared/contract/contract';
import type { CampaignRow } from '../../../shared/contract/record-schemas';
import type { Result } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';
import { queueEdit } from './queue-edit';

/** More running campaigns than this are counted, not named. */
const NAMED_CAMPAIGNS = 50;

/**
 * Editing the open agent: its settings go to the outbox (shown pending at
 * once); deleting it is online only, never queued, after the user confirmed.
 * The screen's list and record are read again after each.
 */
export function createAgentEditingStore(client: CoreClient, refresh: () => void) {
  const [deleted, setDeleted] = createSignal<string | undefined>();

  return {
    /** The name of the agent deleted last, for the screen to say so once its view has closed. */
    deleted,
    clearDeleted: () => setDeleted(undefined),

    /** Queues the changed settings; a language left empty is refused here, as the service would. */
    async update(id: string, fields: AgentUpdateBody): Promise<Result<MethodOutput<'outbox.apply'>>> {
      if (fields.language !== undefined && fields.language.trim() === '') {
        return { ok: false, error: { code: 'invalid_request', message: 'Some fields need fixing.', problems: [{ field: 'fields.language', message: 'must not be empty' }] } };
      }
      const result = await queueEdit(client, { op: 'agent.update', id, fields });
      if (result.ok) refresh();
      return result;
    },

    /** The agent's campaigns that its deletion would cancel (active or paused), as the mirror has them. */
    async runningCampaigns(agentId: string): Promise<Result<{ campaigns: CampaignRow[]; more: boolean }>> {
      const result = await client.call('campaigns.page', {
        filter: { agentId, status: ['active', 'paused'] },
        sort: { field: 'name', direction: 'asc' },
        limit: NAMED_CAMPAIGNS + 1,
      });
      if (!result.ok) return result;
      return { ok: true, value: { campaigns: result.value.rows.slice(0, NAMED_CAMPAIGNS), more: result.value.rows.length > NAMED_CAMPAIGNS } };
    },

    /** Online only, never queued: the service provisions the new agent for a few seconds (shown as provisioning meanwhile, read again until ready). */
    async create(fields: AgentCreateBody): Promise<Result<MethodOutput<'agents.create'>>> {
      const result = await client.call('agents.create', { fields });
      if (result.ok) refresh();
      return result;
    },

    /** Online only: "Check now" for a new agent the app stopped checking; read again from the service at once, and watched again while it is still being set up. */
    async checkProvisioning(id: string): Promise<Result<MethodOutput<'agents.checkProvisioning'>>> {
      const result = await client.call('agents.checkProvisioning', { id });
      if (result.ok) refresh();
      return result;
    },

    async remove(id: string, name: string): Promise<Result<MethodOutput<'agents.delete'>>> {
      const result = await client.call('agents.delete', { id, confirmed: true });
      if (result.ok) {
        setDeleted(name);
        refresh();
      }
      return result;
    },
  };
}

export type AgentEditingStore = ReturnType<typeof createAgentEditingStore>;
