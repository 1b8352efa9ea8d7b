import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createCoreClient } from '../../src/renderer/src/api/core-client';
import type { Transport } from '../../src/renderer/src/api/transport';
import { createWebSocketTransport, rpcUrlFromPage } from '../../src/renderer/src/api/websocket-transport';
import type { RequestFrame } from '../../src/shared/contract/wire';
import { testAppInfo } from '../support/fake-core';
import { REFUSED_PORT } from '../support/scripted-api-server';

/**
 * The WebSocket transport's own duties: ids, waiting for the socket to open,
 * failing what is in flight when the socket drops, and reconnecting. A bare
 * `ws` server plays the core so each test can script exactly when it answers
 * and when it hangs up.
 */

let server: WebSocketServer;
let url: string;
let transport: Transport | undefined;
const arrivals: WebSocket[] = [];
const waiters: ((socket: WebSocket) => void)[] = [];

function nextConnection(): Promise<WebSocket> {
  const socket = arrivals.shift();
  return socket ? Promise.resolve(socket) : new Promise((resolve) => waiters.push(resolve));
}

function nextRequest(socket: WebSocket): Promise<RequestFrame> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)) as RequestFrame)));
}

function reply(socket: WebSocket, id: number, value: unknown): void {
  socket.send(JSON.stringify({ type: 'reply', id, result: { ok: true, value } }));
}

function open(options: { url?: string } = {}): Transport {
  transport = createWebSocketTransport({ url: options.url ?? url, WebSocket, reconnect: { firstMs: 5, maxMs: 20 } });
  return transport;
}

beforeEach(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    const waiter = waiters.shift();
    if (waiter) waiter(socket);
    else arrivals.push(socket);
  });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/rpc?token=test`;
});

afterEach(async () => {
  transport?.close();
  transport = undefined;
  arrivals.length = 0;
  waiters.length = 0;
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
  vi.restoreAllMocks();
});

describe('the WebSocket transport', () => {
  it('builds the socket address from the page’s own host and token', () => {
    expect(rpcUrlFromPage(new URL('http://127.0.0.1:4321/?token=abc-_123'))).toBe('ws://127.0.0.1:4321/rpc?token=abc-_123');
    expect(rpcUrlFromPage(new URL('https://localhost:4321/?x=1&token=t'))).toBe('wss://localhost:4321/rpc?token=t');
    expect(rpcUrlFromPage(new URL('http://127.0.0.1:4321/'))).toBe('ws://127.0.0.1:4321/rpc?token=');
  });

  it('holds a request made before the socket opens and sends it once open', async () => {
    const client = createCoreClient(open());
    const result = client.call('app.info', {});
    const socket = await nextConnection();
    const request = await nextRequest(socket);

    reply(socket, request.id, testAppInfo);

    expect(await result).toEqual({ ok: true, value: testAppInfo });
  });

  it('says when requests can go out at once: when the socket opens, or when it could not (its requests then fail)', async () => {
    const opening = createWebSocketTransport({ url, WebSocket, reconnect: { firstMs: 5, maxMs: 20 } });
    transport = opening;
    const request = createCoreClient(opening).call('app.info', {});
    await opening.connected;
    // Open: a request made now goes out at once (none waits for the socket).
    const socket = await nextConnection();
    const sent = await nextRequest(socket);
    reply(socket, sent.id, testAppInfo);
    expect(await request).toEqual({ ok: true, value: testAppInfo });
    opening.close();

    const refused = createWebSocketTransport({ url: `ws://127.0.0.1:${REFUSED_PORT}/rpc?token=test`, WebSocket, reconnect: { firstMs: 5, maxMs: 20 } });
    transport = refused;
    const result = createCoreClient(refused).call('app.info', {});
    await refused.connected;
    expect(await result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it('matches each reply to its own request, whatever order they come back in', async () => {
    const transport = open();
    const socket = await nextConnection();
    const requests: RequestFrame[] = [];
    const bothArrived = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        requests.push(JSON.parse(String(data)) as RequestFrame);
        if (requests.length === 2) resolve();
      }),
    );
    const first = transport.request('app.info', {});
    const second = transport.request('profiles.list', {});
    await bothArrived;

    for (const request of [...requests].reverse()) reply(socket, request.id, request.method);

    expect(await first).toEqual({ ok: true, value: 'app.info' });
    expect(await second).toEqual({ ok: true, value: 'profiles.list' });
  });

  it('fails a request in flight as unavailable when the socket drops, then reconnects and answers again', async () => {
    const client = createCoreClient(open());
    const first = await nextConnection();
    const inFlight = client.call('app.info', {});
    await nextRequest(first);

    first.terminate();

    const failed = await inFlight;
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.code).toBe('unavailable');
    expect(!failed.ok && failed.error.message).toMatch(/connection to VoiceDesk was lost/);

    const second = await nextConnection();
    const retried = client.call('app.info', {});
    reply(second, (await nextRequest(second)).id, testAppInfo);
    expect(await retried).toEqual({ ok: true, value: testAppInfo });
  });

  it('fails requests in plain words when the core cannot be reached at all', async () => {
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    server = new WebSocketServer({ noServer: true }); // for afterEach to close
    const client = createCoreClient(open({ url: `ws://127.0.0.1:${port}/rpc?token=test` }));

    const result = await client.call('app.info', {});

    expect(result).toEqual({ ok: false, error: { code: 'unavailable', message: expect.stringMatching(/could not connect to VoiceDesk/) } });
  });

  it('fails what is still waiting when the page closes it, and refuses new requests', async () => {
    const client = createCoreClient(open());
    const socket = await nextConnection();
    const waiting = client.call('app.info', {});
    await nextRequest(socket);

    client.close();

    expect(await waiting).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await client.call('app.info', {})).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it('ignores a message that is neither a reply nor an event, and keeps working', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const transport = open();
    const socket = await nextConnection();
    const result = transport.request('app.info', {});
    const request = await nextRequest(socket);

    socket.send('not json');
    socket.send(JSON.stringify({ type: 'reply', id: 'x' }));
    reply(socket, request.id, 'answered');

    expect(await result).toEqual({ ok: true, value: 'answered' });
    expect(warned).toHaveBeenCalledTimes(2);
  });
});
