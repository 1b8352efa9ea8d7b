import { Show } from 'solid-js';
import type { DncRequest } from '../../../shared/contract/dnc-request-methods';
import { formatTime } from '../calls/format';
import { RecordLink } from '../shell/record-link';
import type { DncRequestsStore } from '../stores/dnc-requests-store';
import { RequestSentence } from './request-sentence';

/**
 * One request on the Do-not-call requests screen, a card named by who
 * asked: what they said (the request marked), when, a link to the call,
 * and the actions. A contact can be selected and marked; a call without a
 * contact can only be dismissed (there is nobody to mark). The list item
 * around it is RequestList's.
 */
export function RequestItem(props: { request: DncRequest; store: DncRequestsStore; busy: boolean; act: (action: 'mark' | 'dismiss', request: DncRequest) => void }) {
  const who = () => props.request.contactName ?? (props.request.contactId === null ? 'A caller without a contact' : 'A contact not in this copy');
  const headingId = () => `dnc-request-${props.request.callId}`;
  const contactId = () => props.request.contactId;
  return (
    <>
      <article class="dnc-request" tabindex="-1" aria-labelledby={headingId()}>
        <div class="dnc-request-head">
          <Show when={contactId()}>
            {(id) => (
              <input
                type="checkbox"
                class="dnc-select"
                aria-label={`Select ${who()}`}
                checked={props.store.isSelected(id())}
                onChange={(event) => props.store.toggle(id(), event.currentTarget.checked)}
              />
            )}
          </Show>
          <h4 id={headingId()}>
            <bdi>{who()}</bdi>
          </h4>
          <span class="dnc-when">{formatTime(props.request.startedAt)}</span>
        </div>
        <p>
          <RequestSentence request={props.request} />
        </p>
        <div class="dnc-request-actions">
          <RecordLink section="calls" id={props.request.callId} from="Do-not-call requests">
            Open the call
          </RecordLink>
          <Show when={contactId()}>
            <button
              type="button"
              class="danger"
              disabled={props.busy || props.store.readOnly()}
              aria-label={`Mark ${who()} do not call`}
              onClick={() => props.act('mark', props.request)}
            >
              Mark do not call
            </button>
          </Show>
          <button type="button" disabled={props.busy} aria-label={`Dismiss the request of ${who()}`} onClick={() => props.act('dismiss', props.request)}>
            Dismiss
          </button>
        </div>
      </article>
    </>
  );
}
