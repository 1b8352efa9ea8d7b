import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listContactCompanies, listContactIds, listContacts, openMirror } from '../../src/main/mirror';
import { contactsCsvLines } from '../../src/shared/contacts-csv';
import type { ContactRow } from '../../src/shared/contract/record-schemas';
import { MAX_CONTACT_IDS, MAX_RECORDS_PAGE } from '../../src/shared/contract/query-methods';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { writeBulkMirror } from './bulk-mirror';
import { createMirrorDataset } from './mirror-dataset';

/**
 * How long queuing edits holds the thread that serves the windows: the
 * app's `outbox.apply` checks a batch and writes it (with its optimistic
 * overlay rows, in one durable transaction) on the core's main thread, so
 * that editing works offline and without the key (see
 * src/main/service/outbox-service.ts). A form's edit must stay far under
 * the 50 ms a window may freeze; this measures how far, and where batch
 * edits over a selection cross it.
 *
 * Also the Contacts screen's CSV export of all of them (read page by page, then
 * written). A mirror of 100,000 contacts; each batch is queued on a fresh copy of the
 * outbox (its rows removed after), median of 5 runs.
 */
const CONTACTS = 100_000;
const RUNS = 5;
/** As the Contacts screen asks (query-service.ts). */
const COMPANY_CHOICES = 1_000;

export function runOutboxQueueBenchmarks(log: (line: string) => void = console.log): Record<string, number> {
  const folder = mkdtempSync(join(tmpdir(), 'voicedesk-queue-bench-'));
  const file = join(folder, 'mirror.sqlite');
  try {
    const data = createMirrorDataset({ contacts: CONTACTS, calls: 0 });
    writeBulkMirror(file, data);
    const mirror = openMirror(file);
    const { db } = mirror;
    const ids = (db.prepare('SELECT id FROM contacts ORDER BY id').all() as { id: string }[]).map((row) => row.id);
    const cases: [string, unknown[]][] = [
      ['one contact edited in a form', [{ op: 'contact.update', id: ids[0], fields: { company: 'Form Ltd' } }]],
      ['a new contact', [{ op: 'contact.create', fields: { first_name: 'New', email: 'new@example.com' } }]],
      ['100 contacts: set company', ids.slice(0, 100).map((id) => ({ op: 'contact.update', id, fields: { company: 'Batch Ltd' } }))],
      ['1,000 contacts: set company', ids.slice(0, 1_000).map((id) => ({ op: 'contact.update', id, fields: { company: 'Batch Ltd' } }))],
      ['1,000 contacts: add a tag', [{ op: 'contacts.tag', ids: ids.slice(0, 1_000), add: ['batch'] }]],
      ['10,000 contacts: add a tag', [{ op: 'contacts.tag', ids: ids.slice(0, 10_000), add: ['batch'] }]],
    ];
    log(`outbox queue bench: queuing on the core's main thread (outbox.apply), mirror of ${CONTACTS.toLocaleString('en-US')} contacts, median of ${RUNS}`);
    const medians: Record<string, number> = {};
    for (const [name, edits] of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const plan = planEdits(db, edits);
        if (!plan.ok) throw new Error(`${name}: refused: ${JSON.stringify(plan.problems.slice(0, 2))}`);
        queueEdits(db, plan.edits);
        times.push(performance.now() - started);
        // Back to an empty outbox, so every run queues onto the same state.
        db.exec('DELETE FROM outbox_ops; DELETE FROM contact_overlay_tags; DELETE FROM contact_overlay; DELETE FROM local_ids;');
      }
      times.sort((a, b) => a - b);
      medians[name] = times[Math.floor(RUNS / 2)]!;
      log(`  ${name}: ${medians[name]!.toFixed(1)} ms (max ${times.at(-1)!.toFixed(1)} ms)`);
    }
    // "Select all N matching" reads the ids of every contact the filter matches, on the same thread.
    for (const [name, filter] of [
      ['ids of all 100,000 contacts', {}],
      ['ids of the contacts matching a search', { text: 'smith' }],
    ] as const) {
      const times: number[] = [];
      let count = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        count = listContactIds(db, { filter }, MAX_CONTACT_IDS).ids.length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      medians[name] = times[Math.floor(RUNS / 2)]!;
      log(`  ${name} (${count.toLocaleString('en-US')}): ${medians[name]!.toFixed(1)} ms (max ${times.at(-1)!.toFixed(1)} ms)`);
    }
    // The company filter's choices (contacts.filterChoices: up to 1,000 companies with their counts), from the
    // covering index of migration 017, and as before it, along the company index reading every contact's row.
    for (const [name, withIndex] of [
      ['company filter choices', true],
      ['company filter choices without contacts_by_company_name (before migration 017)', false],
    ] as const) {
      if (!withIndex) db.exec('DROP INDEX contacts_by_company_name');
      const times: number[] = [];
      let count = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        count = listContactCompanies(db, COMPANY_CHOICES).length;
        times.push(performance.now() - started);
      }
      if (!withIndex) db.exec('CREATE INDEX contacts_by_company_name ON contacts (company_sort, company, id)');
      times.sort((a, b) => a - b);
      medians[name] = times[Math.floor(RUNS / 2)]!;
      log(`  ${name} (${count.toLocaleString('en-US')} companies): ${medians[name]!.toFixed(1)} ms (max ${times.at(-1)!.toFixed(1)} ms)`);
    }
    // The Contacts screen's CSV export: the list read page after page (`contacts.list`, each page a turn of the
    // core's main thread), each page's lines written in the page between answers (src/shared/contacts-csv.ts).
    const rows: ContactRow[] = [];
    let after: string | undefined;
    let pages = 0;
    let slowestPage = 0;
    const reading = performance.now();
    do {
      const started = performance.now();
      const page = listContacts(db, { limit: MAX_RECORDS_PAGE, ...(after === undefined ? {} : { after }) });
      slowestPage = Math.max(slowestPage, performance.now() - started);
      pages += 1;
      rows.push(...page.rows);
      after = page.nextCursor ?? undefined;
    } while (after !== undefined);
    medians['export: read every page'] = performance.now() - reading;
    medians['export: slowest page'] = slowestPage;
    let slowestLines = 0;
    let csvLength = 0;
    for (let start = 0; start < rows.length; start += MAX_RECORDS_PAGE) {
      const started = performance.now();
      csvLength += contactsCsvLines(rows.slice(start, start + MAX_RECORDS_PAGE)).length;
      slowestLines = Math.max(slowestLines, performance.now() - started);
    }
    medians['export: slowest page of lines'] = slowestLines;
    log(
      `  export of ${rows.length.toLocaleString('en-US')} contacts: ${pages} pages of ${MAX_RECORDS_PAGE} read in ${medians['export: read every page'].toFixed(0)} ms (slowest page ${slowestPage.toFixed(1)} ms), ${(csvLength / 1e6).toFixed(1)} MB of CSV, a page's lines written in ${slowestLines.toFixed(1)} ms at most`,
    );
    mirror.close();
    return medians;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
