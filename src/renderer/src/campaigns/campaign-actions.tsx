import { createSignal, Match, Show, Switch } from 'solid-js';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import { isLocalId } from '../../../shared/outbox/edits';
import type { CampaignsScreenStore } from '../stores/campaigns-screen-store';
import { AddContactsDialog } from './add-contacts-dialog';
import { StartCampaignDialog } from './start-campaign-dialog';

export const CAMPAIGN_READ_ONLY_NOTICE_ID = 'campaign-read-only';
export const CAMPAIGN_NOT_SENT_NOTICE_ID = 'campaign-not-sent';

/** Statuses from which the service starts a campaign. */
const STARTABLE: readonly CampaignDetail['status'][] = ['draft', 'scheduled'];
/** A finished campaign calls nobody any more: adding contacts to it is refused. */
const FINISHED: readonly CampaignDetail['status'][] = ['completed', 'cancelled'];

/**
 * The open campaign's buttons: add contacts (queued) and, while it is a
 * draft or scheduled, start it (online only, after a confirmation). Disabled,
 * with the reason tied to them, when the key can only read; Start also while
 * the campaign exists only on this computer.
 */
export function CampaignActions(props: { campaign: CampaignDetail; store: CampaignsScreenStore }) {
  const [dialog, setDialog] = createSignal<'contacts' | 'start' | null>(null);
  const readOnly = () => props.store.access.readOnly();
  const notSent = () => isLocalId(props.campaign.id);
  const startReasons = () => [readOnly() ? CAMPAIGN_READ_ONLY_NOTICE_ID : '', notSent() ? CAMPAIGN_NOT_SENT_NOTICE_ID : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Show when={!FINISHED.includes(props.campaign.status)}>
        <button type="button" disabled={readOnly()} aria-describedby={readOnly() ? CAMPAIGN_READ_ONLY_NOTICE_ID : undefined} onClick={() => setDialog('contacts')}>
          Add contacts
        </button>
      </Show>
      <Show when={STARTABLE.includes(props.campaign.status)}>
        <button type="button" class="primary" disabled={readOnly() || notSent()} aria-describedby={startReasons()} onClick={() => setDialog('start')}>
          Start campaign
        </button>
      </Show>
      <Switch>
        <Match when={dialog() === 'contacts'}>
          <AddContactsDialog campaign={props.campaign} editing={props.store.editing} onClose={() => setDialog(null)} />
        </Match>
        <Match when={dialog() === 'start'}>
          <StartCampaignDialog
            campaign={props.campaign}
            editing={props.store.editing}
            members={props.store.members}
            access={props.store.access}
            onCancel={() => setDialog(null)}
            onStarted={() => {
              setDialog(null);
              // The Start button goes away with the draft status: the focus goes to the campaign's heading, not the page.
              queueMicrotask(() => document.getElementById('campaigns-view-title')?.focus());
            }}
          />
        </Match>
      </Switch>
    </>
  );
}
