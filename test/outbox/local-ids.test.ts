import { describe, expect, it } from 'vitest';
import { getContact, listAgents, listContacts } from '../../src/main/mirror';
import { outboxReport } from '../../src/main/outbox';
import { campaignContactIds } from '../../src/server/store/campaign-contacts';
import { openTestSync, startSyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { recordingFetch } from '../support/wire-log';
import { syncAll } from '../support/sync-sandbox';

/** Records created offline get local ids; the service only ever sees its own ids. */
describe('outbox local ids', () => {
  it('adds contacts created in the same file to a campaign created in it, by their server ids', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const agent = listAgents(sync.mirror.db, { limit: 1 }).rows[0]!;
    const existing = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;

    const refs = queue(sync, [
      { op: 'campaign.create', ref: 'spring', fields: { name: 'Spring outreach', agent_id: agent.id, objective: 'Book visits' } },
      { op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada', phone: '+15550100001' } },
      { op: 'contact.create', ref: 'alan', fields: { first_name: 'Alan', email: 'alan@example.com' } },
      { op: 'campaign.add_contacts', id: 'spring', contact_ids: ['ada', existing.id, 'alan'] },
    ]);
    expect(refs).toEqual({ spring: expect.stringMatching(/^local_campaign_/), ada: expect.stringMatching(/^local_contact_/), alan: expect.stringMatching(/^local_contact_/) });

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 4, failed: 0, conflicts: 0, pending: 0 });
    const campaigns = [...serverView(sandbox.server, 'campaigns').values()].filter((campaign) => campaign.name === 'Spring outreach');
    expect(campaigns).toHaveLength(1);
    const contacts = [...serverView(sandbox.server, 'contacts').values()];
    const ada = contacts.find((contact) => contact.first_name === 'Ada')!;
    const alan = contacts.find((contact) => contact.first_name === 'Alan')!;
    expect(campaignContactIds(sandbox.server.admin.db, campaigns[0]!.id as string).sort()).toEqual([ada.id, alan.id, existing.id].sort());
    // No local id ever left the app.
    expect(JSON.stringify(wire.log.map(({ path, body }) => ({ path, body })))).not.toContain('local_');
    const adds = wire.writes().filter((request) => request.path.endsWith('/contacts') && request.path.startsWith('/campaigns/'));
    expect(adds).toEqual([{ method: 'POST', path: `/campaigns/${campaigns[0]!.id}/contacts`, body: { contact_ids: [ada.id, existing.id, alan.id] } }]);
  });

  it('sends a later edit of a contact created offline to its server id, by the local id the app still holds', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const refs = queue(sync, [{ op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada', phone: '+15550100001' } }]);
    await push(sandbox, sync);
    const [created] = wire.writes();
    expect(created).toMatchObject({ method: 'POST', path: '/contacts' });
    const serverId = [...serverView(sandbox.server, 'contacts').values()].find((contact) => contact.first_name === 'Ada')!.id as string;
    wire.clear();

    // A form or a file opened before the push still names the contact by its local id.
    queue(sync, [{ op: 'contact.update', id: refs.ada, fields: { company: 'Analytical' } }]);
    queue(sync, [{ op: 'contacts.tag', ids: [refs.ada], add: ['engines'] }]);
    expect(outboxReport(sync.mirror.db).pending.map((entry) => entry.id)).toEqual([serverId]);
    expect(getContact(sync.mirror.db, serverId)).toMatchObject({ company: 'Analytical', tags: ['engines'], pending: true });
    await push(sandbox, sync);

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${serverId}`, body: { company: 'Analytical', tags: ['engines'] } }]);
    expect(serverView(sandbox.server, 'contacts').get(serverId)).toMatchObject({ company: 'Analytical', tags: ['engines'] });
  });

  it('retargets an edit queued while the create was on its way to the id the service gave', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    let onCreateSent = () => undefined as void;
    const wire = recordingFetch({
      answer: ({ method, path }) => {
        if (method === 'POST' && path === '/contacts') onCreateSent();
        return undefined;
      },
    });
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await syncAll(sandbox, sync);
    wire.clear();
    const refs = queue(sync, [{ op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada', phone: '+15550100001' } }]);
    // The create is marked as sending when its request leaves: this edit cannot go into it, and must wait for its id.
    onCreateSent = () => {
      onCreateSent = () => undefined;
      queue(sync, [{ op: 'contact.update', id: refs.ada, fields: { company: 'Analytical' } }]);
    };

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 2, pending: 0 });
    const serverId = [...serverView(sandbox.server, 'contacts').values()].find((contact) => contact.first_name === 'Ada')!.id as string;
    expect(wire.writes()).toEqual([
      { method: 'POST', path: '/contacts', body: { first_name: 'Ada', phone: '+15550100001' } },
      { method: 'PATCH', path: `/contacts/${serverId}`, body: { company: 'Analytical' } },
    ]);
    expect(getContact(sync.mirror.db, serverId)).toMatchObject({ company: 'Analytical', pending: false });
    expect(getContact(sync.mirror.db, refs.ada!)).toBeUndefined();
  });
});
