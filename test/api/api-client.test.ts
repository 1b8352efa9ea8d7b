import { describe, expect, it } from 'vitest';
import { ADD_CONTACTS_MAX } from '../../src/shared/api';
import {
  agentExample,
  agentListItemExample,
  callExample,
  callListItemExample,
  campaignExample,
  campaignListItemExample,
  campaignStartExample,
  contactExample,
} from '../shared/spec-examples';
import { ok } from '../support/scripted-api-server';
import { rejectionOf, scriptedClient } from '../support/scripted-api-client';

const meta = (total: number, page = 1, perPage = 20) => ({ total, page, per_page: perPage });
const contact2 = { ...contactExample, id: 'contact_2', first_name: 'Grace' };

describe('lists', () => {
  it('reads a wrapped page with meta, asking for the page and size given', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: [contactExample, contact2], meta: meta(42, 2, 2) }));
    const page = await client.listContacts({ page: 2, perPage: 2 });
    expect(page).toEqual({ items: [contactExample, contact2], rejected: [], meta: meta(42, 2, 2), received: 2, page: 2, perPage: 2 });
    expect(server.requests[0]!.query).toEqual({ page: '2', per_page: '2' });
  });

  it('reads a campaign list without meta, as the spec example shows it', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: [campaignListItemExample] }));
    const page = await client.listCampaigns();
    expect(page.items).toEqual([campaignListItemExample]);
    expect(page.meta).toBeUndefined();
  });

  it('reads an agent list sent as a bare array', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok([agentListItemExample]));
    expect((await client.listAgents()).items).toEqual([agentListItemExample]);
  });

  it('shows a silent per_page cap: fewer items received than asked for', async () => {
    const { server, client } = await scriptedClient();
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...contactExample, id: `contact_${i}` }));
    server.script(ok({ data: fifty, meta: meta(500, 1, 100) }));
    const page = await client.listContacts({ perPage: 100 });
    expect(page).toMatchObject({ perPage: 100, received: 50, meta: { per_page: 100, total: 500 } });
  });

  it('passes the call filters as status and since_hours', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: [callListItemExample], meta: meta(1) }));
    await client.listCalls({ status: 'completed', sinceHours: 26, perPage: 100 });
    expect(server.requests[0]!.query).toEqual({ page: '1', per_page: '100', status: 'completed', since_hours: '26' });
  });

  it('reports a record that fails decoding and keeps the rest of the page', async () => {
    const { server, client, events } = await scriptedClient();
    const broken = { ...contactExample, id: 'contact_broken', status: 'gone' };
    server.script(ok({ data: [contactExample, broken, contact2], meta: meta(3) }));
    const page = await client.listContacts();
    expect(page.items.map((c) => c.id)).toEqual([contactExample.id, 'contact_2']);
    expect(page.received).toBe(3);
    expect(page.rejected).toHaveLength(1);
    expect(events.decodeFailures).toEqual([
      expect.objectContaining({ resource: 'contact', id: 'contact_broken', field: 'status', problem: expect.stringContaining('not "gone"') }),
    ]);
  });

  it('drops a malformed meta with a report instead of losing the page', async () => {
    const { server, client, events } = await scriptedClient();
    server.script(ok({ data: [contactExample], meta: { total: 'many', page: 1, per_page: 20 } }));
    const page = await client.listContacts();
    expect(page.items).toHaveLength(1);
    expect(page.meta).toBeUndefined();
    expect(events.decodeFailures).toEqual([expect.objectContaining({ resource: 'contact list meta', field: 'total' })]);
  });

  it('fails with bad_response when the page itself is not a list', async () => {
    const { server, client, events } = await scriptedClient();
    server.script(ok({ data: { id: 'x' } }));
    expect(await rejectionOf(client.listContacts())).toMatchObject({ kind: 'bad_response', outcome: 'not_applied' });
    expect(events.decodeFailures).toEqual([expect.objectContaining({ resource: 'contact list', field: 'data' })]);
  });

  it('keeps fields it does not know', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: [{ ...contactExample, lifetime_value: 1200 }], meta: meta(1) }));
    expect((await client.listContacts()).items[0]).toMatchObject({ lifetime_value: 1200 });
  });

  it.each([
    ['a page of zero', { page: 0 }, 'page'],
    ['a fractional page size', { perPage: 2.5 }, 'perPage'],
  ])('refuses %s before sending', async (_name, query, field) => {
    const { server, client } = await scriptedClient();
    expect(await rejectionOf(client.listContacts(query))).toMatchObject({ kind: 'invalid', field, outcome: 'not_applied' });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a since_hours that is not a whole number', async () => {
    const { server, client } = await scriptedClient();
    expect(await rejectionOf(client.listCalls({ sinceHours: 1.5 }))).toMatchObject({ kind: 'invalid', field: 'sinceHours' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('single records', () => {
  it.each([
    ['wrapped in data', { data: contactExample }],
    ['bare', contactExample],
  ])('reads a contact %s', async (_form, body) => {
    const { server, client } = await scriptedClient();
    server.script(ok(body));
    expect(await client.getContact(contactExample.id)).toEqual(contactExample);
    expect(server.requests[0]!.path).toBe(`/v1/contacts/${contactExample.id}`);
  });

  it('reads an agent, a campaign and a call with its transcript', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: agentExample }), ok({ data: campaignExample }), ok({ data: callExample }));
    expect(await client.getAgent(agentExample.id)).toEqual(agentExample);
    expect(await client.getCampaign(campaignExample.id)).toEqual(campaignExample);
    expect((await client.getCall(callExample.id)).transcript).toEqual(callExample.transcript);
  });

  it('sends an id back exactly, escaped for the path', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: contactExample }));
    await client.getContact('contact/with?odd#chars');
    expect(server.requests[0]!.path).toBe('/v1/contacts/contact%2Fwith%3Fodd%23chars');
  });

  it('reports and fails a single record that cannot be decoded', async () => {
    const { server, client, events } = await scriptedClient();
    server.script(ok({ data: { ...callExample, call_status: 'ringing' } }));
    expect(await rejectionOf(client.getCall(callExample.id))).toMatchObject({ kind: 'bad_response' });
    expect(events.decodeFailures).toEqual([expect.objectContaining({ resource: 'call', id: callExample.id, field: 'call_status' })]);
  });
});

