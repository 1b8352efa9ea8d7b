import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/mirror';
import { spawnCli, type RunningCli } from '../support/cli-process';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { startSyncSandbox, type SyncSandbox, tempFolder } from '../support/sync-sandbox';

/**
 * kill -9 while a pass absorbs arrivals: the real `voicedesk sync` runs as a
 * child process through a small proxy owned by the test, which counts the
 * requests, adds calls at the head of the list after a chosen answer, and
 * kills the child at a chosen request (before its answer, or just after it
 * went out, when the child may be writing the page). Tied to requests, not
 * to moments. The rerun resumes, and the mirror must equal the server.
 *
 * Requests of a lists-only sync here: 1 agents, 2 campaigns, 3 contacts,
 * 4 to 6 calls pages 1 to 3 (five calls arrive after page 2's answer), then
 * 7 the head's page 1. Killed at 6, the head is read by the rerun.
 */
/** The sync's last request (the head's page 1): nothing after it keeps the child from finishing. */
const LAST_REQUEST = 7;

interface Plan {
  arriveAfter: number;
  killAt: number;
  when: 'before-answer' | 'after-answer';
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function startProxy(sandbox: SyncSandbox, plan: Plan) {
  let seen = 0;
  let child: RunningCli | undefined;
  const log: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const n = ++seen;
      const upstream = await fetch(sandbox.server.baseUrl + request.url, { headers: { authorization: request.headers.authorization ?? '' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      log.push(`${request.method} ${request.url}`);
      if (n === plan.arriveAfter) for (let call = 0; call < 5; call++) sandbox.server.admin.insertCall(sandbox.server.admin.workspaces.main, {});
      const kill = child !== undefined && n === plan.killAt;
      if (kill && plan.when === 'before-answer') {
        child!.child.kill('SIGKILL');
        response.socket?.destroy();
        return;
      }
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      response.end(body, () => {
        if (kill) child!.child.kill('SIGKILL');
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    watch(running: RunningCli | undefined) {
      child = running;
    },
  };
}

describe('voicedesk sync killed with SIGKILL while it absorbs arrivals', () => {
  for (const plan of [
    { arriveAfter: 5, killAt: 6, when: 'after-answer' },
    { arriveAfter: 5, killAt: 7, when: 'before-answer' },
    { arriveAfter: 5, killAt: 7, when: 'after-answer' },
  ] as const) {
    it(`loses no call when killed at request ${plan.killAt} (${plan.when})`, async () => {
      const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 30, calls: 250 } });
      const proxy = await startProxy(sandbox, plan);
      const db = join(tempFolder(), 'mirror.sqlite');
      const args = ['sync', '--base-url', proxy.url, '--api-key-env', 'VOICEDESK_TEST_KEY', '--db', db, '--no-hydrate'];
      const env = { VOICEDESK_TEST_KEY: sandbox.server.keys.write };

      const killed = spawnCli(args, env);
      killed.firstLine.catch(() => undefined);
      proxy.watch(killed);
      const ended = await killed.exit;
      if (plan.killAt === LAST_REQUEST && plan.when === 'after-answer' && ended.code === 0) {
        // The last answer was out: the child may store it and exit before the kill lands, and then this run
        // simply finished, which must leave the same exact mirror. Any other end is the kill's.
        expect((JSON.parse(killed.stdout()) as { status: string }).status).toBe('ok');
      } else {
        expect(ended.signal, killed.stderr()).toBe('SIGKILL');
      }

      proxy.watch(undefined);
      const rerun = spawnCli(args, env);
      rerun.firstLine.catch(() => undefined);
      expect(await rerun.exit, rerun.stderr()).toEqual({ code: 0, signal: null });
      expect((JSON.parse(rerun.stdout()) as { status: string }).status).toBe('ok');

      const mirror = openMirror(db, { readonly: true });
      try {
        await expectMirrorEqualsServer(sandbox, { mirror }, { hydrated: false });
      } finally {
        mirror.close();
      }
      // The arrivals came after calls page 2. Resumed, not restarted: page 2 was asked once, in the killed run, and page 1
      // at most three times (the pass; the head, in the killed run if it got there; the head again in the rerun).
      const callsPages = (page: number) => proxy.log.filter((line) => line.startsWith(`GET /v1/calls?page=${page}&`)).length;
      expect(proxy.log[4]).toMatch(/^GET \/v1\/calls\?page=2&/);
      expect(callsPages(2)).toBe(1);
      expect(callsPages(1)).toBeGreaterThanOrEqual(2);
      expect(callsPages(1)).toBeLessThanOrEqual(3);
    });
  }
});
