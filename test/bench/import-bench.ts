import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewImport, queueImportFile } from '../../src/main/contact-import/import-work';
import { runMirrorJob } from '../../src/main/mirror-jobs/mirror-jobs';
import { deleteCheckpoint, openMirror, setCheckpoint, type MirrorDb } from '../../src/main/mirror';
import { guessColumns } from '../../src/shared/contact-import/guess-columns';
import { decodeCsvBytes } from '../../src/shared/contact-import/decode-text';
import { parseCsv } from '../../src/shared/contact-import/parse-csv';
import labelled from '../fixtures/import-headers.json' with { type: 'json' };
import { independentHeaders, mappingQuality } from '../support/mapping-quality';
import { writeBulkMirror } from './bulk-mirror';
import { createMirrorDataset } from './mirror-dataset';

/**
 * Importing contacts files of 50,000 and 200,000 rows (about 5 and 20 MB)
 * into a mirror of 20,000 contacts: the preview (read, check every row,
 * find duplicates against the mirror and within the file) and the queuing
 * (the same, then the edits checked and written as one outbox batch), each
 * as the app runs it, on a worker thread of its own (the figure includes
 * starting the thread and opening the mirror), and the same work on this
 * thread for comparison. The bar: a 50,000-row file previews in
 * under 2 s. One run each (the 200,000-row queue takes a while). Beside
 * each wall-clock time, the CPU time the process spent (all its threads):
 * on a machine shared with other work, wall-clock time includes waiting
 * for a core, and the CPU time says what the work itself costs.
 *
 * The queue is written in steps (src/main/outbox/queue-in-steps.ts). While
 * the worker queues, this thread writes a sync checkpoint on a connection
 * of its own every 20 ms, as the sync does between pages: the slowest of
 * those writes is how long a sync or an edit waits behind the import (with
 * the batch in one transaction, they waited for all of it, or failed after
 * the 5 s busy timeout). Run here, the queue's steps are timed too: the
 * longest is the longest the import holds the mirror's write lock.
 */
export const MIRROR_CONTACTS = 20_000;

