import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, SUPPORTED_VOICES } from '../../src/server/catalog';
import { createAgent, createContact, startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 7: missing fields are 400, other schema failures 422 naming field and issue, plus the codes of 7.3.
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.server.close());

describe('400 for a malformed request', () => {
  it('names a missing first_name', async () => {
    const response = await sandbox.api.post('/contacts', { last_name: 'Only' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'invalid_request', message: 'contact: first_name is required', status: 400 });
  });

  it('names a missing first_name also when the request has no body at all', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('first_name is required');
  });

  it('names a missing campaign name and a missing contact_ids', async () => {
    const campaign = await sandbox.api.post('/campaigns', { objective: 'x' });
    expect(campaign.status).toBe(400);
    expect(campaign.body.error.message).toContain('name is required');
    const campaignId = (await sandbox.api.post('/campaigns', { name: 'c' })).body.data.id;
    const add = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, {});
    expect(add.status).toBe(400);
    expect(add.body.error.message).toContain('contact_ids is required');
  });

  it('asks for website_url or manual fields when an agent create has neither', async () => {
    const response = await sandbox.api.post('/agents', {});
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('needs either website_url');
  });

  it('rejects malformed JSON', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts', { headers: { 'content-type': 'application/json' }, body: '{"first_name": "Ann",' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect(response.body.error.message).toMatch(/^request body is not valid JSON/);
  });

  it('rejects a JSON body that is not an object', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts', { headers: { 'content-type': 'application/json' }, body: '["Ann"]' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('must be a JSON object');
  });

  it('rejects a body sent without Content-Type: application/json', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts', { headers: { 'content-type': 'text/plain' }, body: '{"first_name":"Ann"}' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(response.body.error.message).toContain('Content-Type: application/json');
  });

  it('accepts application/json with a charset', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts', { headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"first_name":"Ann"}' });
    expect(response.status).toBe(201);
  });

  it('refuses a body over 1 MiB with 413 in the error form', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ code: 'payload_too_large', status: 413 });
  });
});

describe('422 for a body that fails the schema', () => {
  it('names the field and the issue for a name shorter than 1 character', async () => {
    const response = await sandbox.api.post('/campaigns', { name: '' });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({ code: 'validation_error', message: 'campaign: name must not be empty', status: 422 });
  });

  it('rejects a bad contact status enum naming the allowed values', async () => {
    const response = await sandbox.api.post('/contacts', { first_name: 'Ann', status: 'gone' });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('contact: status must be one of "active", "dnc", not "gone"');
  });

  it('rejects bad agent enums', async () => {
    const agentId = await createAgent(sandbox.api);
    const direction = await sandbox.api.patch(`/agents/${agentId}`, { call_direction: 'sideways' });
    expect(direction.status).toBe(422);
    expect(direction.body.error.message).toContain('call_direction must be one of');
    const sound = await sandbox.api.patch(`/agents/${agentId}`, { background_sound: 'jungle' });
    expect(sound.status).toBe(422);
    expect(sound.body.error.message).toContain('background_sound must be one of');
  });

  it('rejects a wrong type naming field and type', async () => {
    const response = await sandbox.api.post('/contacts', { first_name: 'Ann', tags: 'vip' });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('contact: tags must be an array, not "vip"');
  });

  it('rejects an unknown field', async () => {
    const response = await sandbox.api.post('/contacts', { first_name: 'Ann', nickname: 'A' });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('unknown field "nickname"');
  });

  it('names nested business_hours fields', async () => {
    const response = await sandbox.api.post('/campaigns', { name: 'x', business_hours: { monday: { enabled: true, start: '18:00', end: '09:00' } } });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('business_hours.monday.end must be later than start (18:00)');
  });

  it('rejects a time zone that is not IANA and a campaign mode other than outbound', async () => {
    expect((await sandbox.api.post('/campaigns', { name: 'x', timezone: 'Mars/Olympus' })).body.error.message).toContain('timezone must be an IANA time zone');
    const mode = await sandbox.api.post('/campaigns', { name: 'x', campaign_mode: 'inbound' });
    expect(mode.status).toBe(422);
    expect(mode.body.error.message).toContain('campaign_mode must be one of "outbound"');
  });

  it('rejects an empty contact_ids and more than 100 of them', async () => {
    const campaignId = (await sandbox.api.post('/campaigns', { name: 'c' })).body.data.id;
    const empty = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toContain('contact_ids must have at least 1 entry');
    const contactId = await createContact(sandbox.api);
    const tooMany = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: Array(101).fill(contactId) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toContain('contact_ids must have at most 100 entries');
  });
});

