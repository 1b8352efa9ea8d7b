import { rmSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { tempDataDir } from '../support/cli-process';
import { appKeychain, describeWithKeychain } from '../support/keychain';
import { startSyncSandbox } from '../support/sync-sandbox';
import { runCli, storedProfiles, type ListedProfile } from '../support/cli-process';
import { queueInMirror, shownContacts } from './outbox-fixtures';

/**
 * `voicedesk push --profile NAME` records what the service said of the
 * saved workspace's key, as the app does: the app disables editing for a
 * key known to be read-only, and a key that got a write through is known
 * to write. Real commands, real keychain, the sandbox over HTTP.
 */
describeWithKeychain('voicedesk push --profile', () => {
  const keychain = appKeychain();
  let dataDir: string | undefined;

  afterEach(async () => {
    if (dataDir === undefined) return;
    for (const profile of storedProfiles(dataDir)) await keychain.delete(profile.keyRef);
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('learns from the service whether the saved key may write', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 5, calls: 0 } });
    dataDir = tempDataDir();
    const env = { VOICEDESK_DATA_DIR: dataDir };
    const cli = (args: string[], input?: string) => runCli(args, { env, ...(input === undefined ? {} : { input }) });
    const permission = async () => (JSON.parse((await cli(['profiles', '--json'])).stdout) as { profiles: ListedProfile[] }).profiles[0]!.keyPermission;
    const login = (key: string) => cli(['login', '--profile', 'acme', '--base-url', sandbox.server.baseUrl], `${key}\n`);

    expect((await login(sandbox.server.keys.read)).code).toBe(0);
    expect((await cli(['sync', '--profile', 'acme'])).code).toBe(0);
    const mirror = storedProfiles(dataDir)[0]!.mirrorFile;
    const [contact] = [...shownContacts(mirror).values()];
    queueInMirror(mirror, [{ op: 'contact.update', id: contact!.id, fields: { company: 'Acme Works' } }]);

    expect((await cli(['push', '--profile', 'acme'])).code).toBe(0);
    expect(await permission()).toBe('read');

    expect((await login(sandbox.server.keys.write)).code).toBe(0);
    expect(await permission()).toBe('unknown');
    const listed = JSON.parse((await cli(['outbox', '--profile', 'acme', '--json'])).stdout) as { failed: { seq: number }[] };
    expect((await cli(['outbox', '--profile', 'acme', '--retry', String(listed.failed[0]!.seq)])).code).toBe(0);
    const pushed = await cli(['push', '--profile', 'acme']);
    expect(JSON.parse(pushed.stdout)).toMatchObject({ sent: 1, failed: 0 });
    expect(await permission()).toBe('write');
  });
});
