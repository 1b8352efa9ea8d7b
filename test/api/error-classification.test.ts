import { describe, expect, it } from 'vitest';
import { gatewayError, htmlPage, ok, v1Error } from '../support/scripted-api-server';
import { API_KEY, rejectionOf, scriptedClient } from '../support/scripted-api-client';

const newContact = { first_name: 'Ada', last_name: 'Lovelace', phone: '+14155550123' };

describe('401: the key was refused', () => {
  it.each([
    ['the v1 form', v1Error(401, 'unauthorized', 'invalid or expired token')],
    ['the gateway form', gatewayError(401, 'Unauthorized')],
  ])('is unauthorized in %s, asks for a new key, and is never retried', async (_form, reply) => {
    const { server, client, events } = await scriptedClient();
    server.script(reply);
    const error = await rejectionOf(client.getContact('contact_1'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, outcome: 'not_applied', retryable: false });
    expect(error.userMessage).toBe('The workspace refused the API key. It may have been revoked; enter a new key.');
    expect(server.requests).toHaveLength(1);
    expect(events.unauthorized).toEqual([error]);
  });

  it('never repeats the key or the Authorization header, even when the server echoes them', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(401, 'unauthorized', `invalid token ${API_KEY} (header was Bearer ${API_KEY})`));
    const error = await rejectionOf(client.listContacts());
    const everything = [error.message, error.userMessage, error.serverMessage, String(error), JSON.stringify(error)].join('\n');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toMatch(/Bearer vd_/);
    expect(error.serverMessage).toContain('[redacted]');
  });
});

describe('403: the key lacks permission', () => {
  it('marks the key read-only when a write is refused, and says so', async () => {
    const { server, client, events } = await scriptedClient();
    server.script(v1Error(403, 'forbidden', 'key has no write permission'));
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'forbidden', readOnlyKey: true, outcome: 'not_applied', retryable: false });
    expect(error.userMessage).toMatch(/may only read.*Enter a key with write permission/);
    expect(events.readOnly).toEqual([error]);
    expect(server.requests).toHaveLength(1);
  });

  it.each(['user principal required', 'insufficient permissions'])('does not call a key read-only when a write is refused with "%s"', async (message) => {
    const { server, client, events } = await scriptedClient();
    server.script(v1Error(403, 'forbidden', message));
    const error = await rejectionOf(client.startCampaign('campaign_5f1c7a52-0a9e-4d8c-9a53-4b0d4f1f2c11'));
    expect(error).toMatchObject({ kind: 'forbidden', readOnlyKey: false });
    expect(error.userMessage).toMatch(/not allowed to do this/);
    expect(events.readOnly).toEqual([]);
  });

  it('does not call a key read-only when a read is refused', async () => {
    const { server, client, events } = await scriptedClient();
    server.script(gatewayError(403, 'insufficient permissions'));
    const error = await rejectionOf(client.listCalls());
    expect(error).toMatchObject({ kind: 'forbidden', readOnlyKey: false });
    expect(events.readOnly).toEqual([]);
  });
});

describe('404 and resource codes', () => {
  it('is not_found with the v1 code, naming the resource for the user', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(404, 'contact_not_found', 'Contact not found'));
    const error = await rejectionOf(client.getContact('contact_9'));
    expect(error).toMatchObject({ kind: 'not_found', code: 'contact_not_found', status: 404, outcome: 'not_applied' });
    expect(error.userMessage).toMatch(/^The contact was not found in the workspace/);
  });

  it('is not_found in the gateway form too', async () => {
    const { server, client } = await scriptedClient();
    server.script(gatewayError(404, 'Not found'));
    expect(await rejectionOf(client.getCall('call_1'))).toMatchObject({ kind: 'not_found', serverMessage: 'Not found' });
  });

  it('lets the code decide when the status is not the expected one (no_contacts as 400)', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(400, 'no_contacts', 'Campaign has no contacts to call'));
    const error = await rejectionOf(client.startCampaign('campaign_1'));
    expect(error).toMatchObject({ kind: 'conflict', code: 'no_contacts', outcome: 'not_applied' });
    expect(error.userMessage).toBe('The campaign has no contacts to call. Add contacts to it, then start it again.');
  });

  it('is a conflict for no_contacts as 409', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(409, 'no_contacts', 'Campaign has no contacts to call'));
    expect(await rejectionOf(client.startCampaign('campaign_1'))).toMatchObject({ kind: 'conflict', status: 409 });
  });
});

