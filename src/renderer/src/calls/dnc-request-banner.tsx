import { createResource, createSignal, Match, Show, Switch } from 'solid-js';
import { RequestSentence } from '../dnc-requests/request-sentence';
import type { DncRequestsStore } from '../stores/dnc-requests-store';
import '../dnc-requests/dnc-requests.css';

/**
 * At the top of a call whose caller asked not to be called again: what
 * they said, and "Mark do not call" (queued through the outbox, sent before
 * any other edit), or that the contact already is, or that the change waits
 * to be sent. Read again after every sync, dismissal and outbox change.
 */
export function DncRequestBanner(props: { callId: string | null; store: DncRequestsStore }) {
  const [request] = createResource(
    () => (props.callId === null ? false : { callId: props.callId, version: props.store.version() }),
    ({ callId }) => props.store.forCall(callId),
  );
  const [marking, setMarking] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();

  async function mark(contactId: string) {
    if (marking()) return;
    setMarking(true);
    setProblem(undefined);
    const outcome = await props.store.mark([contactId]);
    setMarking(false);
    if (!outcome.ok) setProblem(outcome.message);
  }

  return (
    <Show when={request.latest?.callId === props.callId ? request.latest : undefined}>
      {(found) => (
        <section class="dnc-banner" aria-label="Do-not-call request">
          <p>
            <strong>The caller asked not to be called again:</strong> <RequestSentence request={found()} />
          </p>
          <div class="dnc-banner-actions" role="status">
            <Switch>
              <Match when={found().contactId === null}>
                <span>This call has no contact, so there is nobody to mark.</span>
              </Match>
              <Match when={found().contactStatus === 'dnc' && found().statusWaiting}>
                <span>Marked do not call: the change is waiting to be sent to the workspace, before any other edit.</span>
              </Match>
              <Match when={found().contactStatus === 'dnc'}>
                <span>This contact already is do not call: no campaign dials them.</span>
              </Match>
              <Match when={found().contactStatus === null}>
                <span>This contact is not in this computer's copy of the workspace yet; they can be marked after the next sync.</span>
              </Match>
              <Match when={found().contactId}>
                {(contactId) => (
                  <button type="button" class="danger" disabled={marking() || props.store.readOnly()} onClick={() => void mark(contactId())}>
                    Mark do not call
                  </button>
                )}
              </Match>
            </Switch>
          </div>
          <Show when={problem()}>{(message) => <p role="alert" class="error">{message()}</p>}</Show>
        </section>
      )}
    </Show>
  );
}
