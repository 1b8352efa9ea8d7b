import { Show } from 'solid-js';

/**
 * A field's hint and its problem, under the control, each with an id the
 * control names in aria-describedby; the problem is announced (role alert).
 * Shared by every labelled control (TextField and the editing forms' own).
 */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldNotes(props: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      <Show when={props.hint}>
        <span id={`${props.id}-hint`} class="hint">
          {props.hint}
        </span>
      </Show>
      <Show when={props.error}>
        <span id={`${props.id}-error`} class="field-error" role="alert">
          {props.error}
        </span>
      </Show>
    </>
  );
}

/** A problem that belongs to no field (the service out of reach, a refused batch), above a form's buttons. */
export function FormProblem(props: { message: string | undefined }) {
  return (
    <Show when={props.message}>
      {(message) => (
        <p class="error" role="alert">
          {message()}
        </p>
      )}
    </Show>
  );
}
