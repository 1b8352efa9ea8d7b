import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMirrorDataset, type MirrorDataset } from './mirror-dataset';
import { upsertAgents } from '../../src/main/mirror/agents-writes';
import { callAnalytics } from '../../src/main/mirror/analytics';
import { searchTranscripts } from '../../src/main/mirror/call-search';
import { countCalls, listCalls, type CallListOptions } from '../../src/main/mirror/calls-queries';
import { saveCallDetail, upsertCalls } from '../../src/main/mirror/calls-writes';
import { upsertCampaigns } from '../../src/main/mirror/campaigns-writes';
import { searchContacts } from '../../src/main/mirror/contact-search';
import { countContacts, listContacts, type ContactListOptions } from '../../src/main/mirror/contacts-queries';
import { upsertContacts } from '../../src/main/mirror/contacts-writes';
import { openMirror, type Mirror } from '../../src/main/mirror/open-mirror';
import { applyPage, completePass, startPass } from '../../src/main/mirror/sync-state';
import { ROWS_PER_TRANSACTION } from '../../src/main/mirror/write-batches';
import { addTracker, listTrackers, removeTracker, trackerCountsOfCalls } from '../../src/main/mirror/trackers';
import { countTrackerStep, TRACKER_COUNT_STEP } from '../../src/main/mirror/tracker-counts';
import { callsCsvPage } from '../../src/main/service/calls-csv-export';

/**
 * The mirror's figures for `npm run bench`: a temporary mirror filled from
 * generated data the way the sync engine fills it (pages of 100 rows, each
 * with its checkpoint; one transaction per call detail), then the
 * renderer's hot queries timed. Every write transaction is timed: the
 * longest is the longest the mirror would hold the Electron main thread.
 * Most of the load runs flat out, with none of the pauses a rate-limited
 * sync has; the paced phase shows the other case.
 */
export interface MirrorBenchmarkOptions {
  contacts?: number;
  calls?: number;
  entriesPerCall?: number;
  /** Where the temporary mirrors go (removed afterwards); default the OS temp folder. */
  dir?: string;
}

export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

export interface WritePhase {
  rows: number;
  rowsPerSecond: number;
  /** Transaction times, in ms. */
  transactionMs: Percentiles;
}

export interface MirrorBenchmarkResult {
  contacts: number;
  calls: number;
  transcriptEntries: number;
  /** Load average of the machine when the run ended (other work skews the figures). */
  loadAverage: number;
  writes: {
    contactsInsert: WritePhase;
    contactsResyncUnchanged: WritePhase;
    contactsEveryOneChanged: WritePhase;
    callListInsert: WritePhase;
    callDetails: WritePhase & { entriesPerSecond: number };
    /** Pages of new contacts with a pause between them, as a rate-limited sync writes them. */
    pacedSync: WritePhase;
    /** New contacts in transactions of 1,000 (over the 50 ms budget; throughput for comparison only). */
    contactsInsertBatchesOf1000: WritePhase;
  };
  longestWriteTransactionMs: number;
  reads: {
    contactListPage: Percentiles;
    /** The list filtered by a phone number typed in a format other than the stored one (digits matched anywhere). */
    contactPhoneSearch: Percentiles;
    callListPage: Percentiles;
    counts: Percentiles;
    transcriptSearchNewest: Percentiles;
    transcriptSearchRelevance: Percentiles;
    contactSearch: Percentiles;
    analytics: Percentiles;
  };
  trackers: TrackerFigures;
  fileMegabytes: number;
}

export interface TrackerFigures {
  /** Counting a new tracker over every stored transcript, in steps: per phrase, the calls it was said in, the total time and each step's time. */
  counting: { phrase: string; calls: number; totalMs: number; stepMs: Percentiles }[];
  /** A call detail stored while the trackers exist (sync counts them in its transaction). */
  callDetailWithTrackers: Percentiles;
  listPageFiltered: Percentiles;
  countFiltered: Percentiles;
  countsOfPage: Percentiles;
  listTrackers: Percentiles;
  /** One page of the Calls screen's CSV export (EXPORT_PAGE calls, transcripts, tracker columns). */
  exportCsvPage: Percentiles;
  removeMs: number;
}

const PAGE = 100;
/** Calls per page of the Calls screen's CSV export, as it asks (src/renderer/src/stores/calls-export-store.ts). */
const EXPORT_PAGE = 100;
const PACED_PAGES = 300;
const PACED_PAUSE_MS = 25;

