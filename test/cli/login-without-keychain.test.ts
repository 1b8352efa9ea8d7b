import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../support/cli-process';
import { testKey } from '../support/keychain';
import { modeOf } from '../support/profile-data-folder';
import { runCli } from '../support/cli-process';

/**
 * A computer without a keychain: the session bus points at nothing, as on a
 * Linux server without a desktop session. Login must explain, store nothing
 * and crash nowhere, unless the user opts in to the unprotected file.
 */
describe.skipIf(process.platform !== 'linux')('voicedesk login on a computer without a keychain', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeEach(() => {
    dataDir = tempDataDir();
    env = { VOICEDESK_DATA_DIR: dataDir, DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(tmpdir(), `no-bus-${randomUUID()}`)}` };
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('explains that no keychain is running, offers --insecure-key-file, and stores nothing', async () => {
    const key = testKey();

    const run = await runCli(['login', '--profile', 'acme', '--base-url', 'https://api.acme.example'], { env, input: key });

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^voicedesk: No system keychain is running\. .* Nothing was stored\. .*run again with --insecure-key-file/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stderr).not.toContain(key);
    expect(existsSync(join(dataDir, 'profiles.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'unprotected-keys.json'))).toBe(false);
  });

  it('with --insecure-key-file keeps the key in a file readable by the user only, and warns', async () => {
    const key = testKey('live');

    const run = await runCli(['login', '--profile', 'acme', '--base-url', 'https://api.acme.example', '--insecure-key-file'], { env, input: key });

    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Stored the key for "acme" (production key …${key.slice(-4)}) in an unprotected file in the data folder.\n`);
    expect(run.stderr).toMatch(/^voicedesk: warning: The key is kept in an unprotected file/);
    expect(`${run.stdout}${run.stderr}`).not.toContain(key);
    const keyFile = join(dataDir, 'unprotected-keys.json');
    expect(modeOf(keyFile)).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8')).toContain(key);
    expect(readFileSync(join(dataDir, 'profiles.json')).includes(key)).toBe(false);
  });

  it('lists profiles without touching the keychain, marking the unprotected one', async () => {
    await runCli(['login', '--profile', 'acme', '--base-url', 'https://api.acme.example', '--insecure-key-file'], { env, input: testKey() });

    const run = await runCli(['profiles'], { env });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/acme .*\(unprotected file\)/);
  });

  it('logout removes an unprotected key, deleting the file with the last one', async () => {
    await runCli(['login', '--profile', 'acme', '--base-url', 'https://api.acme.example', '--insecure-key-file'], { env, input: testKey() });

    const run = await runCli(['logout', '--profile', 'acme'], { env });

    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Removed "acme"; deleted its key from the unprotected key file.\n');
    expect(existsSync(join(dataDir, 'unprotected-keys.json'))).toBe(false);
  });
});
