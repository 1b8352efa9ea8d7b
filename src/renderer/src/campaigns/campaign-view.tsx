import { Show } from 'solid-js';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import { formatTime } from '../calls/format';
import { Fields } from '../records/fields';
import { RecordCalls } from '../records/record-calls';
import { RecordView } from '../records/record-view';
import { RecordLink } from '../shell/record-link';
import type { CampaignsScreenStore } from '../stores/campaigns-screen-store';
import { BusinessHours } from './business-hours';
import { CampaignStatus } from './campaign-status';

/**
 * The open campaign: its details (the single-campaign response: mode, time
 * zone, business hours… once the sync has fetched it; until then it says
 * so), its agent (a link) and its calls.
 */
export function CampaignView(props: { store: CampaignsScreenStore; onBack: () => void }) {
  return (
    <RecordView store={props.store.view} section="campaigns" noun="campaign" title={(campaign: CampaignDetail) => campaign.name} onBack={props.onBack}>
      {(campaign) => (
        <>
          <Show when={!campaign.detail_fetched}>
            <p class="notice" role="status">
              Details not fetched yet: the description, mode, time zone and business hours arrive with the next sync.
            </p>
          </Show>
          <Fields
            missing={campaign.detail_fetched ? '—' : 'Not fetched yet'}
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
              { label: 'Last synced', value: formatTime(campaign.synced_at) },
            ]}
          />
          <Show when={campaign.detail_fetched}>
            <BusinessHours days={campaign.business_hours} timezone={campaign.timezone} />
          </Show>
          <RecordCalls calls={props.store.calls} from={campaign.name} other="contact" empty="No calls in this campaign in this computer's copy of the workspace." />
        </>
      )}
    </RecordView>
  );
}
