import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listKnowledgeItems } from '../../src/server/store/knowledge-items';
import { listPhoneNumbers } from '../../src/server/store/phone-numbers';
import { createAgent, createCampaign, createContact, startTestSandbox, UNKNOWN_UUID, type TestSandbox } from '../support/test-sandbox';

// Spec 2.1 and 7.2: prefixed identifiers sent back as issued; malformed is 400, unknown or foreign is 404.
let sandbox: TestSandbox;
const ids: Record<string, string> = {};
const foreign: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  ids.agent = await createAgent(sandbox.api);
  ids.contact = await createContact(sandbox.api);
  ids.campaign = await createCampaign(sandbox.api);
  ids.call = sandbox.server.admin.insertCall(sandbox.server.admin.workspaces.main, {});
  foreign.agent = (await sandbox.other.get('/agents')).body.data[0].id;
  foreign.contact = (await sandbox.other.get('/contacts')).body.data[0].id;
  foreign.campaign = (await sandbox.other.get('/campaigns')).body.data[0].id;
  foreign.call = (await sandbox.other.get('/calls')).body.data[0].id;
});
afterAll(() => sandbox.server.close());

const resources = [
  ['agent', '/agents'],
  ['contact', '/contacts'],
  ['campaign', '/campaigns'],
  ['call', '/calls'],
] as const;

describe.each(resources)('%s ids', (resource, path) => {
  it('accepts back exactly the id it issued', async () => {
    const response = await sandbox.api.get(`${path}/${ids[resource]}`);
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(ids[resource]);
  });

  it.each([
    ['not a UUID at all', 'abc'],
    ['a bare UUID without the prefix', UNKNOWN_UUID],
    ['a UUID with the wrong prefix', `thing_${UNKNOWN_UUID}`],
    ['a truncated UUID', `${resource}_${UNKNOWN_UUID.slice(0, -1)}`],
  ])('rejects %s with 400 invalid_request about invalid UUID format', async (_, id) => {
    const response = await sandbox.api.get(`${path}/${id}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(response.body.error.message).toContain('invalid UUID format');
  });

  it(`answers an unknown id with 404 ${resource}_not_found`, async () => {
    const response = await sandbox.api.get(`${path}/${resource}_${UNKNOWN_UUID}`);
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: `${resource}_not_found`, status: 404 });
    expect(response.body.error.message).toContain(`${resource}_${UNKNOWN_UUID}`);
  });

  it('answers an id of another workspace exactly as an unknown one', async () => {
    const response = await sandbox.api.get(`${path}/${foreign[resource]}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe(`${resource}_not_found`);
    const own = await sandbox.other.get(`${path}/${foreign[resource]}`);
    expect(own.status).toBe(200);
  });

  it('lists nothing from another workspace', async () => {
    const response = await sandbox.api.get(`${path}?per_page=100`);
    const listed = response.body.data.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(foreign[resource]);
  });
});

it('treats the hex of an id without regard to case', async () => {
  const upper = `contact_${ids.contact!.slice('contact_'.length).toUpperCase()}`;
  expect(upper).not.toBe(ids.contact);
  const response = await sandbox.api.get(`/contacts/${upper}`);
  expect(response.status).toBe(200);
  expect(response.body.data.id).toBe(ids.contact);
});

describe('ids inside bodies', () => {
  it('rejects a malformed agent_id in a campaign with 400 naming the field', async () => {
    const response = await sandbox.api.post('/campaigns', { name: 'x', agent_id: 'agent_123' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^agent_id has an invalid UUID format/);
  });

  it('rejects an unknown agent_id in a campaign with 404 agent_not_found', async () => {
    const response = await sandbox.api.post('/campaigns', { name: 'x', agent_id: `agent_${UNKNOWN_UUID}` });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('agent_not_found');
  });

  it('rejects an agent of another workspace in a campaign as unknown', async () => {
    const response = await sandbox.api.post('/campaigns', { name: 'x', agent_id: foreign.agent });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('agent_not_found');
  });

  it('rejects a malformed contact id in add-contacts with 400 naming its position', async () => {
    const response = await sandbox.api.post(`/campaigns/${ids.campaign}/contacts`, { contact_ids: [ids.contact, 'nope'] });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^contact_ids\[1\] has an invalid UUID format/);
  });

  it('rejects a contact of another workspace in add-contacts with 404 contact_not_found naming it', async () => {
    const response = await sandbox.api.post(`/campaigns/${ids.campaign}/contacts`, { contact_ids: [foreign.contact] });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('contact_not_found');
    expect(response.body.error.message).toContain(foreign.contact);
  });

  it('checks phone_number_id and knowledge_item_ids of an agent update the same way', async () => {
    const { admin } = sandbox.server;
    const foreignPhone = listPhoneNumbers(admin.db, admin.workspaces.other)[0]!.id;
    const ownItem = listKnowledgeItems(admin.db, admin.workspaces.main)[0]!.id;
    expect(foreignPhone).toMatch(/^phone_number_/);
    expect((await sandbox.api.patch(`/agents/${ids.agent}`, { phone_number_id: 'phone_number_x' })).status).toBe(400);
    const unknownPhone = await sandbox.api.patch(`/agents/${ids.agent}`, { phone_number_id: foreignPhone });
    expect(unknownPhone.status).toBe(404);
    expect(unknownPhone.body.error.code).toBe('not_found');
    const malformedItem = await sandbox.api.patch(`/agents/${ids.agent}`, { knowledge_item_ids: [ownItem, 'x'] });
    expect(malformedItem.status).toBe(400);
    expect(malformedItem.body.error.message).toMatch(/^knowledge_item_ids\[1\] has an invalid UUID format/);
    const unknownItem = await sandbox.api.patch(`/agents/${ids.agent}`, { knowledge_item_ids: [`knowledge_item_${UNKNOWN_UUID}`] });
    expect(unknownItem.status).toBe(404);
    const linked = await sandbox.api.patch(`/agents/${ids.agent}`, { knowledge_item_ids: [ownItem] });
    expect(linked.body.data.knowledge_item_ids).toEqual([ownItem]);
  });

  it('refuses to change or delete records of another workspace', async () => {
    expect((await sandbox.api.patch(`/contacts/${foreign.contact}`, { first_name: 'Hijacked' })).status).toBe(404);
    expect((await sandbox.api.delete(`/contacts/${foreign.contact}`)).status).toBe(404);
    expect((await sandbox.api.delete(`/agents/${foreign.agent}`)).status).toBe(404);
    expect((await sandbox.api.post(`/campaigns/${foreign.campaign}/start`)).status).toBe(404);
    const untouched = await sandbox.other.get(`/contacts/${foreign.contact}`);
    expect(untouched.body.data.first_name).not.toBe('Hijacked');
  });
});
