import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { countContacts, listContacts } from '../../src/main/mirror/contacts-queries';
import { upsertContacts } from '../../src/main/mirror/contacts-writes';
import { openMirror, type MirrorDb } from '../../src/main/mirror/open-mirror';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { formatPhone } from '../../src/shared/phone/phone-format';
import { createMirrorDataset } from './mirror-dataset';
import { logReads, measure, percentiles } from './mirror-bench';

/**
 * `npm run bench -- contacts-phone`: the Contacts list searched by a typed
 * phone number (digits matched anywhere in the stored number's, whatever
 * either's format), at 20,000 and 100,000 contacts, a few hundred of them
 * with a pending phone edit in the outbox (the overlay's side of the view).
 * Also what writing contacts costs, since the digits' index is kept as they
 * are written.
 */
const SIZES = [20_000, 100_000];
const PAGE = 100;
const PENDING = 300;

export function runPhoneSearchBenchmarks(log: (line: string) => void = console.log): void {
  for (const size of SIZES) {
    const dir = mkdtempSync(join(tmpdir(), 'voicedesk-phone-bench-'));
    try {
      benchOne(join(dir, 'mirror.sqlite'), size, log);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  log(`  machine load average at the end: ${(loadavg()[0] ?? 0).toFixed(2)} (other work on the machine inflates the times)`);
}

function benchOne(file: string, size: number, log: (line: string) => void): void {
  const data = createMirrorDataset({ contacts: size, calls: 0, entriesPerCall: 0 });
  const mirror = openMirror(file);
  const { db } = mirror;
  try {
    const pages: number[] = [];
    for (let start = 0; start < size; start += PAGE) {
      const started = performance.now();
      upsertContacts(db, range(start, Math.min(size, start + PAGE)).map((index) => data.contact(index)), { checkpoint: { key: 'bench/contacts', value: { next: start } } });
      pages.push(performance.now() - started);
    }
    const write = percentiles(pages);
    log(`${size.toLocaleString('en-US')} contacts: written in pages of ${PAGE}, page p50 ${write.p50.toFixed(1)} ms, p95 ${write.p95.toFixed(1)} ms, longest ${write.max.toFixed(1)} ms`);
    queuePhoneEdits(db, size);
    db.pragma('optimize');

    const stored = data.contact(Math.floor(size / 2)).phone ?? '+15550000000';
    const national = stored.slice(2);
    const edited = pendingPhone(7);
    // A whole number in another format, its national part, a partial number, a number only a pending edit holds, a common prefix.
    const typed = [formatPhone(national), national, `+1 ${national.slice(0, 3)} ${national.slice(3, 6)}`, formatPhone(edited.slice(2)), '555-01'];
    const pageTimes = measure(typed.length * 20, (run) => () => listContacts(db, { limit: 50, filter: { text: typed[run % typed.length] as string } }));
    logReads(log, '  list page of 50 for a typed number, all five', pageTimes);
    const countTimes = measure(typed.length * 10, (run) => () => countContacts(db, { text: typed[run % typed.length] as string }));
    logReads(log, '  count of the same', countTimes);
    for (const text of typed) {
      const one = measure(20, () => () => listContacts(db, { limit: 50, filter: { text } }));
      log(`    "${text}": ${countContacts(db, { text })} matches, list page p50 ${one.p50.toFixed(2)} ms, p95 ${one.p95.toFixed(2)} ms`);
    }
  } finally {
    mirror.close();
  }
}

/** Phones no synced contact has (+1 666 …), edited into a few hundred contacts through the outbox. */
function pendingPhone(index: number): string {
  return `+1666${String(index).padStart(7, '0')}`;
}

function queuePhoneEdits(db: MirrorDb, size: number): void {
  const step = Math.floor(size / PENDING);
  const edits = range(0, PENDING).map((index) => ({ op: 'contact.update', id: `contact_${String(index * step + 1).padStart(7, '0')}`, fields: { phone: pendingPhone(index) } }));
  const plan = planEdits(db, edits);
  if (!plan.ok) throw new Error(`bench edits refused: ${JSON.stringify(plan.problems).slice(0, 300)}`);
  queueEdits(db, plan.edits);
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}
