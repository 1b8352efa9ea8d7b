import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startSandboxProcess, type SandboxProcess } from '../../src/main/demo/sandbox-process';
import { openProfileSync } from '../../src/main/sync/profile-sync';
import type { SyncSummary } from '../../src/main/sync/sync-summary';
import { startProfileWorker as startSyncWorker } from '../../src/main/profile-worker/profile-worker-client';
import { liveWorkspaceSync, type LiveSyncRun } from './live-sync-bench';

/**
 * The sync engine's figures for `npm run bench` (issue 4), against the
 * sandbox server run as a child process over real HTTP (the client never
 * imports server code, and the server's work stays off our event loop):
 *
 * 1. Rate-limit use. The sandbox counts requests per key in fixed 60-second
 *    windows aligned to its clock, and the client cannot virtualise the
 *    server's clock from outside, so this is measured in real time: a sync
 *    with far more work than fits (call transcripts) against a limit of
 *    `rateLimit` per minute, observed over `windows` whole server windows
 *    (the window the sync starts in is partial and not counted; the run is
 *    then cancelled). Per window: requests sent / (share × limit), target
 *    ≥ 0.95, and the number of 429s, target 0 (the sandbox sends rate-limit
 *    headers). Same machine, so client and server windows share one clock.
 *    Takes 2 to 3 minutes.
 * 2. Main-thread stall. A sync of `stallContacts` contacts (rate limiting
 *    off, so pages arrive back to back, the worst case for the event loop),
 *    with perf_hooks' event-loop delay histogram running: its maximum is the
 *    longest time anything (page decoding, a write transaction) held the
 *    thread, as the Electron main process would feel it. Measured twice:
 *    with the engine on the main thread (the figure the decision rests on),
 *    then with the engine on its worker thread, as the app runs it
 *    (sync-worker.ts), where the main thread only receives progress.
 * 3. A live workspace (live-sync-bench.ts): requests per record mirrored,
 *    and how soon calls created during a first sync reach the mirror, with
 *    arrivals absorbed and, side by side, without. About 4 minutes.
 *    `npm run bench -- sync-live` runs this part alone.
 */
export interface SyncBenchmarkOptions {
  rateLimit?: number;
  share?: number;
  /** Whole server windows to observe. */
  windows?: number;
  stallContacts?: number;
  /** Run only this part. */
  only?: 'rate-limit' | 'stall' | 'live';
}

export interface RateLimitFigures {
  limit: number;
  share: number;
  /** Requests sent in each whole window observed, and their ratio to share × limit. */
  perWindow: { requests: number; use: number }[];
  /** The lowest per-window use. */
  use: number;
  rateLimited: number;
}

export interface StallRun {
  seconds: number;
  longestStallMs: number;
  p99StallMs: number;
}

export interface StallFigures {
  contacts: number;
  /** The main thread doing nothing for a few seconds: the machine's own noise (other processes taking the CPU). */
  idle: StallRun;
  /** The engine on the thread being measured. */
  mainThread: StallRun;
  /** The engine on a worker thread; the main thread measured. */
  worker: StallRun;
  /** The decision the figures support. */
  decision: string;
}

const WINDOW_MS = 60_000;
const STALL_BUDGET_MS = 50;

