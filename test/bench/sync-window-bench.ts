import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { ensureRendererBuilt } from '../../src/cli/renderer-build';
import { createCoreClient, type CoreClient } from '../../src/renderer/src/api/core-client';
import { createWebSocketTransport, rpcUrlFromPage } from '../../src/renderer/src/api/websocket-transport';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium';
import { spawnCli, type RunningCli } from '../support/cli-process';
import { figures, stop } from './browser-bench';
import { sandboxProcess } from './sync-bench';

/**
 * `npm run bench -- sync-window`: does the window stay responsive while a
 * 100,000-contact workspace syncs? (issue 14). The same core the Electron
 * main process runs, as `voicedesk ui` (browser mode, since Electron cannot
 * run everywhere this bench does), over a sandbox with 100,000 contacts and
 * no rate limit, so the sync runs as fast as the core can absorb it.
 *
 * Side by side in one run, during the sync and then idle over the same
 * full mirror:
 * - the core's answer time for what the Contacts screen asks while the user
 *   types a search (`contacts.list` with a word, first page of 50), sent
 *   every 100 ms over the page's own protocol from a second connection;
 *   under Electron the same call arrives by IPC on the same thread;
 * - the page itself (Chromium, on the Contacts screen): the longest gap
 *   between animation frames and the long tasks (≥ 50 ms) while it shows
 *   the sync's progress and the list refreshing.
 * A window is responsive when both stay within a frame or two; nothing is
 * asserted.
 *
 * VOICEDESK_BENCH_PROFILE=<folder> also writes CPU profiles there, to find
 * what blocks: the core's threads for the whole run (node --cpu-prof,
 * written when it stops) and the page's during the sync (page-sync.cpuprofile).
 */
const PROFILE_DIR = process.env.VOICEDESK_BENCH_PROFILE;
const CONTACTS = 100_000;
const PROBE_EVERY_MS = 100;
const IDLE_MS = 5_000;
const SEARCHES = ['smith', 'garcia', 'lee', 'acme', 'jo'];

