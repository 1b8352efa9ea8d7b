import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DataPaths } from '../../src/main/files/data-paths';
import { KeyMissing, ProfileInputInvalid, ProfilesFileUnreadable } from '../../src/main/profiles/profile-errors';
import { UNPROTECTED_KEYS_FILE_NAME, type ProfileStore } from '../../src/main/profiles/profile-store';
import { KeychainUnavailable } from '../../src/main/secrets/keychain-unavailable';
import { describeWithKeychain, testKey, testKeychain, unavailableKeychain } from '../support/keychain';
import { fakeMirror, freshDataPaths, modeOf, storeIn } from '../support/profile-data-folder';

describeWithKeychain('the profile store, with keys in the real keychain', () => {
  let paths: DataPaths & { dispose(): void };
  let store: ProfileStore;
  const keychain = testKeychain();

  beforeEach(() => {
    paths = freshDataPaths();
    store = storeIn(paths, keychain);
  });

  afterEach(async () => {
    // Leave no test entries behind in the keychain (one test leaves profiles.json unreadable on purpose).
    const left = (() => {
      try {
        return store.list();
      } catch {
        return [];
      }
    })();
    for (const profile of left) await keychain.delete(profile.keyRef);
    paths.dispose();
  });

  it('keeps the key in the keychain and only facts about it in profiles.json, readable by the user only', async () => {
    const key = testKey('live');

    const { profile, warning } = await store.add({ name: 'Acme production', baseUrl: 'https://api.acme.example/v1/', apiKey: key });

    expect(warning).toBeUndefined();
    expect(profile).toMatchObject({ name: 'Acme production', baseUrl: 'https://api.acme.example', keyStorage: 'os-keychain', keyKind: 'production', keyHint: `…${key.slice(-4)}`, keyPermission: 'unknown', lastSyncAt: null });
    expect(profile.keyRef).not.toContain(key);
    expect(await keychain.get(profile.keyRef)).toBe(key);
    expect(await store.resolveKey(profile.id)).toBe(key);
    const bytes = readFileSync(store.file);
    expect(bytes.includes(key)).toBe(false);
    expect(bytes.includes(key.slice(9))).toBe(false);
    expect(modeOf(store.file)).toBe(0o600);
  });

  it('gives each profile its own mirror file in the data folder', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });

    expect(profile.mirrorFile).toBe(join(paths.profilesDir, `${profile.id}.sqlite`));
    expect(profile.id).toMatch(/^acme-[0-9a-f]{6}$/);
  });

  it('writes profiles.json by replacing it whole, leaving no temporary file behind', async () => {
    await store.add({ name: 'One', baseUrl: 'https://one.example', apiKey: testKey() });
    await store.add({ name: 'Two', baseUrl: 'https://two.example', apiKey: testKey() });

    expect(readdirSync(paths.root).sort()).toEqual(['demo', 'logs', 'profiles', 'profiles.json']);
    expect(store.list().map((profile) => profile.name)).toEqual(['One', 'Two']);
  });

  it('rotates a key: the new one is read back, the old entry is gone, the kind and hint follow', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey('test') });
    const rotated = testKey('live');

    const updated = await store.rekey(profile.id, rotated);

    expect(await store.resolveKey(profile.id)).toBe(rotated);
    expect(await keychain.get(profile.keyRef)).toBeUndefined();
    expect(updated).toMatchObject({ keyKind: 'production', keyHint: `…${rotated.slice(-4)}` });
    expect(readFileSync(store.file).includes(rotated)).toBe(false);
  });

  it('removes a profile with its keychain entry, and keeps its mirror unless asked', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });
    const mirror = fakeMirror(profile.mirrorFile);

    const removed = await store.remove(profile.id, { deleteMirror: false });

    expect(removed).toMatchObject({ keyDeleted: true, deletedFiles: [] });
    expect(await keychain.get(profile.keyRef)).toBeUndefined();
    expect(store.list()).toEqual([]);
    expect(mirror.every((file) => existsSync(file))).toBe(true);
  });

  it('keeps two profiles’ mirrors apart, and deleteMirror deletes only the removed one’s files', async () => {
    const { profile: first } = await store.add({ name: 'First', baseUrl: 'https://first.example', apiKey: testKey() });
    const { profile: second } = await store.add({ name: 'Second', baseUrl: 'https://second.example', apiKey: testKey() });
    const firstFiles = fakeMirror(first.mirrorFile);
    const secondFiles = fakeMirror(second.mirrorFile);

    const removed = await store.remove(first.id, { deleteMirror: true });

    expect(first.mirrorFile).not.toBe(second.mirrorFile);
    expect(removed.deletedFiles.sort()).toEqual(firstFiles.sort());
    expect(firstFiles.some((file) => existsSync(file))).toBe(false);
    expect(secondFiles.every((file) => existsSync(file))).toBe(true);
    expect(store.list().map((profile) => profile.id)).toEqual([second.id]);
  });

  it('persists the switch to another profile, and forgets it when that profile is removed', async () => {
    const { profile: first } = await store.add({ name: 'First', baseUrl: 'https://first.example', apiKey: testKey() });
    const { profile: second } = await store.add({ name: 'Second', baseUrl: 'https://second.example', apiKey: testKey() });

    store.switchTo(second.id);
    expect(storeIn(paths, keychain).activeId()).toBe(second.id);

    await store.remove(second.id, { deleteMirror: false });
    expect(storeIn(paths, keychain).activeId()).toBeNull();
    expect(store.get(first.id)?.name).toBe('First');
  });

  it('renames a profile, and refuses a name another profile has, ignoring case', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });
    await store.add({ name: 'Globex', baseUrl: 'https://api.globex.example', apiKey: testKey() });

    expect(store.rename(profile.id, '  Acme staging ').name).toBe('Acme staging');
    expect(() => store.rename(profile.id, 'globex')).toThrow(ProfileInputInvalid);
    await expect(store.add({ name: 'ACME STAGING', baseUrl: 'https://x.example', apiKey: testKey() })).rejects.toThrow(/already a workspace named "Acme staging"/);
  });

  it('refuses a plain-http base URL on another machine, naming the field, and stores no key', async () => {
    const attempt = store.add({ name: 'Acme', baseUrl: 'http://api.acme.example', apiKey: testKey() });

    await expect(attempt).rejects.toMatchObject({ name: 'ProfileInputInvalid', field: 'baseUrl', message: expect.stringContaining('plain http') });
    expect(existsSync(store.file)).toBe(false);
  });

  it('refuses a key with spaces in it without quoting it', async () => {
    const key = `${testKey()} trailing-words`;

    const error = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: key }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProfileInputInvalid);
    expect((error as Error).message).not.toContain(key.slice(0, 12));
  });

  it('reports a key that is gone from the keychain as KeyMissing, asking for it again', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });
    await keychain.delete(profile.keyRef);

    const error = await store.resolveKey(profile.id).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(KeyMissing);
    expect(error).toMatchObject({ reason: 'entry-missing', profileId: profile.id });
    expect((error as Error).message).toMatch(/^The key for "Acme" is no longer in the system keychain .* Enter the key again/);
  });

  it('reports a keychain that cannot be read as KeyMissing carrying the keychain’s explanation', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });
    const locked = storeIn(paths, unavailableKeychain('locked'));

    const error = await locked.resolveKey(profile.id).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'KeyMissing', reason: 'keychain-unavailable' });
    expect((error as Error).message).toContain('The system keychain is locked.');
  });

  it('keeps a profile whose key cannot be deleted from a locked keychain, so removing can be retried', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() });
    const locked = storeIn(paths, unavailableKeychain('locked'));

    await expect(locked.remove(profile.id, { deleteMirror: true })).rejects.toBeInstanceOf(KeychainUnavailable);
    expect(store.get(profile.id)).toBeDefined();
  });

  it('refuses to touch an unreadable profiles.json, and stores no key for it', async () => {
    writeFileSync(store.file, '{"version": 1, "profiles": [ broken');
    const key = testKey();

    await expect(store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: key })).rejects.toBeInstanceOf(ProfilesFileUnreadable);
    expect(readFileSync(store.file, 'utf8')).toBe('{"version": 1, "profiles": [ broken');
  });
});

