import { describe, expect, it } from 'vitest';
import { createApiClient, createManualClock, DEFAULT_TIMEOUT_MS, type ManualClock } from '../../src/main/api';
import { contactExample } from '../shared/spec-examples';
import { gatewayError, htmlPage, ok, REFUSED_PORT, v1Error } from '../support/scripted-api-server';
import { API_KEY, rejectionOf, scriptedClient, whenStats } from '../support/scripted-api-client';
import { settle } from '../support/virtual-time';

const newContact = { first_name: 'Ada', phone: '+14155550123' };
const contactPage = { data: [contactExample], meta: { total: 1, page: 1, per_page: 20 } };

describe('what goes on the wire', () => {
  it('sends the key as a bearer token, asks for JSON, and labels a body as JSON', async () => {
    const { server, client } = await scriptedClient();
    server.script(ok(contactPage), ok(contactExample, undefined, 201));
    await client.listContacts({ page: 2, perPage: 50 });
    await client.createContact(newContact);
    const [list, create] = server.requests;
    expect(list).toMatchObject({ method: 'GET', path: '/v1/contacts', query: { page: '2', per_page: '50' } });
    expect(list!.headers).toMatchObject({ authorization: `Bearer ${API_KEY}`, accept: 'application/json' });
    expect(list!.headers['content-type']).toBeUndefined();
    expect(create).toMatchObject({ method: 'POST', path: '/v1/contacts', json: newContact });
    expect(create!.headers).toMatchObject({ authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' });
  });

  it('accepts a base address given with /v1 and a trailing slash', async () => {
    const { server } = await scriptedClient();
    const client = createApiClient({ baseUrl: `${server.baseUrl}/v1/`, apiKey: API_KEY, clock: createManualClock() });
    server.script(ok(contactPage));
    await client.listContacts();
    expect(server.requests[0]!.path).toBe('/v1/contacts');
  });

  it('refuses plain http to another machine before anything is sent', () => {
    expect(() => createApiClient({ baseUrl: 'http://api.example.com', apiKey: API_KEY })).toThrow(/plain http/);
  });
});

describe('retrying reads', () => {
  it('retries a GET after an HTML 502 page, then succeeds', async () => {
    const { server, client } = await scriptedClient();
    server.script(htmlPage(502), ok(contactPage));
    const page = await client.listContacts();
    expect(page.items).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a GET whose connection was cut, then succeeds', async () => {
    const { server, client } = await scriptedClient();
    server.script({ destroy: true }, ok({ data: contactExample }));
    await expect(client.getContact(contactExample.id)).resolves.toMatchObject({ id: contactExample.id });
    expect(server.requests).toHaveLength(2);
  });

  it('waits with exponential backoff and full jitter between attempts', async () => {
    const { server, client, clock } = await scriptedClient({ retry: { random: () => 0.5, baseDelayMs: 500, maxDelayMs: 30_000 } });
    server.script(htmlPage(503), htmlPage(503), ok(contactPage));
    const pending = client.listContacts();
    await server.received(1);
    // Half of the 500 ms ceiling, then half of 1000 ms: nothing is sent before the clock gets there.
    await whenPending(clock, 250);
    clock.advance(250);
    await server.received(2);
    await whenPending(clock, 500);
    expect(server.requests).toHaveLength(2);
    clock.advance(500);
    await expect(pending).resolves.toMatchObject({ received: 1 });
    expect(server.requests).toHaveLength(3);
  });
});

describe('writes whose fate is unknown are never resent', () => {
  it('reports a POST cut off after it was sent as unknown, and does not retry it', async () => {
    const { server, client } = await scriptedClient();
    server.script({ destroy: true }, ok(contactExample, undefined, 201));
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'network', outcome: 'unknown', retryable: true });
    expect(error.userMessage).toMatch(/^The connection to 127\.0\.0\.1:\d+ was interrupted\. .*may or may not have been saved/);
    expect(server.requests).toHaveLength(1);
  });

  it('reports a POST to a port nobody listens on as not applied, and retries it', async () => {
    const port = REFUSED_PORT;
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      clock: createManualClock(),
      fetch: countingFetch,
      retry: { random: () => 0, maxAttempts: 3 },
    });
    const error = await rejectionOf(client.createContact(newContact));
    expect(error).toMatchObject({ kind: 'network', network: 'refused', outcome: 'not_applied', detail: 'ECONNREFUSED' });
    expect(error.userMessage).toBe(`VoiceDesk could not connect to 127.0.0.1:${port}. Check your internet connection and the workspace address.`);
    expect(attempts).toBe(3);
  });

  it('resends a write refused with 429, which was certainly not applied', async () => {
    const { server, client, clock } = await scriptedClient();
    server.script(v1Error(429, 'rate_limited', 'Too many requests', { retry_after: 2 }), ok(contactExample, undefined, 201));
    const pending = client.createContact(newContact);
    await whenStats(client.scheduler, (stats) => stats.waitingUntil !== undefined);
    clock.advance(2000);
    await expect(pending).resolves.toMatchObject({ id: contactExample.id });
    expect(server.requests).toHaveLength(2);
  });
});

