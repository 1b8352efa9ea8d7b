import { For, Match, Switch } from 'solid-js';
import { CAMPAIGN_STATUS_LABELS } from '../campaigns/campaign-status';
import { knownByText } from '../records/membership-words';
import { moveFocusAmong } from '../shell/list-keys';
import { RecordLink } from '../shell/record-link';
import type { ContactCampaignsStore } from '../stores/membership-stores';

/**
 * The campaigns a contact is known to be in. The service lists no
 * campaign's contacts, so only what this app added, or a synced call
 * showed, is known: the section says so, and each line says how.
 */
export function ContactCampaigns(props: { store: ContactCampaignsStore; from: string }) {
  return (
    <section class="record-members" aria-labelledby="contact-campaigns-title">
      <h4 id="contact-campaigns-title">Campaigns</h4>
      <Switch>
        <Match when={props.store.state() === 'error'}>
          <p role="alert">The campaigns could not be read: {props.store.problem()}</p>
        </Match>
        <Match when={props.store.state() === 'loading'}>
          <p role="status">Loading campaigns…</p>
        </Match>
        <Match when={props.store.campaigns().length === 0}>
          <p class="empty">Not known to be in any campaign: the service does not list campaigns' contacts, so only those added from this app or seen in a call are known.</p>
        </Match>
        <Match when={true}>
          <ul class="member-links" aria-label={`Campaigns of ${props.from}`} onKeyDown={(event) => moveFocusAmong(event, 'a')}>
            <For each={props.store.campaigns()}>
              {(campaign) => (
                <li>
                  <RecordLink section="campaigns" id={campaign.campaign_id} from={props.from}>
                    {campaign.name ?? 'A campaign no longer in this copy'}
                  </RecordLink>
                  <span class="member-known">
                    {campaign.status === null ? '' : `${CAMPAIGN_STATUS_LABELS[campaign.status]} · `}
                    {knownByText(campaign)}
                  </span>
                </li>
              )}
            </For>
          </ul>
        </Match>
      </Switch>
    </section>
  );
}
