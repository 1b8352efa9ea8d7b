import { RecordForm } from '../editing/record-form';
import { createSignal, Show } from 'solid-js';
import type { AgentCreateBody } from '../../../shared/api/requests';
import type { CoreError } from '../../../shared/contract/result';
import { editFormProblems, fieldMessage } from '../editing/edit-problems';
import { focusFirstProblem } from '../editing/focus-first-problem';
import { FormActions } from '../editing/form-actions';
import { TextAreaField } from '../editing/form-fields';
import { ModalDialog } from '../editing/modal-dialog';
import type { AgentEditingStore } from '../stores/agent-editing-store';
import { TextField } from '../workspaces/text-field';

type Way = 'website' | 'manual';
const MANUAL = ['name', 'assistant_name', 'company_name', 'objective', 'first_message'] as const;
type ManualField = (typeof MANUAL)[number];
const LABELS: Record<ManualField | 'website_url', string> = {
  website_url: 'Website address',
  name: 'Name',
  assistant_name: 'Assistant name',
  company_name: 'Company name',
  objective: 'Objective',
  first_message: 'First message',
};
const FIELDS = ['website_url', ...MANUAL];

/**
 * A new agent, online only (spec 4.1): built by the service from a website
 * it crawls, or from the manual fields. Not queued: the service provisions
 * it at once, for a few seconds, and it shows inactive until then. Problems
 * show at their field (the shared create schema checks them first).
 */
export function NewAgentDialog(props: { editing: AgentEditingStore; onCreated: (id: string | null) => void; onClose: () => void }) {
  const [way, setWay] = createSignal<Way>('website');
  const [values, setValues] = createSignal<Record<ManualField | 'website_url', string>>({ website_url: '', name: '', assistant_name: '', company_name: '', objective: '', first_message: '' });
  const [error, setError] = createSignal<CoreError | undefined>();
  const [saving, setSaving] = createSignal(false);
  let form: HTMLFormElement | undefined;
  const problems = () => editFormProblems(error(), FIELDS);
  const problem = (field: ManualField | 'website_url') => fieldMessage(LABELS[field], problems().fields[field]);
  const set = (field: ManualField | 'website_url') => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function body(): AgentCreateBody {
    const entered = values();
    if (way() === 'website') return { website_url: entered.website_url.trim() };
    const fields: AgentCreateBody = {};
    for (const field of MANUAL) if (entered[field].trim() !== '') fields[field] = entered[field].trim();
    return fields;
  }

  async function create() {
    if (saving()) return;
    setSaving(true);
    const result = await props.editing.create(body());
    setSaving(false);
    if (result.ok) props.onCreated(result.value.id);
    else {
      setError(result.error);
      focusFirstProblem(form);
    }
  }

  const text = (field: ManualField, hint = '') =>
    field === 'objective' || field === 'first_message' ? (
      <TextAreaField id={`new-agent-${field}`} label={LABELS[field]} value={values()[field]} onInput={set(field)} error={problem(field)} disabled={saving()} />
    ) : (
      <TextField id={`new-agent-${field}`} label={LABELS[field]} value={values()[field]} onInput={set(field)} hint={hint} error={problem(field)} disabled={saving()} />
    );

  return (
    <ModalDialog id="new-agent" title="New agent" class="record-form-dialog" onClose={() => !saving() && props.onClose()}>
      <RecordForm ref={(element) => (form = element)} onSubmit={() => void create()}>
        <p class="hint">The agent is created on the service now, not queued: this needs the service to be reachable. It is set up in a few seconds and shows as provisioning until the service says it is ready.</p>
        <fieldset class="choice-group">
          <legend>Build it from</legend>
          <label>
            <input type="radio" name="new-agent-way" checked={way() === 'website'} onChange={() => setWay('website')} disabled={saving()} /> A website the service reads
          </label>
          <label>
            <input type="radio" name="new-agent-way" checked={way() === 'manual'} onChange={() => setWay('manual')} disabled={saving()} /> Fields filled in here
          </label>
        </fieldset>
        <Show
          when={way() === 'manual'}
          fallback={
            <TextField
              id="new-agent-website_url"
              label={LABELS.website_url}
              value={values().website_url}
              onInput={set('website_url')}
              hint="The business's site, starting with https://: the service builds the agent from what it finds there."
              error={problem('website_url')}
              disabled={saving()}
            />
          }
        >
          {text('name', 'Its name in the lists.')}
          {text('assistant_name', 'The name it introduces itself by.')}
          {text('company_name', 'The company callers hear.')}
          {text('objective')}
          {text('first_message')}
        </Show>
        <FormActions problem={problems().general} busy={saving()} label={saving() ? 'Creating…' : 'Create agent'} onCancel={() => props.onClose()} holdCancel />
      </RecordForm>
    </ModalDialog>
  );
}
