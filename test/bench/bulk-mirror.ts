import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { upsertAgents } from '../../src/main/mirror/agents-writes';
import { upsertCalls } from '../../src/main/mirror/calls-writes';
import { upsertCampaigns } from '../../src/main/mirror/campaigns-writes';
import { upsertContacts } from '../../src/main/mirror/contacts-writes';
import { SCHEMA_VERSION } from '../../src/main/mirror/migrate';
import { openMirror, type MirrorDb } from '../../src/main/mirror/open-mirror';
import { setCheckpoint } from '../../src/main/mirror/sync-state';
import { createMirrorDataset, type MirrorDataset, type MirrorDatasetOptions } from './mirror-dataset';

/**
 * A big mirror file for benchmarks that need one ready, filled in bulk:
 * records through the mirror's own upserts, in one transaction, then every
 * transcript and summary written straight into their columns through
 * prepared statements, and the calls' full-text index rebuilt once at the
 * end. Through `saveCallDetail`, one call at a time as sync stores them, a
 * million turns take about 90 s here; this takes a fraction of that.
 * What differs from a synced mirror: `raw_json` lacks the summary (nothing
 * the benchmarks read), no keyword tracker exists to count, and the
 * do-not-call requests are not recorded (the scan that finds them in an
 * upgraded mirror is left pending: see `markDncScanPending`).
 */
const BATCH = 500;

export function writeBulkMirror(file: string, data: MirrorDataset, detailFetchedAt = new Date().toISOString(), log?: (line: string) => void): void {
  const mirror = openMirror(file);
  const { db } = mirror;
  const phase = phases(log);
  try {
    // The file is thrown away if this fails: no need to survive a crash while it is written.
    db.pragma('synchronous = OFF');
    db.transaction(() => {
      upsertAgents(db, data.agents, { detail: true });
      upsertCampaigns(db, data.campaigns, { detail: true });
      for (let start = 0; start < data.contactCount; start += BATCH) {
        upsertContacts(db, indexes(start, Math.min(start + BATCH, data.contactCount)).map((index) => data.contact(index)));
      }
      phase(`${data.contactCount.toLocaleString('en-US')} contacts`);
      const markFetched = db.prepare('UPDATE calls SET summary = ?, detail_fetched_at = ? WHERE id = ? RETURNING row_id');
      const insertTurn = db.prepare('INSERT INTO transcript_entries (call_row, position, speaker, text, timestamp) VALUES (?, ?, ?, ?, ?)');
      for (let start = 0; start < data.callCount; start += BATCH) {
        const calls = indexes(start, Math.min(start + BATCH, data.callCount)).map((index) => data.call(index));
        upsertCalls(
          db,
          calls.map(({ transcript: _transcript, summary: _summary, ...fields }) => fields),
        );
        for (const call of calls) {
          const { row_id } = markFetched.get(call.summary, detailFetchedAt, call.id) as { row_id: number };
          call.transcript.forEach((turn, position) => insertTurn.run(row_id, position, turn.speaker, turn.text, turn.timestamp));
        }
      }
      phase(`${data.callCount.toLocaleString('en-US')} calls and their transcripts`);
      db.exec("INSERT INTO call_search (call_search) VALUES ('rebuild')");
      phase('full-text index rebuilt');
      markDncScanPending(db);
    }).immediate();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    mirror.close();
  }
  phase('closed');
}

/** Asks for the scan of stored transcripts for do-not-call requests, as migration 013 does on a mirror that has some. */
export function markDncScanPending(db: MirrorDb): void {
  setCheckpoint(db, 'dnc-requests-scan', { below: null });
}

/**
 * The bulk mirror for `options`, made once and kept in a cache folder
 * (VOICEDESK_BENCH_CACHE, default voicedesk-bench-cache in the OS temp
 * folder) under a name keyed by the generator's version: a hash of this
 * file and mirror-dataset.ts, the schema version and the options. Repeated
 * bench runs reuse it; an edit to the generator or a new migration makes a
 * new one (older ones of the same kind are removed). Callers must not write
 * to the returned file: `copyOfCachedMirror` gives a copy to work on.
 */
export function cachedBulkMirror(options: MirrorDatasetOptions, log: (line: string) => void): string {
  const folder = process.env['VOICEDESK_BENCH_CACHE'] ?? join(tmpdir(), 'voicedesk-bench-cache');
  mkdirSync(folder, { recursive: true });
  const kind = `mirror-${options.calls}c-${options.entriesPerCall ?? 20}e`;
  const file = join(folder, `${kind}-${generatorVersion(options)}.sqlite`);
  if (existsSync(file)) {
    log(`  mirror from the cache: ${file}`);
    return file;
  }
  for (const name of readdirSync(folder)) if (name.startsWith(`${kind}-`)) rmSync(join(folder, name), { force: true });
  const partial = `${file}.partial`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
  const started = performance.now();
  log(`  generating the mirror (once; cached in ${folder})`);
  writeBulkMirror(partial, createMirrorDataset(options), '2025-06-01T00:00:00.000Z', (line) => log(`    ${line}`));
  renameSync(partial, file);
  log(`  mirror generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

/** A working copy of a cached mirror in `dir` (the cached file stays untouched). */
export function copyOfCachedMirror(cached: string, dir: string): string {
  const copy = join(dir, 'mirror.sqlite');
  copyFileSync(cached, copy);
  return copy;
}

function generatorVersion(options: MirrorDatasetOptions): string {
  const hash = createHash('sha256');
  for (const source of ['bulk-mirror.ts', 'mirror-dataset.ts']) hash.update(readFileSync(fileURLToPath(new URL(source, import.meta.url))));
  hash.update(`schema ${SCHEMA_VERSION}\n${JSON.stringify(options)}`);
  return hash.digest('hex').slice(0, 12);
}

function phases(log: ((line: string) => void) | undefined): (what: string) => void {
  let last = performance.now();
  return (what) => {
    const now = performance.now();
    log?.(`${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}

function indexes(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}
