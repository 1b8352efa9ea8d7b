import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignContactIds } from '../../src/server/store/campaign-contacts';
import { createAgent, createCampaign, createContact, startTestSandbox, UNKNOWN_UUID, type TestSandbox } from '../support/test-sandbox';

// Spec 3.1 and 4.2: creating, filling and starting campaigns.
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.server.close());

describe('create', () => {
  it('creates a draft with outbound mode, default hours and no started_at', async () => {
    const response = await sandbox.api.post('/campaigns', { name: 'Spring' });
    expect(response.body.data).toMatchObject({ name: 'Spring', status: 'draft', campaign_mode: 'outbound', started_at: null, agent_id: null, timezone: 'UTC' });
    expect(response.body.data.business_hours.monday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(response.body.data.business_hours).not.toHaveProperty('sunday');
  });

  it('keeps every field given, business hours as sent', async () => {
    const agentId = await createAgent(sandbox.api);
    const hours = { monday: { enabled: true, start: '08:30', end: '12:00' }, tuesday: { enabled: false } };
    const response = await sandbox.api.post('/campaigns', {
      name: 'Full', description: 'd', objective: 'o', agent_id: agentId, campaign_mode: 'outbound', timezone: 'America/New_York', business_hours: hours,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ description: 'd', objective: 'o', agent_id: agentId, timezone: 'America/New_York', business_hours: hours });
    expect((await sandbox.api.get(`/campaigns/${response.body.data.id}`)).body.data).toEqual(response.body.data);
  });

  it('answers an agent_id that does not exist with 404 agent_not_found and creates nothing', async () => {
    const before = (await sandbox.api.get('/campaigns')).body.meta.total;
    const response = await sandbox.api.post('/campaigns', { name: 'x', agent_id: `agent_${UNKNOWN_UUID}` });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('agent_not_found');
    expect((await sandbox.api.get('/campaigns')).body.meta.total).toBe(before);
  });
});

describe('add contacts', () => {
  it('adds existing contacts and reports how many were added', async () => {
    const campaignId = await createCampaign(sandbox.api);
    const contactIds = [await createContact(sandbox.api), await createContact(sandbox.api)];
    const response = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: contactIds });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { campaign_id: campaignId, added: 2, already_present: 0, total_contacts: 2 } });
    expect(campaignContactIds(sandbox.server.admin.db, campaignId).sort()).toEqual([...contactIds].sort());
  });

  it('treats adding a contact already in the campaign as a harmless no-op', async () => {
    const campaignId = await createCampaign(sandbox.api);
    const first = await createContact(sandbox.api);
    const second = await createContact(sandbox.api);
    await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [first] });
    const again = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [first, second, second] });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ campaign_id: campaignId, added: 1, already_present: 2, total_contacts: 2 });
    const replay = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [first, second] });
    expect(replay.body.data).toMatchObject({ added: 0, already_present: 2, total_contacts: 2 });
  });

  it('accepts 100 contacts in one request', async () => {
    const campaignId = await createCampaign(sandbox.api);
    const contactIds = await Promise.all(Array.from({ length: 100 }, () => createContact(sandbox.api)));
    const response = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: contactIds });
    expect(response.body.data).toMatchObject({ added: 100, total_contacts: 100 });
  });

  it('adds nothing when one contact is unknown, and names it in a 404 contact_not_found', async () => {
    const campaignId = await createCampaign(sandbox.api);
    const known = await createContact(sandbox.api);
    const unknown = `contact_${UNKNOWN_UUID}`;
    const response = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [known, unknown] });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('contact_not_found');
    expect(response.body.error.message).toContain(unknown);
    expect(campaignContactIds(sandbox.server.admin.db, campaignId)).toEqual([]);
  });

  it('answers an unknown campaign with 404 campaign_not_found', async () => {
    const response = await sandbox.api.post(`/campaigns/campaign_${UNKNOWN_UUID}/contacts`, { contact_ids: [await createContact(sandbox.api)] });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('campaign_not_found');
  });

  it('refuses contacts for a cancelled campaign with 409 invalid_state', async () => {
    const campaignId = await createCampaign(sandbox.api);
    sandbox.server.admin.setCampaignStatus(campaignId, 'cancelled');
    const response = await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [await createContact(sandbox.api)] });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('invalid_state');
  });
});

describe('start', () => {
  it('refuses a campaign without contacts with no_contacts and leaves it a draft', async () => {
    const campaignId = await createCampaign(sandbox.api);
    const response = await sandbox.api.post(`/campaigns/${campaignId}/start`);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'no_contacts', status: 409 });
    expect((await sandbox.api.get(`/campaigns/${campaignId}`)).body.data).toMatchObject({ status: 'draft', started_at: null });
  });

  it('makes the campaign active and sets started_at to now', async () => {
    const campaignId = await createCampaign(sandbox.api);
    await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [await createContact(sandbox.api)] });
    sandbox.clock.advance(60_000);
    const response = await sandbox.api.post(`/campaigns/${campaignId}/start`);
    expect(response.body).toEqual({ data: { id: campaignId, status: 'active', started_at: new Date(sandbox.clock.now()).toISOString() } });
    const stored = (await sandbox.api.get(`/campaigns/${campaignId}`)).body.data;
    expect(stored).toMatchObject({ status: 'active', started_at: response.body.data.started_at });
  });

  it('starts a scheduled campaign', async () => {
    const campaignId = await createCampaign(sandbox.api);
    await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [await createContact(sandbox.api)] });
    sandbox.server.admin.setCampaignStatus(campaignId, 'scheduled');
    expect((await sandbox.api.post(`/campaigns/${campaignId}/start`)).body.data.status).toBe('active');
  });

  it.each(['active', 'paused', 'completed', 'cancelled'] as const)('refuses to start a %s campaign with 409 invalid_state', async (status) => {
    const campaignId = await createCampaign(sandbox.api);
    await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [await createContact(sandbox.api)] });
    sandbox.server.admin.setCampaignStatus(campaignId, status);
    const response = await sandbox.api.post(`/campaigns/${campaignId}/start`);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('invalid_state');
    expect(response.body.error.message).toContain(status);
    expect((await sandbox.api.get(`/campaigns/${campaignId}`)).body.data.status).toBe(status);
  });

  it('counts a campaign whose only contact was deleted as having no contacts', async () => {
    const campaignId = await createCampaign(sandbox.api);
    const contactId = await createContact(sandbox.api);
    await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [contactId] });
    await sandbox.api.delete(`/contacts/${contactId}`);
    expect((await sandbox.api.post(`/campaigns/${campaignId}/start`)).body.error.code).toBe('no_contacts');
  });
});
