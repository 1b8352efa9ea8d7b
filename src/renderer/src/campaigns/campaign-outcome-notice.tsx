import { Show } from 'solid-js';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import { formatTime } from '../calls/format';
import type { CampaignEditingStore, CampaignOutcome } from '../stores/campaign-editing-store';
import { CAMPAIGN_STATUS_LABELS } from './campaign-status';

/** What the last action on the open campaign did: contacts queued to be added, or the campaign started, with the status the service gave it. */
export function CampaignOutcomeNotice(props: { campaign: CampaignDetail; editing: CampaignEditingStore }) {
  const outcome = () => {
    const last = props.editing.outcome();
    return last?.campaignId === props.campaign.id ? last : undefined;
  };
  return (
    <Show when={outcome()}>
      {(last) => (
        <p class="notice edit-outcome" role="status">
          {outcomeMessage(last())}{' '}
          <button type="button" onClick={() => props.editing.clearOutcome()}>
            Dismiss
          </button>
        </p>
      )}
    </Show>
  );
}

function outcomeMessage(outcome: CampaignOutcome): string {
  switch (outcome.kind) {
    case 'contacts_queued':
      return `${outcome.count} ${outcome.count === 1 ? 'contact' : 'contacts'} will be added when the outbox sends the change.`;
    case 'started': {
      const { status, started_at } = outcome.started;
      const label = (CAMPAIGN_STATUS_LABELS as Record<string, string | undefined>)[status]?.toLowerCase() ?? status;
      return `Campaign started: it is now ${label}${started_at ? `, since ${formatTime(started_at)}` : ''}.`;
    }
    default:
      return outcome satisfies never;
  }
}
