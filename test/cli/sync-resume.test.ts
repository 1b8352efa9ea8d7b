import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/mirror';
import { spawnCli, type RunningCli } from '../support/cli-process';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { startSyncSandbox, tempFolder } from '../support/sync-sandbox';

/**
 * kill -9 at arbitrary moments: the real `voicedesk sync` runs as a child
 * process against the sandbox, through a small proxy owned by the test. The
 * proxy counts the requests and, at the chosen one, kills the child with
 * SIGKILL, either while the request is still unanswered or just after the
 * answer went out (when the child may be in the middle of writing the page).
 * No sleeps: the kill is tied to a request, not to a moment. Each rerun
 * resumes; the last one runs to the end, and the mirror must then equal the
 * server exactly.
 */
interface KillPlan {
  /** The n-th request of the run (1-based). */
  atRequest: number;
  when: 'before-answer' | 'after-answer';
}

interface Proxy {
  url: string;
  /** Every request that went through, as `GET /v1/contacts?page=2…`. */
  log: string[];
  arm(child: RunningCli, plan: KillPlan | undefined): void;
  close(): Promise<void>;
}

async function startKillingProxy(target: string): Promise<Proxy> {
  const log: string[] = [];
  let armed: { child: RunningCli; plan: KillPlan | undefined; seen: number } | undefined;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const seen = armed === undefined ? 0 : ++armed.seen;
      const plan = armed?.plan;
      const upstream = await fetch(target + request.url, { method: request.method ?? 'GET', headers: { authorization: request.headers.authorization ?? '' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      log.push(`${request.method} ${request.url}`);
      if (plan !== undefined && seen === plan.atRequest && plan.when === 'before-answer') {
        armed!.child.child.kill('SIGKILL');
        response.socket?.destroy();
        return;
      }
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection' && name !== 'keep-alive') headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      response.end(body, () => {
        if (plan !== undefined && seen === plan.atRequest && plan.when === 'after-answer') armed!.child.child.kill('SIGKILL');
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    arm(child, plan) {
      armed = { child, plan, seen: 0 };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const proxies: Proxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

/** A small deterministic generator, so the "random" kill points are the same on every run of the test. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('voicedesk sync killed with SIGKILL', () => {
  it('resumes after kills at random points, and ends with an exact mirror and no duplicates', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 950, calls: 120 } });
    const proxy = await startKillingProxy(sandbox.server.baseUrl);
    proxies.push(proxy);
    const db = join(tempFolder(), 'mirror.sqlite');
    const args = ['sync', '--base-url', proxy.url, '--api-key-env', 'VOICEDESK_TEST_KEY', '--db', db];
    const env = { VOICEDESK_TEST_KEY: sandbox.server.keys.write };

    // A full sync takes 2 + 10 contact pages + 2 call pages + 15 details + 120 transcripts: about 150 requests.
    const random = seededRandom(20260302);
    const plans: KillPlan[] = [
      { atRequest: 4, when: 'after-answer' },
      ...Array.from({ length: 3 }, (_, index): KillPlan => ({ atRequest: 2 + Math.floor(random() * 30), when: index % 2 === 0 ? 'before-answer' : 'after-answer' })),
      { atRequest: 40 + Math.floor(random() * 40), when: 'after-answer' },
    ];
    const killed: string[] = [];
    for (const plan of plans) {
      const run = spawnCli(args, env);
      run.firstLine.catch(() => undefined);
      proxy.arm(run, plan);
      const exit = await run.exit;
      expect(exit.signal, `run killed at request ${plan.atRequest} (${plan.when}); stderr: ${run.stderr()}`).toBe('SIGKILL');
      killed.push(proxy.log.at(-1)!);
    }

    const last = spawnCli(args, env);
    last.firstLine.catch(() => undefined);
    proxy.arm(last, undefined);
    const exit = await last.exit;
    expect(exit, last.stderr()).toEqual({ code: 0, signal: null });
    const summary = JSON.parse(last.stdout()) as { status: string };
    expect(summary.status).toBe('ok');

    const mirror = openMirror(db, { readonly: true });
    try {
      await expectMirrorEqualsServer(sandbox, { mirror });
      const entries = mirror.db.prepare('SELECT count(*) AS n, count(DISTINCT call_row || \':\' || position) AS distinct_n FROM transcript_entries').get() as { n: number; distinct_n: number };
      expect(entries.n).toBe(entries.distinct_n);
    } finally {
      mirror.close();
    }
    // Resumed, not restarted: each contact page was asked for at most once per run that reached it.
    const contactPages = proxy.log.filter((line) => line.startsWith('GET /v1/contacts?'));
    expect(contactPages.length).toBeLessThanOrEqual(10 + plans.length);
    expect(killed).toHaveLength(plans.length);
  });
});