describeWithKeychain('the unprotected key file', () => {
  let paths: DataPaths & { dispose(): void };
  const keyFile = () => join(paths.root, UNPROTECTED_KEYS_FILE_NAME);

  beforeEach(() => {
    paths = freshDataPaths();
  });

  afterEach(() => paths.dispose());

  it('is not used when the keychain is unavailable and the user did not opt in: nothing is stored', async () => {
    const store = storeIn(paths, unavailableKeychain('no-service'));

    await expect(store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey() })).rejects.toMatchObject({ name: 'KeychainUnavailable', problem: 'no-service' });
    expect(existsSync(keyFile())).toBe(false);
    expect(existsSync(store.file)).toBe(false);
  });

  it('holds the key, readable by the user only and with a warning, when the keychain is unavailable and the user opted in', async () => {
    const store = storeIn(paths, unavailableKeychain('no-service'));
    const key = testKey();

    const { profile, warning } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: key, allowInsecureFallback: true });

    expect(profile.keyStorage).toBe('unprotected-file');
    expect(warning).toMatch(/unprotected file .* not encrypted/);
    expect(modeOf(keyFile())).toBe(0o600);
    expect(readFileSync(keyFile(), 'utf8')).toContain(key);
    expect(readFileSync(store.file).includes(key)).toBe(false);
    expect(await store.resolveKey(profile.id)).toBe(key);
  });

  it('is not used when the keychain works, even when the user allowed it', async () => {
    const keychain = testKeychain();
    const store = storeIn(paths, keychain);

    const { profile, warning } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey(), allowInsecureFallback: true });

    expect([profile.keyStorage, warning, existsSync(keyFile())]).toEqual(['os-keychain', undefined, false]);
    await keychain.delete(profile.keyRef);
  });

  it('is deleted once the last key in it is removed', async () => {
    const store = storeIn(paths, unavailableKeychain());
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey(), allowInsecureFallback: true });

    const removed = await store.remove(profile.id, { deleteMirror: false });

    expect(removed.keyDeleted).toBe(true);
    expect(existsSync(keyFile())).toBe(false);
  });
});
