import { createUniqueId, onMount } from 'solid-js';

/**
 * Discarding loses the edit for good, so it asks first, naming what is lost.
 * The safe choice (Cancel) has the focus; Esc cancels.
 */
export function DiscardConfirm(props: { what: string; consequence: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const questionId = createUniqueId();
  let cancel: HTMLButtonElement | undefined;
  onMount(() => cancel?.focus());

  return (
    <div
      class="inline-form confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onCancel();
      }}
    >
      <p id={questionId}>
        <strong>Discard “{props.what}”?</strong> {props.consequence}
      </p>
      <div class="actions">
        <button type="button" class="danger" disabled={props.busy} onClick={() => props.onConfirm()}>
          Discard edit
        </button>
        <button type="button" ref={(element) => (cancel = element)} onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
