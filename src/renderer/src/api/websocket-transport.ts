import { z } from 'zod';
import { eventFrame, replyFrame, type RequestFrame } from '../../../shared/contract/wire';
import { TransportError, type Transport } from './transport';

/**
 * Browser mode's transport: the contract as JSON frames on one WebSocket to
 * the core's `/rpc`. Requests carry ids and wait in a pending map for their
 * reply. Requests made before the socket opens wait for it. When the socket
 * drops, every request still waiting fails at once with a plain-words
 * `unavailable` error (the core may or may not have acted on it, so it is not
 * resent) and the transport reconnects, waiting longer after each failure.
 */

/** The members of a WebSocket used here; the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface WebSocketTransportOptions {
  /** `ws://127.0.0.1:PORT/rpc?token=…`; see rpcUrlFromPage. */
  url: string;
  /** The browser's `WebSocket`, or the `ws` package's in Node (Node 20 has none). */
  WebSocket: WebSocketConstructor;
  /** Wait before the first reconnect, doubled after each failure up to maxMs. */
  reconnect?: { firstMs: number; maxMs: number };
}

/** The socket URL for a page the core served: same host, and the token from the page's own URL. */
export function rpcUrlFromPage(page: { protocol: string; host: string; search: string }): string {
  const token = new URLSearchParams(page.search).get('token') ?? '';
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}/rpc?token=${encodeURIComponent(token)}`;
}

const OPEN = 1; // WebSocket.OPEN, the same in the browser and in `ws`
const NEVER_CONNECTED = 'The page could not connect to VoiceDesk. Check that the app is still running and that you opened the exact link it printed.';
const CONNECTION_LOST = 'The connection to VoiceDesk was lost before it answered. It is reconnecting; try again in a moment.';
const CLOSED = 'This page has stopped talking to VoiceDesk. Reload the page.';

// The result is checked by core-client.ts against the method's own schema; a
// malformed one must fail that request there, not leave it waiting here.
const replyEnvelope = replyFrame.extend({ result: z.unknown() });

interface Pending {
  resolve(result: unknown): void;
  reject(error: TransportError): void;
}

export function createWebSocketTransport(options: WebSocketTransportOptions): Transport & { connected: Promise<void> } {
  const { firstMs, maxMs } = options.reconnect ?? { firstMs: 250, maxMs: 10_000 };
  const pending = new Map<number, Pending>();
  const listeners = new Set<(name: string, payload: unknown) => void>();
  let waiting: string[] = []; // frames written before the socket opened
  let socket: WebSocketLike | null = null;
  let failures = 0;
  let nextId = 1;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let settle: () => void = () => undefined;
  /** The first connection opened, or failed (its requests then fail with the reason). */
  const connected = new Promise<void>((resolve) => (settle = resolve));

  function connect(): void {
    reconnectTimer = undefined;
    let current: WebSocketLike;
    try {
      current = new options.WebSocket(options.url);
    } catch {
      failAll(NEVER_CONNECTED);
      settle();
      scheduleReconnect();
      return;
    }
    socket = current;
    let opened = false;
    current.addEventListener('open', () => {
      if (socket !== current) return;
      opened = true;
      failures = 0;
      for (const text of waiting) current.send(text);
      waiting = [];
      settle();
    });
    current.addEventListener('message', (event) => {
      if (socket === current) receive(event.data);
    });
    // A failed connection fires 'error' then 'close'; 'close' alone does the work.
    current.addEventListener('error', () => {});
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      failAll(opened ? CONNECTION_LOST : NEVER_CONNECTED);
      settle();
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (closed) return;
    const delay = Math.min(maxMs, firstMs * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(connect, delay);
  }

  function failAll(message: string): void {
    const failed = [...pending.values()];
    pending.clear();
    waiting = [];
    for (const request of failed) request.reject(new TransportError(message));
  }

  function receive(data: unknown): void {
    const frame = typeof data === 'string' ? parseJson(data) : undefined;
    const reply = replyEnvelope.safeParse(frame);
    if (reply.success) {
      const request = pending.get(reply.data.id);
      pending.delete(reply.data.id);
      request?.resolve(reply.data.result);
      return;
    }
    const event = eventFrame.safeParse(frame);
    if (event.success) {
      for (const listener of [...listeners]) listener(event.data.name, event.data.payload);
      return;
    }
    console.warn('VoiceDesk: ignored a message from the app that is neither a reply nor an event.');
  }

  connect();

  return {
    connected,
    request(method, params) {
      if (closed) return Promise.reject(new TransportError(CLOSED));
      const id = nextId++;
      const text = JSON.stringify({ type: 'request', id, method, params } satisfies RequestFrame);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (socket?.readyState === OPEN) socket.send(text);
        else waiting.push(text);
      });
    },
    onEvent(listener) {
      // Wrapped, so the same function subscribed twice is two subscriptions.
      const entry = (name: string, payload: unknown) => listener(name, payload);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      failAll(CLOSED);
      const current = socket;
      socket = null;
      current?.close(1000, 'Closed by the page');
      listeners.clear();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