describe('waiting out a 429', () => {
  it.each([
    ['the Retry-After header (preferred over the body)', gatewayError(429, 'Too Many Requests', { message: 'Rate limit exceeded', retryAfter: 30 }, { 'Retry-After': '7' }), 7000],
    ['the v1 body’s retry_after', v1Error(429, 'rate_limited', 'Too many requests', { retry_after: 9 }), 9000],
    ['the gateway body’s retryAfter', gatewayError(429, 'Too Many Requests', { message: 'Rate limit exceeded', retryAfter: 11 }), 11_000],
  ])('waits as long as %s says, then retries', async (_form, reply, waitMs) => {
    const { server, client, clock } = await scriptedClient();
    server.script(reply, ok({ data: contactExample }));
    const pending = client.getContact(contactExample.id);
    const stats = await whenStats(client.scheduler, (s) => s.waitingUntil !== undefined);
    expect(stats.waitingUntil! - clock.now()).toBe(waitMs);
    clock.advance(waitMs - 1);
    await settle();
    expect(client.scheduler.stats().waitingUntil).toBe(stats.waitingUntil);
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await expect(pending).resolves.toMatchObject({ id: contactExample.id });
    expect(server.requests).toHaveLength(2);
  });
});

describe('timeouts', () => {
  /** The client's own request timeout, set to see it fire: on the manual clock, so nothing waits for it in real time and any figure would do. */
  const TIMEOUT_MS = 5_000;

  it('times out a read after 30 seconds by default', async () => {
    const { server, client, clock } = await scriptedClient({ retry: { random: () => 0, maxAttempts: 1 } });
    server.script({ hang: true });
    const pending = rejectionOf(client.listCalls());
    await server.received(1);
    clock.advance(DEFAULT_TIMEOUT_MS);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', outcome: 'not_applied', retryable: true });
    expect(error.userMessage).toMatch(/^127\.0\.0\.1:\d+ did not answer within 30 seconds\. Check your internet connection and try again\.$/);
  });

  it('retries a read that timed out, and succeeds', async () => {
    const { server, client, clock } = await scriptedClient({ timeoutMs: TIMEOUT_MS });
    server.script({ hang: true }, ok(contactPage));
    const pending = client.listContacts();
    await server.received(1);
    clock.advance(TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ received: 1 });
  });

  it('reports a write that timed out as unknown, and does not resend it', async () => {
    const { server, client, clock } = await scriptedClient({ timeoutMs: TIMEOUT_MS });
    server.script({ hang: true });
    const pending = rejectionOf(client.deleteContact('contact_1'));
    await server.received(1);
    clock.advance(TIMEOUT_MS);
    expect(await pending).toMatchObject({ kind: 'timeout', outcome: 'unknown' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('cancellation', () => {
  it('cancels a read in flight', async () => {
    const { server, client } = await scriptedClient();
    server.script({ hang: true });
    const controller = new AbortController();
    const pending = rejectionOf(client.getCall('call_1', { signal: controller.signal, priority: 'interactive' }));
    await server.received(1);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled', outcome: 'not_applied', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('cancels a write in flight, whose outcome is then unknown', async () => {
    const { server, client } = await scriptedClient();
    server.script({ hang: true });
    const controller = new AbortController();
    const pending = rejectionOf(client.updateContact('contact_1', { tags: ['vip'] }, { signal: controller.signal }));
    await server.received(1);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled', outcome: 'unknown' });
  });

  it('cancels a queued request before it reaches the server', async () => {
    const { server, client } = await scriptedClient({ concurrency: 1 });
    server.script({ hang: true });
    void client.listContacts().catch(() => undefined);
    await server.received(1);
    const controller = new AbortController();
    const queued = rejectionOf(client.createContact(newContact, { signal: controller.signal }));
    await whenStats(client.scheduler, (s) => s.queued.outbox === 1);
    controller.abort();
    expect(await queued).toMatchObject({ kind: 'cancelled', outcome: 'not_applied', method: 'POST', path: '/contacts' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('401 stops all work for the key', () => {
  it('rejects the queued requests with the same error and sends nothing more', async () => {
    const { server, client, events } = await scriptedClient({ concurrency: 1 });
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    server.script(() => refused.then(() => v1Error(401, 'unauthorized', 'invalid or expired token')));
    const first = rejectionOf(client.listContacts());
    await server.received(1);
    const queued = [rejectionOf(client.getCall('call_1', { priority: 'interactive' })), rejectionOf(client.createContact(newContact))];
    await whenStats(client.scheduler, (s) => s.queued.interactive + s.queued.outbox === 2);
    refuse();
    const error = await first;
    expect(error.kind).toBe('unauthorized');
    for (const other of await Promise.all(queued)) expect(other).toBe(error);
    expect(await rejectionOf(client.listAgents())).toBe(error);
    expect(client.scheduler.stats().stopped).toBe(true);
    expect(events.unauthorized).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });
});

/** Resolves once a sleep of exactly `ms` from now is pending on the clock (a backoff). */
function whenPending(clock: ManualClock, ms: number): Promise<void> {
  if (clock.nextWakeAt() === clock.now() + ms) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = clock.onSleep((wakeAt) => {
      if (wakeAt === clock.now() + ms) {
        stop();
        resolve();
      }
    });
  });
}
