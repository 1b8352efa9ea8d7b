import type { CampaignStatus } from '../../../shared/api/resources';

/**
 * The campaigns "Add to campaign" offers. A campaign takes contacts until
 * it finishes: completed and cancelled ones refuse them (the sandbox
 * answers `invalid_state`), every other status is offered, drafts first,
 * then by name.
 */
export const STATUSES_TAKING_CONTACTS: readonly CampaignStatus[] = ['draft', 'scheduled', 'active', 'paused'];

export interface CampaignChoice {
  id: string;
  name: string;
  status: CampaignStatus;
}

export function campaignsTakingContacts(campaigns: readonly CampaignChoice[]): CampaignChoice[] {
  const rank = (status: CampaignStatus) => (status === 'draft' ? 0 : 1);
  return campaigns
    .filter((campaign) => STATUSES_TAKING_CONTACTS.includes(campaign.status))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.name.localeCompare(b.name));
}
