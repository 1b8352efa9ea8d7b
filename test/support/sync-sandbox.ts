import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/main/api';
import { openProfileSync, type ProfileSync, type ProfileSyncOptions, type RunOptions, type SyncSummary } from '../../src/main/sync';
import type { SandboxServer, SandboxServerOptions } from '../../src/server/sandbox-server';
import { startScriptedApiServer, type RecordedRequest, type Reply } from './scripted-api-server';
import { startTestSandbox, type ApiClient } from './test-sandbox';
import { runOverHttp } from './virtual-time';

/**
 * The sync engine against the sandbox server over real HTTP, on virtual
 * time: the server and the client read one manual clock, and the clock
 * jumps only when nothing is in flight (test/support/virtual-time.ts),
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

/**
 * The test sandbox (test-sandbox.ts) on the client's manual clock, which can
 * also wake the client's sleeps, silent, and closed after the test.
 */
export async function startSyncSandbox(options: SandboxServerOptions & { realClock?: boolean } = {}): Promise<SyncSandbox> {
  const { realClock, ...serverOptions } = options;
  const clock = createManualClock(START);
  // A child process (the real CLI) runs on real time: the server must too, or `since_hours` would mean another hour.
  const sandbox = await startTestSandbox({ log: () => undefined, ...(realClock ? { realClock } : { clock }), ...serverOptions });
  cleanups.push(() => sandbox.server.close());
  return { server: sandbox.server, clock, editor: sandbox.api };
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

/** A full sync without hydration, failing the test unless it ends ok. */
export async function syncAll(sandbox: SyncSandbox, sync: ProfileSync): Promise<void> {
  const summary = await runSync(sync, sandbox.clock, { full: true, hydrate: false });
  if (summary.status !== 'ok') throw new Error(`sync ended ${summary.status}: ${JSON.stringify(summary.error)}`);
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
