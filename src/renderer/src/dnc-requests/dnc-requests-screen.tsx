import { createSignal, onCleanup, onMount, Show } from 'solid-js';
import type { DncRequest } from '../../../shared/contract/dnc-request-methods';
import type { DncRequestsStore } from '../stores/dnc-requests-store';
import { READ_ONLY_REASON } from '../stores/write-access';
import { countLabel } from '../records/format';
import { ConfirmDialog } from '../editing/confirm-dialog';
import { RequestItem } from './request-item';
import { RequestList } from './request-list';
import './dnc-requests.css';

/**
 * The Do-not-call requests screen: the active contacts whose callers asked
 * not to be called again, newest first, to mark do-not-call (one, a
 * selection or all, each time one outbox batch, sent before any other
 * edit) or dismiss (remembered); then, apart, the calls without a contact,
 * which can only be dismissed. Everything is a button, a checkbox or a
 * link, so the keyboard reaches all of it in reading order; arrows move
 * from card to card (RequestList, which draws only the cards in view).
 * "Mark all" asks first, naming how many contacts.
 */
export function DncRequestsScreen(props: { store: DncRequestsStore }) {
  onMount(() => onCleanup(props.store.attach()));
  onCleanup(() => props.store.clearDone());
  const [busy, setBusy] = createSignal(false);
  const contacts = () => props.store.list()?.contacts ?? [];
  const withoutContact = () => props.store.list()?.withoutContact ?? [];
  // The totals are the core's: the lists hold the pages loaded so far.
  const contactTotal = () => Math.max(props.store.counts().contacts, contacts().length);
  const withoutTotal = () => Math.max(props.store.counts().withoutContact, withoutContact().length);
  const [confirming, setConfirming] = createSignal<number | undefined>();
  const [confirmProblem, setConfirmProblem] = createSignal<string | undefined>();
  let markAllButton: HTMLButtonElement | undefined;
  let title: HTMLHeadingElement | undefined;
  /** One action at a time; a request marked or dismissed leaves the list, and the focus goes to the title rather than to nowhere. */
  const run = async (action: () => Promise<void>) => {
    if (busy()) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
    queueMicrotask(() => {
      if (document.activeElement === null || document.activeElement === document.body) title?.focus();
    });
  };
  // The store is fixed for the screen's lifetime: nothing reactive is read here.
  // eslint-disable-next-line solid/reactivity
  const store = props.store;
  const act = (action: 'mark' | 'dismiss', request: DncRequest) => void run(() => (action === 'mark' ? store.markOne(request) : store.dismiss(request)));
  const askMarkAll = () => {
    setConfirmProblem(undefined);
    setConfirming(contactTotal());
  };
  const closeConfirm = () => {
    setConfirming(undefined);
    markAllButton?.focus();
  };
  const markAll = () =>
    void run(async () => {
      const outcome = await store.markAll();
      if (outcome.ok) setConfirming(undefined);
      else setConfirmProblem(outcome.message);
    });

  return (
    <div class="dnc-screen">
      <h2 id="section-title" tabindex="-1" ref={(element) => (title = element)}>
        Do-not-call requests
      </h2>
      <p class="hint">
        Callers who asked, in their own words, not to be called again. Marking a contact do not call stops every campaign from dialling them; the change reaches
        the workspace before any other edit. Dismiss a request that was not one: it will not be listed again.
      </p>
      <Show when={props.store.readOnly()}>
        <p class="notice">{READ_ONLY_REASON}</p>
      </Show>
      <Show when={props.store.list()?.scanPending}>
        <p class="notice">Calls synced before this version of VoiceDesk are still being read; more requests may appear after the next sync.</p>
      </Show>
      <p role="status" aria-live="polite" class="dnc-done">
        {props.store.done() ?? ''}
      </p>
      <Show when={props.store.problem()}>{(message) => <p role="alert" class="error">{message()}</p>}</Show>
      <Show when={props.store.list()} fallback={<p role="status">Reading the requests…</p>}>
        <Show
          when={contacts().length > 0 || withoutContact().length > 0}
          fallback={<p class="empty">Nobody is waiting. When a caller asks not to be called again, they will be listed here after the next sync.</p>}
        >
          <section class="dnc-section" aria-labelledby="dnc-contacts-title">
            <div class="dnc-section-head">
              <h3 id="dnc-contacts-title">Contacts who asked ({contactTotal().toLocaleString()})</h3>
              <Show when={contacts().length > 0}>
                <div class="dnc-bulk">
                  <button
                    type="button"
                    class="danger"
                    disabled={busy() || props.store.readOnly() || props.store.selectedCount() === 0}
                    onClick={() => void run(props.store.markSelected)}
                  >
                    Mark selected do not call ({props.store.selectedCount().toLocaleString()})
                  </button>
                  <button type="button" class="danger" disabled={busy() || props.store.readOnly()} ref={(element) => (markAllButton = element)} onClick={askMarkAll}>
                    Mark all {countLabel(contactTotal(), 'contact', 'contacts')} do not call
                  </button>
                </div>
              </Show>
            </div>
            <Show when={contacts().length > 0} fallback={<p class="empty">No active contact has asked not to be called again.</p>}>
              <RequestList label="Contacts who asked not to be called" requests={contacts()} total={contactTotal()} onNearEnd={() => void store.loadMore('contacts')}>
                {(request) => <RequestItem request={request} store={props.store} busy={busy()} act={act} />}
              </RequestList>
            </Show>
          </section>
          <Show when={withoutContact().length > 0}>
            <section class="dnc-section" aria-labelledby="dnc-without-title">
              <h3 id="dnc-without-title">Calls without a contact ({withoutTotal().toLocaleString()})</h3>
              <p class="hint">These callers are not contacts of the workspace, so there is nobody to mark. Open the call to see who it was.</p>
              <RequestList label="Calls without a contact" requests={withoutContact()} total={withoutTotal()} onNearEnd={() => void store.loadMore('withoutContact')}>
                {(request) => <RequestItem request={request} store={props.store} busy={busy()} act={act} />}
              </RequestList>
            </section>
          </Show>
        </Show>
      </Show>
      <Show when={confirming()}>
        {(count) => (
          <ConfirmDialog
            id="dnc-mark-all"
            title={`Mark ${countLabel(count(), 'contact', 'contacts')} do not call?`}
            confirmLabel={`Mark ${countLabel(count(), 'contact', 'contacts')} do not call`}
            busyLabel="Marking…"
            busy={busy()}
            danger
            problem={confirmProblem()}
            onConfirm={markAll}
            onCancel={closeConfirm}
          >
            <p>
              Every one of the {countLabel(count(), 'contact', 'contacts')} listed here, including those further down the list, will be marked do not call. No campaign
              will call them again. The change reaches the workspace before any other edit.
            </p>
          </ConfirmDialog>
        )}
      </Show>
    </div>
  );
}
