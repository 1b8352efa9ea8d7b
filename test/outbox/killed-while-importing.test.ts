import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { listContacts, type MirrorDb } from '../../src/main/mirror';
import { outboxBatches, outboxCounts } from '../../src/main/outbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { startSyncSandbox, tempFolder } from '../support/sync-sandbox';

/**
 * kill -9 while a large import is being queued: a child process imports a
 * file into the mirror as the app's worker thread does, stops at a chosen
 * point of the import's own hook (after a step is written, or once the
 * batch is released) and is killed there. Then the outbox, started in this
 * process, must send exactly what had been acknowledged: an edit queued
 * before the import always, the import whole if it was released, and
 * nothing of it otherwise (its written steps discarded, the contacts it
 * showed gone).
 */
const CHILD = join(import.meta.dirname, 'fixtures', 'import-and-stop.ts');
const ROWS = 700;

function writeFile(folder: string): string {
  const file = join(folder, 'people.csv');
  const rows = Array.from({ length: ROWS }, (_, index) => `Imp${index},Row,+442079${String(index).padStart(5, '0')}`);
  writeFileSync(file, ['First name,Last name,Phone', ...rows].join('\r\n'));
  return file;
}

/** Runs the child until it says where it stopped, kills it with SIGKILL, and waits for it to be gone. */
async function importKilledAt(mirrorFile: string, csv: string, stop: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, mirrorFile, csv, stop], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    void closed.then(() => reject(new Error(`the import ended before stopping: ${stderr}`)));
  });
  expect(line).toBe(`stopped at ${stop}`);
  child.kill('SIGKILL');
  expect(await closed).toEqual({ code: null, signal: 'SIGKILL' });
}

const heldOperations = (db: MirrorDb) => (db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE batch LIKE 'held\\_%' ESCAPE '\\'").get() as { n: number }).n;
const imported = (db: MirrorDb) => (db.prepare("SELECT count(*) AS n FROM contacts_view WHERE first_name LIKE 'Imp%'").get() as { n: number }).n;

describe('an import killed with SIGKILL while it is queued', () => {
  for (const stop of ['1', '2']) {
    it(`sends nothing of it when killed after step ${stop}, and still sends the edit acknowledged before it`, async () => {
      const sandbox = await startSyncSandbox({ seed: { contacts: 10, calls: 0 } });
      const { sync, wire } = await syncedWithWire(sandbox);
      const [edited] = listContacts(sync.mirror.db, { limit: 1 }).rows;
      queue(sync, [{ op: 'contact.update', id: edited!.id, fields: { company: 'Saved Before Ltd' } }]);

      await importKilledAt(sync.mirror.file, writeFile(tempFolder()), stop);

      // Its steps are in the mirror (the contacts show as pending), neither listed nor sendable.
      expect(heldOperations(sync.mirror.db)).toBeGreaterThan(0);
      expect(imported(sync.mirror.db)).toBeGreaterThan(0);
      expect(outboxCounts(sync.mirror.db).pending).toBe(1);

      expect(await push(sandbox, sync)).toMatchObject({ sent: 1, pending: 0, failed: 0 });
      expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${edited!.id}`, body: { company: 'Saved Before Ltd' } }]);
      expect(heldOperations(sync.mirror.db)).toBe(0);
      expect(imported(sync.mirror.db)).toBe(0);
      expect((sync.mirror.db.prepare('SELECT count(*) AS n FROM local_ids').get() as { n: number }).n).toBe(0);
      expect(outboxBatches(sync.mirror.db, new Date(sandbox.clock.now()))).toEqual([]);
    });
  }

  it('sends all of it when killed once it was released, before the user was told', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 10, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const [edited] = listContacts(sync.mirror.db, { limit: 1 }).rows;
    queue(sync, [{ op: 'contact.update', id: edited!.id, fields: { company: 'Saved Before Ltd' } }]);

    await importKilledAt(sync.mirror.file, writeFile(tempFolder()), 'released');

    expect(heldOperations(sync.mirror.db)).toBe(0);
    expect(await push(sandbox, sync, { concurrency: 1 })).toMatchObject({ sent: ROWS + 1, pending: 0, failed: 0 });
    expect(wire.writes()[0]).toEqual({ method: 'PATCH', path: `/contacts/${edited!.id}`, body: { company: 'Saved Before Ltd' } });
    expect(wire.writes().slice(1).map((write) => (write.body as { first_name: string }).first_name)).toEqual(Array.from({ length: ROWS }, (_, index) => `Imp${index}`));
  });
});
