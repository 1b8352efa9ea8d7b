import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startBrowserHost } from '../../src/main/host/browser-host';
import type { CoreEventHub } from '../../src/main/service/core-handlers';
import { registerIpcHost } from '../../src/main/host/ipc-host';
import { isTrustedFrameUrl } from '../../src/main/electron/trusted-sender';
import { createBridge } from '../../src/preload/create-bridge';
import { createCoreClient, type CoreClient } from '../../src/renderer/src/api/core-client';
import { createIpcTransport } from '../../src/renderer/src/api/ipc-transport';
import type { Transport } from '../../src/renderer/src/api/transport';
import { createWebSocketTransport, rpcUrlFromPage } from '../../src/renderer/src/api/websocket-transport';
import type { OutboxCounts } from '../../src/shared/contract/contract';
import { createFakeElectronIpc } from '../support/fake-electron-ipc';
import { createFakeCore, INTERNAL_DETAIL, testAppInfo } from '../support/fake-core';

/**
 * The same cases, driven through both doors of the contract: the real
 * browser-mode host over real HTTP and sockets, and the real IPC host with
 * the real preload bridge over an emulation of Electron's IPC. The core is a
 * fake (test/support/fake-core.ts): the subject here is the transport.
 */

interface Connection {
  client: CoreClient;
  transport: Transport;
  events: CoreEventHub;
  close(): Promise<void>;
}

async function connectOverWebSocket(): Promise<Connection> {
  const core = createFakeCore();
  const staticDir = mkdtempSync(join(tmpdir(), 'voicedesk-transport-'));
  const host = await startBrowserHost({ handlers: core.handlers, events: core.events, staticDir });
  const page = new URL(host.url);
  // A browser sends the page's origin with the upgrade; `ws` sends what it is told.
  class PageWebSocket extends WebSocket {
    constructor(url: string) {
      super(url, { origin: page.origin });
    }
  }
  const transport = createWebSocketTransport({ url: rpcUrlFromPage(page), WebSocket: PageWebSocket });
  return {
    client: createCoreClient(transport),
    transport,
    events: core.events,
    async close() {
      transport.close();
      await host.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

async function connectOverIpc(): Promise<Connection> {
  const core = createFakeCore();
  const appUrl = 'file:///opt/VoiceDesk/resources/app/out/renderer/index.html';
  const electron = createFakeElectronIpc(appUrl);
  const unregister = registerIpcHost({
    ipcMain: electron.ipcMain,
    handlers: core.handlers,
    events: core.events,
    isTrustedSender: (event) => event.senderFrame !== null && isTrustedFrameUrl(event.senderFrame.url, appUrl),
    getWebContents: () => [electron.webContents],
  });
  const transport = createIpcTransport(createBridge(electron.ipcRenderer));
  return {
    client: createCoreClient(transport),
    transport,
    events: core.events,
    async close() {
      transport.close();
      unregister();
    },
  };
}

const outboxCounts: OutboxCounts = { profileId: 'demo', pending: 2, failed: 0, conflicts: 1 };

describe.each([
  ['the browser-mode WebSocket', connectOverWebSocket],
  ['Electron IPC', connectOverIpc],
])('the contract over %s', (_name, connect) => {
  let connection: Connection;

  beforeEach(async () => {
    connection = await connect();
    // Events are live only: one round trip makes sure the page is connected
    // (the WebSocket opens asynchronously) before a test emits anything.
    await connection.client.call('app.info', {});
  });

  afterEach(async () => {
    await connection.close();
    vi.restoreAllMocks();
  });

  it('round-trips a call and returns the core’s value', async () => {
    const result = await connection.client.call('app.info', {});

    expect(result).toEqual({ ok: true, value: testAppInfo });
  });

  it('parses the input in the core, so a valid edit reaches the handler trimmed', async () => {
    const result = await connection.client.call('profiles.rename', { id: 'demo', name: '  Production  ' });

    expect(result.ok && result.value.profiles[0]?.name).toBe('Production');
  });

  it('answers invalid params with invalid_request naming the field at fault', async () => {
    const result = await connection.client.call('profiles.rename', { id: 'demo', name: '' });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_request');
    expect(result.error.problems?.[0]?.field).toBe('name');
    expect(result.error.message).toContain('name');
  });

  it('answers params that are not an object at all with invalid_request', async () => {
    const raw = await connection.transport.request('profiles.switch', 'demo');

    expect(raw).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('answers a method the core does not offer with unknown_method', async () => {
    const raw = await connection.transport.request('profiles.delete-everything', {});

    expect(raw).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  it('passes on the error of a handler that throws a CoreFailure', async () => {
    const result = await connection.client.call('profiles.switch', { id: 'nobody' });

    expect(result).toEqual({ ok: false, error: { code: 'not_found', message: 'No profile with that id' } });
  });

  it('reports a handler’s unexpected exception as internal, in plain words and without its stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await connection.client.call('profiles.rename', { id: 'demo', name: 'explode' });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('internal');
    expect(result.error.message).not.toContain(INTERNAL_DETAIL);
    expect(result.error.message).not.toMatch(/\bat .*:\d+/);
    expect(Object.keys(result.error)).toEqual(['code', 'message']);
    // The core keeps the details, in its own log.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('profiles.rename'), expect.objectContaining({ message: INTERNAL_DETAIL }));
  });

  it('delivers an event emitted by the core to the client’s listener, validated', async () => {
    const received = new Promise<OutboxCounts>((resolve) => connection.client.on('outbox.changed', resolve));

    connection.events.emit('outbox.changed', outboxCounts);

    expect(await received).toEqual(outboxCounts);
  });

  it('drops an event whose payload breaks its schema, without calling the listener', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payloads: OutboxCounts[] = [];
    const valid = { ...outboxCounts, pending: 7 };
    // Events keep their order on both transports, so once the valid event has
    // arrived, the malformed one sent before it has been handled.
    const arrived = new Promise<void>((resolve) =>
      connection.client.on('outbox.changed', (payload) => {
        payloads.push(payload);
        if (payload.pending === 7) resolve();
      }),
    );

    connection.events.emit('outbox.changed', { profileId: 'demo', pending: -1 } as unknown as OutboxCounts);
    connection.events.emit('outbox.changed', valid);
    await arrived;

    expect(payloads).toEqual([valid]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('malformed "outbox.changed" event'));
  });

  it('stops delivering events to a listener that unsubscribed', async () => {
    const stopped: OutboxCounts[] = [];
    const stop = connection.client.on('outbox.changed', (payload) => stopped.push(payload));
    const arrived = new Promise<OutboxCounts>((resolve) => connection.client.on('outbox.changed', resolve));

    stop();
    connection.events.emit('outbox.changed', outboxCounts);
    await arrived;

    expect(stopped).toEqual([]);
  });

  it('reports a reply that breaks the method’s output schema as internal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const result = await connection.client.call('sync.status', {});

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('internal');
    expect(result.error.message).toMatch(/^The app received a malformed reply/);
  });
});
