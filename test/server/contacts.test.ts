import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignContactIds } from '../../src/server/store/campaign-contacts';
import { createCampaign, createContact, startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 3.2 and 4.3: contact status, partial updates, and what a delete takes with it.
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.server.close());

describe('status', () => {
  it('starts a contact created without status as active', async () => {
    const response = await sandbox.api.post('/contacts', { first_name: 'Ann' });
    expect(response.body.status).toBe('active');
  });

  it('may create a contact as dnc', async () => {
    const response = await sandbox.api.post('/contacts', { first_name: 'Ann', status: 'dnc' });
    expect(response.body.status).toBe('dnc');
  });

  it('moves active → dnc → active with PATCH', async () => {
    const contactId = await createContact(sandbox.api);
    expect((await sandbox.api.patch(`/contacts/${contactId}`, { status: 'dnc' })).body.data.status).toBe('dnc');
    expect((await sandbox.api.get(`/contacts/${contactId}`)).body.data.status).toBe('dnc');
    expect((await sandbox.api.patch(`/contacts/${contactId}`, { status: 'active' })).body.data.status).toBe('active');
  });
});

describe('update', () => {
  it('changes only the fields present and moves updated_at', async () => {
    const contactId = await createContact(sandbox.api, { first_name: 'José', last_name: 'Núñez', email: 'jose@example.com', tags: ['a'] });
    const before = (await sandbox.api.get(`/contacts/${contactId}`)).body.data;
    sandbox.clock.advance(5_000);
    const after = (await sandbox.api.patch(`/contacts/${contactId}`, { tags: ['a', 'b'] })).body.data;
    expect(after).toEqual({ ...before, tags: ['a', 'b'], updated_at: after.updated_at });
    expect(Date.parse(after.updated_at) - Date.parse(before.updated_at)).toBe(5_000);
    expect(after.created_at).toBe(before.created_at);
  });

  it('leaves updated_at alone for an empty update', async () => {
    const contactId = await createContact(sandbox.api);
    const before = (await sandbox.api.get(`/contacts/${contactId}`)).body.data;
    sandbox.clock.advance(1_000);
    const after = (await sandbox.api.patch(`/contacts/${contactId}`, {})).body.data;
    expect(after).toEqual(before);
  });

  it('answers an update of an unknown contact with 404 contact_not_found', async () => {
    const contactId = await createContact(sandbox.api);
    await sandbox.api.delete(`/contacts/${contactId}`);
    const response = await sandbox.api.patch(`/contacts/${contactId}`, { first_name: 'Ghost' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('contact_not_found');
  });
});

describe('delete', () => {
  it('removes the contact from every campaign it was in', async () => {
    const doomed = await createContact(sandbox.api);
    const kept = await createContact(sandbox.api);
    const campaigns = [await createCampaign(sandbox.api), await createCampaign(sandbox.api)];
    for (const campaignId of campaigns) await sandbox.api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: [doomed, kept] });
    expect((await sandbox.api.delete(`/contacts/${doomed}`)).body).toEqual({ deleted: true });
    for (const campaignId of campaigns) expect(campaignContactIds(sandbox.server.admin.db, campaignId)).toEqual([kept]);
  });

  it('keeps the contact’s calls, with contact_id null', async () => {
    const contactId = await createContact(sandbox.api);
    const { admin } = sandbox.server;
    const callId = admin.insertCall(admin.workspaces.main, { contact_id: contactId });
    await sandbox.api.delete(`/contacts/${contactId}`);
    const call = await sandbox.api.get(`/calls/${callId}`);
    expect(call.status).toBe(200);
    expect(call.body.data.contact_id).toBeNull();
    const listed = (await sandbox.api.get('/calls?per_page=100')).body.data.find((item: { id: string }) => item.id === callId);
    expect(listed.contact_id).toBeNull();
  });

  it('makes the contact unknown afterwards, so a second delete is 404', async () => {
    const contactId = await createContact(sandbox.api);
    await sandbox.api.delete(`/contacts/${contactId}`);
    expect((await sandbox.api.get(`/contacts/${contactId}`)).status).toBe(404);
    const again = await sandbox.api.delete(`/contacts/${contactId}`);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('contact_not_found');
  });
});

it('sees a dashboard edit made behind the API’s back', async () => {
  const contactId = await createContact(sandbox.api, { first_name: 'Before' });
  sandbox.clock.advance(1_000);
  sandbox.server.admin.editContact(contactId, { first_name: 'After', status: 'dnc' });
  const response = await sandbox.api.get(`/contacts/${contactId}`);
  expect(response.body.data).toMatchObject({ first_name: 'After', status: 'dnc' });
  expect(response.body.data.updated_at).not.toBe(response.body.data.created_at);
});
