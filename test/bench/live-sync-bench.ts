import { join } from 'node:path';
import { createApiClient } from '../../src/main/api';
import { startSandboxProcess, type SandboxProcess } from '../../src/main/demo/sandbox-process';
import { countServerRows, mirrorResources } from '../../src/main/mirror';
import { openProfileSync } from '../../src/main/sync/profile-sync';

/**
 * Sync bench 3: a first sync of a live workspace (issue 11). The sandbox
 * runs as the demo does (`--seed demo --time-scale 60`: 2,000 contacts,
 * 5,000 calls, and a new call every few seconds; 100 requests a minute),
 * and a fresh mirror syncs its lists (no transcripts), in real time. Side
 * by side, each against its own fresh sandbox: the engine as it is (records
 * arriving at the head are absorbed) and as it was (any movement pages the
 * list again, `absorbArrivals: false`).
 *
 * Figures per run:
 * - requests per record mirrored: every request the sync sent / the records
 *   in the mirror at its end;
 * - for the calls created while the sync ran (their end_timestamp, the
 *   instant the simulator records them, falls inside the run): how many
 *   reached the mirror before the run ended, and how long after they were
 *   created (a page counts as in the mirror at the progress event that
 *   follows its answer, which the engine sends after the page's commit).
 *   The others wait for the next sync (5 minutes later in the app);
 * - that next sync, run at once: its requests, and whether its calls pass
 *   could be incremental (only after a first pass that converged).
 */
export interface LiveSyncRun {
  variant: string;
  seconds: number;
  requests: number;
  records: number;
  requestsPerRecord: number;
  callPasses: number;
  callsConverged: boolean;
  createdDuring: number;
  mirroredDuring: number;
  medianSeconds: number | null;
  maxSeconds: number | null;
  next: { requests: number; callsMode: string; callPasses: number };
}

const VARIANTS = [
  { variant: 'absorbing arrivals (now)', absorbArrivals: true },
  { variant: 'paging again on any movement (before)', absorbArrivals: false },
] as const;

export async function liveWorkspaceSync(log: (line: string) => void, folder: string): Promise<LiveSyncRun[]> {
  log('sync bench 3: first sync of a live workspace (demo seed, simulator at --time-scale 60, 100 requests/min), lists only, real time');
  const runs: LiveSyncRun[] = [];
  for (const { variant, absorbArrivals } of VARIANTS) {
    const sandbox = await liveSandbox(log);
    try {
      const run = await oneRun(sandbox, join(folder, `live-${absorbArrivals ? 'now' : 'before'}.sqlite`), variant, absorbArrivals);
      runs.push(run);
      log(`  ${variant}: ${run.seconds.toFixed(0)} s, ${run.requests} requests for ${run.records.toLocaleString('en-US')} records = ${run.requestsPerRecord.toFixed(4)} requests per record; calls: ${run.callPasses} pass(es), converged ${run.callsConverged}`);
      const latency = run.medianSeconds === null ? 'none reached it' : `median ${run.medianSeconds.toFixed(1)} s, longest ${run.maxSeconds!.toFixed(1)} s after creation`;
      log(`    calls created during the sync: ${run.createdDuring}; in the mirror before it ended: ${run.mirroredDuring} (${latency}); the rest wait for the next sync`);
      log(`    the next sync, at once: ${run.next.requests} requests, calls ${run.next.callsMode} in ${run.next.callPasses} pass(es)`);
    } finally {
      await sandbox.stop();
    }
  }
  return runs;
}

async function oneRun(sandbox: SandboxProcess, mirrorFile: string, variant: string, absorbArrivals: boolean): Promise<LiveSyncRun> {
  // Ids of each calls page answered, waiting for the progress event that follows its commit.
  let answered: string[] = [];
  const mirroredAt = new Map<string, number>();
  const watching: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/v1/calls' || !response.ok) return response;
    const body = (await response.clone().json()) as { data?: { id: string }[] } | { id: string }[];
    const rows = Array.isArray(body) ? body : (body.data ?? []);
    answered = rows.map((row) => row.id);
    return response;
  };
  const sync = openProfileSync({ baseUrl: sandbox.base_url, apiKey: sandbox.keys.write, mirrorFile, fetch: watching, options: { absorbArrivals } });
  const stopWatching = sync.engine.onProgress(() => {
    const now = Date.now();
    for (const id of answered) if (!mirroredAt.has(id)) mirroredAt.set(id, now);
    answered = [];
  });
  try {
    const started = Date.now();
    const summary = await sync.engine.run({ hydrate: false });
    const ended = Date.now();
    if (summary.status === 'failed') throw new Error(`the benchmark sync failed: ${summary.error?.message}`);
    const created = await callsCreatedBetween(sandbox, started, ended);
    const latencies = created.flatMap((call) => (mirroredAt.has(call.id) ? [(mirroredAt.get(call.id)! - call.createdAt) / 1000] : [])).sort((a, b) => a - b);
    const records = mirrorResources.reduce((sum, resource) => sum + countServerRows(sync.mirror.db, resource), 0);
    const next = await sync.engine.run({ hydrate: false });
    return {
      variant,
      seconds: (ended - started) / 1000,
      requests: summary.requests,
      records,
      requestsPerRecord: summary.requests / records,
      callPasses: summary.resources.calls.passes,
      callsConverged: summary.resources.calls.converged,
      createdDuring: created.length,
      mirroredDuring: latencies.length,
      medianSeconds: latencies.length === 0 ? null : latencies[Math.floor(latencies.length / 2)]!,
      maxSeconds: latencies.at(-1) ?? null,
      next: { requests: next.requests, callsMode: next.resources.calls.mode, callPasses: next.resources.calls.passes },
    };
  } finally {
    stopWatching();
    sync.close();
  }
}

/** The calls the simulator recorded in [from, to]: the newest pages, read with the workspace's other key (its own rate limit). */
async function callsCreatedBetween(sandbox: SandboxProcess, from: number, to: number): Promise<{ id: string; createdAt: number }[]> {
  const api = createApiClient({ baseUrl: sandbox.base_url, apiKey: sandbox.keys.read });
  const found: { id: string; createdAt: number }[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await api.listCalls({ page, perPage: 100 });
    const calls = answer.items.map((call) => ({ id: call.id, createdAt: Date.parse(call.end_timestamp) }));
    found.push(...calls.filter((call) => call.createdAt >= from && call.createdAt <= to));
    // Newest first by start; a call that started before `from` minus the longest call cannot have been created after it.
    if (calls.length === 0 || answer.items.every((call) => Date.parse(call.start_timestamp) < from - 3_600_000)) break;
  }
  return found;
}

function liveSandbox(log: (line: string) => void): Promise<SandboxProcess> {
  const bin = join(import.meta.dirname, '..', '..', 'src', 'server', 'bin.js');
  return startSandboxProcess({ command: process.execPath, args: [bin, '--port', '0', '--seed', 'demo', '--time-scale', '60', '--rate-limit', '100'] }, (line) => log(`  ${line}`));
}
