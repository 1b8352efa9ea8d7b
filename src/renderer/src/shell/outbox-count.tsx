import { Show } from 'solid-js';
import type { OutboxCounts } from '../../../shared/contract/contract';
import { decisionsText, waitingText } from '../outbox/outbox-words';
import { useNavigation } from './navigation-context';
import '../outbox/outbox.css';

/**
 * Edits made here that the service has not received yet, and those that
 * stopped and wait for the user (a link to the Outbox). Nothing when there
 * are none. A polite live region: a count that changes is announced without
 * interrupting.
 */
export function OutboxCount(props: { counts: OutboxCounts | undefined }) {
  const navigation = useNavigation();
  return (
    <span class="outbox-count" role="status" aria-live="polite">
      <Show when={waitingText(props.counts)}>{(text) => <span>{text()}</span>}</Show>
      <Show when={decisionsText(props.counts)}>
        {(text) => (
          <a
            href="#outbox"
            class="outbox-decisions"
            onClick={(event) => {
              event.preventDefault();
              navigation.show('outbox');
            }}
          >
            {text()}
          </a>
        )}
      </Show>
    </span>
  );
}
