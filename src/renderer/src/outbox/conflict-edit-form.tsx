import { createSignal, createUniqueId, For, Index, Match, onMount, Switch } from 'solid-js';
import type { CoreError } from '../../../shared/contract/result';
import { formProblems } from '../workspaces/form-problems';
import { TextField } from '../workspaces/text-field';
import { capitalized } from './capitalized';
import { STATUS_CHOICES, type EditableField } from './conflict-fields';

/**
 * A third way out of a conflict: new values for the fields both sides
 * changed, starting from yours, with theirs beside each. Sent as the edit's
 * new values; the core checks them like any edit (a problem with a field is
 * shown at it). Esc cancels.
 */
export function ConflictEditForm(props: {
  seq: number;
  fields: EditableField[];
  busy: boolean;
  error: CoreError | undefined;
  onSubmit: (fields: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const titleId = createUniqueId();
  // The form starts from the values it was opened with; a list read meanwhile must not overwrite what is being typed.
  // eslint-disable-next-line solid/reactivity
  const [values, setValues] = createSignal<Record<string, string | boolean>>(Object.fromEntries(props.fields.map((field) => [field.field, field.initial])));
  const set = (field: string, value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));
  const inputId = (field: string) => `outbox-edit-${props.seq}-${field}`;
  // A problem may name the field inside the edit (`fields.email`) or the field alone.
  const problems = () =>
    formProblems(
      props.error && { ...props.error, problems: props.error.problems?.map((problem) => ({ ...problem, field: problem.field.replace(/^fields\./, '') })) },
      props.fields.map((field) => field.field),
    );
  let form: HTMLFormElement | undefined;
  onMount(() => form?.querySelector<HTMLElement>('input, select')?.focus());

  return (
    <form
      ref={(element) => (form = element)}
      class="inline-form conflict-edit"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(values());
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onCancel();
      }}
    >
      <p id={titleId} class="form-title">
        New values for the fields both sides changed
      </p>
      {/* By position, not by object: a list read while the form is open brings new field objects, and a field made anew
          would lose what is being typed into it (its input replaced under the keyboard). */}
      <Index each={props.fields}>
        {(field) => (
          <Switch>
            <Match when={field().kind === 'text'}>
              <TextField
                id={inputId(field().field)}
                label={capitalized(field().label)}
                value={String(values()[field().field] ?? '')}
                onInput={(value) => set(field().field, value)}
                hint={`Theirs: ${field().theirs}`}
                error={problems().fields[field().field]}
              />
            </Match>
            <Match when={field().kind === 'status'}>
              <div class="field">
                <label for={inputId(field().field)}>{capitalized(field().label)}</label>
                <select
                  id={inputId(field().field)}
                  value={String(values()[field().field] ?? '')}
                  aria-describedby={`${inputId(field().field)}-hint`}
                  onChange={(event) => set(field().field, event.currentTarget.value)}
                >
                  <For each={STATUS_CHOICES}>{([value, label]) => <option value={value}>{label}</option>}</For>
                </select>
                <span id={`${inputId(field().field)}-hint`} class="hint">
                  Theirs: {field().theirs}
                </span>
              </div>
            </Match>
            <Match when={field().kind === 'boolean'}>
              <label class="checkbox">
                <input type="checkbox" checked={values()[field().field] === true} onChange={(event) => set(field().field, event.currentTarget.checked)} />
                {capitalized(field().label)} (theirs: {field().theirs})
              </label>
            </Match>
          </Switch>
        )}
      </Index>
      <p class="error" role="alert">
        {problems().general ?? ''}
      </p>
      <div class="actions">
        <button type="submit" class="primary" disabled={props.busy}>
          Save and send
        </button>
        <button type="button" onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
