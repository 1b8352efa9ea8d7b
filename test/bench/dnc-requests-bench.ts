import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { countDncRequests, dismissDncRequestsThrough, dncRequestForCall, listDncRequests, listDncRequestsPage, openMirror, waitingDncContactIds } from '../../src/main/mirror';
import { writeBulkMirror } from './bulk-mirror';
import { createMirrorDataset } from './mirror-dataset';

/**
 * The Do-not-call requests screen's reads at the scale (100,000
 * calls, 2,000,000 transcript entries): the list, the sidebar's count (after
 * every sync, dismissal and outbox change), a call's banner, a dismissal.
 * The screen reads a page of 100 at a time; the whole list is the CLI's.
 * The generated transcripts hold no requests, so one caller turn in every
 * REQUEST_EVERY calls is recorded as one straight into the table (the
 * detector's own cost is `npm run bench -- dnc`).
 */
const CALLS = 100_000;
const REQUEST_EVERY = 25;

export function runDncRequestsBenchmarks(log: (line: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'voicedesk-dnc-requests-bench-'));
  try {
    const file = join(dir, 'mirror.sqlite');
    writeBulkMirror(file, createMirrorDataset({ contacts: 20_000, calls: CALLS, entriesPerCall: 20 }));
    const mirror = openMirror(file);
    const { db } = mirror;
    try {
      const recorded = db
        .prepare(
          `INSERT INTO dnc_requests (call_row, position, text, start, "end")
           SELECT call_row, position, text, 0, length(text) FROM transcript_entries
           WHERE speaker = 'caller' AND call_row % ${REQUEST_EVERY} = 0 AND position = (SELECT min(position) FROM transcript_entries AS t WHERE t.call_row = transcript_entries.call_row AND t.speaker = 'caller')`,
        )
        .run().changes;
      const list = listDncRequests(db);
      log(`dnc requests bench: ${CALLS.toLocaleString('en-US')} calls, ${recorded.toLocaleString('en-US')} requests recorded; listed: ${list.contacts.length.toLocaleString('en-US')} active contacts, ${list.withoutContact.length.toLocaleString('en-US')} calls without a contact`);
      log(`  first page of 100 (screen): ${describe(times(20, () => listDncRequestsPage(db, 'contacts', { limit: 100 })))}`);
      const second = listDncRequestsPage(db, 'contacts', { limit: 100 }).nextCursor ?? undefined;
      log(`  a later page of 100 (screen, scrolling): ${describe(times(20, () => listDncRequestsPage(db, 'contacts', { limit: 100, after: second })))}`);
      log(`  every contact waiting, ids only (mark all): ${describe(times(20, () => waitingDncContactIds(db)))}`);
      log(`  whole list (voicedesk dnc-requests): ${describe(times(10, () => listDncRequests(db)))}`);
      log(`  count (sidebar): ${describe(times(50, () => countDncRequests(db)))}`);
      const callIds = list.contacts.slice(0, 50).map((row) => row.call_id);
      log(`  a call's request (banner): ${describe(times(callIds.length, (run) => dncRequestForCall(db, callIds[run]!)))}`);
      log(`  dismiss (a contact's requests up to that call): ${describe(times(callIds.length, (run) => dismissDncRequestsThrough(db, callIds[run]!)))}`);
      log(`  machine load average at the end: ${(loadavg()[0] ?? 0).toFixed(2)} (other work on the machine inflates these times)`);
    } finally {
      mirror.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function times(runs: number, run: (index: number) => unknown): number[] {
  const values: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    run(index);
    values.push(performance.now() - started);
  }
  return values.sort((a, b) => a - b);
}

function describe(sorted: number[]): string {
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms (${sorted.length} runs)`;
}
