import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startBrowserHost, type BrowserHost } from '../../src/main/host/browser-host';
import { createFakeCore } from '../support/fake-core';

/**
 * Browser mode must refuse everyone but the page it served: other local web
 * pages (Origin), pages on rebound domains (Host), other local programs and
 * users (token). Requests are made with node:http so every header, and the
 * raw path, is exactly what the test says.
 */

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const SECRET = 'secret next to the renderer folder';

let root: string;
let host: BrowserHost;
let own: string; // 127.0.0.1:PORT

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, method, headers: { Host: own, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Attempts a WebSocket upgrade; resolves with 101 when let in, else the refusal's status. */
function upgrade(path: string, headers: Record<string, string | undefined>): Promise<number> {
  const base: Record<string, string> = {
    Host: own,
    Origin: `http://${own}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: base });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const rpc = (token: string) => `/rpc?token=${encodeURIComponent(token)}`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'voicedesk-host-'));
  const staticDir = join(root, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>VoiceDesk</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app");');
  writeFileSync(join(staticDir, '.env'), SECRET);
  writeFileSync(join(root, 'package.json'), SECRET);
  const core = createFakeCore();
  host = await startBrowserHost({ handlers: core.handlers, events: core.events, staticDir });
  own = `127.0.0.1:${host.port}`;
});

afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the browser-mode host', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(host.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4', port: host.port });
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${host.token}`);
  });

  it('cannot be reached on any other address of this machine', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry!.address);
    for (const address of [...others, '::1']) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = connect({ host: address, port: host.port }, () => {
          socket.destroy();
          resolve('connected');
        });
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(outcome, address).not.toBe('connected');
    }
  });

  it('makes a fresh 43-character token for every launch', async () => {
    const core = createFakeCore();
    const second = await startBrowserHost({ handlers: core.handlers, events: core.events, staticDir: root });
    await second.close();

    expect(host.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(host.token);
  });

  it('refuses to start on a port already in use, saying so', async () => {
    const core = createFakeCore();

    await expect(startBrowserHost({ handlers: core.handlers, events: core.events, staticDir: root, port: host.port })).rejects.toThrow(/already in use/);
  });

  it('lets in an upgrade from its own page with the token, as the control for the refusals below', async () => {
    expect(await upgrade(rpc(host.token), {})).toBe(101);
    expect(await upgrade(rpc(host.token), { Host: `localhost:${host.port}`, Origin: `http://localhost:${host.port}` })).toBe(101);
  });

  it('refuses an upgrade without the token', async () => {
    expect(await upgrade('/rpc', {})).toBe(401);
  });

  it('refuses an upgrade with a wrong token, even one differing only in its last character', async () => {
    const almost = host.token.slice(0, -1) + (host.token.endsWith('A') ? 'B' : 'A');
    expect(await upgrade(rpc(almost), {})).toBe(401);
    expect(await upgrade(rpc('not-the-token'), {})).toBe(401);
  });

  it('refuses an upgrade from a foreign origin', async () => {
    expect(await upgrade(rpc(host.token), { Origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade(rpc(host.token), { Origin: `http://127.0.0.1:${host.port + 1}` })).toBe(403);
    expect(await upgrade(rpc(host.token), { Origin: 'null' })).toBe(403);
  });

  it('refuses an upgrade with no origin at all', async () => {
    expect(await upgrade(rpc(host.token), { Origin: undefined })).toBe(403);
  });

  it('refuses an upgrade whose Host names another server, as a DNS-rebound page would send', async () => {
    expect(await upgrade(rpc(host.token), { Host: `evil.example:${host.port}` })).toBe(421);
    expect(await upgrade(rpc(host.token), { Host: `127.0.0.1.nip.io:${host.port}`, Origin: `http://127.0.0.1.nip.io:${host.port}` })).toBe(421);
    expect(await upgrade(rpc(host.token), { Host: '127.0.0.1' })).toBe(421);
  });

  it('refuses an upgrade on any path but /rpc', async () => {
    expect(await upgrade(`/?token=${host.token}`, {})).toBe(404);
    expect(await upgrade(`/rpc/?token=${host.token}`, {})).toBe(404);
    expect(await upgrade(`/other?token=${host.token}`, {})).toBe(404);
  });

  it('refuses every plain request whose Host names another server', async () => {
    for (const foreign of [`evil.example:${host.port}`, `127.0.0.1.nip.io:${host.port}`, `localhost:${host.port + 1}`]) {
      const reply = await get('/', { Host: foreign });
      expect(reply.status, foreign).toBe(421);
      expect(reply.body).not.toContain('VoiceDesk</title>');
    }
    expect((await get('/assets/app.js', { Host: `evil.example:${host.port}` })).status).toBe(421);
  });

  it('serves the index to its own host with the security headers, no-store and no CORS headers', async () => {
    const reply = await get('/', { Origin: 'http://evil.example' });

    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<title>VoiceDesk</title>');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-security-policy']).toBe(
      `default-src 'self'; connect-src 'self' ws://127.0.0.1:${host.port} ws://localhost:${host.port}; script-src 'self'; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('serves the other built files with their content type', async () => {
    const reply = await get('/assets/app.js');

    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.body).toBe('console.log("app");');
  });

  it('answers HEAD with headers only and refuses other methods', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('refuses paths that climb out of the renderer folder, however they are spelled', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/%2E%2E%2Fpackage.json', '/assets/..%2f..%2fpackage.json', '/..%5cpackage.json']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).not.toContain(SECRET);
    }
  });

  it('refuses dotfiles inside the renderer folder', async () => {
    const reply = await get('/.env');

    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain(SECRET);
  });

  it('answers a missing file with 404', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/assets')).status).toBe(404);
  });

  it('closes a socket that sends something other than a request frame, with 1008', async () => {
    const socket = new WebSocket(`ws://${own}${rpc(host.token)}`, { origin: `http://${own}` });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    socket.send('{"type":"request","id":"one"}');

    expect(await closed).toBe(1008);
  });

  it('closes a socket that sends a frame over the size limit, with 1009', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const socket = new WebSocket(`ws://${own}${rpc(host.token)}`, { origin: `http://${own}` });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    socket.send(JSON.stringify({ type: 'request', id: 1, method: 'app.info', params: { padding: 'x'.repeat(2 * 1024 * 1024) } }));

    expect(await closed).toBe(1009);
  });

  it('never writes the token to the console, even while refusing and failing', async () => {
    const written: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' ')));
    }
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));

    await upgrade(rpc(host.token.slice(1)), {});
    await upgrade(rpc(host.token), { Origin: 'http://evil.example' });
    await get(`/missing?token=${host.token}`);
    const socket = new WebSocket(`ws://${own}${rpc(host.token)}`, { origin: `http://${own}` });
    await new Promise((resolve) => socket.once('open', resolve));
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send(JSON.stringify({ type: 'request', id: 1, method: 'profiles.rename', params: { id: 'demo', name: 'explode' } }));
    expect(JSON.parse(await reply)).toMatchObject({ type: 'reply', id: 1, result: { ok: false, error: { code: 'internal' } } });
    socket.close();

    expect(written.length).toBeGreaterThan(0); // the failing handler was logged
    expect(written.join('\n')).not.toContain(host.token);
  });
});

describe('the browser-mode host before the renderer is built', () => {
  it('explains in plain text that the renderer must be built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'voicedesk-unbuilt-'));
    const core = createFakeCore();
    const unbuilt = await startBrowserHost({ handlers: core.handlers, events: core.events, staticDir: empty });
    try {
      const reply = await new Promise<Reply>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: unbuilt.port, path: '/' }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += String(chunk)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(reply.status).toBe(503);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
