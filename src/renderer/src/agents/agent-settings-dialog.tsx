import { RecordForm } from '../editing/record-form';
import { createSignal, Show, untrack } from 'solid-js';
import { FormActions } from '../editing/form-actions';
import type { AgentDetail } from '../../../shared/contract/record-schemas';
import type { CoreError } from '../../../shared/contract/result';
import { editFormProblems, fieldMessage } from '../editing/edit-problems';
import { focusFirstProblem } from '../editing/focus-first-problem';
import { SelectField, SwitchField, TextAreaField, type Choice } from '../editing/form-fields';
import { ModalDialog } from '../editing/modal-dialog';
import type { AgentEditingStore } from '../stores/agent-editing-store';
import { TextField } from '../workspaces/text-field';
import { agentSettingsChanges, agentSettingsValues, type AgentSettingsField, type AgentSettingsValues } from './agent-settings-values';

const FIELDS: readonly AgentSettingsField[] = [
  'name',
  'assistant_name',
  'company_name',
  'assistant_personality',
  'is_active',
  'objective',
  'product_description',
  'first_message',
  'call_direction',
  'language',
  'custom_instructions',
  'background_sound',
  'enabled_tools',
  'knowledge_item_ids',
  'phone_number_id',
];

const NOT_SET = { value: '', label: 'Not set' } as const;
const DIRECTIONS: readonly Choice<AgentSettingsValues['call_direction']>[] = [
  { value: 'inbound', label: 'Inbound' },
  { value: 'outbound', label: 'Outbound' },
  { value: 'both', label: 'Inbound and outbound' },
];
const SOUNDS: readonly Choice<AgentSettingsValues['background_sound']>[] = [
  { value: 'office', label: 'Office' },
  { value: 'off', label: 'Off' },
];

/**
 * The agent's settings as a form: every field of the update body, lists one
 * entry a line, the enums as choices, and the Active switch. Saving queues
 * only the fields changed (shown at once, marked pending; sent when the
 * service is reachable). Problems show at their field, the rest above the
 * buttons; nothing is queued while one remains.
 */
