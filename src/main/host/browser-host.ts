import { createServer, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { CoreEventSource, CoreHandlers } from '../service/core-handlers';
import { createLaunchToken, createLoopbackGuard, type LoopbackGuard } from './loopback-guard';
import { createSocketHost } from './socket-host';
import { securityHeaders, sendText, serveStatic } from './static-files';

/**
 * Browser mode: the built renderer and the contract's WebSocket (`/rpc`),
 * served on 127.0.0.1 only. Who may connect is decided in loopback-guard.ts;
 * this file applies it to every request and upgrade before anything else.
 * The token is in `url` only: it is never logged, and the caller should print
 * the URL to the user and nowhere else.
 */

export interface BrowserHostOptions {
  handlers: CoreHandlers;
  events: CoreEventSource;
  /** The built renderer (out/renderer). */
  staticDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to a fresh random token; pass one only to reuse it across a restart. */
  token?: string;
}

export interface BrowserHost {
  /** `http://127.0.0.1:PORT/?token=…`: the page to open, and a secret. */
  url: string;
  port: number;
  token: string;
  /** Where the server listens: always 127.0.0.1. */
  address(): AddressInfo;
  close(): Promise<void>;
}

export const RPC_PATH = '/rpc';
const LOOPBACK = '127.0.0.1';

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const token = options.token ?? createLaunchToken();
  if (token.length < 32) throw new Error('The browser-mode token must be at least 32 characters long.');

  const sockets = createSocketHost({ handlers: options.handlers, events: options.events });
  // The port, and so the guard and the headers, are known only once listening;
  // no request can arrive before then.
  const policy: { guard?: LoopbackGuard; headers: Record<string, string> } = { headers: {} };

  const server = createServer((request, response) => {
    const { guard, headers } = policy;
    const withBody = request.method !== 'HEAD';
    if (!guard?.isOwnHost(request.headers.host)) return sendText(response, 421, 'This server answers only to 127.0.0.1 and localhost.', headers, withBody);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendText(response, 405, 'Only GET and HEAD are served here.', headers, withBody);
    }
    const path = pathOf(request);
    if (path === RPC_PATH) return sendText(response, 426, 'This path only accepts a WebSocket.', headers, withBody);
    serveStatic(response, { staticDir: options.staticDir, requestPath: path, headers, withBody }).catch((error: unknown) => {
      console.error('[browser-host] serving a file failed:', error);
      if (!response.headersSent) sendText(response, 500, 'The app could not serve that file.', headers, withBody);
      else response.destroy();
    });
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until ws takes the socket over, a reset connection must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    const refusal = policy.guard ? refuseUpgrade(request, policy.guard) : 503;
    if (refusal !== null) return refuse(socket, refusal);
    sockets.accept(request, socket, head);
  });
  // A client that sends garbage gets a 400 and is dropped, as Node does by default, without noise.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  let port: number;
  try {
    port = await listen(server, options.port ?? 0);
  } catch (error) {
    sockets.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${options.port} on 127.0.0.1 is already in use. Choose another port, or leave it out to use a free one.`, { cause: error });
    }
    throw error;
  }
  policy.guard = createLoopbackGuard(port, token);
  policy.headers = securityHeaders(port);

  return {
    url: `http://${LOOPBACK}:${port}/?token=${token}`,
    port,
    token,
    address: () => server.address() as AddressInfo,
    close: () => {
      sockets.close();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** The status to refuse an upgrade with, or null to let it in. The token check comes last so a stranger learns nothing about it. */
function refuseUpgrade(request: IncomingMessage, guard: LoopbackGuard): number | null {
  if (!guard.isOwnHost(request.headers.host)) return 421;
  if (!guard.isOwnOrigin(request.headers.origin)) return 403;
  if (pathOf(request) !== RPC_PATH) return 404;
  if (!guard.hasToken(queryOf(request).get('token'))) return 401;
  return null;
}

function refuse(socket: Duplex, status: number): void {
  const reason = STATUS_CODES[status] ?? 'Refused';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The raw path, not a URL-normalised one: static-files.ts must see any `..` to refuse it. */
function pathOf(request: IncomingMessage): string {
  const raw = request.url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

function queryOf(request: IncomingMessage): URLSearchParams {
  const raw = request.url ?? '';
  const start = raw.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : raw.slice(start + 1).split('#')[0]);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
