import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataPaths } from '../../src/main/files/data-paths';
import type { ProfileStore } from '../../src/main/profiles/profile-store';
import { resolveMirrorTarget, resolveRemoteTarget, type ProfileOptionsContext } from '../../src/cli/profile-options';
import { testKey, unavailableKeychain } from '../support/keychain';
import { freshDataPaths, storeIn } from '../support/profile-data-folder';

/**
 * The flags later commands share: EITHER --db (with --base-url and
 * --api-key-env for those that reach the service) OR --profile. The keys
 * here live in the unprotected file (the keychain is "unavailable"), which
 * lets these cases run on any computer; the keychain path is covered by
 * test/profiles and test/cli/login-profiles-logout.
 */
describe('the --db / --profile options', () => {
  let paths: DataPaths & { dispose(): void };
  let store: ProfileStore;
  let context: ProfileOptionsContext;

  beforeEach(() => {
    paths = freshDataPaths();
    store = storeIn(paths, unavailableKeychain());
    context = { paths, env: { VOICEDESK_KEY: ' vap_test_fromtheenvironment0000000042 ', EMPTY: '' }, openStore: () => store };
  });

  afterEach(() => paths.dispose());

  it('gives a profile’s own mirror file for --profile, matching its name without regard to case', async () => {
    const { profile } = await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: testKey(), allowInsecureFallback: true });

    const target = await resolveMirrorTarget({ profile: 'acme' }, context);

    expect(target).toMatchObject({ source: 'profile', mirrorFile: profile.mirrorFile, profile: { id: profile.id } });
  });

  it('gives the file named by --db as it is', async () => {
    expect(await resolveMirrorTarget({ db: './acme.sqlite' }, context)).toEqual({ source: 'db', mirrorFile: './acme.sqlite' });
  });

  it('gives a profile’s base URL and its stored key for --profile', async () => {
    const key = testKey('live');
    await store.add({ name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: key, allowInsecureFallback: true });

    const target = await resolveRemoteTarget({ profile: 'Acme' }, context);

    expect(target).toMatchObject({ source: 'profile', baseUrl: 'https://api.acme.example', apiKey: key });
  });

  it('gives the base URL and the key from the environment for --db --base-url --api-key-env', async () => {
    const target = await resolveRemoteTarget({ db: 'a.sqlite', baseUrl: 'http://127.0.0.1:4010/v1', apiKeyEnv: 'VOICEDESK_KEY' }, context);

    expect(target).toEqual({ source: 'flags', mirrorFile: 'a.sqlite', baseUrl: 'http://127.0.0.1:4010', apiKey: 'vap_test_fromtheenvironment0000000042' });
  });

  it.each([
    [{ profile: 'acme' }, '--profile: no profile named "acme"; run voicedesk profiles to see them'],
    [{}, '--db or --profile is required: name the mirror file, or a saved workspace (run voicedesk profiles to see them)'],
    [{ profile: 'acme', db: 'x.sqlite' }, '--profile and --db cannot be used together: a profile has its own mirror (voicedesk profiles shows where)'],
  ])('refuses %j for a mirror command: %s', async (flags, message) => {
    await expect(resolveMirrorTarget(flags, context)).rejects.toThrow(message);
  });

  it.each([
    [{ db: 'a.sqlite', baseUrl: 'https://api.acme.example', apiKeyEnv: 'VOICEDESK_MISSING' }, '--api-key-env: the variable VOICEDESK_MISSING is not set'],
    [{ db: 'a.sqlite', baseUrl: 'https://api.acme.example', apiKeyEnv: 'EMPTY' }, '--api-key-env: the variable EMPTY is empty'],
    [{ db: 'a.sqlite', baseUrl: 'https://api.acme.example' }, '--api-key-env is required with --base-url'],
    [{ db: 'a.sqlite', apiKeyEnv: 'VOICEDESK_KEY' }, '--base-url is required with --db'],
    [{ db: 'a.sqlite', baseUrl: 'http://api.acme.example', apiKeyEnv: 'VOICEDESK_KEY' }, '--base-url: api.acme.example would be reached over plain http'],
    [{ baseUrl: 'https://api.acme.example', apiKeyEnv: 'VOICEDESK_KEY' }, '--db or --profile is required'],
    [{ profile: 'acme', baseUrl: 'https://api.acme.example' }, '--profile and --base-url cannot be used together'],
    [{ profile: 'acme', apiKeyEnv: 'VOICEDESK_KEY' }, '--profile and --api-key-env cannot be used together'],
  ])('refuses %j for a command that reaches the service: %s', async (flags, message) => {
    await expect(resolveRemoteTarget(flags, context)).rejects.toThrow(message);
  });

  it('refuses --profile whose key cannot be read, saying how to store it again', async () => {
    await store.add({ name: 'Acme corp', baseUrl: 'https://api.acme.example', apiKey: testKey(), allowInsecureFallback: true });
    rmSync(join(paths.root, 'unprotected-keys.json'));

    const failure = resolveRemoteTarget({ profile: 'acme corp' }, context);

    await expect(failure).rejects.toThrow(
      /^--profile Acme corp: The key for "Acme corp" is no longer in the unprotected key file in the data folder\. Enter the key again .* Store it again with: voicedesk login --profile 'Acme corp' --base-url URL$/,
    );
  });
});
