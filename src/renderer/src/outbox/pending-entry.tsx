import { createSignal, createUniqueId, Show } from 'solid-js';
import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import type { OutboxStore } from '../stores/outbox-store';
import { DecisionProblem } from './decision-problem';
import { cancelConsequence, describeEntry } from './describe-entry';
import { DiscardConfirm } from './discard-confirm';
import { entryState } from './entry-state';
import { EntryHeading } from './entry-heading';

/**
 * An edit on its way: where it stands, and while it only waits, Cancel
 * (after a confirmation): the record shows the service's version again.
 * One being sent, or in doubt, may have reached the service already and
 * cannot be called back, so it offers nothing.
 */
export function PendingEntry(props: { entry: OutboxEntryRow; store: OutboxStore; onDecided: () => void }) {
  const titleId = createUniqueId();
  const [confirming, setConfirming] = createSignal(false);
  const what = () => describeEntry(props.entry);
  const cancellable = () => props.entry.state === 'queued' && !props.entry.in_doubt;
  const busy = () => props.store.deciding() !== undefined;
  let cancelButton: HTMLButtonElement | undefined;

  async function cancel() {
    if (await props.store.decide(props.entry.seq, { action: 'discard' }, `Cancelled: ${what()}.`)) props.onDecided();
  }

  return (
    <li>
      <article class="outbox-entry" classList={{ urgent: props.entry.urgent, 'in-doubt': props.entry.problem?.kind === 'in_doubt' }} aria-labelledby={titleId}>
        <EntryHeading entry={props.entry} titleId={titleId} what={what()} state={entryState(props.entry)} />
        <DecisionProblem error={props.store.decisionError(props.entry.seq)} />
        <Show when={cancellable()}>
          <Show
            when={confirming()}
            fallback={
              <div class="actions">
                <button type="button" ref={(element) => (cancelButton = element)} aria-describedby={titleId} disabled={busy()} onClick={() => setConfirming(true)}>
                  Cancel
                </button>
              </div>
            }
          >
            <DiscardConfirm
              what={what()}
              verb="Cancel"
              keepLabel="Keep it"
              consequence={cancelConsequence(props.entry)}
              busy={busy()}
              onConfirm={() => void cancel()}
              onCancel={() => {
                setConfirming(false);
                cancelButton?.focus();
              }}
            />
          </Show>
        </Show>
      </article>
    </li>
  );
}