describe('validation failures (400 or 422)', () => {
  it.each([
    ['400 in the v1 form', v1Error(400, 'invalid_request', 'first_name is required')],
    ['422 in the v1 form', v1Error(422, 'validation_error', 'Missing required field: first_name')],
    ['400 in the gateway form', gatewayError(400, 'first_name is required')],
    ['422 in the gateway form', gatewayError(422, 'body/first_name must NOT have fewer than 1 characters')],
  ])('is invalid for %s, with the server message and the field it names', async (_form, reply) => {
    const { server, client } = await scriptedClient();
    server.script(reply);
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'invalid', field: 'first_name', outcome: 'not_applied', retryable: false });
    expect(error.serverMessage).toMatch(/first_name/);
    expect(error.userMessage).toMatch(/^The workspace did not accept the contact: .*first_name.*Correct it and try again\.$/);
    expect(server.requests).toHaveLength(1);
  });

  it('names the field of a resource code such as invalid_phone', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(400, 'invalid_phone', 'Phone number format is invalid'));
    expect(await rejectionOf(client.createContact(newContact))).toMatchObject({ kind: 'invalid', field: 'phone', code: 'invalid_phone' });
  });

  it('names the field of a gateway-form 422 about a too-short name', async () => {
    const { server, client } = await scriptedClient();
    server.script(gatewayError(422, 'name must have at least 1 character'));
    expect(await rejectionOf(client.createCampaign({ name: 'Spring' }))).toMatchObject({ kind: 'invalid', field: 'name' });
  });
});

describe('the unknown-route error', () => {
  it('says the app or the service needs updating, naming the route', async () => {
    const { server, client } = await scriptedClient();
    server.script(gatewayError(404, 'No route found for POST /v1/campaigns/campaign_1/start'));
    const error = await rejectionOf(client.startCampaign('campaign_1'));
    expect(error).toMatchObject({ kind: 'unknown_route', retryable: false, outcome: 'not_applied' });
    expect(error.userMessage).toBe(
      'VoiceDesk and the service disagree about the API (no route for POST /v1/campaigns/campaign_1/start). Update VoiceDesk, or tell your administrator the service may need updating.',
    );
  });

  it('recognises the route error whatever the status', async () => {
    const { server, client } = await scriptedClient();
    server.script(gatewayError(400, 'No route found for GET /v1/agents'));
    expect(await rejectionOf(client.listAgents())).toMatchObject({ kind: 'unknown_route' });
  });
});

