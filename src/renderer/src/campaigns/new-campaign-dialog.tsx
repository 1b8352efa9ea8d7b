import { RecordForm } from '../editing/record-form';
import { createResource, createSignal, For } from 'solid-js';
import { FormActions } from '../editing/form-actions';
import { weekdays, type Weekday } from '../../../shared/api/resources';
import type { CoreError } from '../../../shared/contract/result';
import { editFormProblems, fieldMessage } from '../editing/edit-problems';
import { focusFirstProblem } from '../editing/focus-first-problem';
import { SelectField, TextAreaField } from '../editing/form-fields';
import { ModalDialog } from '../editing/modal-dialog';
import type { CampaignEditingStore } from '../stores/campaign-editing-store';
import { TextField } from '../workspaces/text-field';
import { DAY_NAMES } from './business-hours';
import { BusinessHoursFields } from './business-hours-fields';
import { campaignCreateFields, localTimeZone, newCampaignValues, type CampaignFormValues } from './campaign-form-values';

type TextFieldName = Exclude<keyof CampaignFormValues, 'business_hours'>;

const FIELDS = ['name', 'agent_id', 'campaign_mode', 'objective', 'description', 'phone_number_id', 'timezone', ...weekdays.map((day) => `business_hours.${day}`)];
const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A new campaign, as a draft: every field of the create body, its agent
 * chosen among the mirrored ones. It is queued (shown at once, marked
 * pending, under a local id) and reaches the service when it is reachable;
 * then contacts can be added and it can be started. Problems show at their
 * field, the rest above the buttons; nothing is queued while one remains.
 */
export function NewCampaignDialog(props: { editing: CampaignEditingStore; onCreated: (localId: string) => void; onClose: () => void }) {
  const [values, setValues] = createSignal<CampaignFormValues>(newCampaignValues(localTimeZone()));
  const [error, setError] = createSignal<CoreError | undefined>();
  const [saving, setSaving] = createSignal(false);
  let form: HTMLFormElement | undefined;
  const [agents] = createResource(() => props.editing.agentChoices());
  const agentChoices = () => {
    const result = agents();
    const mirrored = result?.ok ? result.value.agents.map((agent) => ({ value: agent.id, label: agent.is_active ? agent.name : `${agent.name} (inactive)` })) : [];
    return [{ value: '', label: 'No agent yet' }, ...mirrored];
  };
  const problems = () => editFormProblems(error(), FIELDS);
  const problem = (field: TextFieldName, label: string) => fieldMessage(label, problems().fields[field]);
  const set = (field: TextFieldName) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const dayProblems = () =>
    Object.fromEntries(weekdays.map((day) => [day, fieldMessage(DAY_NAMES[day], problems().fields[`business_hours.${day}`])])) as Partial<Record<Weekday, string>>;

  async function create() {
    if (saving()) return;
    setSaving(true);
    const result = await props.editing.create(campaignCreateFields(values()));
    setSaving(false);
    if (result.ok) props.onCreated(result.value);
    else {
      setError(result.error);
      focusFirstProblem(form);
    }
  }

  return (
    <ModalDialog id="new-campaign" title="New campaign" class="record-form-dialog" onClose={() => props.onClose()}>
      <RecordForm ref={(element) => (form = element)} onSubmit={() => void create()}>
        <p class="hint">The campaign is created as a draft. It shows here at once, marked pending, and reaches the service when it is reachable; nobody is called until you start it.</p>
        <TextField id="new-campaign-name" label="Name" value={values().name} onInput={set('name')} error={problem('name', 'Name')} disabled={saving()} />
        <SelectField
          id="new-campaign-agent"
          label="Agent"
          value={values().agent_id}
          choices={agentChoices()}
          onChange={set('agent_id')}
          hint={agents.loading ? 'Loading the agents…' : agents()?.ok === false ? 'The agents could not be read from this computer’s copy of the workspace.' : 'The agent that places the calls.'}
          error={problem('agent_id', 'Agent')}
          disabled={saving()}
        />
        <TextField
          id="new-campaign-timezone"
          label="Time zone"
          value={values().timezone}
          onInput={set('timezone')}
          hint="The business hours are in this time zone, e.g. Europe/Paris."
          error={problem('timezone', 'Time zone')}
          list="new-campaign-timezones"
          disabled={saving()}
        />
        <datalist id="new-campaign-timezones">
          <For each={TIME_ZONES}>{(zone) => <option value={zone} />}</For>
        </datalist>
        <BusinessHoursFields
          idPrefix="new-campaign-hours"
          hours={values().business_hours}
          onChange={(day, hours) => setValues((current) => ({ ...current, business_hours: { ...current.business_hours, [day]: hours } }))}
          problems={dayProblems()}
          disabled={saving()}
        />
        <TextAreaField id="new-campaign-objective" label="Objective" value={values().objective} onInput={set('objective')} error={problem('objective', 'Objective')} disabled={saving()} />
        <TextAreaField id="new-campaign-description" label="Description" value={values().description} onInput={set('description')} error={problem('description', 'Description')} disabled={saving()} />
        <TextField
          id="new-campaign-mode"
          label="Mode"
          value={values().campaign_mode}
          onInput={set('campaign_mode')}
          placeholder="outbound"
          hint="Leave empty for the service's default (outbound)."
          error={problem('campaign_mode', 'Mode')}
          disabled={saving()}
        />
        <TextField
          id="new-campaign-phone-number"
          label="Phone number"
          value={values().phone_number_id}
          onInput={set('phone_number_id')}
          hint="The id of the phone number the campaign calls from (optional)."
          error={problem('phone_number_id', 'Phone number')}
          disabled={saving()}
        />
        <FormActions problem={problems().general} busy={saving()} label={saving() ? 'Creating…' : 'Create draft'} onCancel={() => props.onClose()} holdCancel />
      </RecordForm>
    </ModalDialog>
  );
}
