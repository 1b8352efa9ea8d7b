import { describe, expect, it } from 'vitest';
import { agentSettingsChanges, agentSettingsValues } from '../../src/renderer/src/agents/agent-settings-values';
import { campaignCreateFields, newCampaignValues } from '../../src/renderer/src/campaigns/campaign-form-values';
import { editFormProblems, fieldMessage } from '../../src/renderer/src/editing/edit-problems';
import { checkEdit } from '../../src/renderer/src/stores/queue-edit';
import type { AgentDetail } from '../../src/shared/contract/record-schemas';

/** The agent and campaign forms' values, the edits they make, and where a problem with one shows. */

const agent: AgentDetail = {
  id: 'agent_1',
  name: 'Front Desk',
  language: 'en-US',
  is_active: true,
  voice_provider: 'cloud',
  assistant_name: 'Sam',
  company_name: 'Acme',
  call_direction: 'inbound',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: null,
  detail_fetched: true,
  pending: false,
  provisioning: false,
  provisioning_stopped: false,
  assistant_personality: null,
  objective: 'Book visits',
  product_description: null,
  first_message: 'Hello!',
  custom_instructions: ['Be brief', 'Never quote prices'],
  background_sound: 'office',
  enabled_tools: null,
  knowledge_item_ids: [],
  phone_number_id: 'phone_1',
  voice: null,
  accent: null,
  website_url: null,
  synced_at: '2025-01-02T00:00:00Z',
};

describe('the agent settings form', () => {
  const before = agentSettingsValues(agent);

  it('changes nothing when nothing was touched', () => {
    expect(agentSettingsChanges(before, { ...before })).toEqual({});
  });

  it('sends only the fields changed, the name trimmed and the Active switch as is_active', () => {
    expect(agentSettingsChanges(before, { ...before, name: '  Night Line ', is_active: false })).toEqual({ name: 'Night Line', is_active: false });
  });

  it('reads lists one entry a line, ignoring blank lines and spaces around entries', () => {
    expect(agentSettingsChanges(before, { ...before, custom_instructions: ' Be brief \n\nNever quote prices\n' })).toEqual({});
    expect(agentSettingsChanges(before, { ...before, enabled_tools: 'calendar\n transfer ' })).toEqual({ enabled_tools: ['calendar', 'transfer'] });
  });

  it('releases the phone number when its field is emptied', () => {
    expect(agentSettingsChanges(before, { ...before, phone_number_id: ' ' })).toEqual({ phone_number_id: null });
  });

  it('leaves a setting the service did not send alone unless it is given a value', () => {
    const unfetched = agentSettingsValues({ ...agent, call_direction: null, background_sound: null, detail_fetched: false });
    expect(unfetched.call_direction).toBe('');
    expect(agentSettingsChanges(unfetched, { ...unfetched })).toEqual({});
    expect(agentSettingsChanges(unfetched, { ...unfetched, call_direction: 'both' })).toEqual({ call_direction: 'both' });
  });

  it('shows an empty name at the Name field, in words', () => {
    const error = checkEdit({ op: 'agent.update', id: agent.id, fields: agentSettingsChanges(before, { ...before, name: '' }) });
    const problems = editFormProblems(error, ['name', 'language']);
    expect(problems.fields).toEqual({ name: 'must not be empty' });
    expect(problems.general).toBeUndefined();
    expect(fieldMessage('Name', problems.fields['name'])).toBe('Name must not be empty.');
  });
});

describe('the New campaign form', () => {
  it("starts with the service's default hours, weekdays nine to five, and sends every day", () => {
    const fields = campaignCreateFields({ ...newCampaignValues('Europe/Paris'), name: ' Spring outreach ' });
    expect(fields.name).toBe('Spring outreach');
    expect(fields.timezone).toBe('Europe/Paris');
    expect(fields.business_hours?.monday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(fields.business_hours?.sunday).toEqual({ enabled: false });
    expect(fields).not.toHaveProperty('agent_id');
    expect(checkEdit({ op: 'campaign.create', fields })).toBeUndefined();
  });

  it("shows a day's problem on that day, naming the time at fault", () => {
    const values = newCampaignValues('UTC');
    values.name = 'Evening calls';
    values.business_hours.tuesday = { enabled: true, start: '18:00', end: '09:00' };
    values.business_hours.friday = { enabled: true, start: '', end: '17:00' };
    const error = checkEdit({ op: 'campaign.create', fields: campaignCreateFields(values) });
    const problems = editFormProblems(error, ['name', 'timezone', 'business_hours.tuesday', 'business_hours.friday']);
    expect(problems.fields).toEqual({
      'business_hours.tuesday': 'end must be later than start (18:00)',
      'business_hours.friday': 'start is required when the day is enabled',
    });
  });

  it('refuses a time zone that does not exist, at its field', () => {
    const error = checkEdit({ op: 'campaign.create', fields: campaignCreateFields({ ...newCampaignValues('Mars/Olympus'), name: 'X' }) });
    expect(editFormProblems(error, ['name', 'timezone']).fields['timezone']).toMatch(/IANA time zone/);
  });
});

describe('problems the core reports', () => {
  it('puts a problem naming no field of the form above the buttons, with what the core said', () => {
    const problems = editFormProblems({ code: 'invalid_request', message: 'The edit was not saved: id "agent_9" is not a mirrored agent', problems: [{ field: 'id', message: '"agent_9" is not a mirrored agent' }] }, ['name']);
    expect(problems.fields).toEqual({});
    expect(problems.general).toBe('The edit was not saved: id "agent_9" is not a mirrored agent');
  });

  it('says a refusal without problems (a read-only key) above the buttons', () => {
    expect(editFormProblems({ code: 'unavailable', message: 'The key can only read.' }, ['name']).general).toBe('The key can only read.');
  });

  it('names the entry of a list at fault', () => {
    const problems = editFormProblems({ code: 'invalid_request', message: 'x', problems: [{ field: 'fields.enabled_tools[2]', message: 'must be at most 500 characters' }] }, ['enabled_tools']);
    expect(problems.fields['enabled_tools']).toBe('entry 3 must be at most 500 characters');
  });
});