export function runMirrorBenchmarks(log: (line: string) => void = console.log, options: MirrorBenchmarkOptions = {}): MirrorBenchmarkResult {
  const contactTotal = options.contacts ?? 100_000;
  const callTotal = options.calls ?? 50_000;
  const entriesPerCall = options.entriesPerCall ?? 20;
  const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'voicedesk-mirror-bench-'));
  const data = createMirrorDataset({ contacts: contactTotal, calls: callTotal, entriesPerCall });
  try {
    log(`mirror bench: ${fmt(contactTotal)} contacts, ${fmt(callTotal)} calls × ${entriesPerCall} transcript entries (${fmt(callTotal * entriesPerCall)}), in ${dir}`);
    const mirror = openMirror(join(dir, 'mirror.sqlite'));
    let writes: Omit<MirrorBenchmarkResult['writes'], 'contactsInsertBatchesOf1000'>;
    let reads: MirrorBenchmarkResult['reads'];
    let trackers: TrackerFigures;
    try {
      const filled = fill(mirror, data, log);
      const pacedSync = pacedSyncPhase(mirror, data);
      logPhase(log, `paced sync: ${PACED_PAGES} pages of ${PAGE} new contacts, ${PACED_PAUSE_MS} ms apart`, pacedSync);
      writes = { ...filled, pacedSync };
      reads = query(mirror, log);
      trackers = trackerFigures(mirror, data, log);
    } finally {
      mirror.close();
    }
    const fileMegabytes = statSync(join(dir, 'mirror.sqlite')).size / 1e6;
    log(`  database file: ${fileMegabytes.toFixed(0)} MB`);

    const batches = openMirror(join(dir, 'batches.sqlite'));
    let contactsInsertBatchesOf1000: WritePhase;
    try {
      contactsInsertBatchesOf1000 = writePages(contactTotal, 1000, (start, end) => {
        applyPage(batches.db, () => upsertContacts(batches.db, range(start, end).map((index) => data.contact(index))));
      });
    } finally {
      batches.close();
    }
    logPhase(log, 'for comparison, contacts insert in transactions of 1,000 (over the 50 ms budget)', contactsInsertBatchesOf1000);

    const longestWriteTransactionMs = Math.max(...Object.values(writes).map((phase) => phase.transactionMs.max));
    log(`  longest single write transaction (pages of ${PAGE}, chunks of ${ROWS_PER_TRANSACTION}, one call detail): ${longestWriteTransactionMs.toFixed(1)} ms`);
    const loadAverage = loadavg()[0] ?? 0;
    log(`  machine load average at the end: ${loadAverage.toFixed(2)} (other work on the machine inflates the longest times)`);
    return {
      contacts: contactTotal,
      calls: callTotal,
      transcriptEntries: callTotal * entriesPerCall,
      loadAverage,
      writes: { ...writes, contactsInsertBatchesOf1000 },
      longestWriteTransactionMs,
      reads,
      trackers,
      fileMegabytes,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function fill(mirror: Mirror, data: MirrorDataset, log: (line: string) => void) {
  const db = mirror.db;
  upsertAgents(db, data.agents, { detail: true });
  upsertCampaigns(db, data.campaigns, { detail: true });

  const insertPass = startPass(db, 'contacts');
  const contactsInsert = writePages(data.contactCount, PAGE, (start, end) => {
    const page = range(start, end).map((index) => data.contact(index));
    upsertContacts(db, page, { passId: insertPass, checkpoint: { key: 'bench/contacts', value: { next: end } } });
  });
  completePass(db, insertPass);
  logPhase(log, `contacts insert, pages of ${PAGE} with checkpoint`, contactsInsert);

  const resyncPass = startPass(db, 'contacts');
  const contactsResyncUnchanged = writePages(data.contactCount, PAGE, (start, end) => {
    const page = range(start, end).map((index) => data.contact(index));
    upsertContacts(db, page, { passId: resyncPass, checkpoint: { key: 'bench/contacts', value: { next: end } } });
  });
  completePass(db, resyncPass);
  logPhase(log, 'contacts resync, nothing changed', contactsResyncUnchanged);

  // Without a checkpoint, upsertContacts chunks by itself; one slice of ROWS_PER_TRANSACTION is one chunk.
  const contactsEveryOneChanged = writePages(data.contactCount, ROWS_PER_TRANSACTION, (start, end) => {
    const slice = range(start, end).map((index) => ({ ...data.contact(index), company: `Renamed ${index % 500}`, tags: ['bench'] }));
    upsertContacts(db, slice);
  });
  logPhase(log, `contacts, every one changed (name index, search index, tags), chunks of ${ROWS_PER_TRANSACTION}`, contactsEveryOneChanged);

  const callListInsert = writePages(data.callCount, PAGE, (start, end) => {
    const page = range(start, end).map((index) => data.callListItem(index));
    upsertCalls(db, page, { checkpoint: { key: 'bench/calls', value: { next: end } } });
  });
  logPhase(log, `calls from list pages of ${PAGE}`, callListInsert);

  const details = writePages(data.callCount, 1, (start) => {
    saveCallDetail(db, data.call(start));
  });
  const entries = data.callCount * (data.call(0).transcript.length || 0);
  const callDetails = { ...details, entriesPerSecond: entries / (data.callCount / details.rowsPerSecond) };
  logPhase(log, 'call details (summary + transcript + search document), one transaction per call', details, `; ${fmt(callDetails.entriesPerSecond)} transcript entries/s`);
  db.pragma('optimize');
  return { contactsInsert, contactsResyncUnchanged, contactsEveryOneChanged, callListInsert, callDetails };
}

function query(mirror: Mirror, log: (line: string) => void): MirrorBenchmarkResult['reads'] {
  const db = mirror.db;
  const contactQueries: ContactListOptions[] = [
    { limit: 50 },
    { limit: 50, sort: { field: 'name', direction: 'desc' } },
    { limit: 50, sort: { field: 'created_at', direction: 'desc' } },
    { limit: 50, sort: { field: 'company', direction: 'asc' } },
    { limit: 50, filter: { status: 'dnc' } },
    { limit: 50, filter: { tag: 'vip' } },
    { limit: 50, filter: { company: 'acme inc' } },
    { limit: 50, filter: { text: 'garcia' } },
  ];
  // Two thirds of the runs read a page deep in the list, through the cursor of the page before.
  const deepCursors = contactQueries.map((query) => {
    let page = listContacts(db, query);
    for (let step = 0; step < 20 && page.nextCursor !== null; step += 1) page = listContacts(db, { ...query, after: page.nextCursor });
    return page.nextCursor ?? undefined;
  });
  const contactListPage = measure(contactQueries.length * 30, (run) => {
    const index = run % contactQueries.length;
    const query = contactQueries[index] as ContactListOptions;
    const after = run % 3 === 0 ? undefined : deepCursors[index];
    return () => listContacts(db, after === undefined ? query : { ...query, after });
  });
  logReads(log, 'contact list page of 50 (8 sorts and filters, first and deep pages)', contactListPage);
  const typedPhones = ['(555) 012-3456', '5550123', '+1 555 01', '+1 (555) 987'];
  const contactPhoneSearch = measure(typedPhones.length * 20, (run) => () => listContacts(db, { limit: 50, filter: { text: typedPhones[run % typedPhones.length] as string } }));
  logReads(log, 'contact list page of 50, a phone number typed in another format', contactPhoneSearch);

  const callQueries: CallListOptions[] = [
    { limit: 50 },
    { limit: 50, sort: { field: 'duration_seconds', direction: 'desc' } },
    { limit: 50, sort: { field: 'cost', direction: 'asc' } },
    { limit: 50, filter: { status: 'failed' } },
    { limit: 50, filter: { direction: 'web', sentiment: 'negative' } },
    { limit: 50, filter: { agentId: 'agent_0003' } },
    { limit: 50, filter: { campaignId: 'campaign_0007' } },
    { limit: 50, filter: { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' } },
    { limit: 50, filter: { text: 'refund' } },
  ];
  const callListPage = measure(callQueries.length * 30, (run) => {
    const query = callQueries[run % callQueries.length] as CallListOptions;
    return () => listCalls(db, query);
  });
  logReads(log, 'call list page of 50 with names joined (9 sorts and filters)', callListPage);

  const counts: (() => number)[] = [
    () => countContacts(db),
    () => countContacts(db, { tag: 'vip' }),
    () => countContacts(db, { status: 'dnc' }),
    () => countCalls(db),
    () => countCalls(db, { status: 'completed' }),
    () => countCalls(db, { agentId: 'agent_0003' }),
  ];
  const countRuns = measure(counts.length * 20, (run) => counts[run % counts.length] as () => number);
  logReads(log, 'counts with the same filters', countRuns);

  const searches = ['refund', '"cancel my subscription"', 'appoint', 'zoe', 'price callwise', 'delivery tuesday', 'orion', 'thanks', 'dashboard error', 'Müller'];
  const transcriptSearchNewest = measure(searches.length * 20, (run) => () => searchTranscripts(db, searches[run % searches.length] as string, { limit: 50 }));
  logReads(log, 'transcript + summary search, top 50 newest with snippets', transcriptSearchNewest);
  const transcriptSearchRelevance = measure(searches.length * 5, (run) => () =>
    searchTranscripts(db, searches[run % searches.length] as string, { limit: 50, order: 'relevance' }),
  );
  logReads(log, 'transcript + summary search, top 50 by relevance (BM25) with snippets', transcriptSearchRelevance);
  // The Calls screen's search: a page of matches combined with a filter (the syntax included), and its total.
  const combined: CallListOptions['filter'][] = [
    { text: 'refund', sentiment: ['negative'] },
    { text: '"cancel my subscription"', from: '2025-03-01T00:00:00Z', to: '2025-06-01T00:00:00Z' },
    { text: 'caller:thanks -refund', agentId: 'agent_0003' },
    { text: 'price OR delivery', status: ['completed'], minDurationSeconds: 60 },
  ];
  const searchWithFilterPage = measure(combined.length * 10, (run) => () => listCalls(db, { filter: combined[run % combined.length], limit: 100 }));
  logReads(log, 'Calls search combined with a filter, first page of 100 with snippets', searchWithFilterPage);
  const searchWithFilterCount = measure(combined.length * 5, (run) => () => countCalls(db, combined[run % combined.length]));
  logReads(log, 'Calls search combined with a filter, total count', searchWithFilterCount);
  const contactSearches = ['zoe', 'garcia', 'acme', 'vip', '5551', 'elodie dubois', 'jo', 'example.com'];
  const contactSearch = measure(contactSearches.length * 20, (run) => () => searchContacts(db, contactSearches[run % contactSearches.length] as string, { limit: 50 }));
  logReads(log, 'contact search, top 50', contactSearch);
  const analytics = measure(10, (run) => () =>
    run % 2 === 0 ? callAnalytics(db) : callAnalytics(db, { from: '2025-03-01T00:00:00Z', to: '2025-06-01T00:00:00Z', utcOffsetMinutes: 120 }),
  );
  logReads(log, 'call analytics, every figure (a year, and three months)', analytics);
  return { contactListPage, contactPhoneSearch, callListPage, counts: countRuns, transcriptSearchNewest, transcriptSearchRelevance, contactSearch, analytics };
}

/**
 * Keyword trackers over the filled mirror: counting new ones (words said in
 * few, many and almost every call, and a phrase), sync storing call details
 * while they exist, the Calls screen's reads with a tracker, the CSV
 * export's pages, and removing the commonest.
 */
function trackerFigures(mirror: Mirror, data: MirrorDataset, log: (line: string) => void): TrackerFigures {
  const db = mirror.db;
  const counting: TrackerFigures['counting'] = [];
  const ids: number[] = [];
  for (const phrase of ['callwise', 'cancel my subscription', 'price', 'thanks']) {
    const id = addTracker(db, phrase);
    ids.push(id);
    const steps: number[] = [];
    const started = performance.now();
    for (;;) {
      const stepStarted = performance.now();
      const { done } = countTrackerStep(db, id);
      steps.push(performance.now() - stepStarted);
      if (done) break;
    }
    const totalMs = performance.now() - started;
    const calls = listTrackers(db).find((tracker) => tracker.id === id)?.calls ?? 0;
    counting.push({ phrase, calls, totalMs, stepMs: percentiles(steps) });
    const t = percentiles(steps);
    log(
      `  tracker "${phrase}": said in ${fmt(calls)} calls, counted in ${(totalMs / 1000).toFixed(1)} s, ${steps.length} steps of ${TRACKER_COUNT_STEP} calls; step p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, longest ${t.max.toFixed(1)} ms`,
    );
  }
  const extra = 300;
  const detailTimes: number[] = [];
  for (let index = 0; index < extra; index += 1) {
    const call = { ...data.call(index), id: `call_tracked_${index}` };
    const started = performance.now();
    saveCallDetail(db, call);
    detailTimes.push(performance.now() - started);
  }
  const callDetailWithTrackers = percentiles(detailTimes);
  logReads(log, `call detail stored with ${ids.length} trackers to count (one transaction)`, callDetailWithTrackers);

  const filtered: CallListOptions[] = ids.flatMap((id) => [
    { limit: 50, filter: { tracker: { id } } },
    { limit: 50, filter: { tracker: { id, speaker: 'caller' } }, sort: { field: 'duration_seconds', direction: 'desc' } },
    { limit: 50, filter: { tracker: { id, speaker: 'agent' }, status: 'completed' } },
  ]);
  const listPageFiltered = measure(filtered.length * 10, (run) => () => listCalls(db, filtered[run % filtered.length] as CallListOptions));
  logReads(log, 'call list page of 50 filtered by a tracker (by anyone, the caller, the agent; 3 sorts)', listPageFiltered);
  const countFiltered = measure(filtered.length * 10, (run) => () => countCalls(db, (filtered[run % filtered.length] as CallListOptions).filter));
  logReads(log, 'count of calls with the same tracker filters', countFiltered);
  const pages = [listCalls(db, { limit: 100 }), listCalls(db, { limit: 100, sort: { field: 'cost', direction: 'desc' } })].map((page) => page.rows.map((row) => row.id));
  const countsOfPage = measure(40, (run) => () => trackerCountsOfCalls(db, pages[run % pages.length] as string[]));
  logReads(log, `tracker counts of a page of 100 calls (${ids.length} trackers)`, countsOfPage);
  const listTrackerFigures = measure(20, () => () => listTrackers(db));
  logReads(log, `the trackers with their figures (${ids.length} trackers)`, listTrackerFigures);

  const exportTimes: number[] = [];
  // The table's default columns and one per tracker, as the Calls screen asks.
  const exportColumns = [
    ...['time', 'contact', 'agent', 'campaign', 'direction', 'status', 'duration', 'sentiment', 'cost'].map((id) => ({ id, label: id })),
    ...ids.map((id) => ({ id: `tracker:${id}`, label: `tracker ${id}` })),
  ];
  let after: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const started = performance.now();
    const result = callsCsvPage(db, { limit: EXPORT_PAGE, columns: exportColumns, timeZone: 'Europe/Paris', ...(after ? { after } : {}) });
    exportTimes.push(performance.now() - started);
    if (result.nextCursor === null) break;
    after = result.nextCursor;
  }
  const exportCsvPage = percentiles(exportTimes);
  logReads(log, `CSV export page of ${EXPORT_PAGE} calls with transcripts and tracker columns`, exportCsvPage);

  const removeStarted = performance.now();
  removeTracker(db, ids[ids.length - 1] as number);
  const removeMs = performance.now() - removeStarted;
  log(`  removing the tracker said in the most calls, with its counts: ${removeMs.toFixed(1)} ms`);
  return { counting, callDetailWithTrackers, listPageFiltered, countFiltered, countsOfPage, listTrackers: listTrackerFigures, exportCsvPage, removeMs };
}

/**
 * New contacts in pages with a pause between them, like a sync waiting on
 * the network (a pause far shorter than a rate-limited sync's).
 */
function pacedSyncPhase(mirror: Mirror, data: MirrorDataset): WritePhase {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return writePages(
    PACED_PAGES * PAGE,
    PAGE,
    (start, end) => {
      const page = range(start, end).map((index) => ({ ...data.contact(index % data.contactCount), id: `contact_paced_${index}` }));
      upsertContacts(mirror.db, page, { checkpoint: { key: 'bench/paced', value: { next: end } } });
    },
    () => Atomics.wait(pause, 0, 0, PACED_PAUSE_MS),
  );
}

/** Calls `write(start, end)` for consecutive slices of `size`, timing each (one slice = one transaction); `between` runs untimed before each. */
function writePages(total: number, size: number, write: (start: number, end: number) => void, between?: () => void): WritePhase {
  const times: number[] = [];
  for (let start = 0; start < total; start += size) {
    const end = Math.min(start + size, total);
    between?.();
    const started = performance.now();
    write(start, end);
    times.push(performance.now() - started);
  }
  const totalMs = times.reduce((sum, time) => sum + time, 0);
  return { rows: total, rowsPerSecond: total / (totalMs / 1000), transactionMs: percentiles(times) };
}

/** Runs `runs` timed calls (the first few also run once untimed, to warm up); `prepare` returns the call to time. */
export function measure(runs: number, prepare: (run: number) => () => unknown): Percentiles {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const timed = prepare(run);
    if (run < 3) timed();
    const started = performance.now();
    timed();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0, runs: sorted.length };
}

function logPhase(log: (line: string) => void, name: string, phase: WritePhase, extra = ''): void {
  const t = phase.transactionMs;
  log(`  ${name}: ${fmt(phase.rowsPerSecond)} rows/s${extra}; transaction p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, longest ${t.max.toFixed(1)} ms`);
}

export function logReads(log: (line: string) => void, name: string, times: Percentiles): void {
  log(`  ${name}: p50 ${times.p50.toFixed(2)} ms, p95 ${times.p95.toFixed(2)} ms, max ${times.max.toFixed(2)} ms (${times.runs} runs)`);
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}

function fmt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
