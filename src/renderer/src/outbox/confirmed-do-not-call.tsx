import { For, Show } from 'solid-js';
import type { OutboxList } from '../../../shared/contract/outbox-methods';
import type { OutboxStore } from '../stores/outbox-store';
import { confirmedDoNotCallText } from './outbox-words';

const SHOWN = 20;

/** When each recent do-not-call reached the service: from then on no campaign dials the contact, so the user knows it is safe. */
export function ConfirmedDoNotCall(props: { confirmed: OutboxList['confirmedDoNotCall']; store: OutboxStore }) {
  const now = new Date();
  return (
    <Show when={props.confirmed.length > 0}>
      <section class="outbox-section confirmed" aria-labelledby="outbox-confirmed-title">
        <h3 id="outbox-confirmed-title">Do-not-call changes the service confirmed this week</h3>
        <ul class="confirmed-list">
          <For each={props.confirmed.slice(0, SHOWN)}>
            {(item) => <li>{confirmedDoNotCallText(item, props.store.contactName(item.id) ?? `the contact ${item.id}`, now)}</li>}
          </For>
        </ul>
        <Show when={props.confirmed.length > SHOWN}>
          <p class="hint">And {(props.confirmed.length - SHOWN).toLocaleString()} earlier ones.</p>
        </Show>
      </section>
    </Show>
  );
}
