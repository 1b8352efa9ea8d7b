import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listContactIds, openMirror } from '../../src/main/mirror';
import { MAX_CONTACT_IDS } from '../../src/shared/contract/query-methods';
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
 * A mirror of 100,000 contacts; each batch is queued on a fresh copy of the
 * outbox (its rows removed after), median of 5 runs.
 */
const CONTACTS = 100_000;
const RUNS = 5;

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
    mirror.close();
    return medians;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