describe('resource-specific codes', () => {
  it('answers a bad phone number with 422 invalid_phone, on create and on update', async () => {
    const create = await sandbox.api.post('/contacts', { first_name: 'Ann', phone: 'call me maybe' });
    expect(create.status).toBe(422);
    expect(create.body.error.code).toBe('invalid_phone');
    expect(create.body.error.message).toContain('phone must be a phone number');
    const contactId = await createContact(sandbox.api, { phone: '+15551234567' });
    const update = await sandbox.api.patch(`/contacts/${contactId}`, { phone: '12' });
    expect(update.status).toBe(422);
    expect(update.body.error.code).toBe('invalid_phone');
    expect((await sandbox.api.get(`/contacts/${contactId}`)).body.data.phone).toBe('+15551234567');
  });

  it('accepts E.164 and national phone forms', async () => {
    expect((await sandbox.api.post('/contacts', { first_name: 'Ann', phone: '+442079460000' })).status).toBe(201);
    expect((await sandbox.api.post('/contacts', { first_name: 'Ann', phone: '(555) 123-4567' })).status).toBe(201);
  });

  it('answers an unknown voice with 422 invalid_voice and accepts a known one', async () => {
    const response = await sandbox.api.post('/agents', { name: 'x', voice: 'robot-9000' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('invalid_voice');
    expect(response.body.error.message).toContain('robot-9000');
    const known = await sandbox.api.post('/agents', { name: 'x', voice: SUPPORTED_VOICES[2] });
    expect(known.status).toBe(201);
    expect(known.body.data.voice).toBe(SUPPORTED_VOICES[2]);
  });

  it('answers an unsupported language with 422 invalid_language on create and update', async () => {
    const create = await sandbox.api.post('/agents', { name: 'x', language: 'tlh-KL' });
    expect(create.status).toBe(422);
    expect(create.body.error.code).toBe('invalid_language');
    const agentId = await createAgent(sandbox.api);
    const update = await sandbox.api.patch(`/agents/${agentId}`, { language: 'xx-YY' });
    expect(update.status).toBe(422);
    expect(update.body.error.code).toBe('invalid_language');
  });

  it('accepts every supported language, stored in canonical spelling', async () => {
    expect(SUPPORTED_LANGUAGES).toEqual(expect.arrayContaining(['en-US', 'en-GB', 'es-ES', 'fr-FR', 'de-DE']));
    const agentId = await createAgent(sandbox.api);
    const response = await sandbox.api.patch(`/agents/${agentId}`, { language: 'fr-fr' });
    expect(response.status).toBe(200);
    expect(response.body.data.language).toBe('fr-FR');
  });
});

describe('bodies and Content-Type', () => {
  it('treats an empty body with a JSON Content-Type as no body, so a bodiless start works', async () => {
    const contact = await createContact(sandbox.api);
    const campaignId = (await sandbox.api.post('/campaigns', { name: 'c' })).body.data.id;
    await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [contact] });
    const response = await sandbox.api.raw('POST', `/v1/campaigns/${campaignId}/start`, { headers: { 'content-type': 'application/json' }, body: '' });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('active');
  });

  it('refuses a body that tries prototype pollution', async () => {
    const response = await sandbox.api.raw('POST', '/v1/contacts', { headers: { 'content-type': 'application/json' }, body: '{"first_name":"a","__proto__":{"admin":true}}' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
  });
});
