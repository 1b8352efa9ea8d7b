import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { findDncRequest, findDncRequestWith } from '../../src/shared/dnc/dnc-request';
import { turnWorthALook } from '../../src/shared/dnc/dnc-request-rules';
import { warmUpDncDetector } from '../../src/shared/dnc/dnc-warm-up';
import { countCalls, listCalls, type CallFilter } from '../../src/main/mirror/calls-queries';
import { saveCallDetail, upsertCalls } from '../../src/main/mirror/calls-writes';
import { recordDncRequest } from '../../src/main/mirror/dnc-requests';
import { callerTurnsForWarmUp } from '../../src/main/mirror';
import { openMirror, type MirrorDb } from '../../src/main/mirror/open-mirror';
import { saveSearch, type SavedFilter } from '../../src/main/mirror/saved-searches';
import { reportSavedSearchCounts } from '../../src/main/service/saved-search-reports';
import { startModuleWorker } from '../../src/main/threads/module-worker';
import type { Call } from '../../src/shared/api/resources';
import { copyOfCachedMirror } from './bulk-mirror';
import { createMirrorDataset } from './mirror-dataset';
import { fmt, logAgainstTarget, scaleMirror, SCALE, timed } from './scale-mirror';

/**
 * The core's figures at the scale (scale-mirror.ts), each beside
 * its target, on a working copy of the cached mirror:
 * - `scale-dnc`: do-not-call detection over the whole mirror on a worker
 *   thread, as sync runs it (≤ 60 s), with the main thread's event-loop
 *   delay meanwhile; the detection's cost per synced page of 100 call
 *   details (≤ 5 ms), after the detector's warm-up as the sync worker runs
 *   it when it starts (dnc-warm-up.ts), with that warm-up's own cost (run
 *   whole here; the worker reads the mirror's own turns, its second part,
 *   at a quarter of its thread, about 2 s on this mirror); and,
 *   to see where that goes, the detector's cost per caller turn once warm,
 *   with the rules alone and with the learned model.
 * - `scale-saved`: the counts of 20 saved searches after a sync that
 *   brought a page of 100 new calls, as the core reports them
 *   (saved-search-reports.ts), ≤ 200 ms in all.
 * - `scale-queries`: the Calls search combined with a filter in the
 *   mirror: a first page of 100 with snippets, and the total.
 */
const PAGE = 100;

