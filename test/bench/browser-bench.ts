import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from '../../src/cli/renderer-build';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium';
import { spawnCli, type RunningCli } from '../support/cli-process';
import { REFUSED_PORT } from '../support/scripted-api-server';
import { writeBulkMirror } from './bulk-mirror';
import { createMirrorDataset } from './mirror-dataset';
import { timeSearch } from './search-timer';

/**
 * The app as a user meets it, for `npm run bench -- browser`: the real
 * `voicedesk ui` (browser mode) over a mirror of 50,000 calls (1,000,000
 * transcript turns), driven in Chromium through playwright-core.
 *
 * 1. Launch to first page: from spawning `voicedesk ui` to the Calls
 *    screen showing its first rows and the total, in a fresh page. The
 *    workspace's address leads nowhere, so no sync runs meanwhile: the
 *    figure is the app's own start, the mirror's first reads and the
 *    page's first render. One launch first, untimed, warms the disk cache.
 * 2. Search to results: a phrase typed into Search (one input event), to
 *    the results with their highlighted snippets in the page, timed inside
 *    the page (from the input event to the DOM change). The phrase arrives
 *    whole (as pasted), which the search box searches at once: the figure
 *    holds no typing pause.
 * 3. Export of every call to CSV (transcripts included), once: from the
 *    confirmation to the download, and the longest task that held the
 *    page's main thread meanwhile (the page must stay responsive: it only
 *    joins pages of CSV the core sends).
 *
 * Figures: median and 95th percentile of the runs. Nothing is asserted.
 */
export interface BrowserBenchmarkOptions {
  calls?: number;
  contacts?: number;
  entriesPerCall?: number;
  /** Timed launches (after one untimed). */
  launches?: number;
  /** Times each search phrase is timed. */
  searchRounds?: number;
  dir?: string;
}

export interface Figures {
  median: number;
  p95: number;
  runs: number;
}

export interface BrowserBenchmarkResult {
  calls: number;
  transcriptEntries: number;
  buildSeconds: number;
  /** Spawn to the one JSON line (the core and its server ready). */
  launchToServingMs: Figures;
  /** Spawn to the first rows and the total rendered. */
  launchToFirstPageMs: Figures;
  searchToResultsMs: Figures;
  export: { seconds: number; megabytes: number; longestTaskMs: number };
  loadAverage: number;
}

const SEARCHES = ['refund', '"cancel my subscription"', 'appointment tuesday', 'callwise', 'dashboard error', 'Zoë'];