export function AgentSettingsDialog(props: { agent: AgentDetail; editing: AgentEditingStore; onClose: () => void }) {
  // The form starts from the settings the agent had when it opened.
  const initial = untrack(() => agentSettingsValues(props.agent));
  const [values, setValues] = createSignal<AgentSettingsValues>(initial);
  const [error, setError] = createSignal<CoreError | undefined>();
  const [saving, setSaving] = createSignal(false);
  let form: HTMLFormElement | undefined;
  const problems = () => editFormProblems(error(), FIELDS);
  const set =
    <Field extends AgentSettingsField>(field: Field) =>
    (value: AgentSettingsValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const id = (field: AgentSettingsField) => `agent-settings-${field.replaceAll('_', '-')}`;
  const text = (field: Exclude<AgentSettingsField, 'is_active'>) => values()[field];
  const problem = (field: AgentSettingsField, label: string) => fieldMessage(label, problems().fields[field]);

  async function save() {
    if (saving()) return;
    const changes = agentSettingsChanges(initial, values());
    if (Object.keys(changes).length === 0) {
      setError({ code: 'invalid_request', message: 'Nothing to save: no setting was changed.' });
      return;
    }
    setSaving(true);
    const result = await props.editing.update(props.agent.id, changes);
    setSaving(false);
    if (result.ok) props.onClose();
    else {
      setError(result.error);
      focusFirstProblem(form);
    }
  }

  return (
    <ModalDialog id="agent-settings" title={`Settings of ${initial.name}`} class="record-form-dialog" onClose={() => props.onClose()}>
      <RecordForm ref={(element) => (form = element)} onSubmit={() => void save()}>
        <p class="hint">Only the settings you change are sent. They show here at once, marked pending, and reach the service when it is reachable.</p>
        <Show when={!props.agent.detail_fetched}>
          <p class="notice">Settings not fetched yet: those the service has not sent start empty here. Leave them empty to keep what the service has.</p>
        </Show>
        <TextField id={id('name')} label="Name" value={text('name')} onInput={set('name')} error={problem('name', 'Name')} disabled={saving()} />
        <SwitchField
          id={id('is_active')}
          label="Active"
          checked={values().is_active}
          onChange={set('is_active')}
          hint="An inactive agent takes and places no calls."
          disabled={saving()}
        />
        <TextField id={id('assistant_name')} label="Introduces itself as" value={text('assistant_name')} onInput={set('assistant_name')} error={problem('assistant_name', 'The name it introduces itself with')} disabled={saving()} />
        <TextField id={id('company_name')} label="Company name" value={text('company_name')} onInput={set('company_name')} error={problem('company_name', 'Company name')} disabled={saving()} />
        <TextField
          id={id('assistant_personality')}
          label="Personality"
          value={text('assistant_personality')}
          onInput={set('assistant_personality')}
          error={problem('assistant_personality', 'Personality')}
          disabled={saving()}
        />
        <TextAreaField id={id('objective')} label="Objective" value={text('objective')} onInput={set('objective')} error={problem('objective', 'Objective')} disabled={saving()} />
        <TextAreaField
          id={id('product_description')}
          label="Product description"
          value={text('product_description')}
          onInput={set('product_description')}
          error={problem('product_description', 'Product description')}
          disabled={saving()}
        />
        <TextAreaField id={id('first_message')} label="First message" value={text('first_message')} onInput={set('first_message')} error={problem('first_message', 'First message')} disabled={saving()} />
        <SelectField
          id={id('call_direction')}
          label="Calls"
          value={values().call_direction}
          choices={initial.call_direction === '' ? [NOT_SET, ...DIRECTIONS] : DIRECTIONS}
          onChange={set('call_direction')}
          error={problem('call_direction', 'Calls')}
          disabled={saving()}
        />
        <TextField id={id('language')} label="Language" value={text('language')} onInput={set('language')} hint="A language code, e.g. en-US." error={problem('language', 'Language')} disabled={saving()} />
        <SelectField
          id={id('background_sound')}
          label="Background sound"
          value={values().background_sound}
          choices={initial.background_sound === '' ? [NOT_SET, ...SOUNDS] : SOUNDS}
          onChange={set('background_sound')}
          error={problem('background_sound', 'Background sound')}
          disabled={saving()}
        />
        <TextAreaField
          id={id('custom_instructions')}
          label="Custom instructions"
          value={text('custom_instructions')}
          onInput={set('custom_instructions')}
          hint="One instruction a line."
          error={problem('custom_instructions', 'Custom instructions')}
          rows={4}
          disabled={saving()}
        />
        <TextAreaField
          id={id('enabled_tools')}
          label="Enabled tools"
          value={text('enabled_tools')}
          onInput={set('enabled_tools')}
          hint="One tool a line."
          error={problem('enabled_tools', 'Enabled tools')}
          disabled={saving()}
        />
        <TextAreaField
          id={id('knowledge_item_ids')}
          label="Knowledge documents"
          value={text('knowledge_item_ids')}
          onInput={set('knowledge_item_ids')}
          hint="One document id a line."
          error={problem('knowledge_item_ids', 'Knowledge documents')}
          disabled={saving()}
        />
        <TextField
          id={id('phone_number_id')}
          label="Phone number"
          value={text('phone_number_id')}
          onInput={set('phone_number_id')}
          hint="The phone number's id. Emptying it releases the agent's number."
          error={problem('phone_number_id', 'Phone number')}
          disabled={saving()}
        />
        <FormActions problem={problems().general} busy={saving()} label={saving() ? 'Saving…' : 'Save settings'} onCancel={() => props.onClose()} holdCancel />
      </RecordForm>
    </ModalDialog>
  );
}
