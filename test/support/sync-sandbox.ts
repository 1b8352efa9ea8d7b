import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/main/api';
import { exportRecords, mirrorResources, type Mirror, type MirrorResource } from '../../src/main/mirror';
import { openProfileSync, type ProfileSync, type ProfileSyncOptions, type RunOptions, type SyncSummary } from '../../src/main/sync';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from '../../src/server/sandbox-server';
import { runOverHttp } from '../api/helpers/virtual-time';
import { apiClient, type ApiClient } from '../server/helpers/sandbox';
import { startScriptedApiServer, type RecordedRequest, type Reply } from '../support/scripted-api-server';
import { agentView } from '../../src/server/api/views/agent-view';
import { campaignView } from '../../src/server/api/views/campaign-view';
import { contactListView } from '../../src/server/api/views/contact-view';
import { callView } from '../../src/server/api/views/call-view';
import { getAgent, listAgents } from '../../src/server/store/agents';
import { getCampaign, listCampaigns } from '../../src/server/store/campaigns';
import { listContacts } from '../../src/server/store/contacts';
import { getCall, listCalls } from '../../src/server/store/calls';
import { phoneNumberOfAgent } from '../../src/server/store/phone-numbers';

/**
 * The sync engine against the sandbox server over real HTTP, on virtual
 * time: the server and the client read one manual clock, and the clock
 * jumps only when nothing is in flight (test/api/helpers/virtual-time.ts),
 * so rate-limit waits, Retry-After and backoffs cost nothing and no test
 * sleeps. Every server, mirror and folder is closed after the test.
 */
export const START = Date.parse('2026-03-02T09:00:00.000Z');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'voicedesk-sync-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface SyncSandbox {
  server: SandboxServer;
  clock: ManualClock;
  /** A raw client with the workspace's write key, for "someone else" editing through the API. */
  editor: ApiClient;
}

export async function startSyncSandbox(options: SandboxServerOptions & { realClock?: boolean } = {}): Promise<SyncSandbox> {
  const { realClock, ...serverOptions } = options;
  const clock = createManualClock(START);
  // A child process (the real CLI) runs on real time: the server must too, or `since_hours` would mean another hour.
  const server = await startSandboxServer({ rateLimit: 0, log: () => undefined, ...(realClock ? {} : { clock }), ...serverOptions });
  cleanups.push(() => server.close());
  return { server, clock, editor: apiClient(server.baseUrl, server.keys.write) };
}

/** A profile sync (its own temporary mirror file) against the sandbox, on the sandbox's clock, with jitter off. */
export function openTestSync(sandbox: SyncSandbox, overrides: Partial<ProfileSyncOptions> = {}): ProfileSync & { lines: string[] } {
  const lines: string[] = [];
  const sync = openProfileSync({
    baseUrl: sandbox.server.baseUrl,
    apiKey: sandbox.server.keys.write,
    mirrorFile: join(tempFolder(), 'mirror.sqlite'),
    clock: sandbox.clock,
    retry: { random: () => 0 },
    logger: (line) => lines.push(line),
    ...overrides,
    options: { random: () => 0, ...overrides.options },
  });
  cleanups.push(() => sync.close());
  return Object.assign(sync, { lines });
}

/** Runs a sync to its end on virtual time. */
export function runSync(sync: ProfileSync, clock: ManualClock, options: RunOptions = {}): Promise<SyncSummary> {
  return runOverHttp(clock, sync.api.scheduler, sync.engine.run(options));
}

type Json = Record<string, unknown>;

/**
 * Every record of a resource in the main workspace, read from the server's
 * own database and shaped by its own views, exactly as its API would answer
 * (a single-record GET for agents, campaigns and calls, the list item for
 * contacts), without going through its faults or its rate limit.
 */
export function serverView(server: SandboxServer, resource: MirrorResource): Map<string, Json> {
  const { db, workspaces, clock } = server.admin;
  const workspace = workspaces.main;
  const all = 1_000_000;
  const now = clock.now();
  const byId = (records: Json[]) => new Map(records.map((record) => [record.id as string, record]));
  switch (resource) {
    case 'agents':
      return byId(listAgents(db, workspace, all, 0).map((item) => agentView(getAgent(db, workspace, item.id)!, phoneNumberOfAgent(db, item.id), now)));
    case 'campaigns':
      return byId(listCampaigns(db, workspace, all, 0).map((item) => campaignView(getCampaign(db, workspace, item.id)!)));
    case 'contacts':
      return byId(listContacts(db, workspace, all, 0).map(contactListView));
    case 'calls':
      return byId(listCalls(db, workspace, {}, all, 0).map((item) => callView(getCall(db, workspace, item.id)!)));
  }
}

