import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, agentListItem, call, callListItem, campaign, campaignListItem, campaignStartResult, contact, contactDeleted } from '../../src/shared/api/index';
import { createCampaign, createContact, sortedKeys, startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 2 and 4: envelopes, and exactly the fields each shape is documented to return.
let sandbox: TestSandbox;
let agentId: string;
let contactId: string;
let campaignId: string;
let callId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const created = await sandbox.api.post('/agents', { name: 'Front desk', assistant_name: 'Ava', objective: 'Book visits' });
  agentId = created.body.data.id;
  contactId = await createContact(sandbox.api, { last_name: 'Øberg', phone: '+15551230000', email: 'a@example.com', company: 'Acme', tags: ['vip'] });
  campaignId = await createCampaign(sandbox.api, { agent_id: agentId, objective: 'Reach out', description: 'Spring', timezone: 'Europe/Paris' });
  callId = sandbox.server.admin.insertCall(sandbox.server.admin.workspaces.main, { agent_id: agentId, contact_id: contactId, campaign_id: campaignId });
});
afterAll(() => sandbox.server.close());

describe('agents', () => {
  it('lists agents with only id, name, language, is_active, voice_provider and created_at, plus meta', async () => {
    const response = await sandbox.api.get('/agents');
    expect(response.status).toBe(200);
    expect(sortedKeys(response.body)).toEqual(['data', 'meta']);
    expect(sortedKeys(response.body.data[0])).toEqual(['created_at', 'id', 'is_active', 'language', 'name', 'voice_provider']);
    expect(agentListItem.safeParse(response.body.data[0]).success).toBe(true);
    expect(response.body.meta).toEqual({ total: 1, page: 1, per_page: 20 });
  });

  it('returns one agent wrapped in data with every documented single-agent field', async () => {
    const response = await sandbox.api.get(`/agents/${agentId}`);
    expect(response.status).toBe(200);
    expect(sortedKeys(response.body)).toEqual(['data']);
    const documented = ['id', 'name', 'assistant_name', 'company_name', 'assistant_personality', 'objective', 'first_message', 'call_direction', 'language', 'is_active', 'voice_provider', 'created_at', 'updated_at'];
    expect(Object.keys(response.body.data)).toEqual(expect.arrayContaining(documented));
    expect(response.body.data).not.toHaveProperty('website_url');
    expect(agent.strict().safeParse(response.body.data).success).toBe(true);
    expect(response.body.data.voice_provider).toBe('cloud');
  });

  it('answers an agent create with 201 and the new agent in data', async () => {
    const response = await sandbox.api.post('/agents', { name: 'Second' });
    expect(response.status).toBe(201);
    expect(agent.safeParse(response.body.data).success).toBe(true);
    expect(response.body.data.name).toBe('Second');
  });

  it('answers an agent update with the updated agent in data', async () => {
    const response = await sandbox.api.patch(`/agents/${agentId}`, { objective: 'Book more visits' });
    expect(response.status).toBe(200);
    expect(response.body.data.objective).toBe('Book more visits');
  });
});

describe('campaigns', () => {
  it('lists campaigns with only id, name, agent_id, status, objective and created_at', async () => {
    const response = await sandbox.api.get('/campaigns');
    expect(response.status).toBe(200);
    expect(sortedKeys(response.body.data[0])).toEqual(['agent_id', 'created_at', 'id', 'name', 'objective', 'status']);
    expect(campaignListItem.safeParse(response.body.data[0]).success).toBe(true);
    expect(response.body.meta.total).toBe(1);
  });

  it('returns the full campaign with description, phone_number_id, campaign_mode, timezone, business_hours and started_at', async () => {
    const response = await sandbox.api.get(`/campaigns/${campaignId}`);
    expect(response.status).toBe(200);
    expect(sortedKeys(response.body.data)).toEqual(
      ['agent_id', 'business_hours', 'campaign_mode', 'created_at', 'description', 'id', 'name', 'objective', 'phone_number_id', 'started_at', 'status', 'timezone'],
    );
    expect(campaign.safeParse(response.body.data).success).toBe(true);
    expect(response.body.data).toMatchObject({ status: 'draft', started_at: null, campaign_mode: 'outbound', timezone: 'Europe/Paris', description: 'Spring' });
  });

  it('answers a campaign create with 201 and the campaign in data', async () => {
    const response = await sandbox.api.post('/campaigns', { name: 'Another' });
    expect(response.status).toBe(201);
    expect(campaign.safeParse(response.body.data).success).toBe(true);
  });

  it('answers a start with exactly id, status and started_at in data', async () => {
    const started = await createCampaign(sandbox.api);
    await sandbox.api.post(`/campaigns/${started}/contacts`, { contact_ids: [contactId] });
    const response = await sandbox.api.post(`/campaigns/${started}/start`);
    expect(response.status).toBe(200);
    expect(sortedKeys(response.body)).toEqual(['data']);
    expect(sortedKeys(response.body.data)).toEqual(['id', 'started_at', 'status']);
    expect(campaignStartResult.safeParse(response.body.data).success).toBe(true);
  });
});

