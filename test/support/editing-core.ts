import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { startCore, type Core } from '../../src/main/app/start-core';
import { dispatchRequest } from '../../src/main/service/dispatch';
import { UNPROTECTED_KEYS_FILE_NAME } from '../../src/main/profiles/profile-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import { events as contractEvents, methods, type MethodName, type MethodOutput, type OutboxCounts, type SyncProgress } from '../../src/shared/contract/contract';
import { resultSchema, type Result } from '../../src/shared/contract/result';
import { freshDataPaths } from './profile-data-folder';
import { unavailableKeychain } from './keychain';
import { startSyncSandbox } from './sync-sandbox';
import type { SandboxServerOptions } from '../../src/server/sandbox-server';

/**
 * The real core (queuing on the main thread, sending from the profile's
 * worker) on a synced sandbox workspace over HTTP, reached as the renderer
 * reaches it: the contract's methods through dispatch, every reply parsed by
 * the method's output schema. Closed after each test.
 */
/** A remote workspace's key is held in memory: the keychain is never asked. */
const noKeychain = unavailableKeychain();

const cores: Core[] = [];
const disposals: (() => void)[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  for (const dispose of disposals.splice(0)) dispose();
});

export async function editingCore(
  options: {
    key?: 'write' | 'read';
    rateLimit?: number;
    contacts?: number;
    onRequest?: SandboxServerOptions['onRequest'];
    /** The core's log lines (the sync's and the outbox's), as `voicedesk ui --verbose` prints them. */
    logger?: (line: string) => void;
  } = {},
) {
  const sandbox = await startSyncSandbox({
    realClock: true,
    seed: { contacts: options.contacts ?? 40, calls: 10 },
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.onRequest === undefined ? {} : { onRequest: options.onRequest }),
  });
  const paths = freshDataPaths();
  disposals.push(paths.dispose);
  const core = startCore({
    info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' },
    paths,
    backend: { kind: 'remote', baseUrl: sandbox.server.baseUrl, apiKey: sandbox.server.keys[options.key ?? 'write'], name: 'Sandbox' },
    secrets: { keychain: noKeychain, unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) },
    ...(options.logger ? { syncLogger: options.logger } : {}),
  });
  cores.push(core);
  const counts: OutboxCounts[] = [];
  const progress: SyncProgress[] = [];
  core.events.subscribe((name, payload) => {
    if (name === 'outbox.changed') counts.push(contractEvents['outbox.changed'].parse(payload));
    if (name === 'sync.progress') progress.push(contractEvents['sync.progress'].parse(payload));
  });
  async function call<M extends MethodName>(method: M, params: unknown): Promise<Result<MethodOutput<M>>> {
    const reply = await dispatchRequest(core.handlers, method, params);
    return resultSchema(methods[method].output).parse(reply) as Result<MethodOutput<M>>;
  }
  async function value<M extends MethodName>(method: M, params: unknown): Promise<MethodOutput<M>> {
    const reply = await call(method, params);
    if (!reply.ok) throw new Error(`${method} failed: ${reply.error.message}`);
    return reply.value;
  }
  const profileId = core.profiles.active()!.id;
  await value('sync.start', {});
  await core.sync.whenFinished(profileId);
  // A sync that ends well sends the outbox after it (sync-service.ts): that push is on its way to the worker already.
  // Waited for here (a push asked meanwhile joins it), so that a test's edits are queued after it, not picked up by it
  // or found in flight, whichever way the worker's turns fall.
  await core.sync.push(profileId);
  const db = sandbox.server.admin.db;
  const workspace = sandbox.server.admin.workspaces.main;
  const serverContact = (id: string) => db.prepare('SELECT * FROM contacts WHERE id = ?').get(id) as Record<string, unknown> | undefined;
  const anyContact = () => db.prepare("SELECT id FROM contacts WHERE workspace_id = ? AND status = 'active' ORDER BY seq LIMIT 1").get(workspace) as { id: string };
  /** Resolves once the outbox holds nothing waiting (sent, or stopped for the user to decide). */
  const drained = () => expect.poll(async () => (await value('outbox.list', {})).totals.pending).toBe(0);
  return { sandbox, core, call, value, profileId, counts, progress, db, workspace, serverContact, anyContact, drained };
}
