import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 7.4 and 8: per-key limits in fixed one-minute windows, headers on every response, 429 with Retry-After.
describe('with a limit of 3 requests a minute', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ rateLimit: 3 });
  });
  afterAll(() => sandbox.server.close());

  it('sends the limit, the requests left and the seconds to the reset on every response', async () => {
    const key = sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main);
    sandbox.clock.advance(15_000);
    const response = await sandbox.client(key).get('/contacts');
    expect(response.headers.get('x-ratelimit-limit')).toBe('3');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(response.headers.get('x-ratelimit-reset')).toBe('45');
    const failed = await sandbox.client(key).get('/contacts/nope');
    expect(failed.status).toBe(400);
    expect(failed.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('answers the request over the limit with 429, the v1 body and Retry-After, until the window resets', async () => {
    const client = sandbox.client(sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main));
    for (let index = 0; index < 3; index++) expect((await client.get('/agents')).status).toBe(200);
    const limited = await client.post('/contacts', { first_name: 'Too many' });
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(limited.body).toEqual({
      error: { code: 'rate_limited', message: expect.stringContaining('rate limit'), status: 429, retry_after: seconds },
    });
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await client.get('/contacts')).body.data?.map((c: { first_name: string }) => c.first_name) ?? []).not.toContain('Too many');
    sandbox.clock.advance(seconds * 1000);
    const after = await client.get('/contacts');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('counts each key separately', async () => {
    const first = sandbox.client(sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main));
    const second = sandbox.client(sandbox.server.admin.createApiKey(sandbox.server.admin.workspaces.main));
    for (let index = 0; index < 3; index++) await first.get('/agents');
    expect((await first.get('/agents')).status).toBe(429);
    expect((await second.get('/agents')).status).toBe(200);
  });

  it('puts the headers on 401s and unknown routes too', async () => {
    const anonymous = await apiClient(sandbox.server.baseUrl).get('/contacts');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-ratelimit-limit')).toBe('3');
    const unknown = await sandbox.api.raw('GET', '/v2/anything');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-ratelimit-limit')).toBe('3');
  });
});

describe('in gateway mode', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ rateLimit: 1, gateway: true });
  });
  afterAll(() => sandbox.server.close());

  it('answers 429 in the gateway form with retryAfter and Retry-After', async () => {
    expect((await sandbox.api.get('/agents')).status).toBe(200);
    const limited = await sandbox.api.get('/agents');
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(limited.body).toEqual({ error: 'Too Many Requests', message: expect.stringContaining('rate limit'), retryAfter: seconds });
  });
});

describe('with rate limiting off', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ rateLimit: 0 });
  });
  afterAll(() => sandbox.server.close());

  it('never answers 429 and sends no rate-limit headers', async () => {
    const responses = await Promise.all(Array.from({ length: 150 }, () => sandbox.api.get('/agents')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses[0]!.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

it('defaults to 100 requests a minute', async () => {
  const sandbox = await startTestSandbox({ rateLimit: undefined });
  try {
    const response = await sandbox.api.get('/agents');
    expect(response.headers.get('x-ratelimit-limit')).toBe('100');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('99');
  } finally {
    await sandbox.server.close();
  }
});
