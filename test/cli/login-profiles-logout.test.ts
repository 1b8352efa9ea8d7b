import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tempDataDir } from '../support/cli-process';
import { appKeychain, describeWithKeychain, testKey } from '../support/keychain';
import { fakeMirror, filesUnder, modeOf } from '../support/profile-data-folder';
import { runCli, runCliOnTerminal, storedProfiles, type CliRun, type ListedProfile } from '../support/cli-process';

/**
 * `voicedesk login`, `profiles` and `logout`, run as the real command against
 * the real keychain (the app's own service name, as a user would have it).
 * Every output of every command is kept, to check that no key ever appears.
 */
describeWithKeychain('voicedesk login, profiles and logout', () => {
  const keychain = appKeychain();
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let outputs: string[];
  let keys: string[];

  const cli = async (args: string[], input?: string): Promise<CliRun> => {
    const run = await runCli(args, { env, ...(input === undefined ? {} : { input }) });
    outputs.push(run.stdout, run.stderr);
    return run;
  };
  const login = (name: string, key: string, ...more: string[]) => {
    keys.push(key);
    return cli(['login', '--profile', name, '--base-url', 'https://api.acme.example', ...more], `${key}\n`);
  };
  const listed = async (): Promise<{ activeId: string | null; profiles: ListedProfile[] }> => {
    const run = await cli(['profiles', '--json']);
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as { activeId: string | null; profiles: ListedProfile[] };
  };

  beforeEach(() => {
    dataDir = tempDataDir();
    env = { VOICEDESK_DATA_DIR: dataDir };
    outputs = [];
    keys = [];
  });

  afterEach(async () => {
    // What these commands printed must never contain a key.
    for (const key of keys) for (const output of outputs) expect(output).not.toContain(key);
    if (existsSync(join(dataDir, 'profiles.json'))) for (const profile of storedProfiles(dataDir)) await keychain.delete(profile.keyRef);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('login reads the key from standard input, and profiles --json shows its kind and last four characters only', async () => {
    const key = testKey('live');

    const run = await login('acme', key);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(`Stored the key for "acme" (production key …${key.slice(-4)}) in the system keychain.\n`);
    const { profiles } = await listed();
    expect(profiles).toEqual([
      {
        id: expect.stringMatching(/^acme-[0-9a-f]{6}$/),
        name: 'acme',
        baseUrl: 'https://api.acme.example',
        keyKind: 'production',
        keyHint: `…${key.slice(-4)}`,
        keyPermission: 'unknown',
        keyStorage: 'os-keychain',
        lastSyncAt: null,
        mirrorFile: join(dataDir, 'profiles', `${profiles[0]!.id}.sqlite`),
        createdAt: expect.any(String),
        active: false,
      },
    ]);
    expect(await keychain.get(storedProfiles(dataDir)[0]!.keyRef)).toBe(key);
  });

  it('keeps the key out of profiles.json, which is readable by the user only', async () => {
    const key = testKey();

    await login('acme', key);

    const profilesFile = join(dataDir, 'profiles.json');
    expect(readFileSync(profilesFile).includes(key)).toBe(false);
    expect(modeOf(profilesFile)).toBe(0o600);
    for (const file of filesUnder(dataDir)) expect(readFileSync(file).includes(key), file).toBe(false);
  });

  it('prints the table of profiles with the key’s kind and hint', async () => {
    const key = testKey('test');
    await login('acme', key);

    const run = await cli(['profiles']);

    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^\s+NAME\s+BASE URL\s+KEY\s+PERMISSION\s+LAST SYNC\s+MIRROR$/);
    expect(run.stdout).toContain(`acme  https://api.acme.example  test key …${key.slice(-4)}  unknown     never`);
  });

  it('login again with the same name and base URL replaces the key, and the old entry leaves the keychain', async () => {
    await login('acme', testKey('test'));
    const before = storedProfiles(dataDir)[0]!;
    const rotated = testKey('live');

    const run = await login('acme', rotated);

    expect(run.stdout).toBe(`Replaced the key for "acme" (production key …${rotated.slice(-4)}) in the system keychain.\n`);
    const after = storedProfiles(dataDir)[0]!;
    expect(after.id).toBe(before.id);
    expect(await keychain.get(after.keyRef)).toBe(rotated);
    expect(await keychain.get(before.keyRef)).toBeUndefined();
  });

  it('logout deletes the keychain entry and the profile, and leaves the mirror without --delete-mirror', async () => {
    await login('acme', testKey());
    const stored = storedProfiles(dataDir)[0]!;
    const mirror = fakeMirror(stored.mirrorFile);

    const run = await cli(['logout', '--profile', 'ACME']);

    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Removed "acme"; deleted its key from the system keychain.\nIts mirror stays at ${stored.mirrorFile}; delete that file yourself if you no longer need it.\n`);
    expect(await keychain.get(stored.keyRef)).toBeUndefined();
    expect((await listed()).profiles).toEqual([]);
    expect(mirror.every((file) => existsSync(file))).toBe(true);
  });

  it('logout --delete-mirror deletes that profile’s mirror files and no other’s', async () => {
    await login('acme', testKey());
    await login('globex', testKey());
    const [acme, globex] = storedProfiles(dataDir);
    const acmeFiles = fakeMirror(acme!.mirrorFile);
    const globexFiles = fakeMirror(globex!.mirrorFile);

    const run = await cli(['logout', '--profile', 'acme', '--delete-mirror']);

    expect(run.code).toBe(0);
    expect(acmeFiles.filter((file) => existsSync(file))).toEqual([]);
    expect(globexFiles.every((file) => existsSync(file))).toBe(true);
    expect((await listed()).profiles.map((profile) => profile.name)).toEqual(['globex']);
  });

  it('login refuses a plain-http base URL before reading any key', async () => {
    const run = await cli(['login', '--profile', 'acme', '--base-url', 'http://api.acme.example']);

    expect(run.code).toBe(1);
    expect(run.stderr).toBe('voicedesk: --base-url: api.acme.example would be reached over plain http, where the API key could be read on the way. Use https://api.acme.example instead.\n');
    expect(existsSync(join(dataDir, 'profiles.json'))).toBe(false);
  });

  it('login with nothing on standard input says how to give the key, and stores nothing', async () => {
    const run = await cli(['login', '--profile', 'acme', '--base-url', 'https://api.acme.example'], '');

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^voicedesk: no API key was given: pipe it on standard input/);
    expect(existsSync(join(dataDir, 'profiles.json'))).toBe(false);
  });

  it('login refuses a name already used for another base URL, naming --profile', async () => {
    await login('acme', testKey());

    const run = await cli(['login', '--profile', 'Acme', '--base-url', 'https://other.example'], `${testKey()}\n`);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^voicedesk: --profile: a profile named "acme" already exists for https:\/\/api\.acme\.example/);
  });

  it('logout of a profile that does not exist names the flag and the way to list them', async () => {
    const run = await cli(['logout', '--profile', 'nobody']);

    expect(run).toEqual({ code: 1, stdout: '', stderr: 'voicedesk: --profile: no profile named "nobody"; run voicedesk profiles to see them\n' });
  });

  it.skipIf(!existsSync('/usr/bin/script'))('login on a terminal asks for the key without showing it as it is typed', async () => {
    const key = testKey('live');
    keys.push(key);

    const { code, screen } = await runCliOnTerminal(['login', '--profile', 'acme', '--base-url', 'https://api.acme.example'], { env, prompt: 'API key for acme: ', typed: key });
    outputs.push(screen);

    expect(code).toBe(0);
    expect(screen).toContain('API key for acme: ');
    expect(screen).toContain(`Stored the key for "acme" (production key …${key.slice(-4)})`);
    expect(await keychain.get(storedProfiles(dataDir)[0]!.keyRef)).toBe(key);
  });
});