describe('contact writes', () => {
  it.each([
    ['bare, as the spec shows it', contactExample],
    ['wrapped in data', { data: contactExample }],
  ])('returns the created contact %s', async (_form, body) => {
    const { server, client } = await scriptedClient();
    server.script(ok(body, undefined, 201));
    expect(await client.createContact({ first_name: 'Zoë', tags: ['vip'] })).toEqual(contactExample);
  });

  it.each([
    ['a bare contact', ok(contactExample), contactExample],
    ['a wrapped contact', ok({ data: contactExample }), contactExample],
    ['an empty 200', { status: 200 }, undefined],
    ['a 204', { status: 204 }, undefined],
  ])('returns what an update answered with %s', async (_form, reply, expected) => {
    const { server, client } = await scriptedClient();
    server.script(reply);
    expect(await client.updateContact(contactExample.id, { status: 'dnc' })).toEqual(expected);
    expect(server.requests[0]).toMatchObject({ method: 'PATCH', json: { status: 'dnc' } });
  });

  it.each([
    ['{ deleted: true }', ok({ deleted: true })],
    ['an empty 200', { status: 200 }],
    ['a 204', { status: 204 }],
  ])('deletes a contact answered with %s', async (_form, reply) => {
    const { server, client } = await scriptedClient();
    server.script(reply);
    await expect(client.deleteContact(contactExample.id)).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', path: `/v1/contacts/${contactExample.id}` });
  });

  it.each([
    ['without a first name', { last_name: 'Lovelace' }, 'first_name', /is required/],
    ['with a malformed phone', { first_name: 'Ada', phone: 'call me' }, 'phone', /phone number/],
    ['with an unknown field', { first_name: 'Ada', nickname: 'A' }, '', /unknown field "nickname"/],
    ['with an unknown status', { first_name: 'Ada', status: 'gone' }, 'status', /must be one of/],
  ])('refuses a contact %s before anything is sent', async (_name, body, field, problem) => {
    const { server, client } = await scriptedClient();
    const error = await rejectionOf(client.createContact(body as never));
    expect(error).toMatchObject({ kind: 'invalid', outcome: 'not_applied', status: undefined });
    expect(error.problems[0]).toMatchObject({ field, message: expect.stringMatching(problem) });
    if (field) expect(error.field).toBe(field);
    expect(error.userMessage).toMatch(/^VoiceDesk did not send the contact: .*Correct it and try again\.$/);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an update with a bad email before anything is sent', async () => {
    const { server, client } = await scriptedClient();
    expect(await rejectionOf(client.updateContact('contact_1', { email: 'nope' }))).toMatchObject({ kind: 'invalid', field: 'email' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('agent and campaign writes', () => {
  it('returns the new agent’s id even when the create response is not a whole agent', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: { id: 'agent_new', status: 'provisioning' } }, undefined, 201));
    expect(await client.createAgent({ website_url: 'https://acme.example.com' })).toEqual({ record: undefined, id: 'agent_new' });
  });

  it('returns the created agent when the response carries it', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok(agentListItemExample, undefined, 201));
    expect(await client.createAgent({ name: 'Front desk' })).toEqual({ record: agentListItemExample, id: agentListItemExample.id });
  });

  it('refuses an agent with neither a website nor manual fields', async () => {
    const { server, client } = await scriptedClient();
    expect(await rejectionOf(client.createAgent({ voice: 'v1' }))).toMatchObject({ kind: 'invalid' });
    expect(server.requests).toHaveLength(0);
  });

  it('updates and deletes an agent', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: agentExample }), { status: 204 });
    expect(await client.updateAgent(agentExample.id, { is_active: false })).toEqual(agentExample);
    await client.deleteAgent(agentExample.id);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /v1/agents/${agentExample.id}`, `DELETE /v1/agents/${agentExample.id}`]);
  });

  it('creates a campaign and returns it with its id', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok({ data: campaignExample }, undefined, 201));
    const body = { name: 'Spring renewals', timezone: 'America/New_York', business_hours: { monday: { enabled: true, start: '09:00', end: '17:00' } } };
    expect(await client.createCampaign(body)).toEqual({ record: campaignExample, id: campaignExample.id });
    expect(server.requests[0]!.json).toEqual(body);
  });

  it('refuses business hours that end before they start', async () => {
    const { server, client } = await scriptedClient();
    const error = await rejectionOf(client.createCampaign({ name: 'X', business_hours: { monday: { enabled: true, start: '17:00', end: '09:00' } } }));
    expect(error).toMatchObject({ kind: 'invalid', field: 'business_hours.monday.end' });
    expect(server.requests).toHaveLength(0);
  });

  it('adds 1 to 100 contacts to a campaign in one request', async () => {
    const { server, client } = await scriptedClient();
    server.script({ status: 200 });
    const ids = Array.from({ length: ADD_CONTACTS_MAX }, (_, i) => `contact_${i}`);
    await client.addCampaignContacts('campaign_1', ids);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/campaigns/campaign_1/contacts', json: { contact_ids: ids } });
  });

  it.each([
    ['none', 0, /at least 1/],
    ['101', 101, /at most 100/],
  ])('refuses to add %s contacts at once', async (_name, count, problem) => {
    const { server, client } = await scriptedClient();
    const ids = Array.from({ length: count }, (_, i) => `contact_${i}`);
    const error = await rejectionOf(client.addCampaignContacts('campaign_1', ids));
    expect(error).toMatchObject({ kind: 'invalid', field: 'contact_ids' });
    expect(error.problems[0]!.message).toMatch(problem);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['wrapped, as the spec shows it', campaignStartExample],
    ['bare', campaignStartExample.data],
  ])('starts a campaign answered %s', async (_form, body) => {
    const { server, client } = await scriptedClient();
    server.script(ok(body));
    expect(await client.startCampaign(campaignExample.id)).toEqual(campaignStartExample.data);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: `/v1/campaigns/${campaignExample.id}/start`, text: '' });
  });
});
