import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that plays "another implementation of the
 * spec": each test scripts the replies (v1 or gateway error forms, bare or
 * wrapped bodies, with or without meta or rate-limit headers, HTML gateway
 * pages, sockets cut mid-request, answers that never come). It records every
 * request so tests can assert what reached the wire, and what did not.
 */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. `/v1/contacts`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export type Reply =
  | { status?: number; headers?: Record<string, string>; json?: unknown; text?: string; contentType?: string }
  /** Reads the whole request, then destroys the socket without answering. */
  | { destroy: true }
  /** Never answers; the connection stays open until the server closes. */
  | { hang: true };

export type Responder = Reply | ((request: RecordedRequest, index: number) => Reply | Promise<Reply>);

export interface ScriptedApiServer {
  /** `http://127.0.0.1:port`, without /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order. */
  script(...replies: Responder[]): void;
  /** Replies once the script has run out (default: a 500 that names the unscripted request). */
  otherwise(responder: Responder): void;
  /** Resolves with the n-th request (1-based) once it has arrived. */
  received(count: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export async function startScriptedApiServer(): Promise<ScriptedApiServer> {
  const requests: RecordedRequest[] = [];
  const queue: Responder[] = [];
  const waiters: { count: number; resolve(request: RecordedRequest): void }[] = [];
  let fallback: Responder = (request) => ({
    status: 500,
    json: { error: { code: 'server_error', message: `no scripted reply for ${request.method} ${request.path}`, status: 500 } },
  });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        text,
        json: parseJson(text),
      };
      requests.push(recorded);
      const index = requests.length;
      for (const waiter of waiters.filter((w) => w.count <= index)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(requests[waiter.count - 1]!);
      }
      const responder = queue.shift() ?? fallback;
      void Promise.resolve(typeof responder === 'function' ? responder(recorded, index) : responder).then((reply) => answer(res, reply));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => void queue.push(...replies),
    otherwise: (responder) => void (fallback = responder),
    received(count) {
      const arrived = requests[count - 1];
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(res: ServerResponse, reply: Reply) {
  if ('destroy' in reply) {
    res.socket?.destroy();
    return;
  }
  if ('hang' in reply) return;
  // The real clock must not leak into tests that run on virtual time: a Date header is sent only when scripted.
  res.sendDate = false;
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
  const contentType = reply.contentType ?? (reply.json !== undefined ? 'application/json' : reply.text ? 'text/plain' : undefined);
  res.writeHead(reply.status ?? 200, { ...(contentType ? { 'Content-Type': contentType } : {}), ...reply.headers });
  res.end(body);
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// --- Reply builders for the forms the spec allows ------------------------

/** Spec 7.1, v1 form. */
export function v1Error(status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Reply {
  return { status, json: { error: { code, message, status, ...extra } }, ...(headers ? { headers } : {}) };
}

/** Spec 7.1, the gateway's flat form (7.4 adds `message` and `retryAfter` on 429). */
export function gatewayError(status: number, error: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Reply {
  return { status, json: { error, ...extra }, ...(headers ? { headers } : {}) };
}

/** Spec 7.5: what a gateway in trouble sends instead of JSON. */
export function htmlPage(status: number, title = `${status} Bad Gateway`): Reply {
  return { status, contentType: 'text/html; charset=utf-8', text: `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><hr>nginx</body></html>` };
}

export function ok(json: unknown, headers?: Record<string, string>, status = 200): Reply {
  return { status, json, ...(headers ? { headers } : {}) };
}

export function rateLimitHeaders(limit: number, remaining: number, reset: number): Record<string, string> {
  return { 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': String(reset) };
}

/**
 * A port on 127.0.0.1 with nothing listening: connections to it are refused.
 * A privileged port no service is assigned (and not one fetch blocks, like
 * 9), rather than a free ephemeral one: a port found free and closed again
 * could be handed to a server of another test file running alongside before
 * this one connects.
 */
export const REFUSED_PORT = 4;
