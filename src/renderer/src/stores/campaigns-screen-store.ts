import type { CampaignDetail, CampaignFilter, CampaignRow, CampaignSortField } from '../../../shared/contract/record-schemas';
import type { CoreClient } from '../api/core-client';
import { createCampaignEditingStore } from './campaign-editing-store';
import { createCampaignFiguresStore } from './campaign-figures-store';
import type { NavigationStore } from './navigation-store';
import { createCampaignMembersStore } from './membership-stores';
import { createRecordScreenStore } from './record-screen-store';
import type { WriteAccess } from './write-access';

/** The Campaigns screen: campaigns newest first, the open campaign, its calls and their figures; new campaigns, adding contacts, starting one. */
export function createCampaignsScreenStore(client: CoreClient, navigation: NavigationStore, access: WriteAccess) {
  const screen = createRecordScreenStore<CampaignRow, CampaignFilter, CampaignSortField, CampaignDetail>({
    client,
    navigation,
    section: 'campaigns',
    source: { page: (query) => client.call('campaigns.page', query), count: (filter) => client.call('campaigns.count', { filter }) },
    list: { filter: {}, sort: { field: 'created_at', direction: 'desc' }, firstDirection: (field) => (field === 'name' ? 'asc' : 'desc') },
    read: (id) => client.call('campaigns.get', { id }),
    callsOf: (id) => ({ campaignId: id }),
    // A campaign shows its agent's name.
    resources: ['campaigns', 'agents'],
  });
  // The open campaign's known contacts and its known calls' figures, read again whenever the campaign is (after a sync, an outbox change).
  const members = createCampaignMembersStore(client, screen.view);
  const figures = createCampaignFiguresStore(client, screen.view);
  return { ...screen, access, members, figures, editing: createCampaignEditingStore(client, screen.refreshAll) };
}

export type CampaignsScreenStore = ReturnType<typeof createCampaignsScreenStore>;
