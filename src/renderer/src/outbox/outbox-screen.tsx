import { createMemo, For, Match, onCleanup, onMount, Show, Switch, type JSX } from 'solid-js';
import type { OutboxBatchRow, OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import type { AppStore } from '../stores/app-store';
import { SHOWN_PER_SECTION, type OutboxStore } from '../stores/outbox-store';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { BatchEntry } from './batch-entry';
import { singleEditsWaiting, type BatchAhead } from './batch-words';
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
 * service's reason); then the ones on their way in the order they go:
 * do-not-call first, then the edits made one at a time (each can be
 * cancelled while it waits), then bulk batches, each one entry with its
 * progress (the rest of it can be cancelled). Send now; and when each
 * recent do-not-call reached the service.
 */
export function OutboxScreen(props: { store: OutboxStore; app: AppStore; workspaces: WorkspacesStore }) {
  onMount(() => onCleanup(props.store.attach()));
  const readOnly = () => props.app.activeProfile()?.keyPermission === 'read';
  const list = () => props.store.list();
  // The core lists in the order edits will go; do-not-call first whatever it does.
  const pending = createMemo(() => [...(list()?.pending ?? [])].sort((a, b) => Number(b.urgent) - Number(a.urgent)));
  const batches = () => list()?.batches ?? [];
  const stopped = createMemo(() => [...(list()?.conflicts ?? []), ...(list()?.failed ?? [])]);
  const singlesWaiting = () => {
    const shown = list();
    return shown ? singleEditsWaiting(shown) : 0;
  };
  const empty = () => pending().length === 0 && batches().length === 0 && stopped().length === 0;
  /** What goes before the batch at `index`: a batch waits for the edits made one at a time, and for the batches before it. */
  const ahead = (index: number): BatchAhead => {
    if (singlesWaiting() > 0) return 'one-at-a-time';
    return batches()
      .slice(0, index)
      .some((batch) => batch.waiting + batch.sending > 0)
      ? 'earlier-batch'
      : 'nothing';
  };
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
          <EntrySection id="outbox-decisions" title="Need your decision" entries={stopped()} count={(list()?.totals.conflicts ?? 0) + (list()?.totals.failed ?? 0)}>
            {(entry) => (
              <Show when={entry().state === 'conflict'} fallback={<FailedEntry entry={entry()} store={props.store} readOnly={readOnly()} onDecided={decided} />}>
                <ConflictEntry entry={entry()} store={props.store} readOnly={readOnly()} onDecided={decided} />
              </Show>
            )}
          </EntrySection>
          <EntrySection
            id="outbox-waiting"
            title="Waiting to be sent"
            entries={pending()}
            count={list()?.totals.pending ?? 0}
            entriesTotal={singlesWaiting()}
            open={batches().length > 0}
            after={<BatchList batches={batches()} ahead={ahead} store={props.store} onCancelled={decided} />}
          >
            {(entry) => <PendingEntry entry={entry()} store={props.store} onDecided={decided} />}
          </EntrySection>
        </Match>
      </Switch>
      <Show when={list()}>{(shown) => <ConfirmedDoNotCall confirmed={shown().confirmedDoNotCall} store={props.store} />}</Show>
    </div>
  );
}

/**
 * One list of entries under its heading with its count of edits (the core
 * lists the first ones of a long list, and counts them all), and what
 * follows them in the same section (`after`: the bulk batches, after the
 * edits waiting one at a time).
 */
function EntrySection(props: {
  id: string;
  title: string;
  entries: OutboxEntryRow[];
  /** Edits the heading counts. */
  count: number;
  /** Entries of this list there are, listed or not (the count by default). */
  entriesTotal?: number;
  /** Shown even without entries (something follows them). */
  open?: boolean;
  after?: JSX.Element;
  children: (entry: () => OutboxEntryRow) => JSX.Element;
}) {
  const shown = () => Math.min(props.entries.length, SHOWN_PER_SECTION);
  const more = () => Math.max(props.entriesTotal ?? props.count, props.entries.length) - shown();
  return (
    <Show when={props.entries.length > 0 || props.open === true}>
      <section class="outbox-section" aria-labelledby={`${props.id}-title`}>
        <h3 id={`${props.id}-title`}>
          {props.title} ({Math.max(props.count, props.entries.length).toLocaleString()})
        </h3>
        <Show when={props.entries.length > 0}>
          {/* Keyed by seq: a list read anew keeps an open form or confirmation on its entry. */}
          <ul class="outbox-entries">
            <For each={props.entries.slice(0, SHOWN_PER_SECTION).map((entry) => entry.seq)}>
              {(seq) => <Show when={props.entries.find((entry) => entry.seq === seq)}>{(entry) => props.children(entry)}</Show>}
            </For>
          </ul>
        </Show>
        <Show when={more() > 0}>
          <p class="hint">And {more().toLocaleString()} more, listed here as the first ones go.</p>
        </Show>
        {props.after}
      </section>
    </Show>
  );
}

/** The bulk batches, in the order they go, each one entry; keyed by batch, so a list read anew keeps an open confirmation on its batch. */
function BatchList(props: { batches: OutboxBatchRow[]; ahead: (index: number) => BatchAhead; store: OutboxStore; onCancelled: () => void }) {
  const index = (id: string) => props.batches.findIndex((batch) => batch.batch === id);
  return (
    <Show when={props.batches.length > 0}>
      <ul class="outbox-entries outbox-batches" aria-label="Bulk edits, sent after the edits made one at a time">
        <For each={props.batches.map((batch) => batch.batch)}>
          {(id) => (
            <Show when={props.batches.find((batch) => batch.batch === id)}>
              {(batch) => <BatchEntry batch={batch()} ahead={props.ahead(index(id))} store={props.store} onCancelled={props.onCancelled} />}
            </Show>
          )}
        </For>
      </ul>
    </Show>
  );
}
