import { createMemo, For, Match, onCleanup, onMount, Show, Switch, type JSX } from 'solid-js';
import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import type { AppStore } from '../stores/app-store';
import { SHOWN_PER_SECTION, type OutboxStore } from '../stores/outbox-store';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { ConfirmedDoNotCall } from './confirmed-do-not-call';
import { ConflictEntry } from './conflict-entry';
import { FailedEntry } from './failed-entry';
import { READ_ONLY_TEXT } from './outbox-words';
import { PendingEntry } from './pending-entry';
import { SendNow } from './send-now';
import './outbox.css';

/**
 * The Outbox screen: every edit made here that has not reached the
 * workspace yet, in plain words. Edits that stopped come first, since they
 * wait for the user (conflicts: yours and theirs side by side; refusals: the
 * service's reason); then the ones on their way, do-not-call first. Send
 * now; and when each recent do-not-call reached the service.
 */
export function OutboxScreen(props: { store: OutboxStore; app: AppStore; workspaces: WorkspacesStore }) {
  onMount(() => onCleanup(props.store.attach()));
  const readOnly = () => props.app.activeProfile()?.keyPermission === 'read';
  const list = () => props.store.list();
  // The core lists in the order edits will go; do-not-call first whatever it does.
  const pending = createMemo(() => [...(list()?.pending ?? [])].sort((a, b) => Number(b.urgent) - Number(a.urgent)));
  const stopped = createMemo(() => [...(list()?.conflicts ?? []), ...(list()?.failed ?? [])]);
  const empty = () => pending().length === 0 && stopped().length === 0;
  let title: HTMLHeadingElement | undefined;
  // A decided edit leaves the list: the focus goes to the screen's title rather than to nowhere.
  const decided = () => title?.focus();

  return (
    <div class="outbox-screen">
      <div class="outbox-head">
        <h2 id="section-title" tabindex="-1" ref={(element) => (title = element)}>
          Outbox
        </h2>
        <SendNow store={props.store} app={props.app} />
      </div>
      <Show when={readOnly()}>
        <div class="warning read-only-note">
          <p>{READ_ONLY_TEXT}</p>
          <button type="button" onClick={() => props.workspaces.openDialog()}>
            Manage workspaces
          </button>
        </div>
      </Show>
      <p class="outbox-hidden" role="status">
        {props.store.announcement()}
      </p>
      <Switch>
        <Match when={props.store.error()}>
          {(message) => (
            <div class="list-state" role="alert">
              <p>The outbox could not be read: {message()}</p>
              <button type="button" onClick={() => void props.store.reload()}>
                Try again
              </button>
            </div>
          )}
        </Match>
        <Match when={list() === undefined}>
          <p class="list-state" role="status">
            Reading the outbox…
          </p>
        </Match>
        <Match when={empty()}>
          <p class="list-state empty">Nothing waiting: every edit made here has reached the workspace.</p>
        </Match>
        <Match when={list()}>
          <EntrySection id="outbox-decisions" title="Need your decision" entries={stopped()} total={(list()?.totals.conflicts ?? 0) + (list()?.totals.failed ?? 0)}>
            {(entry) => (
              <Show when={entry().state === 'conflict'} fallback={<FailedEntry entry={entry()} store={props.store} readOnly={readOnly()} onDecided={decided} />}>
                <ConflictEntry entry={entry()} store={props.store} readOnly={readOnly()} onDecided={decided} />
              </Show>
            )}
          </EntrySection>
          <EntrySection id="outbox-waiting" title="Waiting to be sent" entries={pending()} total={list()?.totals.pending ?? 0}>
            {(entry) => <PendingEntry entry={entry()} />}
          </EntrySection>
        </Match>
      </Switch>
      <Show when={list()}>{(shown) => <ConfirmedDoNotCall confirmed={shown().confirmedDoNotCall} store={props.store} />}</Show>
    </div>
  );
}

/** One list of entries under its heading with its count (the core lists the first ones of a long list, and counts them all). */
function EntrySection(props: { id: string; title: string; entries: OutboxEntryRow[]; total: number; children: (entry: () => OutboxEntryRow) => JSX.Element }) {
  const shown = () => Math.min(props.entries.length, SHOWN_PER_SECTION);
  const more = () => Math.max(props.total, props.entries.length) - shown();
  return (
    <Show when={props.entries.length > 0}>
      <section class="outbox-section" aria-labelledby={`${props.id}-title`}>
        <h3 id={`${props.id}-title`}>
          {props.title} ({Math.max(props.total, props.entries.length).toLocaleString()})
        </h3>
        {/* Keyed by seq: a list read anew keeps an open form or confirmation on its entry. */}
        <ul class="outbox-entries">
          <For each={props.entries.slice(0, SHOWN_PER_SECTION).map((entry) => entry.seq)}>
            {(seq) => <Show when={props.entries.find((entry) => entry.seq === seq)}>{(entry) => props.children(entry)}</Show>}
          </For>
        </ul>
        <Show when={more() > 0}>
          <p class="hint">And {more().toLocaleString()} more, listed here as the first ones go.</p>
        </Show>
      </section>
    </Show>
  );
}
