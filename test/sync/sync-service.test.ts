import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCore, type Core } from '../../src/main/app/start-core';
import { dispatchRequest } from '../../src/main/service/dispatch';
import { UNPROTECTED_KEYS_FILE_NAME } from '../../src/main/profiles/profile-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import { events as contractEvents, type ProfileList, type SyncProgress } from '../../src/shared/contract/contract';
import { freshDataPaths } from '../support/profile-data-folder';
import { KeychainUnavailable } from '../../src/main/secrets/keychain-unavailable';
import type { SecretStore } from '../../src/main/secrets/secret-store';
import { startSyncSandbox } from '../support/sync-sandbox';

/**
 * Syncing as the renderer reaches it: the contract's methods through
 * dispatch (the code both doors call), on the real core, against the
 * sandbox over HTTP, with progress arriving as `sync.progress` events.
 */
/** A remote workspace's key is held in memory: the keychain is never asked, so a refusing one proves it. */
const noKeychain: SecretStore = {
  get: () => Promise.reject(new KeychainUnavailable('no-service', 'test double')),
  set: () => Promise.reject(new KeychainUnavailable('no-service', 'test double')),
  delete: () => Promise.reject(new KeychainUnavailable('no-service', 'test double')),
  describe: () => ({ kind: 'os-keychain' }),
};

const cores: Core[] = [];
const disposals: (() => void)[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.sync.close();
  for (const dispose of disposals.splice(0)) dispose();
});

async function coreOnSandbox(seed = { contacts: 150, calls: 25 }) {
  const sandbox = await startSyncSandbox({ realClock: true, seed });
  const paths = freshDataPaths();
  disposals.push(paths.dispose);
  const core = startCore({
    info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' },
    paths,
    backend: { kind: 'remote', baseUrl: sandbox.server.baseUrl, apiKey: sandbox.server.keys.write, name: 'Sandbox' },
    secrets: { keychain: noKeychain, unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) },
  });
  cores.push(core);
  const progress: SyncProgress[] = [];
  core.events.subscribe((name, payload) => {
    if (name === 'sync.progress') progress.push(contractEvents['sync.progress'].parse(payload));
  });
  const call = async (method: string, params: unknown) => dispatchRequest(core.handlers, method, params);
  const profileId = core.profiles.active()!.id;
  return { sandbox, core, progress, call, profileId, paths };
}

describe('syncing through the core service', () => {
  it('starts a sync, reports its progress as events, and records when it finished', async () => {
    const { core, progress, call, profileId } = await coreOnSandbox();
    expect(await call('sync.status', {})).toEqual({ ok: true, value: { profileId, phase: 'idle', resource: null, done: 0, total: null, requestsLeftInWindow: null, etaSeconds: null, message: null, online: null } });

    const started = await call('sync.start', {});
    const summary = await core.sync.whenFinished(profileId);

    expect(started).toMatchObject({ ok: true, value: { profileId, phase: 'syncing' } });
    expect(summary?.status).toBe('ok');
    expect(progress.some((event) => event.phase === 'syncing' && event.resource === 'contacts' && event.total === 150)).toBe(true);
    expect(progress.some((event) => event.resource === 'transcripts' && event.done === 25)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ profileId, phase: 'idle', message: null, online: true });
    const list = (await call('profiles.list', {})) as { ok: true; value: ProfileList };
    expect(list.value.profiles[0]!.lastSyncAt).toBe(summary!.finishedAt);
    expect(list.value.profiles[0]!.keyPermission).toBe('unknown');
  });

  it('opens a call from the mirror once synced, and says when a call does not exist', async () => {
    const { sandbox, core, call, profileId } = await coreOnSandbox({ contacts: 10, calls: 6 });
    const callId = (sandbox.server.admin.db.prepare('SELECT id FROM calls WHERE workspace_id = ? LIMIT 1').get(sandbox.server.admin.workspaces.main) as { id: string }).id;

    expect(await call('calls.open', { id: callId })).toEqual({ ok: true, value: { id: callId, hydrated: true, fetched: true } });
    await call('sync.start', { full: true });
    await core.sync.whenFinished(profileId);

    expect(await call('calls.open', { id: callId })).toEqual({ ok: true, value: { id: callId, hydrated: true, fetched: false } });
    expect(await call('calls.open', { id: 'call_00000000-0000-4000-8000-000000000000' })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'That call is no longer in the workspace.' },
    });
    expect(await call('calls.open', { id: '' })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('cancels a running sync, and the next one picks up where it stopped', async () => {
    const { core, progress, call, profileId } = await coreOnSandbox({ contacts: 400, calls: 10 });
    let cancelled = false;
    core.events.subscribe((name, payload) => {
      const event = payload as SyncProgress;
      if (name === 'sync.progress' && !cancelled && event.resource === 'contacts' && event.done >= 100) {
        cancelled = true;
        void call('sync.cancel', {});
      }
    });

    await call('sync.start', {});
    const stopped = await core.sync.whenFinished(profileId);
    await call('sync.start', {});
    const resumed = await core.sync.whenFinished(profileId);

    expect(stopped?.status).toBe('cancelled');
    expect(progress.find((event) => event.phase === 'idle' && event.message !== null)?.message).toMatch(/cancelled/);
    expect(resumed?.status).toBe('ok');
    expect(resumed!.resources.contacts.fetched).toBeLessThan(400);
    expect(resumed!.resources.contacts.fetched + stopped!.resources.contacts.fetched).toBe(400);
  });
});
