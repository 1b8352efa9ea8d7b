import type { JSX } from 'solid-js';
import { FormProblem } from './field-notes';
import { ModalDialog } from './modal-dialog';

/**
 * Asks before an action with real-world effects (calls placed, an agent
 * deleted): the question, the consequences in plain words, the action's
 * button (named for what it does) and Cancel, which has the focus at first
 * so that Enter alone never confirms. A refusal stays in the dialog, above
 * the buttons; nothing changed.
 */
export function ConfirmDialog(props: {
  id: string;
  title: string;
  confirmLabel: string;
  /** While the action runs: the button's text meanwhile ("Starting…"). */
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  /** The safe choice's words: "Cancel" by default ("Keep sending" where the action itself is a cancellation). */
  cancelLabel?: string;
  problem: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  children: JSX.Element;
}) {
  return (
    <ModalDialog id={props.id} title={props.title} class="confirm-dialog" describedBy={`${props.id}-consequences`} onClose={() => !props.busy && props.onCancel()}>
      <div id={`${props.id}-consequences`} class="confirm-consequences">
        {props.children}
      </div>
      <FormProblem message={props.problem} />
      <div class="actions dialog-actions">
        <button type="button" class={props.danger ? 'danger' : 'primary'} disabled={props.busy} onClick={() => props.onConfirm()}>
          {props.busy ? props.busyLabel : props.confirmLabel}
        </button>
        <button type="button" data-autofocus disabled={props.busy} onClick={() => props.onCancel()}>
          {props.cancelLabel ?? 'Cancel'}
        </button>
      </div>
    </ModalDialog>
  );
}