export async function runSyncWindowBenchmarks(log: (line: string) => void): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    log(`sync window bench: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  log(`sync window bench: voicedesk ui while a ${CONTACTS.toLocaleString('en-US')}-contact workspace syncs (rate limiting off), Contacts screen open in Chromium`);
  const dir = mkdtempSync(join(tmpdir(), 'voicedesk-sync-window-'));
  const sandbox = await sandboxProcess(['--contacts', String(CONTACTS), '--calls', '0', '--rate-limit', '0'], log);
  let ui: RunningCli | undefined;
  let browser: Browser | undefined;
  let client: CoreClient | undefined;
  try {
    await ensureRendererBuilt(log);
    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    ui = spawnCli(
      ['ui', '--no-open', '--no-auto-sync', '--db', join(dir, 'mirror.sqlite'), '--base-url', sandbox.base_url, '--api-key-env', 'VD_BENCH_KEY'],
      { VOICEDESK_DATA_DIR: join(dir, 'data'), VD_BENCH_KEY: sandbox.keys.write },
      PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    );
    const { url } = (await ui.firstLine) as { url: string };
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await page.goto(url);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('grid', { name: 'Contacts' }).waitFor();
    await page.evaluate(INSTALL_FRAME_RECORDER);
    // The core accepts sockets from its own page only (loopback-guard.ts), so this one says it comes from there.
    const origin = new URL(url).origin;
    const FromOwnPage = class extends WebSocket {
      constructor(address: string) {
        super(address, { origin });
      }
    };
    client = createCoreClient(createWebSocketTransport({ url: rpcUrlFromPage(new URL(url)), WebSocket: FromOwnPage }));

    const profiler = PROFILE_DIR ? await page.context().newCDPSession(page) : undefined;
    await profiler?.send('Profiler.enable');
    await profiler?.send('Profiler.start');
    const syncing = await probeWhile(client, page, () => syncToEnd(client!));
    if (profiler && PROFILE_DIR) writeFileSync(join(PROFILE_DIR, 'page-sync.cpuprofile'), JSON.stringify((await profiler.send('Profiler.stop')).profile));
    report(log, `during the sync (${syncing.seconds.toFixed(1)} s)`, syncing);
    // The same searches over the same full mirror, with nothing else going on.
    const idle = await probeWhile(client, page, () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    report(log, `after it, idle for ${IDLE_MS / 1000} s`, idle);
    const total = await client.call('contacts.count', {});
    log(`  contacts in the mirror at the end: ${total.ok ? total.value.total.toLocaleString('en-US') : `unknown (${total.error.message})`}`);
    log(`  machine load average at the end: ${(loadavg()[0] ?? 0).toFixed(2)} (other work on the machine inflates the times)`);
  } finally {
    client?.close();
    await browser?.close();
    if (ui) await stop(ui);
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ProbeRun {
  seconds: number;
  answersMs: number[];
  failed: number;
  longestFrameGapMs: number;
  longTasks: number;
  longestTaskMs: number;
}

/** Asks the core what a search in the Contacts screen asks, every PROBE_EVERY_MS, until `work` ends. */
async function probeWhile(client: CoreClient, page: Page, work: () => Promise<unknown>): Promise<ProbeRun> {
  await page.evaluate('window.benchFrames.reset()');
  const answersMs: number[] = [];
  let failed = 0;
  let done = false;
  let round = 0;
  const probing = (async () => {
    while (!done) {
      const text = SEARCHES[round % SEARCHES.length]!;
      round += 1;
      const asked = performance.now();
      const reply = await client.call('contacts.list', { filter: { text }, limit: 50 });
      answersMs.push(performance.now() - asked);
      if (!reply.ok) failed += 1;
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await probing;
  const frames = (await page.evaluate('window.benchFrames.read()')) as Pick<ProbeRun, 'longestFrameGapMs' | 'longTasks' | 'longestTaskMs'>;
  return { seconds, answersMs, failed, ...frames };
}

async function syncToEnd(client: CoreClient): Promise<void> {
  const ended = new Promise<void>((resolve, reject) => {
    const stopListening = client.on('sync.progress', (progress) => {
      if (progress.phase === 'syncing' || progress.phase === 'paused') return;
      stopListening();
      if (progress.phase === 'idle') resolve();
      else reject(new Error(`the benchmark sync ended ${progress.phase}: ${progress.message ?? ''}`));
    });
  });
  const started = await client.call('sync.start', { full: true });
  if (!started.ok) throw new Error(`the benchmark sync did not start: ${started.error.message}`);
  await ended;
}

/**
 * Runs in the page (kept as source: this file is compiled without the DOM's types): the gaps between animation frames and
 * the long tasks (≥ 50 ms), since the last reset. `read(from, to)` counts only the long tasks that ended between the two
 * instants of the page's clock (the browser reports a task after it ends, so a window is read once it is over).
 */
export const INSTALL_FRAME_RECORDER = `(() => {
  let last = performance.now();
  let longestGap = 0;
  let tasks = [];
  const frame = (now) => {
    longestGap = Math.max(longestGap, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });
  window.benchFrames = {
    reset() {
      last = performance.now();
      longestGap = 0;
      tasks = [];
    },
    read(from = -Infinity, to = Infinity) {
      for (const entry of observer.takeRecords()) tasks.push({ start: entry.startTime, duration: entry.duration });
      const within = tasks.filter((task) => task.start + task.duration >= from && task.start + task.duration <= to);
      return {
        longestFrameGapMs: longestGap,
        longTasks: within.length,
        longestTaskMs: within.reduce((longest, task) => Math.max(longest, task.duration), 0),
        longTaskTotalMs: within.reduce((total, task) => total + task.duration, 0),
      };
    },
  };
})()`;

function report(log: (line: string) => void, label: string, run: ProbeRun): void {
  const answers = figures(run.answersMs);
  const longest = Math.max(...run.answersMs);
  log(
    `  ${label}: the core answered a contacts search in median ${answers.median.toFixed(1)} ms, p95 ${answers.p95.toFixed(1)} ms, longest ${longest.toFixed(0)} ms (${answers.runs} searches${run.failed ? `, ${run.failed} failed` : ''}); ` +
      `the page's longest frame gap ${run.longestFrameGapMs.toFixed(0)} ms, ${run.longTasks} long tasks (longest ${run.longestTaskMs.toFixed(0)} ms)`,
  );
}
