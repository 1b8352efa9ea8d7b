import { createSignal, createUniqueId, Show } from 'solid-js';
import type { OutboxBatchRow } from '../../../shared/contract/outbox-methods';
import type { OutboxStore } from '../stores/outbox-store';
import { batchLeftText, batchProgressText, batchSize, batchStoppedText, batchTimeText, type BatchAhead } from './batch-words';
import { CancelBatchDialog } from './cancel-batch-dialog';
import { shortTime } from './outbox-words';

/**
 * A bulk batch (an edit of many records at once, an import) as one entry:
 * what it does, how far it got (a progress bar and "120 of 250 sent"), the
 * time left at its rate or why it has not started, and Cancel the rest
 * (after a confirmation) while some of it still waits.
 */
export function BatchEntry(props: { batch: OutboxBatchRow; ahead: BatchAhead; store: OutboxStore; onCancelled: () => void }) {
  const titleId = createUniqueId();
  const [confirming, setConfirming] = createSignal(false);
  const progress = () => batchProgressText(props.batch);
  const stopped = () => batchStoppedText(props.batch);
  const time = () => batchTimeText(props.batch, props.ahead);

  return (
    <li>
      <article class="outbox-entry batch" aria-labelledby={titleId}>
        <h4 id={titleId} class="entry-what">
          {props.batch.label}
        </h4>
        <p class="entry-meta">
          <span class="entry-state">Sent after the edits made one at a time</span>
          <span class="entry-made">
            Made at <time datetime={props.batch.queued_at}>{shortTime(props.batch.queued_at, new Date())}</time>
          </span>
        </p>
        <progress class="batch-bar" max={Math.max(1, batchSize(props.batch))} value={props.batch.sent} aria-labelledby={titleId} aria-valuetext={progress()} />
        <p class="batch-progress">
          {progress()}
          <Show when={stopped()}>{(text) => <span class="batch-stopped">; {text()}</span>}</Show>
          <Show when={time()}>{(text) => <span class="batch-time">. {text()}</span>}</Show>
        </p>
        <Show when={batchLeftText(props.batch)}>{(text) => <p class="hint">{text()}</p>}</Show>
        <Show when={props.batch.waiting > 0}>
          <div class="actions">
            <button type="button" class="danger" aria-describedby={titleId} disabled={props.store.cancelling() !== undefined} onClick={() => setConfirming(true)}>
              Cancel the rest
            </button>
          </div>
        </Show>
        <Show when={confirming()}>
          <CancelBatchDialog
            batch={props.batch}
            store={props.store}
            onDone={() => {
              setConfirming(false);
              props.onCancelled();
            }}
            onClose={() => setConfirming(false)}
          />
        </Show>
      </article>
    </li>
  );
}
