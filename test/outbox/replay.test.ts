import { describe, expect, it } from 'vitest';
import { getContact, listContacts } from '../../src/main/mirror';
import { outboxReport } from '../../src/main/outbox';
import { openTestSync, startSyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';
import { push, queue } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';

describe('outbox replay against the sandbox server', () => {
  it('creates, updates, tags and deletes contacts, shows them pending until sent, and leaves the server as intended', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 5 } });
    const sync = openTestSync(sandbox);
    await syncAll(sandbox, sync);
    const [first, second, third] = listContacts(sync.mirror.db, { limit: 3 }).rows;

    const refs = queue(sync, [
      { op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', last_name: 'Lovelace', phone: '+15550001111', tags: ['new'] } },
      { op: 'contact.update', id: 'n1', fields: { company: 'Analytical Engines' } },
      { op: 'contact.update', id: first!.id, fields: { company: 'Acme One' } },
      { op: 'contact.update', id: first!.id, fields: { last_name: 'Changed' } },
      { op: 'contacts.tag', ids: [first!.id, second!.id], add: ['vip'], remove: [] },
      { op: 'contact.delete', id: third!.id },
    ]);

    const shown = getContact(sync.mirror.db, first!.id)!;
    expect(shown).toMatchObject({ company: 'Acme One', last_name: 'Changed', pending: true });
    expect(shown.tags).toContain('vip');
    expect(getContact(sync.mirror.db, third!.id)).toBeUndefined();
    expect(getContact(sync.mirror.db, refs.n1!)).toMatchObject({ first_name: 'Ada', company: 'Analytical Engines', pending: true });
    // Coalesced: one create (with its update folded in), one update of `first`, a tag update of `second`, one delete.
    expect(outboxReport(sync.mirror.db).pending).toHaveLength(4);

    // Someone else tags `second` on the dashboard meanwhile: the tag must survive ours.
    await sandbox.editor.patch(`/contacts/${second!.id}`, { tags: [...second!.tags, 'dashboard'] });

    const summary = await push(sandbox, sync);
    expect(summary).toMatchObject({ sent: 4, failed: 0, conflicts: 0, pending: 0, stopped: null });

    const server = serverView(sandbox.server, 'contacts');
    expect(server.get(first!.id)).toMatchObject({ company: 'Acme One', last_name: 'Changed' });
    expect(server.get(first!.id)!.tags).toContain('vip');
    expect(server.get(second!.id)!.tags).toEqual(expect.arrayContaining(['vip', 'dashboard']));
    expect(server.has(third!.id)).toBe(false);
    const ada = [...server.values()].filter((contact) => contact.first_name === 'Ada');
    expect(ada).toHaveLength(1);
    expect(ada[0]).toMatchObject({ last_name: 'Lovelace', company: 'Analytical Engines', tags: ['new'] });

    // The mirror now shows the server's records, nothing pending.
    expect(getContact(sync.mirror.db, first!.id)).toMatchObject({ company: 'Acme One', pending: false });
    expect(getContact(sync.mirror.db, ada[0]!.id as string)).toMatchObject({ first_name: 'Ada', pending: false });
    expect(getContact(sync.mirror.db, refs.n1!)).toBeUndefined();
  });

  it('sends a do-not-call change before everything queued earlier', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 10, calls: 5 } });
    const sync = openTestSync(sandbox);
    await syncAll(sandbox, sync);
    const contacts = listContacts(sync.mirror.db, { limit: 5 }).rows;
    queue(
      sync,
      contacts.slice(0, 4).map((contact, index) => ({ op: 'contact.update', id: contact.id, fields: { company: `Company ${index}` } })),
    );
    queue(sync, [{ op: 'contact.update', id: contacts[4]!.id, fields: { status: 'dnc' } }]);
    const order: string[] = [];
    const { replayOutbox } = await import('../../src/main/outbox');
    const { runOverHttp } = await import('../support/virtual-time');
    await runOverHttp(
      sandbox.clock,
      sync.api.scheduler,
      replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, onSettled: (operation) => order.push(operation.target) }),
    );
    expect(order[0]).toBe(contacts[4]!.id);
    expect(serverView(sandbox.server, 'contacts').get(contacts[4]!.id)).toMatchObject({ status: 'dnc' });
  });
});
