import { createSignal, Show, untrack } from 'solid-js';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import { ConfirmDialog } from '../editing/confirm-dialog';
import type { CampaignEditingStore } from '../stores/campaign-editing-store';
import type { WriteAccess } from '../stores/write-access';

/**
 * Starting a campaign, after saying what it does: the service begins
 * placing real calls to the campaign's contacts now, within its business
 * hours, skipping those marked do not call. Online only, never queued: a
 * refusal (do-not-call changes still waiting to be sent, no contacts, the
 * service out of reach) is said in the dialog, and nothing changed.
 */
export function StartCampaignDialog(props: { campaign: CampaignDetail; editing: CampaignEditingStore; access: WriteAccess; onStarted: () => void; onCancel: () => void }) {
  const campaignId = untrack(() => props.campaign.id);
  const name = untrack(() => props.campaign.name);
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();

  async function start() {
    setBusy(true);
    setProblem(undefined);
    const result = await props.editing.start(campaignId);
    setBusy(false);
    if (result.ok) props.onStarted();
    else setProblem(`“${name}” was not started: ${result.error.message}`);
  }

  return (
    <ConfirmDialog
      id="start-campaign"
      title={`Start campaign “${name}”?`}
      confirmLabel="Start campaign"
      busyLabel="Starting…"
      busy={busy()}
      problem={problem()}
      onConfirm={() => void start()}
      onCancel={() => props.onCancel()}
    >
      <p>
        Starting places real calls:{' '}
        <Show when={props.campaign.agent_name} fallback="the campaign's agent">
          {(agent) => `the agent ${agent()}`}
        </Show>{' '}
        begins calling the campaign's contacts now, within its business hours
        <Show when={props.campaign.timezone}>{(zone) => ` (${zone()})`}</Show>. Contacts marked do not call are never called.
      </p>
      <Show when={props.campaign.pending}>
        <p class="notice">
          This campaign has changes that have not reached the service yet (contacts added here, say). To start it with them, wait until they are sent: the
          pending mark goes away.
        </p>
      </Show>
      <p class="hint">
        This is done on the service now, not queued for later
        {props.access.online() === false ? '; the service could not be reached at the last sync, so it may fail.' : '.'}
      </p>
    </ConfirmDialog>
  );
}