export async function runScaleDncBenchmarks(log: (line: string) => void): Promise<void> {
  await withWorkingCopy(log, async (file) => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const { steps, cpuSeconds } = await new Promise<{ steps: number[]; cpuSeconds: number }>((resolve, reject) => {
      const worker = startModuleWorker(import.meta.url, 'dnc-scan-worker', { workerData: { mirrorFile: file } });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const seconds = (performance.now() - started) / 1000;
    delay.disable();
    const mirror = openMirror(file);
    try {
      const found = (mirror.db.prepare('SELECT count(*) AS n FROM dnc_requests').get() as { n: number }).n;
      const step = percentiles(steps);
      logAgainstTarget(
        log,
        `do-not-call scan of every stored transcript on a worker, after the detector's warm-up (${fmt(SCALE.calls)} calls, ${steps.length} steps)`,
        `${seconds.toFixed(1)} s (CPU time ${cpuSeconds.toFixed(1)} s), ${fmt(found)} requests found; step p50 ${step.p50.toFixed(1)} ms, p95 ${step.p95.toFixed(1)} ms, longest ${step.max.toFixed(1)} ms; main thread's event-loop delay meanwhile: longest ${(delay.max / 1e6).toFixed(0)} ms`,
        seconds,
        60,
        's',
      );
      const pages = await incrementalPages(mirror.db);
      const thread = pages.recordThreadCpu === null ? 'not measurable here' : `p50 ${pages.recordThreadCpu.p50.toFixed(2)} ms, p95 ${pages.recordThreadCpu.p95.toFixed(2)} ms`;
      logAgainstTarget(
        log,
        `do-not-call detection per synced page of ${PAGE} call details (caller turns read and the request recorded, in sync's transaction), after the detector's warm-up as the sync worker runs it at its start (${pages.warmUpCpu.toFixed(0)} ms CPU, once), CPU time of the process`,
        `p50 ${pages.recordCpu.p50.toFixed(2)} ms, p95 ${pages.recordCpu.p95.toFixed(2)} ms (${pages.recordCpu.runs} pages, the first ${pages.firstPageCpu.toFixed(2)} ms; wall time p50 ${pages.record.p50.toFixed(2)} ms, p95 ${pages.record.p95.toFixed(2)} ms, with the machine's load); the sync thread's own CPU time, without V8's compiler and collector threads beside it: ${thread}; ${pages.gcPages} pages held a garbage collection on the thread (longest pause ${pages.longestGc.toFixed(1)} ms); the first ${TIERED_UP_AFTER} pages, while V8 optimises the detector's code (on its compiler threads, counted in the process's CPU time; longer on a busy machine): CPU p50 ${pages.recordCpuFirstPages.p50.toFixed(2)} ms, p95 ${pages.recordCpuFirstPages.p95.toFixed(2)} ms; the later ones: CPU p50 ${pages.recordCpuTieredUp.p50.toFixed(2)} ms, p95 ${pages.recordCpuTieredUp.p95.toFixed(2)} ms, longest ${pages.recordCpuTieredUp.max.toFixed(2)} ms; the detector alone: CPU p50 ${pages.detector.p50.toFixed(2)} ms, p95 ${pages.detector.p95.toFixed(2)} ms`,
        pages.recordCpu.p95,
        5,
      );
      const turns = perTurn(pages.callerTurns);
      log(
        `  do-not-call detector per caller turn, warm (the same pages' ${fmt(turns.turns)} caller turns, ${turns.readShare.toFixed(1)}% past the first look at the turn's words), CPU time: rules alone ${turns.all.rules.toFixed(2)} µs, with the model ${turns.all.model.toFixed(2)} µs; a turn past the first look: rules alone ${turns.read.rules.toFixed(1)} µs, with the model ${turns.read.model.toFixed(1)} µs`,
      );
    } finally {
      mirror.close();
    }
  });
}

/**
 * Pages a fresh thread runs while V8 optimises the detector's functions. While the warm-up read 300 of the
 * mirror's turns, most of the optimising (measured with --trace-opt: scanTurn, sentenceSpans, normalise, 600 ms in
 * all) fell on the first 50 pages after it; it reads them 10,000 times now (dnc-warm-up.ts), and what is left here
 * is sync's own code (recordDncRequest, firstRequest, about 40 ms) and the bench's loops.
 */
const TIERED_UP_AFTER = 20;
/**
 * Pages timed: one every 250 calls across the mirror, as a sync of the whole workspace stores them. Until round 23 the
 * bench timed 40, half of them in the first TIERED_UP_AFTER pages, whose V8 compiling (on its own threads, counted
 * in the process's CPU time) made their p95 that of a fresh thread's first pages rather than of a sync's; both are printed.
 */
const TIMED_PAGES = 400;

interface IncrementalPages {
  record: Percentiles;
  recordCpu: Percentiles;
  recordCpuFirstPages: Percentiles;
  recordCpuTieredUp: Percentiles;
  /** The main thread's own CPU time (null where the system does not tell it). */
  recordThreadCpu: Percentiles | null;
  warmUpCpu: number;
  firstPageCpu: number;
  /** Recording pages during which a garbage collection paused this thread, and the longest such pause. */
  gcPages: number;
  longestGc: number;
  detector: Percentiles;
  callerTurns: string[];
}

/**
 * Pages of 100 calls of the mirror, their transcripts as sync receives them: `recordDncRequest` timed for each page, in one
 * transaction, after the warm-up the sync worker runs when it starts (this thread has not run the detector before).
 */
async function incrementalPages(db: MirrorDb): Promise<IncrementalPages> {
  const data = createMirrorDataset(SCALE);
  const rowOf = db.prepare('SELECT row_id FROM calls WHERE id = ?').pluck();
  const record: number[] = [];
  const recordCpu: number[] = [];
  const recordThreadCpu: number[] = [];
  const recordSpans: { from: number; to: number }[] = [];
  const gcs: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries().map(({ startTime, duration }) => ({ start: startTime, duration }))));
  observer.observe({ entryTypes: ['gc'] });
  const detector: number[] = [];
  const callerTurns: string[] = [];
  // Every page made before any is timed: making them is the bench's work, not sync's, and its garbage and the
  // compiling of its own code (on V8's threads, which the process's CPU time counts) would fall in the pages timed.
  const pages = range(0, TIMED_PAGES).map((page) => {
    const first = page * (SCALE.calls / TIMED_PAGES);
    const calls = range(first, first + PAGE).map((index) => data.call(index));
    if (page < TIERED_UP_AFTER * 2) for (const call of calls) for (const turn of call.transcript) if (turn.speaker === 'caller') callerTurns.push(turn.text);
    return { calls, rows: calls.map((call) => rowOf.get(call.id) as number) };
  });
  const warmUpCpu = timed(() => warmUpDncDetector(callerTurnsForWarmUp(db))).cpu;
  for (const { calls, rows } of pages) {
    detector.push(
      timed(() => {
        for (const call of calls) for (const turn of call.transcript) if (turn.speaker === 'caller') findDncRequest(turn.text);
      }).cpu,
    );
    db.transaction(() => {
      const from = performance.now();
      const time = timed(() => calls.forEach((call, index) => recordDncRequest(db, rows[index] as number, call.transcript)));
      recordSpans.push({ from, to: from + time.wall });
      record.push(time.wall);
      recordCpu.push(time.cpu);
      if (time.threadCpu !== null) recordThreadCpu.push(time.threadCpu);
    })();
  }
  // The collector's entries arrive on the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const pauses = recordSpans.map(({ from, to }) => gcs.filter((gc) => gc.start >= from && gc.start < to).reduce((sum, gc) => sum + gc.duration, 0)).filter((pause) => pause > 0);
  return {
    record: percentiles(record),
    recordCpu: percentiles(recordCpu),
    recordCpuFirstPages: percentiles(recordCpu.slice(0, TIERED_UP_AFTER)),
    recordCpuTieredUp: percentiles(recordCpu.slice(TIERED_UP_AFTER)),
    recordThreadCpu: recordThreadCpu.length === recordCpu.length ? percentiles(recordThreadCpu) : null,
    warmUpCpu,
    firstPageCpu: recordCpu[0] ?? 0,
    gcPages: pauses.length,
    longestGc: Math.max(0, ...pauses),
    detector: percentiles(detector),
    callerTurns,
  };
}

