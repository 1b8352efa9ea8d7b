import { createUniqueId, onMount } from 'solid-js';

/**
 * Discarding loses the edit for good, so it asks first, naming what is lost.
 * The safe choice (Cancel) has the focus; Esc cancels. An edit still
 * waiting to be sent is cancelled rather than discarded: the words say so
 * (`verb`), and the safe choice keeps it.
 */
export function DiscardConfirm(props: {
  what: string;
  consequence: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** "Discard" by default; "Cancel" for an edit still waiting. */
  verb?: string;
  /** The safe choice's words: "Cancel" by default. */
  keepLabel?: string;
}) {
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
        <strong>{props.verb ?? 'Discard'} “{props.what}”?</strong> {props.consequence}
      </p>
      <div class="actions">
        <button type="button" class="danger" disabled={props.busy} onClick={() => props.onConfirm()}>
          {props.verb ?? 'Discard'} edit
        </button>
        <button type="button" ref={(element) => (cancel = element)} onClick={() => props.onCancel()}>
          {props.keepLabel ?? 'Cancel'}
        </button>
      </div>
    </div>
  );
}
