import { createSignal } from 'solid-js';
import type { CampaignCreateBody } from '../../../shared/api/requests';
import type { MethodOutput } from '../../../shared/contract/contract';
import type { Result } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';
import { readOutboxPace } from './outbox-pace';
import { createContactPickerStore } from './contact-picker-store';
import { queueEdit } from './queue-edit';

/** The ref the New campaign form gives its campaign, to learn the local id the outbox gave it. */
const NEW_CAMPAIGN_REF = 'new-campaign';

export type StartedCampaign = MethodOutput<'campaigns.start'>;

/** What the last action on a campaign did, for its view to say. */
export type CampaignOutcome = { campaignId: string; kind: 'contacts_queued'; count: number } | { campaignId: string; kind: 'started'; started: StartedCampaign };

/**
 * Creating campaigns and adding contacts to them go to the outbox (shown at
 * once, marked pending); starting one places calls, so it is online only,
 * never queued, after the user confirmed. The screen's list and record are
 * read again after each.
 */
export function createCampaignEditingStore(client: CoreClient, refresh: () => void) {
  const [outcome, setOutcome] = createSignal<CampaignOutcome | undefined>();

  return {
    outcome,
    clearOutcome: () => setOutcome(undefined),

    /** The mirrored agents, for the New campaign form's choice. */
    agentChoices: () => client.call('agents.list', {}),
    /** What adding contacts would wait behind and go at, for the Add contacts dialog's cost line. */
    pace: () => readOutboxPace(client),
    /** A fresh contact picker, for the Add contacts dialog (made inside it, so it goes with it). */
    contactPicker: () => createContactPickerStore(client),

    /** Queues a draft campaign; its value is the local id it shows under until the service has it. */
    async create(fields: CampaignCreateBody): Promise<Result<string>> {
      const result = await queueEdit(client, { op: 'campaign.create', ref: NEW_CAMPAIGN_REF, fields });
      if (!result.ok) return result;
      refresh();
      const localId = result.value.refs[NEW_CAMPAIGN_REF];
      if (localId === undefined) return { ok: false, error: { code: 'internal', message: 'The campaign was queued, but the app was not told its id. Find it in the list.' } };
      return { ok: true, value: localId };
    },

    async addContacts(id: string, contactIds: string[]): Promise<Result<MethodOutput<'outbox.apply'>>> {
      const result = await queueEdit(client, { op: 'campaign.add_contacts', id, contact_ids: contactIds });
      if (result.ok) {
        setOutcome({ campaignId: id, kind: 'contacts_queued', count: contactIds.length });
        refresh();
      }
      return result;
    },

    /** Do-not-call changes still waiting in the outbox: while there are any, the start is refused at once (they reach the service first). */
    waitingDoNotCall: () => client.call('outbox.waitingDoNotCall', {}),
    /** Sends the outbox now (the do-not-call changes go first); the outcome arrives as outbox changes. */
    sendNow: () => client.call('outbox.push', {}),
    onOutboxChange: (listener: () => void) => client.on('outbox.changed', listener),

    async start(id: string): Promise<Result<StartedCampaign>> {
      const result = await client.call('campaigns.start', { id, confirmed: true });
      if (result.ok) {
        setOutcome({ campaignId: id, kind: 'started', started: result.value });
        refresh();
      }
      return result;
    },
  };
}

export type CampaignEditingStore = ReturnType<typeof createCampaignEditingStore>;
