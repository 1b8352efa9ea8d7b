import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureRendererBuilt } from '../../src/cli/renderer-build';
import { openMirror } from '../../src/main/mirror';
import { openAppSession, type AppSession } from '../support/app-session';
import { CHROMIUM_PATH } from '../support/chromium';
import { REFUSED_PORT } from '../support/scripted-api-server';
import { figures, recordSocketRequests, type SocketRequest } from './browser-bench';
import { cachedBulkMirror, copyOfCachedMirror } from './bulk-mirror';
import { contactsFile, MIRROR_CONTACTS, mirrorPhones } from './import-bench';
import { cpuMsOf } from './scale-browser-bench';
import { fmt, logAgainstTarget } from './scale-mirror';
import { INSTALL_FRAME_RECORDER } from './sync-window-bench';

/**
 * `npm run bench -- import-window`: importing a contacts file as a user
 * does it, in the built app (`voicedesk ui`, browser mode, in Chromium), on
 * the Contacts screen over a mirror of 20,000 contacts, with the files of
 * `-- import` (import-bench.ts: 50,000 and 200,000 rows, 1% matching the
 * mirror, 1% repeated, 0.5% bad). The issue's bar: a 50,000-row file
 * previews in under 2 s and queues without freezing the window.
 *
 * Each run is a fresh app on a fresh copy of the mirror (a queued import
 * would make the next file's rows duplicates of pending edits):
 * - preview: from the file chosen (the input's change event, in the page)
 *   to the frame that draws the preview (columns, first rows, problems,
 *   duplicates and the summary line), split by the page's requests as they
 *   crossed its socket: the file chosen to the page's first request, the
 *   file read, encoded and sent to the core in pieces, the core's preview (a
 *   worker thread), and its answer to the frame that draws it;
 * - queue: from the click on "Import to the outbox" to the frame that says
 *   the file is in the outbox, with the core's part and its progress events.
 * For both, the page's main thread meanwhile: the longest task and the sum
 * of the long tasks (≥ 50 ms, as the browser reports them), the longest gap
 * between frames, and its CPU time (Chromium's count); and the CPU time of
 * voicedesk ui (all its threads), as the machine may be busy with other
 * work. The workspace's address leads nowhere, so no sync runs and the
 * outbox sends nothing meanwhile. Nothing is asserted.
 *
 * `-- import-window-preview` leaves the queue out (a minute and more per
 * run on a busy machine). VOICEDESK_BENCH_PROFILE=<folder> also writes CPU
 * profiles there, to find where the time goes: voicedesk ui's threads
 * (node --cpu-prof, the worker's included, written when it stops) and the
 * page's during each preview (page-preview-<rows>-<run>.cpuprofile).
 */
const PROFILE_DIR = process.env.VOICEDESK_BENCH_PROFILE;
/** Runs of each file (each a fresh app); `target`: the issue's bar for its preview, in ms. */
const SIZES = [
  { rows: 50_000, runs: 3, target: 2_000 },
  { rows: 200_000, runs: 2, target: undefined },
];
/** The 200,000-row queue takes tens of seconds on a busy machine. */
const WAIT_MS = 600_000;

interface WindowFigures {
  ms: number;
  longTasks: number;
  longestTaskMs: number;
  longTaskTotalMs: number;
  longestFrameGapMs: number;
  pageCpuMs: number;
  coreCpuMs: number;
}

interface RunFigures {
  preview: WindowFigures & { readMs: number; sendMs: number; pieces: number; coreMs: number; renderMs: number };
  /** Left out by `-- import-window-preview`. */
  queue?: WindowFigures & { coreMs: number; progressEvents: number };
}

