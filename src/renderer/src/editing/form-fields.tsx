import { For } from 'solid-js';
import { describedBy, FieldNotes } from './field-notes';

/**
 * The form controls the record forms need beyond a one-line text
 * (workspaces/text-field.tsx): a multi-line text, a choice among fixed
 * values, an on/off switch. Each is labelled, and its problem, when it has
 * one, is announced and tied to it (aria-describedby), as TextField does.
 */
export function TextAreaField(props: {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  rows?: number;
  disabled?: boolean;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <textarea
        id={props.id}
        value={props.value}
        rows={props.rows ?? 3}
        onInput={(event) => props.onInput(event.currentTarget.value)}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
      />
      <FieldNotes id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export function SelectField<Value extends string>(props: {
  id: string;
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value as Value)}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
      >
        <For each={props.choices}>
          {(choice) => (
            <option value={choice.value} selected={choice.value === props.value}>
              {choice.label}
            </option>
          )}
        </For>
      </select>
      <FieldNotes id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** On or off, announced as a switch; the label says what "on" means. */
export function SwitchField(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; disabled?: boolean }) {
  return (
    <div class="field switch-field">
      <label class="checkbox" for={props.id}>
        <input
          id={props.id}
          type="checkbox"
          role="switch"
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          disabled={props.disabled}
          aria-describedby={describedBy(props.id, props.hint, undefined)}
        />
        {props.label}
      </label>
      <FieldNotes id={props.id} hint={props.hint} />
    </div>
  );
}