export async function runSyncBenchmarks(
  log: (line: string) => void = console.log,
  options: SyncBenchmarkOptions = {},
): Promise<{ rateLimit?: RateLimitFigures; stall?: StallFigures; live?: LiveSyncRun[] }> {
  const folder = mkdtempSync(join(tmpdir(), 'voicedesk-sync-bench-'));
  const wanted = (part: NonNullable<SyncBenchmarkOptions['only']>) => options.only === undefined || options.only === part;
  try {
    const results: { rateLimit?: RateLimitFigures; stall?: StallFigures; live?: LiveSyncRun[] } = {};
    if (wanted('rate-limit')) results.rateLimit = await rateLimitUse(log, folder, options);
    if (wanted('stall')) results.stall = await mainThreadStall(log, folder, options);
    if (wanted('live')) results.live = await liveWorkspaceSync(log, folder);
    log(`  machine load average at the end: ${loadavg()[0]?.toFixed(2)} (other work on the machine inflates stalls)`);
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function rateLimitUse(log: (line: string) => void, folder: string, options: SyncBenchmarkOptions): Promise<RateLimitFigures> {
  const limit = options.rateLimit ?? 300;
  const share = options.share ?? 0.8;
  const windows = options.windows ?? 2;
  const target = Math.floor(share * limit);
  log(`sync bench 1: rate-limit use, real time, sandbox limit ${limit}/min, share ${share} (target ${target} requests per window), ${windows} whole windows`);
  const sandbox = await sandboxProcess(['--contacts', '2000', '--calls', String(target * (windows + 2)), '--rate-limit', String(limit)], log);
  const sync = openProfileSync({ baseUrl: sandbox.base_url, apiKey: sandbox.keys.write, mirrorFile: join(folder, 'rate.sqlite'), share });
  try {
    const startedIn = Math.floor(Date.now() / WINDOW_MS);
    const counts = new Map<number, number>();
    const stopCounting = sync.meter.onRequest((at) => counts.set(Math.floor(at / WINDOW_MS), (counts.get(Math.floor(at / WINDOW_MS)) ?? 0) + 1));
    const controller = new AbortController();
    const lastWindow = startedIn + windows;
    // Cancel once the last whole window has ended (the sync has hours of transcripts left).
    const timer = setInterval(() => {
      if (Math.floor(Date.now() / WINDOW_MS) > lastWindow) controller.abort();
    }, 250);
    const before = sync.meter.counts();
    const summary = await sync.engine.run({ signal: controller.signal });
    clearInterval(timer);
    stopCounting();
    const rateLimited = sync.meter.counts().rateLimited - before.rateLimited;
    if (summary.status === 'failed') throw new Error(`the benchmark sync failed: ${summary.error?.message}`);
    const perWindow = Array.from({ length: windows }, (_, index) => {
      const requests = counts.get(startedIn + 1 + index) ?? 0;
      return { requests, use: requests / target };
    });
    for (const [index, window] of perWindow.entries()) {
      log(`  window ${index + 1}: ${window.requests} requests / ${target} = ${window.use.toFixed(3)}`);
    }
    const use = Math.min(...perWindow.map((window) => window.use));
    log(`  rate-limit use: ${use.toFixed(3)} of the share (target ≥ 0.95), 429s: ${rateLimited} (target 0)`);
    return { limit, share, perWindow, use, rateLimited };
  } finally {
    sync.close();
    await sandbox.stop();
  }
}

async function mainThreadStall(log: (line: string) => void, folder: string, options: SyncBenchmarkOptions): Promise<StallFigures> {
  const contacts = options.stallContacts ?? 100_000;
  log(`sync bench 2: longest main-thread stall during a ${contacts.toLocaleString('en-US')}-contact sync, rate limiting off`);
  const sandbox = await sandboxProcess(['--contacts', String(contacts), '--calls', '0', '--rate-limit', '0'], log);
  try {
    const setup = { baseUrl: sandbox.base_url, apiKey: sandbox.keys.write };
    const idle = await measureStall(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return undefined;
    });
    log(`  idle main thread for 5 s (the machine's own noise): longest stall ${idle.longestStallMs.toFixed(1)} ms, p99 ${idle.p99StallMs.toFixed(1)} ms`);
    const mainThread = await measureStall(async () => {
      const sync = openProfileSync({ ...setup, mirrorFile: join(folder, 'main-thread.sqlite') });
      try {
        return await sync.engine.run({ hydrate: false });
      } finally {
        sync.close();
      }
    });
    log(`  engine on the main thread: ${describeStall(contacts, mainThread)}`);
    const worker = await measureStall(async () => {
      const handle = startSyncWorker({ ...setup, mirrorFile: join(folder, 'worker.sqlite') });
      try {
        return await handle.run({ full: false, hydrate: false });
      } finally {
        await handle.close();
      }
    });
    log(`  engine on its worker thread: ${describeStall(contacts, worker)}`);
    const decision =
      mainThread.longestStallMs <= STALL_BUDGET_MS
        ? `main thread: its longest stall (${mainThread.longestStallMs.toFixed(0)} ms) is within the ${STALL_BUDGET_MS} ms budget, with transactions of ${ROWS_NOTE}`
        : `worker thread: on the main thread the sync stalled it for up to ${mainThread.longestStallMs.toFixed(0)} ms (budget ${STALL_BUDGET_MS} ms); ` +
          `on its own thread the main thread's longest stall was ${worker.longestStallMs.toFixed(0)} ms. The app runs each profile's engine in a worker (sync-worker.ts); the CLI, which has no window, runs it inline`;
    log(`  decision: ${decision}`);
    return { contacts, idle, mainThread, worker, decision };
  } finally {
    await sandbox.stop();
  }
}

/** Runs a sync (or nothing) with the event-loop delay histogram on; the histogram counts delay beyond its own resolution. */
async function measureStall(sync: () => Promise<SyncSummary | undefined>): Promise<StallRun> {
  const resolution = 5;
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  const started = performance.now();
  const summary = await sync();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  if (summary !== undefined && summary.status !== 'ok') throw new Error(`the benchmark sync ended ${summary.status}: ${summary.error?.message ?? summary.problems.join(' ')}`);
  return { seconds, longestStallMs: Math.max(0, histogram.max / 1e6 - resolution), p99StallMs: Math.max(0, histogram.percentile(99) / 1e6 - resolution) };
}

function describeStall(contacts: number, run: StallRun): string {
  return `${contacts.toLocaleString('en-US')} contacts in ${run.seconds.toFixed(1)} s (${Math.round(contacts / run.seconds).toLocaleString('en-US')}/s); longest stall ${run.longestStallMs.toFixed(1)} ms, p99 ${run.p99StallMs.toFixed(1)} ms`;
}

const ROWS_NOTE = 'rowsPerTransaction rows (100) with their checkpoint';

/** The sandbox as its own process, with no simulator: the figures are the client's. */
export function sandboxProcess(args: string[], log: (line: string) => void): Promise<SandboxProcess> {
  const bin = join(import.meta.dirname, '..', '..', 'src', 'server', 'bin.js');
  return startSandboxProcess({ command: process.execPath, args: [bin, '--port', '0', '--no-simulate', ...args] }, (line) => log(`  ${line}`));
}