describe('server and gateway failures', () => {
  it('retries a GET after 500s and gives up with a server error after the last attempt', async () => {
    const { server, client } = await scriptedClient({ retry: { random: () => 0, maxAttempts: 3 } });
    server.otherwise(v1Error(500, 'server_error', 'internal server error'));
    const error = await rejectionOf(client.getAgent('agent_1'));
    expect(error).toMatchObject({ kind: 'server', status: 500, outcome: 'not_applied', retryable: true });
    expect(error.userMessage).toMatch(/^The service had an internal error\. Try again in a few minutes/);
    expect(server.requests).toHaveLength(3);
  });

  it('does not resend a write after a 500: the change may have been made', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(500, 'server_error', 'internal server error'));
    const error = await rejectionOf(client.updateContact('contact_1', { status: 'dnc' }));
    expect(error).toMatchObject({ kind: 'server', outcome: 'unknown' });
    expect(error.userMessage).toMatch(/may or may not have been saved; VoiceDesk will check before sending it again\.$/);
    expect(server.requests).toHaveLength(1);
  });

  it('is a gateway error for an HTML 502 page after a write, with an unknown outcome and no retry', async () => {
    const { server, client } = await scriptedClient();
    server.script(htmlPage(502));
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'gateway', status: 502, outcome: 'unknown', retryable: true });
    expect(error.userMessage).toMatch(/^The service is temporarily unavailable \(HTTP 502\)\. Try again in a few minutes\./);
    expect(server.requests).toHaveLength(1);
  });

  it('is a gateway error for a 503 in the gateway’s JSON form', async () => {
    const { server, client } = await scriptedClient({ retry: { random: () => 0, maxAttempts: 1 } });
    server.script(gatewayError(503, 'Service Unavailable'));
    expect(await rejectionOf(client.listContacts())).toMatchObject({ kind: 'gateway', status: 503 });
  });
});

describe('answers that cannot be read', () => {
  it('takes an HTML page with status 200 for the gateway: a read is retried, then fails as unavailable', async () => {
    const { server, client } = await scriptedClient({ retry: { random: () => 0, maxAttempts: 2 } });
    server.otherwise({ status: 200, contentType: 'text/html', text: '<html><head><title>Down for maintenance</title></head></html>' });
    const error = await rejectionOf(client.listContacts());
    expect(error).toMatchObject({ kind: 'gateway', status: 200, outcome: 'not_applied', detail: 'Down for maintenance' });
    expect(server.requests).toHaveLength(2);
  });

  it('holds a write answered by an HTML page with status 200 in doubt, and does not resend it', async () => {
    const { server, client } = await scriptedClient();
    server.otherwise({ status: 200, contentType: 'text/html', text: '<!doctype html><p>Maintenance</p>' });
    expect(await rejectionOf(client.deleteContact('contact_1'))).toMatchObject({ kind: 'gateway', outcome: 'unknown' });
    expect(server.requests).toHaveLength(1);
  });

  it('names a list request refused as invalid without calling it a contact', async () => {
    const { server, client } = await scriptedClient();
    server.script(v1Error(400, 'invalid_request', 'per_page must be at most 100'));
    const error = await rejectionOf(client.listContacts({ perPage: 500 }));
    expect(error.userMessage).toBe('The workspace did not accept the contact list request: per_page must be at most 100. Correct it and try again.');
  });

  it('is bad_response with an applied outcome when a created contact cannot be decoded', async () => {
    const { server, client, events } = await scriptedClient();
    server.script(ok({ id: 'contact_new', first_name: 'Ada' }, undefined, 201));
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'bad_response', outcome: 'applied', status: 201 });
    expect(error.userMessage).toMatch(/^The change was saved, but VoiceDesk could not read the reply/);
    expect(events.decodeFailures).toMatchObject([{ resource: 'contact', id: 'contact_new' }]);
  });

  it('does not follow a redirect, and says the address may be out of date', async () => {
    const { server, client } = await scriptedClient();
    server.script({ status: 301, headers: { Location: 'https://elsewhere.example.com/v1/contacts' } });
    const error = await rejectionOf(client.listContacts());
    expect(error).toMatchObject({ kind: 'bad_response', status: 301 });
    expect(error.serverMessage).toMatch(/redirected to https:\/\/elsewhere\.example\.com/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('429 as an error', () => {
  it('is rate_limited, not applied, and tells the user it will continue by itself', async () => {
    const { server, client } = await scriptedClient({ retry: { random: () => 0, maxRateLimited: 1 } });
    server.script(v1Error(429, 'rate_limited', 'Too many requests', { retry_after: 12 }));
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'rate_limited', outcome: 'not_applied', retryable: true, retryAfterMs: 12_000 });
    expect(error.userMessage).toBe('The workspace is busy with too many requests; VoiceDesk will continue by itself in 12 seconds.');
  });
});
