import { createSignal } from 'solid-js';
import type { AgentChoice, CampaignChoice } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';

/** The agents and campaigns the calls filter offers, from the mirror; reloaded after a sync. */
export function createFilterChoicesStore(client: CoreClient) {
  const [agents, setAgents] = createSignal<AgentChoice[]>([]);
  const [campaigns, setCampaigns] = createSignal<CampaignChoice[]>([]);

  async function reload() {
    const [agentList, campaignList] = await Promise.all([client.call('agents.list', {}), client.call('campaigns.list', {})]);
    // A failure leaves the previous choices: the filter still works with what it had.
    if (agentList.ok) setAgents(agentList.value.agents);
    if (campaignList.ok) setCampaigns(campaignList.value.campaigns);
  }

  return { agents, campaigns, reload };
}

export type FilterChoicesStore = ReturnType<typeof createFilterChoicesStore>;
