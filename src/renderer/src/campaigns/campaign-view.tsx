import { Show } from 'solid-js';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import { isLocalId } from '../../../shared/outbox/edits';
import { formatTime } from '../calls/format';
import { Fields } from '../records/fields';
import { RecordCalls } from '../records/record-calls';
import { RecordView } from '../records/record-view';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { RecordLink } from '../shell/record-link';
import type { CampaignsScreenStore } from '../stores/campaigns-screen-store';
import { BusinessHours } from './business-hours';
import { CallingWindowLine } from './calling-window-line';
import { CampaignContacts } from './campaign-contacts';
import { CampaignFigures } from './campaign-figures';
import { CAMPAIGN_NOT_SENT_NOTICE_ID, CAMPAIGN_READ_ONLY_NOTICE_ID, CampaignActions } from './campaign-actions';
import { CampaignOutcomeNotice } from './campaign-outcome-notice';
import { CampaignStatus } from './campaign-status';

/**
 * The open campaign: its details (the single-campaign response: mode, time
 * zone, business hours… once the sync has fetched it; until then it says
 * so), its agent (a link), its next calling window, the calls known and their
 * outcome mix, its known contacts and its calls; its buttons add contacts and start
 * it. A campaign created on this computer says it cannot start until the
 * service has it.
 */
const NOT_HERE_ANY_MORE =
  'This campaign was created on this computer and is no longer under its temporary id: once the outbox has sent it, it is in the list under the id the service gave it (open it from there); if its creation was discarded, it is gone.';

export function CampaignView(props: { store: CampaignsScreenStore; onBack: () => void }) {
  return (
    <RecordView
      store={props.store.view}
      section="campaigns"
      noun="campaign"
      title={(campaign: CampaignDetail) => campaign.name}
      onBack={props.onBack}
      actions={(campaign) => <CampaignActions campaign={campaign} store={props.store} />}
      missingText={(id) => (isLocalId(id) ? NOT_HERE_ANY_MORE : undefined)}
    >
      {(campaign) => {
        // A campaign created here holds everything the form gave it: nothing is left to fetch until the service has it.
        const complete = () => campaign.detail_fetched || isLocalId(campaign.id);
        return (
          <>
            <ReadOnlyNotice id={CAMPAIGN_READ_ONLY_NOTICE_ID} access={props.store.access} />
            <Show when={isLocalId(campaign.id)}>
              <p id={CAMPAIGN_NOT_SENT_NOTICE_ID} class="notice">
                Created on this computer and not sent to the service yet: it can be started once the outbox has sent it, when the service is reachable.
              </p>
            </Show>
            <CampaignOutcomeNotice campaign={campaign} editing={props.store.editing} />
            <p class="hint">Pausing, resuming and cancelling a campaign are done on the platform's dashboard: the service offers no way to do them from here.</p>
            <Show when={!complete()}>
              <p class="notice" role="status">
                Details not fetched yet: the description, mode, time zone and business hours arrive with the next sync.
              </p>
            </Show>
            <Fields
              missing={complete() ? '—' : 'Not fetched yet'}
              fields={[
                { label: 'Status', value: <CampaignStatus status={campaign.status} /> },
                {
                  label: 'Agent',
                  value:
                    campaign.agent_id === null ? null : (
                      <RecordLink section="agents" id={campaign.agent_id} from={campaign.name}>
                        {campaign.agent_name ?? 'Unknown agent'}
                      </RecordLink>
                    ),
                },
                { label: 'Objective', value: campaign.objective },
                { label: 'Description', value: campaign.description },
                { label: 'Mode', value: campaign.campaign_mode },
                { label: 'Time zone', value: campaign.timezone },
                { label: 'Phone number', value: campaign.phone_number_id },
                { label: 'Created', value: formatTime(campaign.created_at) },
                { label: 'Started', value: campaign.started_at === null ? null : formatTime(campaign.started_at) },
                { label: 'Last synced', value: campaign.synced_at === null ? 'Not yet: created on this computer' : formatTime(campaign.synced_at) },
              ]}
            />
            <Show when={complete()}>
              <CallingWindowLine campaign={campaign} id="campaign-calling-window" />
              <BusinessHours days={campaign.business_hours} timezone={campaign.timezone} />
            </Show>
            <CampaignFigures store={props.store.figures} />
            <CampaignContacts store={props.store.members} from={campaign.name} />
            <RecordCalls calls={props.store.calls} from={campaign.name} other="contact" empty="No calls in this campaign in this computer's copy of the workspace." />
          </>
        );
      }}
    </RecordView>
  );
}
