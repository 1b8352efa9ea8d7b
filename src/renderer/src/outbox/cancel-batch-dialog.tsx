import { onMount } from 'solid-js';
import type { OutboxBatchRow } from '../../../shared/contract/outbox-methods';
import { ConfirmDialog } from '../editing/confirm-dialog';
import type { OutboxStore } from '../stores/outbox-store';
import { cancelBatchConsequence, cancelBatchLabel } from './batch-words';

/**
 * Cancelling the rest of a bulk batch drops many edits at once, so it asks
 * first: how many are dropped, that their records go back to what the
 * service has, and what still lands. The safe choice (Keep sending) has the
 * focus; a refusal stays in the dialog.
 */
export function CancelBatchDialog(props: { batch: OutboxBatchRow; store: OutboxStore; onDone: () => void; onClose: () => void }) {
  onMount(() => props.store.forgetCancelBatchError(props.batch.batch));
  const busy = () => props.store.cancelling() === props.batch.batch;

  async function cancel() {
    const label = props.batch.label;
    const waiting = props.batch.waiting;
    if (await props.store.cancelBatch(props.batch.batch, `Cancelled the rest of ${label}: ${waiting.toLocaleString()} ${waiting === 1 ? 'edit' : 'edits'} dropped.`)) props.onDone();
  }

  return (
    <ConfirmDialog
      id={`cancel-batch-${props.batch.batch}`}
      title="Cancel the rest of this batch?"
      confirmLabel={cancelBatchLabel(props.batch)}
      busyLabel="Cancelling…"
      cancelLabel="Keep sending"
      busy={busy()}
      danger
      problem={props.store.cancelBatchError(props.batch.batch)?.message}
      onConfirm={() => void cancel()}
      onCancel={() => props.onClose()}
    >
      <p>
        <strong>{props.batch.label}</strong>
      </p>
      <p>{cancelBatchConsequence(props.batch)}</p>
    </ConfirmDialog>
  );
}