/** Every record of a resource in the mirror, in API shape, by id. */
export function mirrorView(sync: { mirror: Pick<Mirror, 'db'> }, resource: MirrorResource): Map<string, Json> {
  return new Map([...exportRecords(sync.mirror.db, resource)].map((record) => [record.id as string, record]));
}

/**
 * The mirror equals the server's database: the same ids per resource, and the same
 * fields with the same values. Agents, campaigns and calls are compared with
 * their single-record GET (calls with summary and transcript) when
 * `hydrated`; contacts with their list item (the mirror may also hold an
 * `updated_at` a single GET brought).
 */
export async function expectMirrorEqualsServer(sandbox: SyncSandbox, sync: { mirror: Pick<Mirror, 'db'> }, options: { hydrated?: boolean } = {}): Promise<void> {
  for (const resource of mirrorResources) {
    const server = serverView(sandbox.server, resource);
    const mirror = mirrorView(sync, resource);
    expect([...mirror.keys()].sort(), `${resource}: the same ids`).toEqual([...server.keys()].sort());
    for (const [id, expected] of server) {
      const actual = mirror.get(id)!;
      if (resource === 'contacts') {
        const { updated_at: _updated, ...rest } = actual;
        expect(rest, `contact ${id}`).toEqual(expected);
      } else if (options.hydrated === false) {
        expect(pick(actual, Object.keys(actual)), `${resource} ${id}`).toEqual(pick(expected, Object.keys(actual)));
      } else {
        expect(actual, `${resource} ${id}`).toEqual(expected);
      }
    }
  }
}

function pick(record: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

export interface WireRequest {
  method: string;
  /** Below /v1, without the query: `/contacts`. */
  path: string;
  query: URLSearchParams;
  status: number;
}

export interface Interceptor {
  /** Called with each answer before the client reads it; may return a JSON body to send instead, or act on the server first. */
  onAnswer?: ((request: WireRequest, body: unknown) => unknown) | undefined;
}

/**
 * A fetch for the client that logs every request that reached the server
 * and lets a test act between one answer and the next (edit on the
 * "dashboard" while the sync pages) or rewrite an answer (a row missing
 * from a page, as offset paging over a moving list would give).
 */
export function interceptingFetch(interceptor: Interceptor = {}): { fetch: typeof fetch; log: WireRequest[] } {
  const log: WireRequest[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await fetch(input, init);
    const request: WireRequest = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/v1/, ''), query: url.searchParams, status: response.status };
    log.push(request);
    if (!interceptor.onAnswer || !(response.headers.get('content-type') ?? '').includes('json')) return response;
    const text = await response.text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    const replaced = await interceptor.onAnswer(request, body);
    return new Response(replaced === undefined ? text : JSON.stringify(replaced), { status: response.status, headers: response.headers });
  };
  return { fetch: wrapped, log };
}

/** List requests of a resource in the log: their page and per_page. */
export function listRequests(log: readonly WireRequest[], resource: MirrorResource): { page: number; perPage: number; sinceHours: string | null }[] {
  return log
    .filter((request) => request.method === 'GET' && request.path === `/${resource}`)
    .map((request) => ({ page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), sinceHours: request.query.get('since_hours') }));
}

/** Single-record GETs of a resource in the log, by id. */
export function detailRequests(log: readonly WireRequest[], resource: MirrorResource): string[] {
  return log.filter((request) => request.method === 'GET' && request.path.startsWith(`/${resource}/`)).map((request) => decodeURIComponent(request.path.split('/')[2]!));
}

/** A scripted server playing another implementation, and a profile sync against it on virtual time. */
export async function startScriptedSync(respond: (request: RecordedRequest) => Reply, overrides: Partial<ProfileSyncOptions> & { clock?: ManualClock } = {}) {
  const server = await startScriptedApiServer();
  cleanups.push(() => server.close());
  server.otherwise(respond);
  const clock = overrides.clock ?? createManualClock(START);
  const lines: string[] = [];
  const sync = openProfileSync({
    baseUrl: server.baseUrl,
    apiKey: 'vap_test_0123456789abcdef0123456789abcdef',
    mirrorFile: join(tempFolder(), 'mirror.sqlite'),
    clock,
    retry: { random: () => 0 },
    logger: (line) => lines.push(line),
    ...overrides,
    options: { random: () => 0, ...overrides.options },
  });
  cleanups.push(() => sync.close());
  return { server, clock, sync: Object.assign(sync, { lines }) };
}
