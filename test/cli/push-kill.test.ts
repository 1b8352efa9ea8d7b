import { copyFileSync, existsSync, statSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/mirror';
import { serverIdOf } from '../../src/main/mirror/local-ids';
import { openProfileSync } from '../../src/main/sync';
import type { RequestEvent } from '../../src/server/api/build-app';
import { expectServerHolds, intendedState, workspaceState } from '../outbox/intended-state';
import { mixedEdits, withLocalIds } from '../outbox/mixed-edits';
import { spawnCli, type RunningCli } from '../support/cli-process';
import { startSyncSandbox, type SyncSandbox, tempFolder } from '../support/sync-sandbox';
import { runCli } from '../support/cli-process';

/**
 * kill -9 of the real `voicedesk push` and `voicedesk apply`, against the
 * sandbox in this process on real time. The server tells the test of every
 * request as it arrives and once it is answered (its onRequest test hook),
 * and the test kills the command at a chosen request: while it is on its
 * way (the server has it, with some latency, and commits it after the
 * client is gone) or just after its answer went out (the client is reading
 * it, or recording it). No sleeps: every kill is tied to a request.
 */
type Json = Record<string, unknown>;

interface KillPlan {
  /** The n-th request of the run (from 1) to arrive, or to be answered. */
  atRequest: number;
  when: RequestEvent['phase'];
}

/** A small deterministic generator, so the "random" kill points are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Killer {
  onRequest(event: RequestEvent): void;
  arm(run: RunningCli, plan: KillPlan | undefined): void;
}

function requestKiller(): Killer {
  let armed: { run: RunningCli; plan: KillPlan | undefined; counts: Record<RequestEvent['phase'], number> } | undefined;
  return {
    onRequest(event) {
      if (armed === undefined) return;
      armed.counts[event.phase] += 1;
      const { plan } = armed;
      if (plan !== undefined && plan.when === event.phase && armed.counts[event.phase] === plan.atRequest) armed.run.child.kill('SIGKILL');
    },
    arm(run, plan) {
      armed = { run, plan, counts: { received: 0, answered: 0 } };
    },
  };
}

async function syncedMirror(sandbox: SyncSandbox, file: string): Promise<void> {
  const sync = openProfileSync({ baseUrl: sandbox.server.baseUrl, apiKey: sandbox.server.keys.write, mirrorFile: file });
  try {
    const summary = await sync.engine.run({ full: true, hydrate: false });
    expect(summary.status).toBe('ok');
  } finally {
    sync.close();
  }
}

function walSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function jsonLines(edits: readonly Json[]): string {
  return edits.map((edit) => JSON.stringify(edit)).join('\n') + '\n';
}

describe('voicedesk push killed with SIGKILL', () => {
  it('loses nothing and repeats nothing over kills at random requests, and ends with exactly the intended records', async () => {
    const killer = requestKiller();
    // Latency keeps requests on their way long enough for a kill to land while the server holds them.
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 40, calls: 0 }, faults: 'latency=15-60,seed=9', onRequest: (event) => killer.onRequest(event) });
    const folder = tempFolder();
    const db = join(folder, 'mirror.sqlite');
    await syncedMirror(sandbox, db);
    const before = workspaceState(sandbox.server);
    const edits = mixedEdits(before);
    const env = { VOICEDESK_TEST_KEY: sandbox.server.keys.write };
    const push = ['push', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VOICEDESK_TEST_KEY', '--db', db];

    writeFileSync(join(folder, 'first.jsonl'), jsonLines(edits.first));
    const applied = await runCli(['apply', '--db', db, '--file', join(folder, 'first.jsonl')], { env });
    expect(applied.code, applied.stderr).toBe(0);
    const refs = (JSON.parse(applied.stdout) as { refs: Record<string, string> }).refs;

    const random = seededRandom(20260302);
    const plan = (): KillPlan => ({ atRequest: 1 + Math.floor(random() * 8), when: random() < 0.5 ? 'received' : 'answered' });
    const killedAt: KillPlan[] = [];
    const killRun = async (kill: KillPlan) => {
      const run = spawnCli(push, env);
      run.firstLine.catch(() => undefined);
      killer.arm(run, kill);
      const exit = await run.exit;
      // A run with less left to do than the plan's request ends by itself; that is no failure.
      if (exit.signal === 'SIGKILL') killedAt.push(kill);
      else expect(exit, run.stderr()).toEqual({ code: 0, signal: null });
    };
    for (let index = 0; index < 4; index += 1) await killRun(plan());

    // More edits, made while some of the first ones are in doubt, naming records they created.
    writeFileSync(join(folder, 'second.jsonl'), jsonLines(withLocalIds(edits.second, refs)));
    const appliedSecond = await runCli(['apply', '--db', db, '--file', join(folder, 'second.jsonl')], { env });
    expect(appliedSecond.code, appliedSecond.stderr).toBe(0);
    Object.assign(refs, (JSON.parse(appliedSecond.stdout) as { refs: Record<string, string> }).refs);
    for (let index = 0; index < 4; index += 1) await killRun(plan());
    expect(killedAt.length).toBeGreaterThanOrEqual(6);

    let summary: Json = {};
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const run = spawnCli(push, env);
      run.firstLine.catch(() => undefined);
      killer.arm(run, undefined);
      const exit = await run.exit;
      expect(exit, run.stderr()).toEqual({ code: 0, signal: null });
      summary = JSON.parse(run.stdout()) as Json;
      if (summary.pending === 0) break;
    }
    expect(summary).toMatchObject({ pending: 0, failed: 0, conflicts: 0, stopped: null });
    const outbox = await runCli(['outbox', '--db', db, '--json'], { env });
    expect(outbox.code, outbox.stderr).toBe(0);
    expect(JSON.parse(outbox.stdout)).toEqual({ pending: [], failed: [], conflicts: [] });

    const mirror = openMirror(db, { readonly: true });
    try {
      expectServerHolds(sandbox.server, intendedState(before, [...edits.first, ...edits.second]), (ref) =>
        refs[ref] === undefined ? undefined : (serverIdOf(mirror.db, refs[ref]) ?? undefined),
      );
    } finally {
      mirror.close();
    }
  });
});

describe('voicedesk apply killed with SIGKILL', () => {
  it('leaves either the whole file queued or none of it, wherever it is killed', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 60, calls: 0 } });
    const folder = tempFolder();
    const base = join(folder, 'base.sqlite');
    await syncedMirror(sandbox, base);
    expect(existsSync(`${base}-wal`)).toBe(false);
    const contacts = [...workspaceState(sandbox.server).contacts.keys()];
    // Big enough that writing it takes a while: its pages spill into the WAL before the commit.
    const edits: Json[] = [
      ...Array.from({ length: 1_200 }, (_, index) => ({
        op: 'contact.create',
        ref: `new${index}`,
        fields: { first_name: `Imported ${index}`, email: `imported${index}@example.com`, company: 'Batch Ltd', tags: ['import'] },
      })),
      ...contacts.map((id, index) => ({ op: 'contact.update', id, fields: { company: `Company ${index}` } })),
      { op: 'contacts.tag', ids: contacts, add: ['batch'] },
    ];
    const file = join(folder, 'edits.jsonl');
    writeFileSync(file, jsonLines(edits));
    const env = {};
    const counts = (path: string) => {
      const mirror = openMirror(path);
      try {
        const one = (sql: string) => (mirror.db.prepare(sql).get() as { n: number }).n;
        return { operations: one('SELECT count(*) AS n FROM outbox_ops'), localIds: one('SELECT count(*) AS n FROM local_ids'), overlays: one('SELECT count(*) AS n FROM contact_overlay') };
      } finally {
        mirror.close();
      }
    };

    /**
     * Runs apply on a fresh copy of the synced mirror and kills it once its WAL has grown to `walBytes`
     * (the transaction's pages spilling into it, then the commit), or at once for 0. The file system
     * tells the test of each change (fs.watch); the size, unlike the number of such events, is the same
     * from one run to the next. Returns the largest WAL size seen.
     */
    const applyKilledAt = async (index: number, walBytes: number | undefined) => {
      const name = `run-${index}.sqlite`;
      const target = join(folder, name);
      copyFileSync(base, target);
      let largest = 0;
      const run = spawnCli(['apply', '--db', target, '--file', file], env);
      run.firstLine.catch(() => undefined);
      const watcher = watch(folder, (_event, changed) => {
        if (changed !== `${name}-wal`) return;
        largest = Math.max(largest, walSize(`${target}-wal`));
        if (walBytes !== undefined && walBytes > 0 && largest >= walBytes) run.child.kill('SIGKILL');
      });
      if (walBytes === 0) run.child.kill('SIGKILL');
      const exit = await run.exit;
      watcher.close();
      return { target, exit, largest };
    };

    const whole = await applyKilledAt(0, undefined);
    expect(whole.exit, 'the apply left to run to its end').toEqual({ code: 0, signal: null });
    const all = counts(whole.target);
    expect(all).toEqual({ operations: 1_200 + contacts.length, localIds: 1_200, overlays: 1_200 + contacts.length });
    const none = { operations: 0, localIds: 0, overlays: 0 };
    expect(whole.largest).toBeGreaterThan(0);

    // At once, at the WAL's first bytes, then spread over its growth up to the commit.
    const points = [0, 1, ...[0.1, 0.3, 0.5, 0.7, 0.9, 0.99].map((share) => Math.max(2, Math.round(share * whole.largest)))];
    const outcomes: string[] = [];
    let reapplied = false;
    for (const [index, point] of points.entries()) {
      const { target, exit } = await applyKilledAt(index + 1, point);
      const found = counts(target);
      outcomes.push(`${point} bytes: ${exit.signal ?? exit.code} → ${found.operations === 0 ? 'none' : 'all'}`);
      expect([none, all], `killed at a WAL of ${point} bytes of ${whole.largest} (${exit.signal ?? exit.code})`).toContainEqual(found);
      if (found.operations === 0 && !reapplied) {
        // Nothing was queued: the same file applies whole afterwards.
        reapplied = true;
        const again = await runCli(['apply', '--db', target, '--file', file], { env });
        expect(again.code, again.stderr).toBe(0);
        expect(counts(target)).toEqual(all);
      }
    }
    // Every run was all or nothing; those killed early certainly were killed (a late point may let a run finish first).
    expect(outcomes.slice(0, 2).every((outcome) => outcome.includes('SIGKILL → none')), outcomes.join('; ')).toBe(true);
    expect(outcomes.filter((outcome) => outcome.includes('SIGKILL')).length, outcomes.join('; ')).toBeGreaterThanOrEqual(3);
  });
});
