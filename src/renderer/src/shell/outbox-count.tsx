import { Show } from 'solid-js';
import type { OutboxCounts } from '../../../shared/contract/contract';

/** Edits made here that the service has not received yet; hidden when there are none. */
export function OutboxCount(props: { counts: OutboxCounts | undefined }) {
  const pending = () => props.counts?.pending ?? 0;
  return (
    <Show when={pending() > 0}>
      <span class="outbox-count">
        {pending().toLocaleString()} {pending() === 1 ? 'edit' : 'edits'} waiting to be sent
      </span>
    </Show>
  );
}
