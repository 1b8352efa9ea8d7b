import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCore, type Core } from '../../src/main/app/start-core';
import { UNPROTECTED_KEYS_FILE_NAME } from '../../src/main/profiles/profile-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import { events as contractEvents, type SyncProgress } from '../../src/shared/contract/contract';
import { freshDataPaths } from '../support/profile-data-folder';
import { unavailableKeychain } from '../support/keychain';

/**
 * The status bar's Online/Offline, as the core tells it, against a real
 * HTTP server on 127.0.0.1 that goes away and comes back. The server
 * counts the requests it gets: finding out must not spend any.
 */

/** A service that answers every request with 503 and counts them; `stop` and `restart` on the same port. */
async function countingServer() {
  let requests = 0;
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((_request, response) => {
        requests += 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"code":"unavailable","message":"test"}}');
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve((next.address() as AddressInfo).port));
      server = next;
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      server?.close(() => resolve());
    });
  return { port, baseUrl: `http://127.0.0.1:${port}/v1`, requests: () => requests, stop, restart: () => listen(port), close: stop };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function coreOn(baseUrl: string, connectivity: NonNullable<Parameters<typeof startCore>[0]['connectivity']>) {
  const paths = freshDataPaths();
  cleanups.push(paths.dispose);
  const core: Core = startCore({
    info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' },
    paths,
    backend: { kind: 'remote', baseUrl, apiKey: 'vd_test_0123456789abcdef', name: 'Flaky' },
    secrets: { keychain: unavailableKeychain(), unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) },
    connectivity,
  });
  cleanups.push(() => core.close());
  const shown: SyncProgress[] = [];
  core.events.subscribe((name, payload) => {
    if (name === 'sync.progress') shown.push(contractEvents['sync.progress'].parse(payload));
  });
  return { core, shown };
}

describe('telling whether the workspace can be reached', () => {
  it('turns Offline when the service goes away and Online when it is back, without a single request', async () => {
    const server = await countingServer();
    cleanups.push(server.close);
    const { core, shown } = coreOn(server.baseUrl, { everyMs: 100 });
    // The first probe connects: there is nothing to report until something changes.
    await expect.poll(() => core.connectivity?.checkNow()).toBe(true);

    await server.stop();
    await expect.poll(() => core.sync.status()?.online).toBe(false);
    expect(shown.at(-1)).toMatchObject({ phase: 'idle', online: false });

    await server.restart();
    await expect.poll(() => core.sync.status()?.online).toBe(true);
    expect(shown.at(-1)).toMatchObject({ online: true });
    expect(server.requests()).toBe(0);
  });

  it('turns Offline at the first request that cannot connect, while the sync is still trying', async () => {
    const server = await countingServer();
    await server.stop();
    // No probing: only the failed request can tell.
    const { core, shown } = coreOn(server.baseUrl, false);
    await core.handlers['sync.start']({});

    await expect.poll(() => shown.find((event) => event.online === false)).toBeDefined();
    const told = shown.find((event) => event.online === false);
    expect(told?.phase).toBe('syncing');
  });

  it('checks at once when told the network changed, rather than at the next probe', async () => {
    const server = await countingServer();
    cleanups.push(server.close);
    // A probe a minute: only the hint can make the change show within the test.
    const { core } = coreOn(server.baseUrl, { everyMs: 60_000 });
    await expect.poll(() => core.connectivity?.checkNow()).toBe(true);
    await server.stop();

    core.wake('network');
    await expect.poll(() => core.sync.status()?.online).toBe(false);
  });

  it('hears from an outbox push that the service is gone, and from the next probe that connects that it is back', async () => {
    const server = await countingServer();
    cleanups.push(server.close);
    // A probe a minute: only the push can tell that the service went, and only checkNow that it came back.
    const { core } = coreOn(server.baseUrl, { everyMs: 60_000 });
    await expect.poll(() => core.connectivity?.checkNow()).toBe(true);
    await server.stop();

    await core.handlers['outbox.apply']({ edits: [{ op: 'contact.create', fields: { first_name: 'Ana' } }] });
    await core.handlers['outbox.push']({});
    await expect.poll(() => core.sync.status()?.online).toBe(false);

    await server.restart();
    // The watch last saw the service connect; it must have learned of the push's finding to report the return.
    await expect.poll(() => core.connectivity?.checkNow()).toBe(true);
    expect(core.sync.status()?.online).toBe(true);
  });
});