/**
 * Where a page's time goes: the detector's CPU time per caller turn, once warm (the pages above
 * include the first runs of every regex and function), with the rules alone and with the learned
 * model, on all turns and on the turns that hold a key word (the others end at the first look).
 */
function perTurn(turns: string[]): { turns: number; readShare: number; all: { rules: number; model: number }; read: { rules: number; model: number } } {
  const read = turns.filter((text) => turnWorthALook(text));
  const microseconds = (texts: string[], detect: (text: string) => unknown): number => {
    for (const text of texts) detect(text);
    const rounds = 5;
    const time = timed(() => {
      for (let round = 0; round < rounds; round += 1) for (const text of texts) detect(text);
    });
    return (time.cpu * 1000) / (rounds * Math.max(texts.length, 1));
  };
  const rules = (text: string) => findDncRequestWith(null, text);
  return {
    turns: turns.length,
    readShare: (100 * read.length) / Math.max(turns.length, 1),
    all: { rules: microseconds(turns, rules), model: microseconds(turns, findDncRequest) },
    read: { rules: microseconds(read, rules), model: microseconds(read, findDncRequest) },
  };
}

const SAVED: { name: string; filter: SavedFilter }[] = [
  { name: 'Refunds', filter: { text: 'refund' } },
  { name: 'Unhappy cancellations', filter: { text: '"cancel my subscription"', sentiment: ['negative'] } },
  { name: 'Callwise', filter: { text: 'callwise' } },
  { name: 'Price or delivery, completed', filter: { text: 'price OR delivery', status: ['completed'] } },
  { name: 'Thanks without refund, agent 3', filter: { text: 'caller:thanks -refund', agentId: 'agent_0003' } },
  { name: 'Dashboard errors', filter: { text: 'dashboard error' } },
  { name: 'Tuesday appointments', filter: { text: 'appointment tuesday' } },
  { name: 'Zoë', filter: { text: 'zoe' } },
  { name: 'Upgrades', filter: { text: 'upgrad*' } },
  { name: 'Negative', filter: { sentiment: ['negative'] } },
  { name: 'Failed', filter: { status: ['failed'] } },
  { name: 'Campaign 7', filter: { campaignId: 'campaign_0007' } },
  { name: 'Stop calling', filter: { text: 'caller:"stop calling"' } },
  { name: 'Do not call', filter: { text: '"do not call"' } },
  { name: 'Invoices this year', filter: { text: 'invoice', from: '2025-01-01T00:00:00Z' } },
  { name: 'Outbound couriers', filter: { text: 'courier', direction: ['outbound'] } },
  { name: 'Premium, a minute or more', filter: { text: '"premium plan"', minDurationSeconds: 60 } },
  { name: 'Orion', filter: { text: 'orion' } },
  { name: 'Thanks', filter: { text: 'thanks' } },
  { name: 'Competitors', filter: { text: 'callwise OR voxpoint OR dialpro' } },
];

