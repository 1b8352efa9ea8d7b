import { describe, expect, it } from 'vitest';
import {
  agent,
  agentCreateBody,
  agentListItem,
  agentUpdateBody,
  call,
  callListItem,
  campaign,
  campaignAddContactsBody,
  campaignCreateBody,
  campaignListItem,
  campaignStartResult,
  contact,
  contactCreateBody,
  contactDeleted,
  contactUpdateBody,
  decodeErrorBody,
  decodeList,
  decodeSingle,
  gatewayRateLimitBody,
  parseUnknownRoute,
  v1RateLimitBody,
  validateInput,
} from '../../src/shared/api';
import * as examples from './spec-examples';

describe('resource schemas', () => {
  const cases = [
    ['agent list item', agentListItem, examples.agentListItemExample],
    ['agent', agent, examples.agentExample],
    ['campaign list item', campaignListItem, examples.campaignListItemExample],
    ['campaign', campaign, examples.campaignExample],
    ['contact', contact, examples.contactExample],
    ['call list item', callListItem, examples.callListItemExample],
    ['call', call, examples.callExample],
  ] as const;

  it.each(cases)('round-trips the spec example of a %s', (name, schema, example) => {
    const decoded = decodeSingle(name, schema, { data: example });
    expect(decoded).toEqual({ ok: true, value: example });
  });

  it.each(cases)('accepts a bare %s where the spec does not show the envelope', (name, schema, example) => {
    expect(decodeSingle(name, schema, example)).toEqual({ ok: true, value: example });
  });

  it('keeps fields it does not know', () => {
    const decoded = decodeSingle('contact', contact, { data: { ...examples.contactExample, lifetime_value: 1200 } });
    expect(decoded.ok && decoded.value).toMatchObject({ lifetime_value: 1200 });
  });

  it('names the resource, the record and the field when an enum value is unknown', () => {
    const decoded = decodeSingle('call', call, { data: { ...examples.callExample, call_status: 'ringing' } });
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.error.problems).toEqual([{ field: 'call_status', message: expect.stringContaining('"completed"') }]);
    expect(decoded.error.message).toMatch(/^call call_1e2d.*: call_status must be one of .* not "ringing"$/);
  });

  it('names nested fields by their path', () => {
    const bad = { ...examples.callExample, transcript: [{ speaker: 'agent', text: 'hi', timestamp: 'soon' }] };
    const decoded = decodeSingle('call', call, bad);
    expect(!decoded.ok && decoded.error.problems.map((p) => p.field)).toEqual(['transcript[0].timestamp']);
  });

  it('rejects a wrong type rather than coercing it', () => {
    const decoded = decodeSingle('agent', agentListItem, { ...examples.agentListItemExample, is_active: 'yes' });
    expect(!decoded.ok && decoded.error.message).toBe('agent agent_5f0c2a51-8e57-4a4e-9b0e-0d3c1f6a7b21: is_active must be a boolean, not "yes"');
  });

  it('reports a missing field as required', () => {
    const { id: _id, ...withoutId } = examples.contactExample;
    const decoded = decodeSingle('contact', contact, withoutId);
    expect(!decoded.ok && decoded.error.problems).toEqual([{ field: 'id', message: 'is required' }]);
  });

  it('accepts a contact detached from calls and a call outside any campaign', () => {
    expect(decodeSingle('call', call, { ...examples.callExample, contact_id: null, campaign_id: null }).ok).toBe(true);
  });

  it('decodes the campaign start reply and the contact deletion reply', () => {
    expect(decodeSingle('campaign start', campaignStartResult, examples.campaignStartExample).ok).toBe(true);
    expect(decodeSingle('contact deletion', contactDeleted, { deleted: true })).toEqual({ ok: true, value: { deleted: true } });
    expect(decodeSingle('contact deletion', contactDeleted, { deleted: false }).ok).toBe(false);
  });
});

describe('list envelopes', () => {
  it('decodes a list with meta', () => {
    const body = { data: [examples.contactExample], meta: { total: 1, page: 1, per_page: 20 } };
    const decoded = decodeList('contact', contact, body);
    expect(decoded).toEqual({ ok: true, value: { items: [examples.contactExample], rejected: [], received: 1, meta: body.meta } });
  });

  it('decodes an agent or campaign list without meta', () => {
    const decoded = decodeList('campaign', campaignListItem, { data: [examples.campaignListItemExample] });
    expect(decoded.ok && decoded.value.meta).toBeUndefined();
    expect(decoded.ok && decoded.value.items).toHaveLength(1);
  });

  it('skips and reports a bad record without losing the rest of the page', () => {
    const body = { data: [examples.callListItemExample, { ...examples.callListItemExample, id: 'call_bad', cost: '1.20' }] };
    const decoded = decodeList('call', callListItem, body);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.items.map((c) => c.id)).toEqual([examples.callListItemExample.id]);
    expect(decoded.value.received).toBe(2);
    expect(decoded.value.rejected).toEqual([
      expect.objectContaining({ resource: 'call', id: 'call_bad', problems: [{ field: 'cost', message: 'must be a number, not "1.20"' }] }),
    ]);
  });

  it('refuses a body that is not a list, naming the problem', () => {
    const decoded = decodeList('contact', contact, { data: 'nope' });
    expect(!decoded.ok && decoded.error.message).toBe('contact list: data must be an array, not "nope"');
  });

  it('refuses meta with a wrong type', () => {
    const decoded = decodeList('contact', contact, { data: [], meta: { total: 'many', page: 1, per_page: 20 } });
    expect(!decoded.ok && decoded.error.problems[0]?.field).toBe('meta.total');
  });
});

