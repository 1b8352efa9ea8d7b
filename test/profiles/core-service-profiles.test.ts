import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DataPaths } from '../../src/main/files/data-paths';
import { startCore, type Backend, type Core } from '../../src/main/app/start-core';
import { dispatchRequest } from '../../src/main/service/dispatch';
import { UNPROTECTED_KEYS_FILE_NAME } from '../../src/main/profiles/profile-store';
import { asCoreFailure } from '../../src/main/service/profile-failures';
import type { SecretStore } from '../../src/main/secrets/secret-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import type { ProfileList } from '../../src/shared/contract/contract';
import type { Result } from '../../src/shared/contract/result';
import { describeWithKeychain, testKey, testKeychain, unavailableKeychain } from '../support/keychain';
import { fakeMirror, freshDataPaths, modeOf } from '../support/profile-data-folder';

/**
 * Profile management as the renderer reaches it: the contract's methods,
 * through dispatch (the code both doors call), on the real core with keys in
 * the real keychain.
 */
const DEMO_KEY = 'vap_test_demodemodemodemodemodemodemo9999';
const demo: Backend = { kind: 'demo', baseUrl: 'http://127.0.0.1:9', apiKey: DEMO_KEY };

describeWithKeychain('profile management over the contract', () => {
  let paths: DataPaths & { dispose(): void };
  const keychain = testKeychain();
  const cores: Core[] = [];

  const start = (options: { keychain?: SecretStore; backend?: Backend } = {}): Core => {
    const core = startCore({
      info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' },
      paths,
      backend: options.backend ?? demo,
      secrets: { keychain: options.keychain ?? keychain, unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) },
    });
    cores.push(core);
    return core;
  };
  const call = (core: Core, method: string, params: unknown) => dispatchRequest(core.handlers, method, params);
  const listOf = (result: Result<unknown>): ProfileList => {
    if (!result.ok) throw new Error(`expected a profile list, got ${JSON.stringify(result.error)}`);
    return result.value as ProfileList;
  };

  beforeEach(() => {
    paths = freshDataPaths();
  });

  afterEach(async () => {
    for (const core of cores.splice(0)) {
      for (const profile of core.profiles.list().profiles) {
        if (!profile.demo) await core.profiles.remove(profile.id, { deleteMirror: false }).catch(() => undefined);
      }
    }
    paths.dispose();
    vi.restoreAllMocks();
  });

  it('lists the demo workspace alone on a first launch, active, its key held in memory', async () => {
    const list = listOf(await call(start(), 'profiles.list', {}));

    expect(list).toEqual({
      activeId: 'demo',
      profiles: [{ id: 'demo', name: 'Demo workspace', baseUrl: 'http://127.0.0.1:9', keyKind: 'test', keyHint: '…9999', keyPermission: 'unknown', keyStorage: 'memory', demo: true, lastSyncAt: null }],
    });
  });

  it('adds a workspace, listing it after the demo with its key’s hint, and never echoes the key', async () => {
    const core = start();
    const key = testKey('live');

    const result = await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: key });

    const list = listOf(result);
    expect(list.profiles.map((profile) => [profile.name, profile.keyKind, profile.keyHint, profile.keyStorage])).toEqual([
      ['Demo workspace', 'test', '…9999', 'memory'],
      ['Acme', 'production', `…${key.slice(-4)}`, 'os-keychain'],
    ]);
    expect(JSON.stringify(result)).not.toContain(key);
    expect(await core.profiles.resolveKey(list.profiles[1]!.id)).toBe(key);
  });

  it('tells the renderer about a new workspace with a profiles.changed event', async () => {
    const core = start();
    const seen: ProfileList[] = [];
    core.events.subscribe((name, payload) => name === 'profiles.changed' && seen.push(payload as ProfileList));

    await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });

    expect(seen.at(-1)?.profiles.map((profile) => profile.name)).toEqual(['Demo workspace', 'Acme']);
  });

  it('answers an unusable keychain with unavailable and its explanation, saving nothing', async () => {
    const core = start({ keychain: unavailableKeychain('no-service') });

    const result = await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });

    expect(result).toEqual({ ok: false, error: { code: 'unavailable', message: expect.stringMatching(/^No system keychain is running\./) } });
    expect(existsSync(join(paths.root, 'profiles.json'))).toBe(false);
    expect(existsSync(join(paths.root, UNPROTECTED_KEYS_FILE_NAME))).toBe(false);
  });

  it('keeps the key in the unprotected file once the UI has asked and sends allowInsecureFallback', async () => {
    const core = start({ keychain: unavailableKeychain('no-service') });
    const key = testKey();

    const list = listOf(await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: key, allowInsecureFallback: true }));

    expect(list.profiles[1]?.keyStorage).toBe('unprotected-file');
    expect(modeOf(join(paths.root, UNPROTECTED_KEYS_FILE_NAME))).toBe(0o600);
  });

  it('answers a base URL that would send the key over plain http with invalid_request naming baseUrl', async () => {
    const result = await call(start(), 'profiles.add', { name: 'Acme', baseUrl: 'http://api.acme.example', apiKey: testKey() });

    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'baseUrl', message: expect.stringContaining('plain http') }] } });
  });

  it('replaces a workspace’s key with profiles.rekey', async () => {
    const core = start();
    const added = listOf(await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey('test') }));
    const id = added.profiles[1]!.id;
    const rotated = testKey('live');

    const result = await call(core, 'profiles.rekey', { id, apiKey: rotated });

    expect(listOf(result).profiles[1]).toMatchObject({ keyKind: 'production', keyHint: `…${rotated.slice(-4)}` });
    expect(JSON.stringify(result)).not.toContain(rotated);
    expect(await core.profiles.resolveKey(id)).toBe(rotated);
  });

  it('removes the active workspace with its key and mirror, falling back to the demo', async () => {
    const core = start();
    const added = listOf(await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() }));
    const id = added.profiles[1]!.id;
    await call(core, 'profiles.switch', { id });
    const mirror = fakeMirror(join(paths.profilesDir, `${id}.sqlite`));

    const list = listOf(await call(core, 'profiles.remove', { id, deleteMirror: true }));

    expect(list.activeId).toBe('demo');
    expect(list.profiles.map((profile) => profile.id)).toEqual(['demo']);
    expect(mirror.filter((file) => existsSync(file))).toEqual([]);
  });

  it('refuses to re-key or remove the demo workspace, in plain words', async () => {
    const core = start();

    expect(await call(core, 'profiles.rekey', { id: 'demo', apiKey: testKey() })).toEqual({
      ok: false,
      error: { code: 'unavailable', message: 'The demo workspace’s key comes with the demo itself; it cannot be changed or removed.' },
    });
    expect(await call(core, 'profiles.remove', { id: 'demo', deleteMirror: true })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it('answers a workspace that is not in the list with not_found', async () => {
    expect(await call(start(), 'profiles.remove', { id: 'gone-123456', deleteMirror: false })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('reopens on the workspace switched to last, and on the demo once that one is gone', async () => {
    const first = start();
    const id = listOf(await call(first, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() })).profiles[1]!.id;
    await call(first, 'profiles.switch', { id });

    expect(listOf(await call(start(), 'profiles.list', {})).activeId).toBe(id);

    await call(first, 'profiles.switch', { id: 'demo' });
    expect(listOf(await call(start(), 'profiles.list', {})).activeId).toBe('demo');
  });

  it('opens a saved profile by id, without reading its key at start-up', async () => {
    const id = listOf(await call(start(), 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() })).profiles[1]!.id;
    const keychainReads = vi.fn(async () => undefined);
    const watched: SecretStore = { get: keychainReads, set: keychainReads, delete: async () => false, describe: () => ({ kind: 'os-keychain' }) };

    const core = start({ keychain: watched, backend: { kind: 'profile', id } });

    expect(listOf(await call(core, 'profiles.list', {}))).toMatchObject({ activeId: id, profiles: [{ id, name: 'Acme' }] });
    expect(keychainReads).not.toHaveBeenCalled();
  });

  it('turns a key the keychain no longer has into key_missing, for the UI to ask for it again', async () => {
    const core = start();
    const id = listOf(await call(core, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() })).profiles[1]!.id;
    const stored = JSON.parse(readFileSync(join(paths.root, 'profiles.json'), 'utf8')) as { profiles: Array<{ keyRef: string }> };
    await keychain.delete(stored.profiles[0]!.keyRef);

    const missing = await core.profiles.resolveKey(id).catch((error: unknown) => error);

    expect(asCoreFailure(missing)).toMatchObject({ error: { code: 'key_missing', message: expect.stringMatching(/^The key for "Acme" is no longer in the system keychain.*Enter the key again/) } });
  });

  it('does not start on an unreadable profiles.json, and says which file', () => {
    writeFileSync(join(paths.root, 'profiles.json'), 'not json');

    expect(() => start()).toThrow(/The profile list .*profiles\.json cannot be read \(it is not valid JSON\)/);
  });
});