export async function runScaleSavedSearchBenchmarks(log: (line: string) => void): Promise<void> {
  await withWorkingCopy(log, async (file) => {
    const writer = openMirror(file);
    const reader = openMirror(file, { readonly: true });
    try {
      for (const search of SAVED) saveSearch(writer.db, search);
      const rounds: number[] = [];
      const roundsCpu: number[] = [];
      const quiet: number[] = [];
      let rises = 0;
      for (let round = 0; round < 10; round += 1) {
        syncNewCalls(writer.db, round);
        const time = timed(() => (rises += reportSavedSearchCounts(reader.db, () => writer.db).rises.length));
        rounds.push(time.wall);
        roundsCpu.push(time.cpu);
        quiet.push(timed(() => reportSavedSearchCounts(reader.db, () => writer.db)).wall);
      }
      const after = percentiles(rounds);
      const cpu = percentiles(roundsCpu);
      logAgainstTarget(
        log,
        `saved-search counts after a sync that brought ${PAGE} new calls (${SAVED.length} saved searches, as saved-search-reports.ts counts them)`,
        `p50 ${after.p50.toFixed(1)} ms, p95 ${after.p95.toFixed(1)} ms (${after.runs} syncs, ${rises} rises reported; CPU time p50 ${cpu.p50.toFixed(1)} ms, p95 ${cpu.p95.toFixed(1)} ms); after a sync that brought nothing: p50 ${percentiles(quiet).p50.toFixed(1)} ms`,
        after.p95,
        200,
      );
    } finally {
      reader.close();
      writer.close();
    }
  });
}

/** A sync's page of new calls with their details, newer than any in the mirror. */
function syncNewCalls(db: MirrorDb, round: number): void {
  const data = createMirrorDataset({ ...SCALE, seed: 1000 + round });
  const start = Date.parse('2025-06-01T00:00:00Z') + round * 3_600_000;
  const calls: Call[] = range(0, PAGE).map((index) => {
    const call = data.call(index);
    const startMs = start + index * 10_000;
    return { ...call, id: `call_synced_${round}_${index}`, start_timestamp: new Date(startMs).toISOString(), end_timestamp: new Date(startMs + call.duration_seconds * 1000).toISOString() };
  });
  upsertCalls(
    db,
    calls.map(({ transcript: _transcript, summary: _summary, ...fields }) => fields),
  );
  for (const call of calls) saveCallDetail(db, call);
}

export async function runScaleQueryBenchmarks(log: (line: string) => void): Promise<void> {
  await withWorkingCopy(log, async (file) => {
    const mirror = openMirror(file, { readonly: true });
    try {
      const combined: CallFilter[] = [
        { text: 'refund', sentiment: ['negative'] },
        { text: '"cancel my subscription"', from: '2025-03-01T00:00:00Z', to: '2025-06-01T00:00:00Z' },
        { text: 'caller:thanks -refund', agentId: 'agent_0003' },
        { text: 'price OR delivery', status: ['completed'], minDurationSeconds: 60 },
        { text: 'thanks', sentiment: ['negative'], from: '2025-01-01T00:00:00Z' },
        { text: 'zoe', direction: ['outbound'] },
      ];
      const page = measure(combined.length * 10, (run) => () => listCalls(mirror.db, { filter: combined[run % combined.length], limit: PAGE }));
      logAgainstTarget(log, `Calls search combined with a filter, first page of ${PAGE} with snippets (in the mirror)`, describe(page), page.p95, 150);
      const count = measure(combined.length * 5, (run) => () => countCalls(mirror.db, combined[run % combined.length]));
      logAgainstTarget(log, 'Calls search combined with a filter, total count (in the mirror)', describe(count), count.p95, 300);
    } finally {
      mirror.close();
    }
  });
}

async function withWorkingCopy(log: (line: string) => void, work: (file: string) => Promise<void>): Promise<void> {
  const cached = scaleMirror(log);
  const dir = mkdtempSync(join(tmpdir(), 'voicedesk-scale-'));
  try {
    await work(copyOfCachedMirror(cached, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Percentiles {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

/** Wall and CPU time of `runs` calls (the first few also run once untimed, to warm up). */
function measure(runs: number, prepare: (run: number) => () => unknown): Percentiles & { cpu: Percentiles } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const work = prepare(run);
    if (run < 3) work();
    const time = timed(() => void work());
    walls.push(time.wall);
    cpus.push(time.cpu);
  }
  return { ...percentiles(walls), cpu: percentiles(cpus) };
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0, runs: sorted.length };
}

function describe(times: Percentiles & { cpu: Percentiles }): string {
  return `p50 ${times.p50.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms, max ${times.max.toFixed(1)} ms (${times.runs} runs; CPU time p50 ${times.cpu.p50.toFixed(1)} ms, p95 ${times.cpu.p95.toFixed(1)} ms)`;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}