export async function runBrowserBenchmarks(log: (line: string) => void = console.log, options: BrowserBenchmarkOptions = {}): Promise<BrowserBenchmarkResult | undefined> {
  if (!existsSync(CHROMIUM_PATH)) {
    log(`browser bench: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return undefined;
  }
  const calls = options.calls ?? 50_000;
  const entriesPerCall = options.entriesPerCall ?? 20;
  const launches = options.launches ?? 7;
  const searchRounds = options.searchRounds ?? 3;
  const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'voicedesk-browser-bench-'));
  let browser: Browser | undefined;
  try {
    log(`browser bench: ${fmt(calls)} calls × ${entriesPerCall} transcript entries (${fmt(calls * entriesPerCall)}), voicedesk ui in Chromium, in ${dir}`);
    const mirrorFile = join(dir, 'mirror.sqlite');
    const built = performance.now();
    writeBulkMirror(mirrorFile, createMirrorDataset({ contacts: options.contacts ?? 20_000, calls, entriesPerCall }));
    const buildSeconds = (performance.now() - built) / 1000;
    log(`  mirror written in ${buildSeconds.toFixed(0)} s`);
    // Built now if its sources changed, so that no launch below pays for it.
    await ensureRendererBuilt(log);

    // A port no service is assigned, so the app finds the service unreachable and works from the mirror.
    const deadPort = REFUSED_PORT;
    const launch = () =>
      spawnCli(['ui', '--no-open', '--db', mirrorFile, '--base-url', `http://127.0.0.1:${deadPort}`, '--api-key-env', 'VD_BENCH_KEY'], {
        VOICEDESK_DATA_DIR: join(dir, 'data'),
        VD_BENCH_KEY: 'sk_test_browser_bench_key',
      });
    browser = await launchChromium();
    const total = `${calls.toLocaleString('en-US')} calls`;

    const serving: number[] = [];
    const firstPage: number[] = [];
    for (let run = 0; run <= launches; run += 1) {
      const started = performance.now();
      const ui = launch();
      try {
        const { url } = (await ui.firstLine) as { url: string };
        const ready = performance.now();
        const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, locale: 'en-US' });
        await page.goto(url);
        await page.getByText(total, { exact: true }).waitFor({ timeout: 60_000 });
        await page.locator('.calls-body [role="row"]').first().waitFor({ timeout: 60_000 });
        const rendered = performance.now();
        await page.close();
        if (run === 0) continue;
        serving.push(ready - started);
        firstPage.push(rendered - started);
      } finally {
        await stop(ui);
      }
    }
    const launchToServingMs = figures(serving);
    const launchToFirstPageMs = figures(firstPage);
    logFigures(log, 'launch to serving (voicedesk ui spawned → its URL printed)', launchToServingMs);
    logFigures(log, `launch to first calls page (spawned → first rows and "${total}" rendered)`, launchToFirstPageMs);

    const searches: number[] = [];
    let exported: BrowserBenchmarkResult['export'];
    const ui = launch();
    try {
      const { url } = (await ui.firstLine) as { url: string };
      const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, locale: 'en-US' });
      await page.goto(url);
      await page.locator('.calls-body [role="row"]').first().waitFor({ timeout: 60_000 });
      // One untimed search first: the page's and the core's first search pays for warming up.
      await timeSearch(page, 'thanks');
      for (let round = 0; round < searchRounds; round += 1) {
        for (const phrase of SEARCHES) searches.push((await timeSearch(page, phrase)).rows);
      }
      exported = await timeExport(page);
      await page.close();
    } finally {
      await stop(ui);
    }
    const searchToResultsMs = figures(searches);
    logFigures(log, `search to results (a phrase typed → snippets rendered, ${SEARCHES.length} phrases, each arriving whole: no typing pause)`, searchToResultsMs);
    log(
      `  export of all ${fmt(calls)} calls to CSV, transcripts included: ${exported.seconds.toFixed(1)} s to the download, ${exported.megabytes.toFixed(0)} MB; longest task on the page's main thread meanwhile ${exported.longestTaskMs.toFixed(0)} ms`,
    );
    const loadAverage = loadavg()[0] ?? 0;
    log(`  machine load average at the end: ${loadAverage.toFixed(2)} (other work on the machine inflates the times)`);
    return { calls, transcriptEntries: calls * entriesPerCall, buildSeconds, launchToServingMs, launchToFirstPageMs, searchToResultsMs, export: exported, loadAverage };
  } finally {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Exports every call (no filter) from the Calls screen, watching the page's long tasks (over 50 ms) meanwhile. */
async function timeExport(page: Page): Promise<BrowserBenchmarkResult['export']> {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const confirm = page.getByRole('group', { name: 'Export to CSV' }).getByRole('button', { name: 'Export', exact: true });
  await confirm.waitFor();
  await page.evaluate(WATCH_LONG_TASKS);
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 900_000 }), confirm.click()]);
  const path = await download.path();
  const seconds = (performance.now() - started) / 1000;
  const longestTaskMs = (await page.evaluate('window.longestTask')) as number;
  return { seconds, megabytes: path ? statSync(path).size / 1e6 : 0, longestTaskMs };
}

/** Runs in the page: keeps the longest task the browser reports (it reports those over 50 ms). */
const WATCH_LONG_TASKS = `(() => {
  window.longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
  }).observe({ type: 'longtask' });
})()`;

export async function stop(ui: RunningCli): Promise<void> {
  if (ui.child.exitCode === null) ui.child.kill('SIGTERM');
  await ui.exit;
}

export function figures(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, p95: at(0.95), runs: sorted.length };
}

export function logFigures(log: (line: string) => void, name: string, values: Figures): void {
  log(`  ${name}: median ${values.median.toFixed(0)} ms, p95 ${values.p95.toFixed(0)} ms (${values.runs} runs)`);
}

function fmt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** One request of the page to the core over its socket: when it was sent and answered (ms since 1970, as this process reads the clock). */
export interface SocketRequest {
  method: string;
  params: unknown;
  sent: number;
  answered?: number;
}

/**
 * The page's requests to the core, as they cross its socket: those whose
 * method `keep` accepts, each filled in when its reply arrives, and the core's
 * events `keep` accepts as answered at once (a progress event is an instant).
 */
export function recordSocketRequests(page: Page, keep: (method: string) => boolean): SocketRequest[] {
  const seen: SocketRequest[] = [];
  const open = new Map<unknown, SocketRequest>();
  const now = () => performance.timeOrigin + performance.now();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const at = now();
      const frame = parseFrame(payload) as { id?: unknown; method?: unknown; params?: unknown } | undefined;
      if (frame?.id === undefined || typeof frame.method !== 'string' || !keep(frame.method)) return;
      const request: SocketRequest = { method: frame.method, params: frame.params, sent: at };
      seen.push(request);
      open.set(frame.id, request);
    });
    socket.on('framereceived', ({ payload }) => {
      const at = now();
      const frame = parseFrame(payload) as { type?: unknown; id?: unknown; name?: unknown } | undefined;
      if (frame?.type === 'event' && typeof frame.name === 'string' && keep(frame.name)) {
        seen.push({ method: frame.name, params: undefined, sent: at, answered: at });
        return;
      }
      const request = frame?.id === undefined ? undefined : open.get(frame.id);
      if (request === undefined) return;
      request.answered = at;
      open.delete(frame!.id);
    });
  });
  return seen;
}

/** A WebSocket frame's JSON as the page sent or got it (Playwright's payload); undefined when it is not JSON. */
export function parseFrame(payload: string | Buffer): unknown {
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}
