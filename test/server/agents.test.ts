import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPhoneNumbers } from '../../src/server/store/phone-numbers';
import { createAgent, createCampaign, createContact, startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 3.3 and 4.1: provisioning, creation from a website or by hand, updates and delete effects.
let sandbox: TestSandbox;
const PROVISIONING_MS = 3_000;

beforeAll(async () => {
  sandbox = await startTestSandbox({ provisioningDelayMs: PROVISIONING_MS });
});
afterAll(() => sandbox.server.close());

const isActive = async (agentId: string) => (await sandbox.api.get(`/agents/${agentId}`)).body.data.is_active as boolean;

describe('provisioning', () => {
  it('creates an agent inactive and makes it active once provisioning completes', async () => {
    const agentId = await createAgent(sandbox.api);
    expect(await isActive(agentId)).toBe(false);
    sandbox.clock.advance(PROVISIONING_MS - 1);
    expect(await isActive(agentId)).toBe(false);
    sandbox.clock.advance(1);
    expect(await isActive(agentId)).toBe(true);
    const listed = (await sandbox.api.get('/agents?per_page=100')).body.data.find((agent: { id: string }) => agent.id === agentId);
    expect(listed.is_active).toBe(true);
  });

  it('keeps an agent inactive when PATCH is_active false arrives during provisioning', async () => {
    const agentId = await createAgent(sandbox.api);
    expect((await sandbox.api.patch(`/agents/${agentId}`, { is_active: false })).body.data.is_active).toBe(false);
    sandbox.clock.advance(PROVISIONING_MS * 10);
    expect(await isActive(agentId)).toBe(false);
  });

  it('turns an agent off and on again after provisioning', async () => {
    const agentId = await createAgent(sandbox.api);
    sandbox.clock.advance(PROVISIONING_MS);
    expect((await sandbox.api.patch(`/agents/${agentId}`, { is_active: false })).body.data.is_active).toBe(false);
    expect(await isActive(agentId)).toBe(false);
    expect((await sandbox.api.patch(`/agents/${agentId}`, { is_active: true })).body.data.is_active).toBe(true);
  });

  it('keeps following provisioning when an update leaves is_active out', async () => {
    const agentId = await createAgent(sandbox.api);
    await sandbox.api.patch(`/agents/${agentId}`, { name: 'Renamed' });
    expect(await isActive(agentId)).toBe(false);
    sandbox.clock.advance(PROVISIONING_MS);
    expect(await isActive(agentId)).toBe(true);
  });
});

describe('creation', () => {
  it('builds a plausible agent from the website host, without the network', async () => {
    const response = await sandbox.api.post('/agents', { website_url: 'https://www.brightsmiledental.com/contact?x=1' });
    expect(response.status).toBe(201);
    const agent = response.body.data;
    expect(agent.company_name).toBe('Bright Smile Dental');
    expect(agent.name).toContain('Bright Smile Dental');
    for (const field of ['assistant_name', 'objective', 'first_message', 'product_description', 'assistant_personality']) {
      expect(typeof agent[field]).toBe('string');
      expect(agent[field].length).toBeGreaterThan(0);
    }
    expect(agent.first_message).toContain(agent.assistant_name);
  });

  it('builds the same agent from the same website every time', async () => {
    const first = (await sandbox.api.post('/agents', { website_url: 'https://acme-plumbing.co.uk' })).body.data;
    const second = (await sandbox.api.post('/agents', { website_url: 'http://acme-plumbing.co.uk/' })).body.data;
    const strip = ({ id: _id, created_at: _c, updated_at: _u, ...rest }: Record<string, unknown>) => rest;
    expect(strip(second)).toEqual(strip(first));
  });

  it('lets manual fields override what the website suggests', async () => {
    const response = await sandbox.api.post('/agents', { website_url: 'https://acme-dental.com', name: 'Night line', assistant_name: 'Zoë' });
    expect(response.body.data).toMatchObject({ name: 'Night line', assistant_name: 'Zoë', company_name: 'Acme Dental' });
  });

  it('creates an agent from manual fields only', async () => {
    const response = await sandbox.api.post('/agents', { name: 'Manual', assistant_name: 'Sam', objective: 'Qualify leads', first_message: 'Hi!', company_name: 'Acme' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ name: 'Manual', assistant_name: 'Sam', objective: 'Qualify leads', first_message: 'Hi!', company_name: 'Acme', language: 'en-US', voice_provider: 'cloud' });
  });

  it('names an agent created without a name after its company', async () => {
    const response = await sandbox.api.post('/agents', { company_name: 'Globex' });
    expect(response.body.data.name).toBe('Globex Assistant');
  });
});

describe('update', () => {
  it('changes only the fields present', async () => {
    const agentId = await createAgent(sandbox.api, { name: 'A', objective: 'Keep me' });
    const response = await sandbox.api.patch(`/agents/${agentId}`, {
      call_direction: 'inbound', custom_instructions: ['Be brief'], background_sound: 'office', enabled_tools: ['transfer_call'],
    });
    expect(response.body.data).toMatchObject({
      name: 'A', objective: 'Keep me', call_direction: 'inbound', custom_instructions: ['Be brief'], background_sound: 'office', enabled_tools: ['transfer_call'],
    });
  });

  it('assigns a phone number, moves it between agents and unassigns it with null', async () => {
    const { admin } = sandbox.server;
    const phoneNumberId = listPhoneNumbers(admin.db, admin.workspaces.main)[0]!.id;
    const first = await createAgent(sandbox.api);
    const second = await createAgent(sandbox.api);
    expect((await sandbox.api.patch(`/agents/${first}`, { phone_number_id: phoneNumberId })).body.data.phone_number_id).toBe(phoneNumberId);
    await sandbox.api.patch(`/agents/${second}`, { phone_number_id: phoneNumberId });
    expect((await sandbox.api.get(`/agents/${first}`)).body.data.phone_number_id).toBeNull();
    expect((await sandbox.api.get(`/agents/${second}`)).body.data.phone_number_id).toBe(phoneNumberId);
    expect((await sandbox.api.patch(`/agents/${second}`, { phone_number_id: null })).body.data.phone_number_id).toBeNull();
  });
});

describe('delete', () => {
  it('unassigns the agent’s phone numbers', async () => {
    const { admin } = sandbox.server;
    const phoneNumberId = listPhoneNumbers(admin.db, admin.workspaces.main)[1]!.id;
    const agentId = await createAgent(sandbox.api);
    await sandbox.api.patch(`/agents/${agentId}`, { phone_number_id: phoneNumberId });
    expect((await sandbox.api.delete(`/agents/${agentId}`)).body).toEqual({ deleted: true });
    expect(listPhoneNumbers(admin.db, admin.workspaces.main).find((number) => number.id === phoneNumberId)!.agent_id).toBeNull();
  });

  it('cancels the active and paused campaigns using it and leaves drafts as drafts', async () => {
    const agentId = await createAgent(sandbox.api);
    const contactId = await createContact(sandbox.api);
    const [active, paused, draft, other] = [
      await createCampaign(sandbox.api, { agent_id: agentId }),
      await createCampaign(sandbox.api, { agent_id: agentId }),
      await createCampaign(sandbox.api, { agent_id: agentId }),
      await createCampaign(sandbox.api, { agent_id: await createAgent(sandbox.api) }),
    ];
    for (const campaignId of [active, paused, other]) {
      await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [contactId] });
      await sandbox.api.post(`/campaigns/${campaignId}/start`);
    }
    sandbox.server.admin.setCampaignStatus(paused!, 'paused');
    await sandbox.api.delete(`/agents/${agentId}`);
    const statusOf = async (campaignId: string) => (await sandbox.api.get(`/campaigns/${campaignId}`)).body.data.status;
    expect(await statusOf(active!)).toBe('cancelled');
    expect(await statusOf(paused!)).toBe('cancelled');
    expect(await statusOf(draft!)).toBe('draft');
    expect(await statusOf(other!)).toBe('active');
  });

  it('makes the agent unknown afterwards and keeps its calls', async () => {
    const agentId = await createAgent(sandbox.api);
    const callId = sandbox.server.admin.insertCall(sandbox.server.admin.workspaces.main, { agent_id: agentId });
    await sandbox.api.delete(`/agents/${agentId}`);
    const response = await sandbox.api.get(`/agents/${agentId}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('agent_not_found');
    expect((await sandbox.api.delete(`/agents/${agentId}`)).status).toBe(404);
    expect((await sandbox.api.get(`/calls/${callId}`)).body.data.agent_id).toBeNull();
  });
});
