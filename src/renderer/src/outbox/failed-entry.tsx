import { createSignal, createUniqueId, Show } from 'solid-js';
import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import type { OutboxStore } from '../stores/outbox-store';
import { DecisionProblem } from './decision-problem';
import { describeEntry, discardConsequence } from './describe-entry';
import { DiscardConfirm } from './discard-confirm';
import { EntryHeading } from './entry-heading';
import { entryState, failureAdvice, failureReason } from './entry-state';

/** An edit the service refused: its reason in the service's words, then Retry (as it is) or Discard (after a confirmation). */
export function FailedEntry(props: { entry: OutboxEntryRow; store: OutboxStore; readOnly: boolean; onDecided: () => void }) {
  const titleId = createUniqueId();
  const [confirming, setConfirming] = createSignal(false);
  const what = () => describeEntry(props.entry);
  const busy = () => props.store.deciding() !== undefined;
  let discardButton: HTMLButtonElement | undefined;

  async function decide(action: 'retry' | 'discard', done: string) {
    if (await props.store.decide(props.entry.seq, { action }, done)) props.onDecided();
  }

  return (
    <li>
      <article class="outbox-entry failed" aria-labelledby={titleId}>
        <EntryHeading entry={props.entry} titleId={titleId} what={what()} state={entryState(props.entry)} />
        <p class="entry-problem">{failureReason(props.entry)}</p>
        <p class="hint">{props.readOnly ? "Retry is not possible while the workspace's key can only read; discard the edit, or keep it until the key can write." : failureAdvice(props.entry)}</p>
        <DecisionProblem error={props.store.decisionError(props.entry.seq)} />
        <Show
          when={confirming()}
          fallback={
            <div class="actions">
              <button type="button" aria-describedby={titleId} disabled={busy() || props.readOnly} onClick={() => void decide('retry', `Sending again: ${what()}.`)}>
                Retry
              </button>
              <button type="button" class="danger" ref={(element) => (discardButton = element)} aria-describedby={titleId} disabled={busy()} onClick={() => setConfirming(true)}>
                Discard
              </button>
            </div>
          }
        >
          <DiscardConfirm
            what={what()}
            consequence={discardConsequence(props.entry)}
            busy={busy()}
            onConfirm={() => void decide('discard', `Discarded: ${what()}.`)}
            onCancel={() => {
              setConfirming(false);
              discardButton?.focus();
            }}
          />
        </Show>
      </article>
    </li>
  );
}
