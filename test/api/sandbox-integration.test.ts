import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createManualClock, type ApiClientOptions } from '../../src/main/api';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { rejectionOf } from '../support/scripted-api-client';
import { runOverHttp } from '../support/virtual-time';

/**
 * The client against our own sandbox server over real HTTP. The sandbox is
 * one implementation of the spec among others: these tests check that the
 * two agree, the scripted-server tests check everything else the spec allows.
 */
const START = Date.parse('2026-03-02T09:00:00.000Z');
const servers: SandboxServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function sandbox(rateLimit = 0, clientOptions: Partial<ApiClientOptions> = {}) {
  const clock = createManualClock(START);
  const server = await startSandboxServer({ seed: { contacts: 30, calls: 5 }, rateLimit, clock });
  servers.push(server);
  const statuses: number[] = [];
  const sentAt: number[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    sentAt.push(clock.now());
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
  const client = createApiClient({ baseUrl: server.baseUrl, apiKey: server.keys.write, clock, fetch: recordingFetch, retry: { random: () => 0 }, ...clientOptions });
  return { server, clock, client, statuses, sentAt };
}

describe('against the sandbox server', () => {
  it('lists contacts page by page, every record decoded', async () => {
    const decodeFailures: unknown[] = [];
    const { client } = await sandbox(0, { onDecodeFailure: (report) => decodeFailures.push(report) });
    const first = await client.listContacts({ page: 1, perPage: 20 });
    const second = await client.listContacts({ page: 2, perPage: 20 });
    expect(first.received).toBe(20);
    expect(second.received).toBe(10);
    expect(first.meta?.total).toBe(30);
    const ids = new Set([...first.items, ...second.items].map((c) => c.id));
    expect(ids.size).toBe(30);
    expect(decodeFailures).toEqual([]);
  });

  it('creates, updates and deletes a contact', async () => {
    const { client } = await sandbox();
    const created = await client.createContact({ first_name: 'Ada', last_name: 'Lovelace', phone: '+14155550123', tags: ['vip'] });
    expect(created).toMatchObject({ first_name: 'Ada', status: 'active', tags: ['vip'] });
    const updated = await client.updateContact(created.id, { status: 'dnc' });
    if (updated !== undefined) expect(updated.status).toBe('dnc');
    expect(await client.getContact(created.id, { priority: 'interactive' })).toMatchObject({ id: created.id, status: 'dnc' });
    await client.deleteContact(created.id);
    expect(await rejectionOf(client.getContact(created.id))).toMatchObject({ kind: 'not_found' });
  });

  it('marks a read-only key when it tries to write', async () => {
    const readOnly: unknown[] = [];
    const { server } = await sandbox();
    const reader = createApiClient({ baseUrl: server.baseUrl, apiKey: server.keys.read, clock: createManualClock(START), onKeyReadOnly: (e) => readOnly.push(e) });
    expect((await reader.listContacts()).received).toBeGreaterThan(0);
    expect(await rejectionOf(reader.createContact({ first_name: 'Ada' }))).toMatchObject({ kind: 'forbidden', readOnlyKey: true });
    expect(readOnly).toHaveLength(1);
  });

  it('refuses an unknown key and stops all work for it', async () => {
    const { server } = await sandbox();
    const stopped: unknown[] = [];
    const client = createApiClient({ baseUrl: server.baseUrl, apiKey: 'vd_test_not_a_real_key_000', clock: createManualClock(START), onUnauthorized: (e) => stopped.push(e) });
    expect(await rejectionOf(client.listCalls())).toMatchObject({ kind: 'unauthorized' });
    expect(stopped).toHaveLength(1);
    expect(client.scheduler.stats().stopped).toBe(true);
  });

  it('keeps to its share of a small rate limit, with no 429', async () => {
    const { client, clock, statuses, sentAt } = await sandbox(5);
    const pages = Array.from({ length: 12 }, (_, page) => client.listContacts({ page: (page % 2) + 1, perPage: 20 }));
    await runOverHttp(clock, client.scheduler, Promise.all(pages));
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const perWindow = new Map<number, number>();
    for (const time of sentAt) perWindow.set(Math.floor(time / 60_000), (perWindow.get(Math.floor(time / 60_000)) ?? 0) + 1);
    // 80% of 5 is 4 a window.
    expect([...perWindow.values()]).toEqual([4, 4, 4]);
    expect(client.scheduler.stats().rateLimit).toMatchObject({ source: 'headers', limit: 5, target: 4 });
  });
});
