import { createMemo, createSignal, For, Show } from 'solid-js';
import { FormActions } from '../editing/form-actions';
import type { CoreError } from '../../../shared/contract/result';
import { focusFirstProblem } from '../editing/focus-first-problem';
import { SelectField } from '../editing/form-fields';
import { TextField } from '../workspaces/text-field';
import { CONTACT_STATUS_OPTIONS } from './contact-status';
import { CONTACT_FIELD_LABELS, contactFormProblems, typingProblems, type Checked, type ContactFormField, type ContactFormValues } from './contact-form-values';

type ContactTextField = 'first_name' | 'last_name' | 'phone' | 'email' | 'company';

const STATUS_CHOICES = CONTACT_STATUS_OPTIONS.map(([value, label]) => ({ value, label }));

const TEXT_FIELDS: readonly [ContactTextField, string | undefined][] = [
  ['first_name', undefined],
  ['last_name', undefined],
  ['phone', 'With the country code, e.g. +15551234567.'],
  ['email', undefined],
  ['company', undefined],
];

/**
 * The fields of a contact, for editing one or creating one: names, phone,
 * email, company, tags (comma-separated) and status. `onSave` queues the edit
 * and answers with what went wrong, if anything: a problem naming a field
 * is shown at that field (which takes the focus), anything else above the
 * buttons. Nothing is disabled while saving (the focus would be lost); a
 * second submit meanwhile is ignored. `confirm`, when given, asks first.
 */
export function ContactForm(props: {
  idPrefix: string;
  initial: ContactFormValues;
  submitLabel: string;
  /** Shown above the buttons (what saving does). */
  note?: string;
  onSave: (values: ContactFormValues) => Promise<CoreError | undefined>;
  /** Asked before saving (lifting do-not-call asks first); false leaves the form as it is, unsaved. */
  confirm?: (values: ContactFormValues) => Promise<boolean>;
  /** The values checked as saving checks them (the shared schemas), to show problems as the user types. */
  check: (values: ContactFormValues) => Checked<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = createSignal<ContactFormValues>({ ...props.initial });
  const [error, setError] = createSignal<CoreError | undefined>();
  const [saving, setSaving] = createSignal(false);
  let form: HTMLFormElement | undefined;
  const [touched, setTouched] = createSignal<ReadonlySet<ContactFormField>>(new Set());
  const typing = createMemo(() => typingProblems(props.check(values()), touched()));
  // What saving found wins; once the user types again, the fields say what is wrong now.
  const problems = () => {
    const saved = contactFormProblems(error());
    return { fields: { ...typing(), ...saved.fields }, general: saved.general };
  };
  const id = (field: string) => `${props.idPrefix}-${field}`;
  const set = (field: ContactTextField | 'tags') => (value: string) => {
    setError(undefined);
    setTouched((current) => new Set([...current, field]));
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit() {
    if (saving()) return;
    if (props.confirm !== undefined && !(await props.confirm(values()))) return;
    setSaving(true);
    setError(undefined);
    const problem = await props.onSave(values());
    setSaving(false);
    setError(problem);
    if (problem) queueMicrotask(() => focusFirstProblem(form));
  }


  return (
    <form
      ref={(element) => (form = element)}
      id={props.idPrefix}
      class="record-form contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div class="contact-form-grid">
        <For each={TEXT_FIELDS}>
          {([field, hint]) => (
            <TextField
              id={id(field)}
              label={CONTACT_FIELD_LABELS[field]}
              value={values()[field]}
              onInput={set(field)}
              error={problems().fields[field]}
              {...(hint === undefined ? {} : { hint })}
            />
          )}
        </For>
        <TextField
          id={id('tags')}
          label={CONTACT_FIELD_LABELS.tags}
          value={values().tags}
          onInput={set('tags')}
          hint="Separated by commas, e.g. lead, vip."
          error={problems().fields.tags}
        />
        <SelectField
          id={id('status')}
          label={CONTACT_FIELD_LABELS.status}
          value={values().status}
          choices={STATUS_CHOICES}
          onChange={(status) => setValues((current) => ({ ...current, status }))}
          hint="No campaign dials a contact marked Do not call."
          error={problems().fields.status}
        />
      </div>
      <Show when={saving()}>
        <p role="status">Saving…</p>
      </Show>
      <Show when={props.note}>{(note) => <p class="hint">{note()}</p>}</Show>
      <FormActions problem={problems().general} busy={saving()} label={props.submitLabel} onCancel={() => props.onCancel()} />
    </form>
  );
}
