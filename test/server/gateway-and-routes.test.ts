import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayErrorBody } from '../../src/shared/api/index';
import { apiClient, createCampaign, startTestSandbox, UNKNOWN_UUID, type TestSandbox } from '../support/test-sandbox';

// Spec 7.1 and 7.5: the gateway's flat error form, and the unknown-route error in every mode.
describe.each([
  ['v1', false],
  ['gateway', true],
] as const)('in %s mode, an unknown route', (_mode, gateway) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ gateway });
  });
  afterAll(() => sandbox.server.close());

  it('answers 404 with "No route found for <METHOD> <path>", without the query string', async () => {
    const response = await sandbox.api.raw('GET', '/v1/deals?page=2');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'No route found for GET /v1/deals' });
  });

  it('answers a known path with the wrong method the same way', async () => {
    const response = await sandbox.api.raw('PUT', '/v1/contacts', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'No route found for PUT /v1/contacts' });
  });

  it('answers without asking for a key', async () => {
    const response = await apiClient(sandbox.server.baseUrl).raw('POST', '/v2/contacts');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'No route found for POST /v2/contacts' });
  });
});

describe('in gateway mode, errors', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ gateway: true });
  });
  afterAll(() => sandbox.server.close());

  const expectFlat = (body: unknown, message: string | RegExp) => {
    expect(gatewayErrorBody.strict().safeParse(body).success).toBe(true);
    expect((body as { error: string }).error).toMatch(message);
  };

  it('are flat { error: message } with the same statuses', async () => {
    const missing = await apiClient(sandbox.server.baseUrl).get('/contacts');
    expect(missing.status).toBe(401);
    expectFlat(missing.body, /^authorization required$/);
    const readOnly = await sandbox.reader.post('/contacts', { first_name: 'x' });
    expect(readOnly.status).toBe(403);
    expectFlat(readOnly.body, /^key has no write permission$/);
    const malformed = await sandbox.api.get('/contacts/nope');
    expect(malformed.status).toBe(400);
    expectFlat(malformed.body, /invalid UUID format/);
    const unknown = await sandbox.api.get(`/calls/call_${UNKNOWN_UUID}`);
    expect(unknown.status).toBe(404);
    expectFlat(unknown.body, /not found/);
    const invalid = await sandbox.api.post('/contacts', { first_name: 'x', phone: 'nope' });
    expect(invalid.status).toBe(422);
    expectFlat(invalid.body, /phone must be a phone number/);
    const noContacts = await sandbox.api.post(`/campaigns/${await createCampaign(sandbox.api)}/start`);
    expect(noContacts.status).toBe(409);
    expectFlat(noContacts.body, /has no contacts/);
  });

  it('leave successful responses unchanged', async () => {
    const created = await sandbox.api.post('/contacts', { first_name: 'Ann' });
    expect(created.status).toBe(201);
    expect(created.body.first_name).toBe('Ann');
    expect((await sandbox.api.get('/contacts')).body.meta.total).toBe(1);
  });
});

describe('in v1 mode', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.server.close());

  it('errors carry exactly code, message and status', async () => {
    const response = await sandbox.api.get(`/agents/agent_${UNKNOWN_UUID}`);
    expect(response.body).toEqual({ error: { code: 'agent_not_found', message: `agent agent_${UNKNOWN_UUID} not found`, status: 404 } });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers HEAD on a list like GET, without a body', async () => {
    const response = await fetch(`${sandbox.server.baseUrl}/v1/contacts`, { method: 'HEAD', headers: { authorization: `Bearer ${sandbox.server.keys.read}` } });
    expect(response.status).toBe(200);
  });
});
