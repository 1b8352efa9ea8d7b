import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { events as contractEvents } from '../../src/shared/contract/contract';
import { editingCore } from '../support/editing-core';
import { PATIENCE_MS } from '../support/patience';

/**
 * A large import through the contract, on the core's worker thread: its
 * progress as `contactImport.progress` events, and `contactImport.stop`.
 * The stop is given while the test holds the mirror's write lock, taken on
 * the first progress event: the import can then neither write a step nor
 * release its batch, so whether it is still held decides, without a race,
 * whether it must stop with nothing queued or was queued whole first.
 */
const ROWS = 1_500;

const csv = () => Buffer.from(['First name,Last name,Phone', ...Array.from({ length: ROWS }, (_, index) => `Imp${index},Row,+442079${String(index).padStart(5, '0')}`)].join('\r\n'));
const held = (db: Database.Database) => (db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE batch LIKE 'held\\_%' ESCAPE '\\'").get() as { n: number }).n;

describe('a large import through the core service', () => {
  it('reports its progress a few times as it is queued, then answers with the whole batch', async () => {
    const { core, value } = await editingCore();
    const seen: { queued: number; total: number }[] = [];
    core.events.subscribe((name, payload) => name === 'contactImport.progress' && seen.push(contractEvents['contactImport.progress'].parse(payload)));
    const bytes = csv();
    const { importId } = await value('contactImport.begin', { fileName: 'many.csv', size: bytes.length });
    await value('contactImport.chunk', { importId, index: 0, data: bytes.toString('base64') });
    const preview = await value('contactImport.preview', { importId });

    const answer = await value('contactImport.queue', { importId, mapping: preview.mapping, defaultChoice: 'skip', choices: {}, tags: [], campaignId: null });

    expect(answer).toMatchObject({ summary: { created: ROWS }, operations: ROWS });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((event) => event.total === ROWS && event.queued > 0 && event.queued <= ROWS)).toBe(true);
    expect(seen.map((event) => event.queued)).toEqual([...seen.map((event) => event.queued)].sort((a, b) => a - b));
    expect(await value('contactImport.stop', { importId })).toEqual({ stopping: false });
  });

  it('stops with nothing of it queued when told to before its release, and the service gets only the edit made before it', async () => {
    const { core, value, anyContact, serverContact, drained, db, workspace } = await editingCore();
    const edited = anyContact();
    await value('outbox.apply', { edits: [{ op: 'contact.update', id: edited.id, fields: { company: 'Saved Before Ltd' } }] });
    const bytes = csv();
    const { importId } = await value('contactImport.begin', { fileName: 'many.csv', size: bytes.length });
    await value('contactImport.chunk', { importId, index: 0, data: bytes.toString('base64') });
    const preview = await value('contactImport.preview', { importId });
    const lock = new Database(core.profiles.active()!.mirrorFile, { fileMustExist: true });
    // Taking the lock may wait for a write of the worker's to end, which must come: the common patience.
    lock.pragma(`busy_timeout = ${PATIENCE_MS}`);
    let stillHeld: number | undefined;
    let stop: Promise<unknown> | undefined;
    core.events.subscribe((name) => {
      if (name !== 'contactImport.progress' || stillHeld !== undefined) return;
      // Between two steps: the worker pauses there for other writers.
      lock.exec('BEGIN IMMEDIATE');
      stillHeld = held(lock);
      stop = value('contactImport.stop', { importId }).finally(() => lock.exec('ROLLBACK'));
    });

    const answer = await value('contactImport.queue', { importId, mapping: preview.mapping, defaultChoice: 'skip', choices: {}, tags: [], campaignId: null });
    await stop;
    lock.close();

    expect(stillHeld).toBeDefined();
    if (stillHeld! > 0) expect(answer).toEqual({ stopped: true });
    // Released before the first report was handled: it must then be queued whole (never seen in practice; 1,500 rows take several steps).
    else expect(answer).toMatchObject({ operations: ROWS });
    if (!('stopped' in answer)) return;
    const mirror = new Database(core.profiles.active()!.mirrorFile, { readonly: true, fileMustExist: true });
    try {
      expect(held(mirror)).toBe(0);
      expect((mirror.prepare("SELECT count(*) AS n FROM contacts_view WHERE first_name LIKE 'Imp%'").get() as { n: number }).n).toBe(0);
    } finally {
      mirror.close();
    }
    await drained();
    expect(serverContact(edited.id)).toMatchObject({ company: 'Saved Before Ltd' });
    expect(db.prepare("SELECT count(*) AS n FROM contacts WHERE workspace_id = ? AND first_name LIKE 'Imp%'").get(workspace)).toEqual({ n: 0 });
  });

  it('is stopped, never released, when the app closes while it is queued', async () => {
    const { core, value } = await editingCore();
    const mirrorFile = core.profiles.active()!.mirrorFile;
    const bytes = csv();
    const { importId } = await value('contactImport.begin', { fileName: 'many.csv', size: bytes.length });
    await value('contactImport.chunk', { importId, index: 0, data: bytes.toString('base64') });
    const preview = await value('contactImport.preview', { importId });
    const lock = new Database(mirrorFile, { fileMustExist: true });
    // Taking the lock may wait for a write of the worker's to end, which must come: the common patience.
    lock.pragma(`busy_timeout = ${PATIENCE_MS}`);
    let stillHeld: number | undefined;
    let closed: Promise<void> | undefined;
    core.events.subscribe((name) => {
      if (name !== 'contactImport.progress' || stillHeld !== undefined) return;
      lock.exec('BEGIN IMMEDIATE');
      stillHeld = held(lock);
      // Closing tells the import to stop before it waits for anything.
      closed = core.close();
      lock.exec('ROLLBACK');
    });

    const answer = await value('contactImport.queue', { importId, mapping: preview.mapping, defaultChoice: 'skip', choices: {}, tags: [], campaignId: null });
    await closed;
    lock.close();

    expect(stillHeld).toBeDefined();
    if (stillHeld === 0) return expect(answer).toMatchObject({ operations: ROWS });
    expect(answer).toEqual({ stopped: true });
    const mirror = new Database(mirrorFile, { readonly: true, fileMustExist: true });
    try {
      expect(held(mirror)).toBe(0);
      expect((mirror.prepare('SELECT count(*) AS n FROM outbox_ops').get() as { n: number }).n).toBe(0);
      expect((mirror.prepare("SELECT count(*) AS n FROM contacts_view WHERE first_name LIKE 'Imp%'").get() as { n: number }).n).toBe(0);
    } finally {
      mirror.close();
    }
  });
});
