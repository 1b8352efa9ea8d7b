import type { JSX } from 'solid-js';

/**
 * A form of one text field and its submit button, as the popovers beside
 * the Calls search box use it (a tracker's phrase, a saved search's name):
 * the label above, a hint under it, and the problem the core found, read
 * out when it appears. The field's value belongs to the caller, which
 * clears it after a successful submit.
 */
export function OneFieldForm(props: {
  id: string;
  class: string;
  label: string;
  value: string;
  maxLength: number;
  submitText: string;
  /** Not disabled while busy: a disabled button would drop the focus. */
  busy?: boolean;
  hint: JSX.Element;
  problem: string | undefined;
  /** A confirmation under the form, read out as a status. */
  status?: string;
  onInput: (value: string) => void;
  onSubmit: () => void;
}) {
  const hintId = () => `${props.id}-hint`;
  const problemId = () => `${props.id}-problem`;
  return (
    <form
      class={props.class}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <label for={props.id}>{props.label}</label>
      <div class="one-field-form-row">
        <input
          id={props.id}
          type="text"
          autocomplete="off"
          maxLength={props.maxLength}
          value={props.value}
          aria-invalid={props.problem !== undefined}
          aria-describedby={`${hintId()} ${problemId()}`}
          onInput={(event) => props.onInput(event.currentTarget.value)}
        />
        <button type="submit" aria-disabled={props.busy ?? false}>
          {props.submitText}
        </button>
      </div>
      <p id={hintId()} class="hint">
        {props.hint}
      </p>
      <p id={problemId()} class="field-problem" role="alert">
        {props.problem ?? ''}
      </p>
      {props.status !== undefined && (
        <p class="hint" role="status">
          {props.status}
        </p>
      )}
    </form>
  );
}
