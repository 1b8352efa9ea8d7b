import { describe, expect, it } from 'vitest';
import { listAgents, listCampaigns, listContacts } from '../../src/main/mirror';
import { outboxReport } from '../../src/main/outbox';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';

/** The Outbox screen says what each edit does by the record's name, so the report carries it. */
describe('outbox report labels', () => {
  it('names each edit’s record: renamed as the user sees it, pending a delete, created offline, and an agent and a campaign', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 3, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const [renamed, deleted] = listContacts(sync.mirror.db, { limit: 2 }).rows;
    const [agent] = listAgents(sync.mirror.db, { limit: 1 }).rows;
    const [campaign] = listCampaigns(sync.mirror.db, { limit: 1 }).rows;
    queue(sync, [
      { op: 'contact.update', id: renamed!.id, fields: { first_name: 'Renata', last_name: 'Ruiz' } },
      { op: 'contact.delete', id: deleted!.id },
      { op: 'contact.create', ref: 'new', fields: { first_name: 'Ana', last_name: 'Offline' } },
      { op: 'agent.update', id: agent!.id, fields: { objective: 'Book demos' } },
      { op: 'campaign.add_contacts', id: campaign!.id, contact_ids: ['new'] },
    ]);

    const labels = Object.fromEntries(outboxReport(sync.mirror.db).pending.map((entry) => [entry.op, entry.label]));

    expect(labels).toEqual({
      'contact.update': 'Renata Ruiz',
      'contact.delete': deleted!.name,
      'contact.create': 'Ana Offline',
      'agent.update': agent!.name,
      'campaign.add_contacts': campaign!.name,
    });
  });

  it('still names a record the service deleted under an edit, once the mirror has forgotten it', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 1, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const [contact] = listContacts(sync.mirror.db, { limit: 1 }).rows;
    queue(sync, [{ op: 'contact.update', id: contact!.id, fields: { company: 'Too Late Ltd' } }]);
    expect((await sandbox.editor.delete(`/contacts/${contact!.id}`)).status).toBe(200);

    expect(await push(sandbox, sync)).toMatchObject({ conflicts: 1 });

    expect(outboxReport(sync.mirror.db).conflicts).toEqual([
      expect.objectContaining({ id: contact!.id, label: contact!.name, problem: expect.objectContaining({ kind: 'deleted_on_server', name: contact!.name }) }),
    ]);
    // The next sync removes the contact from the mirror; the edit keeps its name.
    await syncAll(sandbox, sync);
    expect(listContacts(sync.mirror.db, { limit: 5 }).rows).toEqual([]);
    expect(outboxReport(sync.mirror.db).conflicts[0]!.label).toBe(contact!.name);
  });
});
