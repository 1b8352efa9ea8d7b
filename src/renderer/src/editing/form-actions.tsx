import type { JSX } from 'solid-js';
import { FormProblem } from './field-notes';

/**
 * The foot of every editing form: a problem that belongs to no field (the
 * service out of reach, a refused batch) announced above the buttons, then
 * the form's action and Cancel. While the form works, its action says so
 * and does nothing more; Cancel stays usable unless the work cannot be left
 * half done (`holdCancel`).
 */
export function FormActions(props: {
  problem: string | undefined;
  busy: boolean;
  /** What the action button says; it changes while busy when the form says so. */
  label: JSX.Element;
  onCancel: () => void;
  /** A form submits; a dialog without a form acts on click. */
  onAct?: () => void;
  holdCancel?: boolean;
}) {
  return (
    <>
      <FormProblem message={props.problem} />
      <div class="actions dialog-actions">
        <button type={props.onAct ? 'button' : 'submit'} class="primary" aria-disabled={props.busy} onClick={() => !props.busy && props.onAct?.()}>
          {props.label}
        </button>
        <button type="button" disabled={props.busy && props.holdCancel === true} onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
    </>
  );
}
