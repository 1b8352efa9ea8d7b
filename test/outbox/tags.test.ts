import { describe, expect, it } from 'vitest';
import { getContact, listContacts } from '../../src/main/mirror';
import { serverView } from '../support/mirror-vs-server';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';

/**
 * Tag edits are set operations on the server's tags at send time: what
 * someone else did to the other tags meanwhile stands.
 */
describe('outbox tag edits', () => {
  it('adds and removes only the tags the user touched, keeping what the server changed meanwhile', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    await sandbox.editor.patch(`/contacts/${contact.id}`, { tags: ['alpha', 'beta'] });
    await syncAll(sandbox, sync);
    wire.clear();

    queue(sync, [{ op: 'contacts.tag', ids: [contact.id], add: ['gamma'], remove: ['alpha'] }]);
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ tags: ['beta', 'gamma'], pending: true });
    // On the dashboard, unseen by the mirror: beta removed, delta added.
    await sandbox.editor.patch(`/contacts/${contact.id}`, { tags: ['alpha', 'delta'] });

    await push(sandbox, sync);

    expect(serverView(sandbox.server, 'contacts').get(contact.id)!.tags).toEqual(['delta', 'gamma']);
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ tags: ['delta', 'gamma'], pending: false });
    expect(wire.writes().filter((request) => request.method === 'PATCH').at(-1)).toEqual({ method: 'PATCH', path: `/contacts/${contact.id}`, body: { tags: ['delta', 'gamma'] } });
  });

  it('turns a whole tag list from a form into the tags added and removed', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    await sandbox.editor.patch(`/contacts/${contact.id}`, { tags: ['alpha', 'beta'] });
    await syncAll(sandbox, sync);

    // The form showed [alpha, beta]; the user saves [beta, gamma].
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { tags: ['beta', 'gamma'] } }]);
    await sandbox.editor.patch(`/contacts/${contact.id}`, { tags: ['alpha', 'beta', 'delta'] });
    await push(sandbox, sync);

    expect(serverView(sandbox.server, 'contacts').get(contact.id)!.tags).toEqual(['beta', 'delta', 'gamma']);
  });
});
