import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIXES } from '../../src/server/api-key-tokens';
import { apiClient, createCampaign, createContact, startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 5 and 7.2: 401 for a missing or bad key, 403 for a key that may not do what it asks.
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.server.close());

describe('401 unauthorized', () => {
  it('answers a request without an Authorization header with "authorization required"', async () => {
    const response = await apiClient(sandbox.server.baseUrl).get('/contacts');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'authorization required', status: 401 } });
  });

  it('answers a header that is not a bearer token as missing authorization', async () => {
    const response = await sandbox.api.raw('GET', '/v1/contacts', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('authorization required');
  });

  it('answers an unknown key with "invalid or expired token"', async () => {
    const response = await sandbox.client(`${API_KEY_PREFIXES.live}notarealkey`).get('/contacts');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'invalid or expired token', status: 401 } });
  });

  it('stops accepting a key once it is revoked', async () => {
    const key = sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main);
    expect((await sandbox.client(key).get('/contacts')).status).toBe(200);
    expect(sandbox.server.admin.revokeApiKey(key)).toBe(true);
    const response = await sandbox.client(key).get('/contacts');
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('invalid or expired token');
  });

  it('asks for a key on every v1 endpoint', async () => {
    const anonymous = apiClient(sandbox.server.baseUrl);
    const id = 'contact_00000000-0000-4000-8000-000000000000';
    const responses = await Promise.all([
      anonymous.get('/agents'), anonymous.post('/agents', { name: 'x' }), anonymous.patch('/agents/x', {}), anonymous.delete('/agents/x'),
      anonymous.get('/campaigns'), anonymous.post('/campaigns', { name: 'x' }), anonymous.post('/campaigns/x/contacts', {}), anonymous.post('/campaigns/x/start'),
      anonymous.get('/contacts'), anonymous.get(`/contacts/${id}`), anonymous.post('/contacts', {}), anonymous.patch(`/contacts/${id}`, {}), anonymous.delete(`/contacts/${id}`),
      anonymous.get('/calls'), anonymous.get('/calls/x'),
    ]);
    expect(responses.map((response) => response.status)).toEqual(Array(15).fill(401));
  });
});

describe('403 forbidden', () => {
  it('lets a read-only key read', async () => {
    expect((await sandbox.reader.get('/contacts')).status).toBe(200);
  });

  it('refuses a write with a read-only key with "key has no write permission", changing nothing', async () => {
    const response = await sandbox.reader.post('/contacts', { first_name: 'Nope' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'forbidden', message: 'key has no write permission', status: 403 } });
    const list = await sandbox.api.get('/contacts');
    expect(list.body.data.map((contact: { first_name: string }) => contact.first_name)).not.toContain('Nope');
  });

  it('refuses every kind of write with a read-only key', async () => {
    const contactId = await createContact(sandbox.api);
    const campaignId = await createCampaign(sandbox.api);
    const responses = await Promise.all([
      sandbox.reader.patch(`/contacts/${contactId}`, { first_name: 'x' }),
      sandbox.reader.delete(`/contacts/${contactId}`),
      sandbox.reader.post('/campaigns', { name: 'x' }),
      sandbox.reader.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [contactId] }),
      sandbox.reader.post(`/campaigns/${campaignId}/start`),
      sandbox.reader.post('/agents', { name: 'x' }),
    ]);
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(403));
  });

  it('refuses a read with a key that has only write permission, as insufficient permissions', async () => {
    const key = sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main, { read: false });
    const response = await sandbox.client(key).get('/contacts');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('insufficient permissions');
  });

  describe('a key without an owning user', () => {
    let userless: ReturnType<typeof apiClient>;
    beforeAll(() => {
      userless = sandbox.client(sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main, { ownerUser: false }));
    });

    it('may read and make ordinary writes', async () => {
      expect((await userless.get('/agents')).status).toBe(200);
      expect((await userless.post('/contacts', { first_name: 'Ok' })).status).toBe(201);
    });

    it('gets 403 "user principal required" on agent create, agent delete and campaign start', async () => {
      const agentId = (await sandbox.api.post('/agents', { name: 'Kept' })).body.data.id;
      const campaignId = await createCampaign(sandbox.api);
      for (const response of [
        await userless.post('/agents', { name: 'x' }),
        await userless.delete(`/agents/${agentId}`),
        await userless.post(`/campaigns/${campaignId}/start`),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: { code: 'forbidden', message: 'user principal required', status: 403 } });
      }
      expect((await sandbox.api.get(`/agents/${agentId}`)).status).toBe(200);
    });
  });
});

describe('keys', () => {
  it('prints test-prefixed keys for the main workspace and a production-prefixed key for the other', () => {
    expect(sandbox.server.keys.write.startsWith(API_KEY_PREFIXES.test)).toBe(true);
    expect(sandbox.server.keys.read.startsWith(API_KEY_PREFIXES.test)).toBe(true);
    expect(sandbox.server.keys.other_workspace.startsWith(API_KEY_PREFIXES.live)).toBe(true);
    expect(new Set(Object.values(sandbox.server.keys)).size).toBe(3);
  });

  it('accepts production and test keys alike', async () => {
    const live = sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main, { kind: 'live' });
    expect(live).toMatch(/^vap_live_[0-9A-Za-z]{32}$/);
    expect((await sandbox.client(live).get('/contacts')).status).toBe(200);
  });
});
