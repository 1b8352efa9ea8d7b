import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createCoreClient } from '../../src/renderer/src/api/core-client';
import { createWebSocketTransport, rpcUrlFromPage } from '../../src/renderer/src/api/websocket-transport';
import { spawnCli, tempDataDir, type RunningCli } from '../support/cli-process';
import { runCli } from '../support/cli-process';

/**
 * `voicedesk ui --profile NAME`: browser mode on a saved workspace. Its key
 * is not read at start-up, so a keychain that is unavailable (here: a
 * session bus pointing at nothing) does not stop the app from starting.
 */
describe('voicedesk ui --profile', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let ui: RunningCli | undefined;

  beforeEach(() => {
    dataDir = tempDataDir();
    env = { VOICEDESK_DATA_DIR: dataDir, DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(tmpdir(), `no-bus-${randomUUID()}`)}` };
    // A profile saved earlier, its key in the (now unavailable) keychain.
    writeFileSync(
      join(dataDir, 'profiles.json'),
      JSON.stringify({
        version: 1,
        activeId: null,
        profiles: [
          {
            id: 'acme-a1b2c3',
            name: 'Acme',
            baseUrl: 'https://api.acme.example',
            keyRef: randomUUID(),
            keyStorage: 'os-keychain',
            keyKind: 'production',
            keyHint: '…wxyz',
            keyPermission: 'read',
            lastSyncAt: null,
            mirrorFile: join(dataDir, 'profiles', 'acme-a1b2c3.sqlite'),
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
      { mode: 0o600 },
    );
  });

  afterEach(async () => {
    if (ui && ui.child.exitCode === null) {
      ui.child.kill('SIGTERM');
      await ui.exit;
    }
    ui = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the saved profile, active, even though its keychain is unavailable', async () => {
    ui = spawnCli(['ui', '--profile', 'acme', '--no-open'], env);
    const { url } = (await ui.firstLine) as { url: string };
    const page = new URL(url);
    class PageWebSocket extends WebSocket {
      constructor(address: string) {
        super(address, { origin: page.origin });
      }
    }
    const transport = createWebSocketTransport({ url: rpcUrlFromPage(page), WebSocket: PageWebSocket });
    const client = createCoreClient(transport);
    try {
      const result = await client.call('profiles.list', {});

      expect(result).toEqual({
        ok: true,
        value: {
          activeId: 'acme-a1b2c3',
          profiles: [
            { id: 'acme-a1b2c3', name: 'Acme', baseUrl: 'https://api.acme.example', keyKind: 'production', keyHint: '…wxyz', keyPermission: 'read', keyStorage: 'os-keychain', demo: false, lastSyncAt: null },
          ],
        },
      });
    } finally {
      transport.close();
    }
  });

  it('refuses a profile name it does not know, naming the flag', async () => {
    const run = await runCli(['ui', '--profile', 'globex', '--no-open'], { env });

    expect(run).toMatchObject({ code: 1, stdout: '', stderr: expect.stringContaining('voicedesk: --profile: no profile named "globex"; run voicedesk profiles to see them') });
  });

  it.each([
    [['--db', 'other.sqlite'], '--profile and --db cannot be used together'],
    [['--base-url', 'https://api.acme.example'], '--profile and --base-url cannot be used together'],
  ])('refuses --profile with %j', async (extra, message) => {
    const run = await runCli(['ui', '--profile', 'acme', '--no-open', ...extra], { env });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`voicedesk: ${message}`);
  });

  it('still names --api-key-env when --base-url comes without it', async () => {
    const run = await runCli(['ui', '--base-url', 'https://api.acme.example', '--no-open'], { env });

    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toContain('voicedesk: --api-key-env is required with --base-url');
  });
});
