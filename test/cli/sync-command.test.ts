import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/mirror';
import { tempDataDir } from '../support/cli-process';
import { describeWithKeychain } from '../support/keychain';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { startSyncSandbox, tempFolder } from '../support/sync-sandbox';
import { runCli, runCliOnTerminal, type ListedProfile } from '../support/cli-process';

/** `voicedesk sync` as automation runs it: the real command, against the sandbox over HTTP. */
describe('voicedesk sync', () => {
  it('prints a one-line JSON summary, exits 0, and leaves a mirror equal to the server', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 120, calls: 30 } });
    const db = join(tempFolder(), 'mirror.sqlite');

    const run = await runCli(['sync', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY', '--db', db], { env: { VD_KEY: sandbox.server.keys.read } });

    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({
      status: 'ok',
      resources: {
        agents: { fetched: 5, upserted: 5, deleted: 0, rejected: 0 },
        campaigns: { fetched: 10, upserted: 10, deleted: 0, rejected: 0 },
        contacts: { fetched: 120, upserted: 120, deleted: 0, rejected: 0 },
        calls: { fetched: 30, upserted: 30, deleted: 0, rejected: 0 },
      },
      hydrated: { agents: 5, campaigns: 10, calls: 30 },
      rateLimited: 0,
    });
    expect(summary.requests).toBeGreaterThanOrEqual(49);
    expect(typeof summary.durationMs).toBe('number');
    const mirror = openMirror(db, { readonly: true });
    try {
      await expectMirrorEqualsServer(sandbox, { mirror });
    } finally {
      mirror.close();
    }
  });

  it('syncs lists only with --no-hydrate, and everything again with --full', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 60, calls: 20 } });
    const db = join(tempFolder(), 'mirror.sqlite');
    const args = ['sync', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY', '--db', db];
    const env = { VD_KEY: sandbox.server.keys.write };

    const lists = JSON.parse((await runCli([...args, '--no-hydrate'], { env })).stdout);
    const full = JSON.parse((await runCli([...args, '--full'], { env })).stdout);

    expect(lists).toMatchObject({ status: 'ok', hydrated: { calls: 0 }, callsAwaitingDetail: 20 });
    expect(full).toMatchObject({ status: 'ok', hydrated: { calls: 20 }, callsAwaitingDetail: 0 });
    expect(Object.values(full.resources).map((counts) => (counts as { mode: string }).mode)).toEqual(['full', 'full', 'full', 'full']);
  });

  it('exits 1 with a plain-words message when the key is refused', async () => {
    const sandbox = await startSyncSandbox({ realClock: true });
    const db = join(tempFolder(), 'mirror.sqlite');

    const run = await runCli(['sync', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY', '--db', db], { env: { VD_KEY: 'vap_test_revokedrevokedrevokedrevoked00' } });

    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'voicedesk: The workspace refused the API key: it may have been revoked or mistyped. Create a new key in the Developer Portal and enter it; nothing more will be synced with this one. Put the new key in the environment variable named by --api-key-env.\n',
    );
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'failed', error: { kind: 'unauthorized' } });
  });

  it('refuses to start without a key variable, naming the flag', async () => {
    const run = await runCli(['sync', '--base-url', 'http://127.0.0.1:9', '--api-key-env', 'VD_UNSET_KEY', '--db', join(tempFolder(), 'm.sqlite')], { env: {} });

    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe("voicedesk: --api-key-env: the variable VD_UNSET_KEY is not set; put the workspace's API key in it\n");
  });

  it('draws a progress bar on a terminal, and only there', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 300, calls: 20 } });
    const db = join(tempFolder(), 'mirror.sqlite');

    const { code, screen } = await runCliOnTerminal(['sync', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY', '--db', db], {
      env: { VD_KEY: sandbox.server.keys.write },
      prompt: '',
      typed: '',
    });

    expect(code).toBe(0);
    // Each redraw: carriage return, erase the line (ESC [ K), then the bar.
    expect(screen).toMatch(new RegExp(String.raw`\r\u001b\[K\[[#-]+\] (agents|campaigns|contacts|calls|transcripts)`));
    expect(screen).toContain('"status":"ok"');
  });
});

describeWithKeychain('voicedesk sync --profile', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDataDir();
  });
  afterEach(async () => {
    if (existsSync(join(dataDir, 'profiles.json'))) await runCli(['logout', '--profile', 'sandbox'], { env: { VOICEDESK_DATA_DIR: dataDir } });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('syncs into the profile’s own mirror with the key from the keychain, and records when', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 25, calls: 5 } });
    const env = { VOICEDESK_DATA_DIR: dataDir };
    expect((await runCli(['login', '--profile', 'sandbox', '--base-url', sandbox.server.baseUrl], { env, input: `${sandbox.server.keys.write}\n` })).code).toBe(0);

    const run = await runCli(['sync', '--profile', 'sandbox', '--no-hydrate'], { env });

    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'ok', resources: { contacts: { upserted: 25 } } });
    const { profiles } = JSON.parse((await runCli(['profiles', '--json'], { env })).stdout) as { profiles: ListedProfile[] };
    expect(profiles[0]!.lastSyncAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(existsSync(profiles[0]!.mirrorFile)).toBe(true);
    const both = await runCli(['sync', '--profile', 'sandbox', '--db', join(dataDir, 'x.sqlite')], { env });
    expect(both).toMatchObject({ code: 1, stderr: 'voicedesk: --profile and --db cannot be used together: a profile has its own mirror (voicedesk profiles shows where)\n' });
  });
});
