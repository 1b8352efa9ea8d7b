import { describedBy, FieldNotes } from '../editing/field-notes';

/** A labelled input whose problem, when it has one, is announced and tied to it (aria-describedby). */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'password' | 'url';
  hint?: string;
  error?: string | undefined;
  placeholder?: string;
  autocomplete?: string;
  disabled?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        onInput={(event) => props.onInput(event.currentTarget.value)}
        placeholder={props.placeholder}
        autocomplete={props.autocomplete ?? 'off'}
        spellcheck={false}
        disabled={props.disabled}
        list={props.list}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
      />
      <FieldNotes id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}