export async function runImportWindowBenchmarks(log: (line: string) => void, options: { queue: boolean } = { queue: true }): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    log(`import window bench: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  log(
    `import window bench: voicedesk ui in Chromium, Contacts screen, mirror of ${fmt(MIRROR_CONTACTS)} contacts; a fresh app and mirror for each run; machine load average ${(loadavg()[0] ?? 0).toFixed(2)} at the start`,
  );
  const cached = cachedBulkMirror({ contacts: MIRROR_CONTACTS, calls: 0 }, log);
  const dir = mkdtempSync(join(tmpdir(), 'voicedesk-import-window-'));
  try {
    await ensureRendererBuilt(log);
    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    const phones = phonesOf(cached, dir);
    for (const { rows, runs, target } of SIZES) {
      const file = join(dir, `contacts-${rows}.csv`);
      writeFileSync(file, contactsFile(rows, phones));
      const label = `${fmt(rows)} rows (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)`;
      const done: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) done.push(await importOnce(cached, join(dir, `run-${rows}-${run}`), file, { queue: options.queue, profile: `${rows}-${run}` }));
      report(log, label, done, target);
    }
    log(`  machine load average at the end: ${(loadavg()[0] ?? 0).toFixed(2)} (other work on the machine inflates the wall times)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function phonesOf(cached: string, dir: string): string[] {
  const copy = join(dir, 'phones.sqlite');
  copyFileSync(cached, copy);
  const mirror = openMirror(copy);
  try {
    return mirrorPhones(mirror.db);
  } finally {
    mirror.close();
  }
}

async function importOnce(cached: string, dataDir: string, file: string, options: { queue: boolean; profile: string }): Promise<RunFigures> {
  mkdirSync(dataDir, { recursive: true });
  const mirrorFile = copyOfCachedMirror(cached, dataDir);
  let session: AppSession | undefined;
  let requests: SocketRequest[] = [];
  try {
    session = await openAppSession({
      baseUrl: `http://127.0.0.1:${REFUSED_PORT}`,
      apiKey: 'sk_test_import_window_bench',
      dataDir,
      mirrorFile,
      context: { viewport: { width: 1280, height: 800 }, locale: 'en-US' },
      // The page opens its socket as it loads.
      beforeLoad: (page) => (requests = recordSocketRequests(page, (method) => method.startsWith('contactImport.'))),
      nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, `core-${options.profile}`)}`] : [],
    });
    const { page, ui } = session;
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('grid', { name: 'Contacts' }).waitFor({ timeout: 60_000 });
    await page.evaluate(INSTALL_FRAME_RECORDER);
    await page.evaluate(INSTALL_IMPORT_CLOCK);
    const cdp = await page.context().newCDPSession(page);
    // The main thread's CPU time, which a busy machine stretches less than the wall time.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const pageCpu = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    const coreCpu = () => cpuMsOf(ui.child.pid) ?? 0;

    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    let cpu = { page: await pageCpu(), core: coreCpu() };
    await page.getByLabel('Import CSV…').setInputFiles(file);
    await page.locator('.import-summary').waitFor({ timeout: WAIT_MS });
    const previewed = await windowOf(page, 'chosen', 'shown');
    if (PROFILE_DIR) writeFileSync(join(PROFILE_DIR, `page-preview-${options.profile}.cpuprofile`), JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const previewCpu = { pageCpuMs: (await pageCpu()) - cpu.page, coreCpuMs: coreCpu() - cpu.core };
    const at = (method: string, which: 'sent' | 'answered', last = false) => {
      const matching = requests.filter((request) => request.method === method);
      const request = last ? matching.at(-1) : matching[0];
      const time = request?.[which];
      if (time === undefined) throw new Error(`the page's ${method} was not seen ${which}`);
      return time;
    };
    const preview = {
      ...previewed,
      ...previewCpu,
      readMs: at('contactImport.begin', 'sent') - previewed.fromEpoch,
      sendMs: at('contactImport.chunk', 'answered', true) - at('contactImport.begin', 'sent'),
      pieces: requests.filter((request) => request.method === 'contactImport.chunk').length,
      coreMs: at('contactImport.preview', 'answered') - at('contactImport.preview', 'sent'),
      renderMs: previewed.toEpoch - at('contactImport.preview', 'answered'),
    };

    if (!options.queue) return { preview };
    cpu = { page: await pageCpu(), core: coreCpu() };
    await page.getByRole('button', { name: 'Import to the outbox' }).click();
    await page.locator('.import-done').waitFor({ timeout: WAIT_MS });
    const queued = await windowOf(page, 'confirmed', 'queued');
    const queue = {
      ...queued,
      pageCpuMs: (await pageCpu()) - cpu.page,
      coreCpuMs: coreCpu() - cpu.core,
      coreMs: at('contactImport.queue', 'answered') - at('contactImport.queue', 'sent'),
      progressEvents: requests.filter((request) => request.method === 'contactImport.progress').length,
    };
    if (session.dialogs.length > 0) throw new Error(`the page raised dialogs: ${session.dialogs.join('; ')}`);
    return { preview, queue };
  } catch (error) {
    // What the app said is the first clue.
    throw new Error(`an import run failed: ${String(error)}\nvoicedesk ui said: ${session?.ui.stderr().slice(-2000) ?? '(not started)'}`, { cause: error });
  } finally {
    await session?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Between two instants the import clock took: how long, and the main thread meanwhile; both ends also on the wall clock (ms since 1970) to compare with the requests. */
async function windowOf(page: Page, from: string, to: string): Promise<Omit<WindowFigures, 'pageCpuMs' | 'coreCpuMs'> & { fromEpoch: number; toEpoch: number }> {
  return (await page.evaluate(`window.benchImport.between(${JSON.stringify(from)}, ${JSON.stringify(to)})`)) as Omit<WindowFigures, 'pageCpuMs' | 'coreCpuMs'> & { fromEpoch: number; toEpoch: number };
}

/**
 * Runs in the page, after INSTALL_FRAME_RECORDER: the instants of an import as the user meets it. `chosen`: a file
 * input's change; `shown`: the frame drawing the preview's summary line drawn (a task after the animation frame that
 * first has it, so its layout and paint are in); `confirmed`: the click on "Import to the outbox"; `queued`: the frame
 * drawing "… is in the outbox". `between` waits a frame (the browser reports a long task after it) and reads the long
 * tasks that ended between the two.
 */
const INSTALL_IMPORT_CLOCK = `(() => {
  const clock = {};
  addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
      for (const key of Object.keys(clock)) delete clock[key];
      clock.chosen = performance.now();
      window.benchFrames.reset();
    }
  }, true);
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button')?.textContent.trim() === 'Import to the outbox') {
      clock.confirmed = performance.now();
      window.benchFrames.reset();
    }
  }, true);
  const watched = [['chosen', '.import-summary', 'shown'], ['confirmed', '.import-done', 'queued']];
  const pending = new Set();
  new MutationObserver(() => {
    for (const [after, selector, key] of watched) {
      if (clock[after] === undefined || clock[key] !== undefined || pending.has(key) || !document.querySelector(selector)) continue;
      pending.add(key);
      requestAnimationFrame(() => setTimeout(() => {
        clock[key] = performance.now();
        pending.delete(key);
      }));
    }
  }).observe(document.body, { childList: true, subtree: true });
  window.benchImport = {
    async between(from, to) {
      while (clock[to] === undefined) await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const frames = window.benchFrames.read(clock[from], clock[to]);
      return { ms: clock[to] - clock[from], fromEpoch: performance.timeOrigin + clock[from], toEpoch: performance.timeOrigin + clock[to], ...frames };
    },
  };
})()`;

function report(log: (line: string) => void, label: string, runs: RunFigures[], target: number | undefined): void {
  const median = (values: number[]) => figures(values).median;
  const ms = (values: number[]) => `${fmt(median(values))} ms`;
  const each = (values: number[]) => values.map(fmt).join(', ');
  const window = (of: WindowFigures[]) =>
    `the page's main thread: longest task ${ms(of.map((one) => one.longestTaskMs))}, long tasks ${ms(of.map((one) => one.longTaskTotalMs))} in all (${fmt(median(of.map((one) => one.longTasks)))}), ` +
    `longest frame gap ${ms(of.map((one) => one.longestFrameGapMs))}, CPU ${ms(of.map((one) => one.pageCpuMs))}; CPU of voicedesk ui ${ms(of.map((one) => one.coreCpuMs))} (medians)`;
  const previews = runs.map((run) => run.preview.ms);
  const name = `${label}, file chosen → preview on screen`;
  const described = `median ${ms(previews)} (runs: ${each(previews)} ms)`;
  if (target === undefined) log(`  ${name}: ${described}`);
  else logAgainstTarget(log, name, described, median(previews), target);
  log(
    `    of which chosen → the page's first request ${ms(runs.map((run) => run.preview.readMs))}, the file read, encoded and sent to the core ${ms(runs.map((run) => run.preview.sendMs))} (${runs[0]?.preview.pieces ?? 0} pieces), ` +
      `the core's preview ${ms(runs.map((run) => run.preview.coreMs))}, answer → drawn ${ms(runs.map((run) => run.preview.renderMs))} (medians; each from the page's socket frames)`,
  );
  log(`    meanwhile ${window(runs.map((run) => run.preview))}`);
  const queued = runs.flatMap((run) => (run.queue === undefined ? [] : [run.queue]));
  if (queued.length === 0) return;
  const queues = queued.map((queue) => queue.ms);
  log(`  ${label}, "Import to the outbox" → "in the outbox" on screen: median ${ms(queues)} (runs: ${each(queues)} ms)`);
  // The answer to the frame drawing it takes a few ms, less than this process's lag in seeing the frames: not printed.
  log(`    of which the core's queue ${ms(queued.map((queue) => queue.coreMs))}; ${fmt(median(queued.map((queue) => queue.progressEvents)))} progress events`);
  log(`    meanwhile ${window(queued)}`);
}
