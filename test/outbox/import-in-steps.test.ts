import { describe, expect, it } from 'vitest';
import { mirrorLookup, queueImport } from '../../src/main/contact-import/import-work';
import { getContact, listContacts, type MirrorDb } from '../../src/main/mirror';
import { outboxBatches, outboxCounts, outboxReport } from '../../src/main/outbox';
import { analyseImport } from '../../src/shared/contact-import/analyse-import';
import { queue, push, syncedWithWire } from '../support/outbox-steps';
import { syncAll, startSyncSandbox } from '../support/sync-sandbox';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * A large import is queued in steps, each its own transaction on the
 * importing connection (as on the app's worker thread), and released as one
 * batch at the end. Between steps another connection (the profile worker's:
 * its sync pages and the outbox) writes at once: here with no busy timeout
 * at all, so a lock the import still held would fail the write. The steps
 * are tied to the import's own hook between them, not to time.
 */
const NEW_ROWS = 600;

function newRows(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `,Imp${index},Row,+442079${String(index).padStart(5, '0')},`);
}

function importFile(lines: string[]): Uint8Array {
  return new TextEncoder().encode(['id,First name,Last name,Phone,Status', ...lines].join('\r\n'));
}

const heldOperations = (db: MirrorDb, held: string) => (db.prepare('SELECT count(*) AS n FROM outbox_ops WHERE batch = ?').get(held) as { n: number }).n;

describe('an import queued in steps', () => {
  const mirrors = useTempMirrors();

  it('lets an edit and a sync page be written between its steps, and lists it only once it is all queued, as one batch sent in file order', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const [edited, changedOnService] = listContacts(sync.mirror.db, { limit: 2 }).rows;
    const importer = mirrors.open(sync.mirror.file);
    const analysis = analyseImport(importFile(newRows(NEW_ROWS)), mirrorLookup(importer.db));
    expect(analysis.rows.filter((row) => row.reasons !== undefined)).toEqual([]);

    const steps: { records: number; total: number }[] = [];
    const between = { pending: -1, batches: -1, held: 0, company: '' };
    const outcome = await queueImport(importer.db, analysis, { defaultChoice: 'skip', choices: {}, tags: [], campaignId: null }, 'Import of people.csv', {
      async onStep({ records, total, held }) {
        steps.push({ records, total });
        if (steps.length > 1) return;
        const ownBusyTimeout = sync.mirror.db.pragma('busy_timeout', { simple: true }) as number;
        sync.mirror.db.pragma('busy_timeout = 0');
        try {
          queue(sync, [{ op: 'contact.update', id: edited!.id, fields: { company: 'Between Steps Ltd' } }]);
          await sandbox.editor.patch(`/contacts/${changedOnService!.id}`, { company: 'Changed on the service' });
          wire.clear();
          await syncAll(sandbox, sync);
        } finally {
          sync.mirror.db.pragma(`busy_timeout = ${ownBusyTimeout}`);
        }
        between.pending = outboxCounts(sync.mirror.db).pending;
        between.batches = outboxBatches(sync.mirror.db, new Date(sandbox.clock.now())).length;
        between.held = heldOperations(sync.mirror.db, held);
        between.company = getContact(sync.mirror.db, changedOnService!.id)!.company ?? '';
      },
    });

    expect(outcome).toMatchObject({ ok: true, summary: { created: NEW_ROWS, updated: 0, skipped: 0, problems: 0 } });
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.at(-1)).toEqual({ records: NEW_ROWS, total: NEW_ROWS });
    // Mid-import: the edit queued and the page written; the import's first step written but neither listed nor counted.
    expect(between).toEqual({ pending: 1, batches: 0, held: steps[0]!.records, company: 'Changed on the service' });

    expect(outboxBatches(sync.mirror.db, new Date(sandbox.clock.now()))).toEqual([
      expect.objectContaining({ label: 'Import of people.csv', operations: NEW_ROWS, waiting: NEW_ROWS }),
    ]);
    expect(outboxCounts(sync.mirror.db).pending).toBe(NEW_ROWS + 1);
    wire.clear();
    expect(await push(sandbox, sync, { concurrency: 1 })).toMatchObject({ sent: NEW_ROWS + 1, pending: 0, failed: 0 });
    const writes = wire.writes();
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: `/contacts/${edited!.id}`, body: { company: 'Between Steps Ltd' } });
    expect(writes.slice(1).map((write) => `${write.method} ${write.path} ${(write.body as { first_name: string }).first_name}`)).toEqual(
      Array.from({ length: NEW_ROWS }, (_, index) => `POST /contacts Imp${index}`),
    );
  });

  it('sends its do-not-call changes first of all once released, and a status change queued before it does not undo them', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
    const [x, y] = (await sandbox.editor.get('/contacts?per_page=2')).body.data as { id: string; first_name: string }[];
    await sandbox.editor.patch(`/contacts/${x!.id}`, { status: 'dnc' });
    const { sync, wire } = await syncedWithWire(sandbox);
    // Queued before the import, outside it: x back to active (an ordinary update, sent in the people lane).
    queue(sync, [{ op: 'contact.update', id: x!.id, fields: { status: 'active' } }]);
    const importer = mirrors.open(sync.mirror.file);
    // The file says both are do-not-call: x as the service already has it (only the stale change above goes), y anew.
    const file = importFile([...newRows(NEW_ROWS), `${x!.id},${x!.first_name},,,dnc`, `${y!.id},${y!.first_name},,,dnc`]);
    const heldUrgent: number[] = [];
    const outcome = await queueImport(importer.db, analyseImport(file, mirrorLookup(importer.db)), { defaultChoice: 'skip', choices: {}, tags: [], campaignId: null }, 'Import', {
      onStep() {
        heldUrgent.push(outboxReport(sync.mirror.db).pending.filter((entry) => entry.id === y!.id).length);
      },
    });
    expect(outcome).toMatchObject({ ok: true, summary: { created: NEW_ROWS, updated: 2 } });
    // Until the release, y's do-not-call was not listed (nor sendable); x's stale status change stayed until then too.
    expect(heldUrgent.every((listed) => listed === 0)).toBe(true);
    expect(outboxReport(sync.mirror.db).pending.filter((entry) => entry.id === x!.id)).toEqual([]);

    wire.clear();
    expect(await push(sandbox, sync, { concurrency: 1 })).toMatchObject({ sent: NEW_ROWS + 1, pending: 0, failed: 0 });
    expect(wire.writes()[0]).toEqual({ method: 'PATCH', path: `/contacts/${y!.id}`, body: { status: 'dnc' } });
    expect(wire.writes().filter((write) => write.path === `/contacts/${x!.id}`)).toEqual([]);
    expect((await sandbox.editor.get(`/contacts/${x!.id}`)).body.data).toMatchObject({ status: 'dnc' });
    expect((await sandbox.editor.get(`/contacts/${y!.id}`)).body.data).toMatchObject({ status: 'dnc' });
  });
});
