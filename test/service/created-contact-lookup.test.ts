import { describe, expect, it } from 'vitest';
import { getContact } from '../../src/main/mirror';
import { push, queue, syncedWithWire } from '../outbox/helpers';
import { serverView, startSyncSandbox } from '../sync/helpers';
import { useCoreOnMirrors } from './support';

/**
 * A contact created in the app opens under its local id at once (the
 * Contacts screen opens it). Once the outbox has sent it, the mirror holds
 * it under the id the service gave; `contacts.get` must keep finding it by
 * the local id, or the open contact would turn "not in this computer's
 * copy" under the user.
 */
const { coreOn } = useCoreOnMirrors();

describe('contacts.get on a contact created in the app', () => {
  it('finds it by its local id before and after the service acknowledged it', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const { value } = coreOn(sync.mirror.file);
    const refs = queue(sync, [{ op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engines.example' } }]);
    const localId = refs.ada!;
    expect(await value('contacts.get', { id: localId })).toMatchObject({ id: localId, name: 'Ada Lovelace', pending: true, synced_at: null });

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, failed: 0 });
    const created = [...serverView(sandbox.server, 'contacts').values()].find((contact) => contact.email === 'ada@engines.example')!;
    // The mirror itself no longer shows it under the local id…
    expect(getContact(sync.mirror.db, localId)).toBeUndefined();
    // …but a view opened on it still finds it.
    expect(await value('contacts.get', { id: localId })).toMatchObject({ id: created.id, name: 'Ada Lovelace', pending: false, synced_at: expect.any(String) });
    expect(await value('contacts.get', { id: 'local_contact_never-issued' })).toBeNull();
  });
});
