import type { CoreError } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';
import type { ContactEditsStore, EditOutcome } from './contact-edits-store';
import type { ContactSelectionStore } from './contact-selection-store';
import { campaignsTakingContacts, type CampaignChoice } from '../contacts/campaign-choices';

/**
 * "Add to campaign" over the selected contacts: the campaigns that can
 * still take contacts, the selected contacts a campaign may call, and the
 * one `campaign.add_contacts` edit the outbox splits into requests of 100.
 *
 * Policy: contacts marked do not call are left out, and the dialog says how
 * many. The service never dials them anyway (spec 3.2), but a contact who
 * asked not to be called has no business being put in a calling list; and
 * a do-not-call still waiting in the outbox counts, since the list shows it.
 * Which campaigns are offered: campaign-choices.ts.
 */

export type CampaignBatchPlan = { ok: true; campaigns: CampaignChoice[]; ids: string[]; doNotCall: number } | { ok: false; error: CoreError };

export function createCampaignBatch(client: CoreClient, selection: ContactSelectionStore, edits: ContactEditsStore) {
  return {
    async plan(): Promise<CampaignBatchPlan> {
      const [campaigns, callable] = await Promise.all([client.call('campaigns.list', {}), selection.callableIds()]);
      if (!campaigns.ok) return { ok: false, error: campaigns.error };
      if (!callable.ok) return callable;
      return { ok: true, campaigns: campaignsTakingContacts(campaigns.value.campaigns), ids: callable.ids, doNotCall: callable.doNotCall };
    },
    add(campaignId: string, ids: readonly string[]): Promise<EditOutcome> {
      return edits.apply([{ op: 'campaign.add_contacts', id: campaignId, contact_ids: [...ids] }]);
    },
  };
}

export type CampaignBatch = ReturnType<typeof createCampaignBatch>;
