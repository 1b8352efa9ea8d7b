import { describe, expect, it } from 'vitest';
import { getContact } from '../../src/main/mirror';
import { serverView, startSyncSandbox } from '../sync/helpers';
import { push, queue, syncedWithWire } from './helpers';

/**
 * A contact created in the app opens under its local id at once (the
 * Contacts screen opens it). Once the outbox has sent it, the view holds it
 * under the id the service gave; the local id must keep finding it, or the
 * open contact would turn "not in this computer's copy" under the user.
 */
describe('a contact created in the app', () => {
  it('is found by its local id before and after the service acknowledged it', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const refs = queue(sync, [{ op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engines.example' } }]);
    const localId = refs.ada!;
    expect(getContact(sync.mirror.db, localId)).toMatchObject({ id: localId, name: 'Ada Lovelace', pending: true });

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, failed: 0 });
    const created = [...serverView(sandbox.server, 'contacts').values()].find((contact) => contact.email === 'ada@engines.example')!;
    expect(getContact(sync.mirror.db, localId)).toMatchObject({ id: created.id, name: 'Ada Lovelace', pending: false });
    expect(getContact(sync.mirror.db, 'local_contact_never-issued')).toBeUndefined();
  });
});