describe('error bodies', () => {
  it('reads the v1 form', () => {
    expect(decodeErrorBody(examples.v1ErrorExample)).toEqual({ code: 'contact_not_found', message: 'contact not found', status: 404 });
  });

  it('reads the gateway flat form', () => {
    expect(decodeErrorBody(examples.gatewayErrorExample)).toEqual({ message: 'internal server error' });
  });

  it('reads the wait from both rate-limit forms', () => {
    expect(v1RateLimitBody.safeParse(examples.v1RateLimitExample).success).toBe(true);
    expect(gatewayRateLimitBody.safeParse(examples.gatewayRateLimitExample).success).toBe(true);
    expect(decodeErrorBody(examples.v1RateLimitExample)?.retryAfterSeconds).toBe(42);
    expect(decodeErrorBody(examples.gatewayRateLimitExample)).toEqual({ message: 'Rate limit exceeded', retryAfterSeconds: 42 });
  });

  it('recognises the unknown-route error', () => {
    const info = decodeErrorBody(examples.unknownRouteExample);
    expect(info && parseUnknownRoute(info)).toEqual({ method: 'GET', path: '/v1/widgets' });
  });

  it('returns nothing for a body that is neither form', () => {
    expect(decodeErrorBody('<html>502 Bad Gateway</html>')).toBeUndefined();
    expect(decodeErrorBody({ message: 'x' })).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('accepts a full contact and a minimal one', () => {
    const { id: _i, created_at: _c, updated_at: _u, ...body } = examples.contactExample;
    expect(validateInput('contact', contactCreateBody, body).ok).toBe(true);
    expect(validateInput('contact', contactCreateBody, { first_name: 'Ольга' }).ok).toBe(true);
  });

  it('names a missing first name', () => {
    const result = validateInput('contact', contactCreateBody, { last_name: 'Smith' });
    expect(!result.ok && result.message).toBe('contact: first_name is required');
  });

  it('names every bad field of a contact at once', () => {
    const result = validateInput('contact', contactCreateBody, { first_name: '', phone: 'call me', email: 'nope', status: 'gone', tags: 'vip' });
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['first_name', 'phone', 'email', 'tags', 'status']);
  });

  it('rejects an unknown field so that typos are caught', () => {
    const result = validateInput('contact', contactUpdateBody, { frist_name: 'Al' });
    expect(!result.ok && result.message).toBe('contact: has unknown field "frist_name"');
  });

  it('accepts a partial contact update, and dnc', () => {
    expect(validateInput('contact', contactUpdateBody, { status: 'dnc' }).ok).toBe(true);
  });

  it('accepts phone numbers in E.164 and national forms, and refuses too few digits', () => {
    for (const phone of ['+14155550123', '(415) 555-0123', '+44 20 7946 0958']) {
      expect(validateInput('contact', contactCreateBody, { first_name: 'A', phone }).ok, phone).toBe(true);
    }
    expect(validateInput('contact', contactCreateBody, { first_name: 'A', phone: '12345' }).ok).toBe(false);
  });

  it('needs either a website or manual fields to create an agent', () => {
    expect(validateInput('agent', agentCreateBody, { website_url: 'https://acme.example' }).ok).toBe(true);
    expect(validateInput('agent', agentCreateBody, { name: 'Desk', objective: 'Book' }).ok).toBe(true);
    const empty = validateInput('agent', agentCreateBody, { voice: 'v1' });
    expect(!empty.ok && empty.message).toMatch(/website_url/);
  });

  it('checks the agent update enums and types', () => {
    const result = validateInput('agent', agentUpdateBody, { call_direction: 'sideways', is_active: 'no', phone_number_id: null });
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['is_active', 'call_direction']);
  });

  it('requires a campaign name of at least one character', () => {
    const result = validateInput('campaign', campaignCreateBody, { name: '' });
    expect(!result.ok && result.message).toBe('campaign: name must not be empty');
  });

  it('checks business hours and the time zone', () => {
    const result = validateInput('campaign', campaignCreateBody, {
      name: 'x',
      timezone: 'Mars/Olympus',
      business_hours: { monday: { enabled: true, start: '9:00', end: '17:00' }, funday: { enabled: true } },
    });
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['timezone', 'business_hours.monday.start', 'business_hours']);
  });

  it('accepts the create example that leaves out the weekend', () => {
    const { business_hours, timezone } = examples.campaignExample;
    expect(validateInput('campaign', campaignCreateBody, { name: 'x', timezone, business_hours }).ok).toBe(true);
  });

  it('takes 1 to 100 contacts per add-contacts request', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `contact_${i}`);
    expect(validateInput('add contacts', campaignAddContactsBody, { contact_ids: ids(100) }).ok).toBe(true);
    const none = validateInput('add contacts', campaignAddContactsBody, { contact_ids: [] });
    expect(!none.ok && none.message).toBe('add contacts: contact_ids must have at least 1 entry');
    const many = validateInput('add contacts', campaignAddContactsBody, { contact_ids: ids(101) });
    expect(!many.ok && many.message).toBe('add contacts: contact_ids must have at most 100 entries');
  });
});