export async function runImportBenchmarks(log: (line: string) => void = console.log): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'voicedesk-import-bench-'));
  const mirrorFile = join(folder, 'mirror.sqlite');
  try {
    writeBulkMirror(mirrorFile, createMirrorDataset({ contacts: MIRROR_CONTACTS, calls: 0 }));
    const mirror = openMirror(mirrorFile);
    const phones = mirrorPhones(mirror.db);
    log(`import bench (load average ${loadAverage()} on ${cpus().length} cores): mirror of ${MIRROR_CONTACTS.toLocaleString('en-US')} contacts; files with 1% rows matching the mirror, 1% repeated, 0.5% bad`);
    for (const rows of [50_000, 200_000]) {
      const bytes = contactsFile(rows, phones);
      const label = `${rows.toLocaleString('en-US')} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`;
      let started = performance.now();
      const parsed = parseCsv(decodeCsvBytes(bytes).text);
      const parseMs = performance.now() - started;
      let cpu = process.cpuUsage();
      started = performance.now();
      const preview = previewImport(mirror.db, bytes);
      const previewHere = performance.now() - started;
      const previewHereCpu = cpuMs(cpu);
      cpu = process.cpuUsage();
      started = performance.now();
      const answer = await runMirrorJob({ kind: 'import-preview', mirrorFile, bytes, mapping: undefined });
      const previewWorker = performance.now() - started;
      const previewWorkerCpu = cpuMs(cpu);
      if (!answer.ok) throw new Error(answer.message);
      log(`  ${label}: read ${parseMs.toFixed(0)} ms; preview ${previewWorker.toFixed(0)} ms wall on a worker (CPU ${previewWorkerCpu} ms), ${previewHere.toFixed(0)} ms wall in this thread (CPU ${previewHereCpu} ms); ${preview.problemCount} problems, ${preview.groups.length + preview.moreGroups.existing.groups + preview.moreGroups.fileOnly.groups} duplicate groups; ${parsed.rows.length - 1} rows read`);
      const choices = { defaultChoice: 'skip' as const, choices: {}, tags: ['bench'], campaignId: null };
      cpu = process.cpuUsage();
      started = performance.now();
      const job = { kind: 'import-queue' as const, mirrorFile, bytes, mapping: answer.preview.mapping, choices, label: 'bench', allowCallsAgain: false };
      let reports = 0;
      const { result: queued, probe } = await whileWriting(mirrorFile, runMirrorJob(job, { onProgress: () => void (reports += 1) }));
      const queueWorker = performance.now() - started;
      const queueWorkerCpu = cpuMs(cpu);
      if (!queued.ok) throw new Error(JSON.stringify(queued));
      clearOutbox(mirrorFile);
      // Stop import halfway: how long the user waits for "nothing was imported" (the step under way, then the discard).
      const stop = new AbortController();
      let stoppedAt = 0;
      let stopCpu = process.cpuUsage();
      const halfway = await runMirrorJob(job, {
        signal: stop.signal,
        onProgress: ({ records, total }) => {
          if (records < total / 2 || stop.signal.aborted) return;
          stoppedAt = performance.now();
          stopCpu = process.cpuUsage();
          stop.abort();
        },
      });
      const stopMs = performance.now() - stoppedAt;
      const stopCpuMs = cpuMs(stopCpu);
      if (!('stopped' in halfway)) throw new Error(`the import halfway did not stop: ${JSON.stringify(halfway)}`);
      cpu = process.cpuUsage();
      started = performance.now();
      const steps: number[] = [];
      await queueImportFile(mirror.db, bytes, answer.preview.mapping, choices, 'bench', { onStep: ({ stepMs }) => void steps.push(stepMs) });
      const queueHere = performance.now() - started;
      const queueHereCpu = cpuMs(cpu);
      clearOutbox(mirrorFile);
      log(`  ${label}: queue ${queueWorker.toFixed(0)} ms wall on a worker (CPU ${queueWorkerCpu} ms), ${queueHere.toFixed(0)} ms wall in this thread (CPU ${queueHereCpu} ms), ${queued.operations.toLocaleString('en-US')} operations in one batch`);
      log(`    while it queued on the worker: ${probe.writes} checkpoint writes from this thread, the slowest ${probe.slowestMs.toFixed(0)} ms, ${probe.failed} failed (busy); in this thread: ${steps.length} steps, the longest ${Math.max(...steps).toFixed(0)} ms`);
      log(`    progress: ${reports} reports from the worker (${(reports / (queueWorker / 1000)).toFixed(1)} a second); stopped halfway, answered ${stopMs.toFixed(0)} ms later (CPU ${stopCpuMs} ms) with nothing queued`);
    }
    mirror.close();
    log(`  load average at the end: ${loadAverage()}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The column guesser on the labelled headers (test/fixtures/import-headers.json), with every miss. */
export function runImportMappingBenchmarks(log: (line: string) => void = console.log): void {
  const quality = mappingQuality(labelled.files);
  log(`labelled headers: ${quality.headers} columns in ${labelled.files.length} exports`);
  log(`precision ${quality.precision.toFixed(3)}  recall ${quality.recall.toFixed(3)}  (${quality.misses.length} columns guessed otherwise than labelled)`);
  for (const miss of quality.misses) log(`  ${miss.source}: "${miss.header}" labelled ${miss.expected}, guessed ${miss.guessed}`);
  for (const [name, files] of [
    ['independent set, hand-written files', independentHeaders({ handWrittenOnly: true })],
    ['independent set, with its column-subset copies', independentHeaders()],
  ] as const) {
    const fair = mappingQuality(files);
    log(`${name}: ${fair.headers} columns in ${files.length} exports: precision ${fair.precision.toFixed(3)}  recall ${fair.recall.toFixed(3)}`);
    if (name.includes('hand-written')) for (const miss of fair.misses) log(`  ${miss.source}: "${miss.header}" labelled ${miss.expected}, guessed ${miss.guessed}`);
  }
  const started = performance.now();
  for (let run = 0; run < 1_000; run += 1) for (const file of labelled.files) guessColumns(file.columns.map(([header]) => header!));
  log(`guessing all ${labelled.files.length} headers 1,000 times: ${(performance.now() - started).toFixed(0)} ms`);
}

/** Small writes on a connection of its own every 20 ms while `work` runs: how long another writer waits. */
async function whileWriting<T>(file: string, work: Promise<T>): Promise<{ result: T; probe: { writes: number; slowestMs: number; failed: number } }> {
  const writer = openMirror(file);
  const probe = { writes: 0, slowestMs: 0, failed: 0 };
  let done = false;
  const writing = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        writer.db.transaction(() => setCheckpoint(writer.db, 'bench-probe', probe.writes)).immediate();
        probe.writes += 1;
      } catch {
        probe.failed += 1;
      }
      probe.slowestMs = Math.max(probe.slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work, probe };
  } finally {
    done = true;
    await writing;
    deleteCheckpoint(writer.db, 'bench-probe');
    writer.close();
  }
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');
}

function cpuMs(since: NodeJS.CpuUsage): string {
  const used = process.cpuUsage(since);
  return ((used.user + used.system) / 1000).toFixed(0);
}

function clearOutbox(file: string): void {
  const mirror = openMirror(file);
  mirror.db.exec('DELETE FROM outbox_ops; DELETE FROM outbox_batches; DELETE FROM contact_overlay_tags; DELETE FROM contact_overlay; DELETE FROM local_ids;');
  mirror.close();
}

/** Phones of the mirror's contacts, for a file's rows that match them. */
export function mirrorPhones(db: MirrorDb): string[] {
  return (db.prepare('SELECT phone FROM contacts WHERE phone IS NOT NULL LIMIT 500').all() as { phone: string }[]).map((row) => row.phone);
}

/** A CRM-style export: full names, phones in several formats, emails, companies with commas (quoted), tags. */
export function contactsFile(rows: number, mirrorPhones: readonly string[]): Uint8Array {
  const lines = ['Full Name,Mobile Phone,Email Address,Company Name,Tags,Lead Source'];
  for (let index = 0; index < rows; index += 1) {
    const n = String(index).padStart(7, '0');
    let phone = index % 3 === 0 ? `+1 (617) ${n.slice(0, 3)}-${n.slice(3)}` : `+1617${n}`;
    if (index % 100 === 1) phone = mirrorPhones[Math.floor(index / 100) % mirrorPhones.length]!;
    if (index % 100 === 5) phone = `+1617${String(index - 1).padStart(7, '0')}`;
    if (index % 200 === 3) phone = 'ask reception';
    lines.push(`Person${index} Surname${index % 997},${phone},person${index}@example.com,"Company ${index % 5000}, Inc.",lead; import,Web`);
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}