describe('contacts', () => {
  it('answers a contact create with 201 and the bare contact, without a data wrapper', async () => {
    const response = await sandbox.api.post('/contacts', { first_name: 'Ingrid' });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('data');
    expect(contact.safeParse(response.body).success).toBe(true);
    expect(response.body.first_name).toBe('Ingrid');
  });

  it('lists contacts with data and meta, each without updated_at', async () => {
    const response = await sandbox.api.get('/contacts');
    expect(sortedKeys(response.body)).toEqual(['data', 'meta']);
    expect(sortedKeys(response.body.data[0])).toEqual(['company', 'created_at', 'email', 'first_name', 'id', 'last_name', 'phone', 'status', 'tags']);
  });

  it('returns one contact in data with updated_at', async () => {
    const response = await sandbox.api.get(`/contacts/${contactId}`);
    expect(sortedKeys(response.body)).toEqual(['data']);
    expect(sortedKeys(response.body.data)).toEqual(['company', 'created_at', 'email', 'first_name', 'id', 'last_name', 'phone', 'status', 'tags', 'updated_at']);
    expect(response.body.data).toMatchObject({ last_name: 'Øberg', tags: ['vip'], status: 'active' });
  });

  it('answers a contact update with the contact in data', async () => {
    const response = await sandbox.api.patch(`/contacts/${contactId}`, { company: 'Acme Ltd' });
    expect(response.status).toBe(200);
    expect(response.body.data.company).toBe('Acme Ltd');
  });

  it('answers a contact delete with exactly { deleted: true }', async () => {
    const doomed = await createContact(sandbox.api);
    const response = await sandbox.api.delete(`/contacts/${doomed}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true });
    expect(contactDeleted.safeParse(response.body).success).toBe(true);
  });
});

describe('calls', () => {
  it('lists calls without campaign_id, summary or transcript', async () => {
    const response = await sandbox.api.get('/calls');
    expect(sortedKeys(response.body)).toEqual(['data', 'meta']);
    expect(sortedKeys(response.body.data[0])).toEqual(
      ['agent_id', 'call_status', 'contact_id', 'cost', 'direction', 'duration_seconds', 'end_timestamp', 'id', 'sentiment', 'start_timestamp'],
    );
    expect(callListItem.safeParse(response.body.data[0]).success).toBe(true);
  });

  it('returns one call with campaign_id, summary and transcript', async () => {
    const response = await sandbox.api.get(`/calls/${callId}`);
    expect(response.status).toBe(200);
    expect(call.safeParse(response.body.data).success).toBe(true);
    expect(response.body.data).toMatchObject({ id: callId, campaign_id: campaignId, contact_id: contactId, agent_id: agentId });
    expect(response.body.data.transcript[0]).toEqual({ speaker: 'agent', text: 'Hello.', timestamp: 0 });
  });
});

it('writes timestamps as ISO 8601 UTC', async () => {
  const response = await sandbox.api.get(`/contacts/${contactId}`);
  expect(response.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

it('issues identifiers of the form <resource>_<uuid>', () => {
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  expect(agentId).toMatch(new RegExp(`^agent_${uuid}$`));
  expect(contactId).toMatch(new RegExp(`^contact_${uuid}$`));
  expect(campaignId).toMatch(new RegExp(`^campaign_${uuid}$`));
  expect(callId).toMatch(new RegExp(`^call_${uuid}$`));
});
