import { describe, expect, it } from 'vitest';
import { mirrorLookup, queueImport } from '../../src/main/contact-import/import-work';
import { getContact, listContacts, searchContacts, type MirrorDb } from '../../src/main/mirror';
import { outboxBatches, outboxCounts } from '../../src/main/outbox';
import { analyseImport } from '../../src/shared/contact-import/analyse-import';
import { queue, push, syncedWithWire } from '../support/outbox-steps';
import { startSyncSandbox } from '../support/sync-sandbox';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * The user stops a large import while it is queued in steps (the Import
 * screen's Stop import, Ctrl+C in `voicedesk import-contacts`): its
 * importing connection, as on the app's worker thread, is told to stop from
 * the import's own hook after a step is written, never at a time. Nothing of
 * it may then be sent, its changes to contacts the mirror shows are undone
 * there, and an edit queued before it is still sent.
 */
const NEW_ROWS = 900;

function importFile(lines: string[]): Uint8Array {
  return new TextEncoder().encode(['id,First name,Last name,Phone,Company,Status', ...lines].join('\r\n'));
}

interface Seen {
  held: number;
  imported: number;
  company: string | null;
}

const heldOperations = (db: MirrorDb) => (db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE batch LIKE 'held\\_%' ESCAPE '\\'").get() as { n: number }).n;
const imported = (db: MirrorDb) => (db.prepare("SELECT count(*) AS n FROM contacts_view WHERE first_name LIKE 'Imp%'").get() as { n: number }).n;

describe('an import stopped while it is queued', () => {
  const mirrors = useTempMirrors();

  // The import's updates are planned after its new contacts, so written by its last step: stopped there, the release was next.
  const stops = {
    'its first step': (seen: readonly Seen[]) => seen.length === 1,
    'the step writing its updates': (seen: readonly Seen[]) => seen.at(-1)!.company === 'Stopped Import Ltd',
  };
  for (const [at, stopHere] of Object.entries(stops)) {
    it(`leaves nothing of it to send when stopped after ${at}, undoes what it showed, and still sends the edit queued before it`, async () => {
      const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
      const { sync, wire } = await syncedWithWire(sandbox);
      const [edited, updated, marked] = listContacts(sync.mirror.db, { limit: 3 }).rows;
      queue(sync, [{ op: 'contact.update', id: edited!.id, fields: { company: 'Saved Before Ltd' } }]);
      const before = { updated: getContact(sync.mirror.db, updated!.id)!, marked: getContact(sync.mirror.db, marked!.id)! };
      expect(before.marked.status).toBe('active');
      const importer = mirrors.open(sync.mirror.file);
      // An update of a contact the mirror shows, and a do-not-call (sent ahead of everything once released).
      const file = importFile([
        `${updated!.id},${updated!.first_name},,,Stopped Import Ltd,`,
        `${marked!.id},${marked!.first_name},,,,dnc`,
        ...Array.from({ length: NEW_ROWS }, (_, index) => `,Imp${index},Row,+442079${String(index).padStart(5, '0')},,`),
      ]);
      const stop = new AbortController();
      const seen: Seen[] = [];
      const outcome = await queueImport(importer.db, analyseImport(file, mirrorLookup(importer.db)), { defaultChoice: 'skip', choices: {}, tags: [], campaignId: null }, 'Import of people.csv', {
        signal: stop.signal,
        onStep() {
          seen.push({ held: heldOperations(sync.mirror.db), imported: imported(sync.mirror.db), company: getContact(sync.mirror.db, updated!.id)!.company });
          if (stopHere(seen)) stop.abort();
        },
      });

      expect(outcome).toEqual({ ok: false, stopped: true });
      // It had written steps that the mirror showed (so the stop had something to undo).
      expect(seen.at(-1)!.held).toBeGreaterThan(0);
      expect(seen.at(-1)!.imported).toBeGreaterThan(0);

      expect(heldOperations(sync.mirror.db)).toBe(0);
      expect(imported(sync.mirror.db)).toBe(0);
      expect(getContact(sync.mirror.db, updated!.id)).toEqual(before.updated);
      expect(getContact(sync.mirror.db, marked!.id)).toEqual(before.marked);
      // Its contacts are out of the search indexes too, which agree with what the list shows (rank 1: checked against the view).
      expect(searchContacts(sync.mirror.db, 'Imp1', { limit: 5 })).toEqual([]);
      expect(listContacts(sync.mirror.db, { limit: 5, filter: { text: '2079000' } }).rows).toEqual([]);
      sync.mirror.db.exec("INSERT INTO contacts_fts (contacts_fts, rank) VALUES ('integrity-check', 1)");
      sync.mirror.db.exec("INSERT INTO contact_phone_trigrams (contact_phone_trigrams, rank) VALUES ('integrity-check', 1)");
      expect(outboxCounts(sync.mirror.db).pending).toBe(1);
      expect(outboxBatches(sync.mirror.db, new Date(sandbox.clock.now()))).toEqual([]);

      wire.clear();
      expect(await push(sandbox, sync)).toMatchObject({ sent: 1, pending: 0, failed: 0 });
      expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${edited!.id}`, body: { company: 'Saved Before Ltd' } }]);
      const onService = (await sandbox.editor.get('/contacts?per_page=100')).body.data as { first_name: string }[];
      expect(onService.filter((contact) => contact.first_name.startsWith('Imp'))).toEqual([]);
      expect((await sandbox.editor.get(`/contacts/${marked!.id}`)).body.data).toMatchObject({ status: 'active' });
      expect((await sandbox.editor.get(`/contacts/${updated!.id}`)).body.data).toMatchObject({ company: before.updated.company });
    });
  }
});
