import { describe, expect, it } from 'vitest';
import { getContact, listCampaigns, listContacts } from '../../src/main/mirror';
import { outboxReport } from '../../src/main/outbox';
import { campaignContactIds } from '../../src/server/store/campaign-contacts';
import { serverView } from '../support/mirror-vs-server';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';

/** What reaches the wire when the user edits one record several times before it is sent. */
describe('outbox coalescing', () => {
  it('sends two updates of one contact as one PATCH with only the changed fields', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;

    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Northwind Two' } }]);
    // The second edit also "sets" the first name to what it already is: no change, so not sent.
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { last_name: 'Quayle', first_name: contact.first_name } }]);
    expect(outboxReport(sync.mirror.db).pending).toHaveLength(1);

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, failed: 0, conflicts: 0, pending: 0 });
    // One read of the contact as the service has it now (compared before sending), then one PATCH.
    expect(wire.log.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: `/contacts/${contact.id}`, body: undefined },
      { method: 'PATCH', path: `/contacts/${contact.id}`, body: { company: 'Northwind Two', last_name: 'Quayle' } },
    ]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ first_name: contact.first_name, company: 'Northwind Two', last_name: 'Quayle' });
  });

  it('drops a field set back to its server value, and the whole update when nothing differs any more', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const [first, second] = listContacts(sync.mirror.db, { limit: 2 }).rows;

    queue(sync, [{ op: 'contact.update', id: first!.id, fields: { company: 'Changed Co', last_name: 'Changed' } }]);
    queue(sync, [{ op: 'contact.update', id: first!.id, fields: { company: first!.company } }]);
    queue(sync, [{ op: 'contact.update', id: second!.id, fields: { company: 'Passing Co' } }]);
    queue(sync, [{ op: 'contact.update', id: second!.id, fields: { company: second!.company } }]);

    expect(getContact(sync.mirror.db, second!.id)).toMatchObject({ company: second!.company, pending: false });
    expect(outboxReport(sync.mirror.db).pending.map((entry) => entry.id)).toEqual([first!.id]);

    await push(sandbox, sync);

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${first!.id}`, body: { last_name: 'Changed' } }]);
  });

  it('folds an update of a contact created offline into its one POST', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);

    const refs = queue(sync, [{ op: 'contact.create', ref: 'grace', fields: { first_name: 'Grace', phone: '+15550102030' } }]);
    // A later batch names the new contact by the local id the first one gave it.
    queue(sync, [{ op: 'contact.update', id: refs.grace, fields: { company: 'Navy', last_name: 'Hopper' } }]);
    queue(sync, [{ op: 'contacts.tag', ids: [refs.grace], add: ['cobol'] }]);

    await push(sandbox, sync);

    expect(wire.writes()).toEqual([
      { method: 'POST', path: '/contacts', body: { first_name: 'Grace', phone: '+15550102030', company: 'Navy', last_name: 'Hopper', tags: ['cobol'] } },
    ]);
    const created = [...serverView(sandbox.server, 'contacts').values()].filter((contact) => contact.first_name === 'Grace');
    expect(created).toEqual([expect.objectContaining({ last_name: 'Hopper', company: 'Navy', tags: ['cobol'] })]);
  });

  it('sends nothing for a contact created and deleted offline', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const before = serverView(sandbox.server, 'contacts').size;

    const refs = queue(sync, [
      { op: 'contact.create', ref: 'brief', fields: { first_name: 'Brief', email: 'brief@example.com' } },
      { op: 'contact.update', id: 'brief', fields: { company: 'Fleeting' } },
    ]);
    queue(sync, [{ op: 'contact.delete', id: refs.brief }]);

    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
    expect(getContact(sync.mirror.db, refs.brief!)).toBeUndefined();
    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 0, requests: 0 });
    expect(wire.log).toEqual([]);
    expect(serverView(sandbox.server, 'contacts').size).toBe(before);
  });

  it('sends only the DELETE for a contact updated and then deleted', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;

    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Doomed' } }]);
    queue(sync, [{ op: 'contacts.tag', ids: [contact.id], add: ['doomed'] }]);
    queue(sync, [{ op: 'contact.delete', id: contact.id }]);

    await push(sandbox, sync);

    expect(wire.log.map(({ method, path }) => `${method} ${path}`)).toEqual([`DELETE /contacts/${contact.id}`]);
    expect(serverView(sandbox.server, 'contacts').has(contact.id)).toBe(false);
  });

  it('adds 250 contacts to a campaign in three requests of at most 100', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 250, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const campaign = listCampaigns(sync.mirror.db, { limit: 50 }).rows.find((row) => row.status === 'draft')!;
    const ids = listContacts(sync.mirror.db, { limit: 250 }).rows.map((row) => row.id);
    expect(ids).toHaveLength(250);

    // Two batches: the second fills the last queued request up to 100 before opening another.
    const before = campaignContactIds(sandbox.server.admin.db, campaign.id);
    queue(sync, [{ op: 'campaign.add_contacts', id: campaign.id, contact_ids: ids.slice(0, 150) }]);
    queue(sync, [{ op: 'campaign.add_contacts', id: campaign.id, contact_ids: ids.slice(150) }]);
    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 3, failed: 0 });
    const requests = wire.writes();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill(`POST /campaigns/${campaign.id}/contacts`));
    const sizes = requests.map((request) => (request.body as { contact_ids: string[] }).contact_ids.length);
    expect(sizes).toEqual([100, 100, 50]);
    expect(requests.flatMap((request) => (request.body as { contact_ids: string[] }).contact_ids)).toEqual(ids);
    expect(new Set(campaignContactIds(sandbox.server.admin.db, campaign.id))).toEqual(new Set([...before, ...ids]));
  });

  it('cancels a tag added and then removed (or removed and added back) before it was sent', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contacts = listContacts(sync.mirror.db, { limit: 5 }).rows;
    const contact = contacts[0]!;
    const tagged = contacts.find((row) => row.tags.length > 0)!;
    expect(contact.tags).not.toContain('maybe');

    queue(sync, [{ op: 'contacts.tag', ids: [contact.id], add: ['maybe'] }]);
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ pending: true, tags: [...contact.tags, 'maybe'] });
    queue(sync, [{ op: 'contacts.tag', ids: [contact.id], remove: ['maybe'] }]);
    queue(sync, [{ op: 'contacts.tag', ids: [tagged.id], remove: [tagged.tags[0]] }]);
    queue(sync, [{ op: 'contacts.tag', ids: [tagged.id], add: [tagged.tags[0]] }]);

    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ pending: false, tags: contact.tags });
    expect(getContact(sync.mirror.db, tagged.id)).toMatchObject({ pending: false, tags: tagged.tags });
    expect(outboxReport(sync.mirror.db).pending).toEqual([]);
    await push(sandbox, sync);
    expect(wire.log).toEqual([]);
  });

  it('removes a tag the server has when it is added and then removed', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 5 }).rows.find((row) => row.tags.length > 0)!;
    const tag = contact.tags[0]!;

    queue(sync, [{ op: 'contacts.tag', ids: [contact.id], add: [tag] }]);
    queue(sync, [{ op: 'contacts.tag', ids: [contact.id], remove: [tag] }]);
    await push(sandbox, sync);

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${contact.id}`, body: { tags: contact.tags.filter((other) => other !== tag) } }]);
  });
});

