import { Show } from 'solid-js';
import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import { shortTime } from './outbox-words';

/** An entry's title (what the edit does), its state, and when it was made; do-not-call marked as going first. */
export function EntryHeading(props: { entry: OutboxEntryRow; titleId: string; what: string; state: string }) {
  return (
    <>
      <h4 id={props.titleId} class="entry-what">
        {props.what}
      </h4>
      <p class="entry-meta">
        <Show when={props.entry.urgent}>
          <span class="urgent-mark">Urgent: sent before anything else</span>
        </Show>
        <span class="entry-state">{props.state}</span>
        <span class="entry-made">
          Made at <time datetime={props.entry.queued_at}>{shortTime(props.entry.queued_at, new Date())}</time>
        </span>
      </p>
    </>
  );
}
