import { describe, expect, it } from 'vitest';
import { countContacts, getAgent, getCampaign, getContact, listAgents, listCampaigns, listContacts, searchContacts } from '../../src/main/mirror';
import { serverView } from '../support/mirror-vs-server';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';

/**
 * Queued edits show at once, marked pending, in every view and in contact
 * search; after the push the same rows are the server's; a sync meanwhile
 * refolds the pending edit over the server's other fields and never
 * clobbers it.
 */
describe('the pending overlay', () => {
  it('shows queued edits as pending in the views and in search, then as the server’s rows after the push', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 8, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const db = sync.mirror.db;
    const contact = listContacts(db, { limit: 1 }).rows[0]!;
    const agent = listAgents(db, { limit: 1 }).rows[0]!;
    const contactsBefore = listContacts(db, { limit: 100 }).rows.length;
    const campaignsBefore = listCampaigns(db, { limit: 100 }).rows.length;

    const gone = listContacts(db, { limit: 2 }).rows[1]!;
    const refs = queue(sync, [
      { op: 'contact.update', id: contact.id, fields: { company: 'Quixotic Widgets' } },
      { op: 'contact.create', ref: 'new', fields: { first_name: 'Zenobia', last_name: 'Marchetti', email: 'zenobia@example.com' } },
      { op: 'contact.delete', id: gone.id },
      { op: 'agent.update', id: agent.id, fields: { name: 'Renamed Receptionist' } },
      { op: 'campaign.create', ref: 'camp', fields: { name: 'Pending Push Campaign', agent_id: agent.id } },
    ]);

    expect(getContact(db, contact.id)).toMatchObject({ company: 'Quixotic Widgets', pending: true });
    expect(listContacts(db, { limit: 100 }).rows.filter((row) => row.pending).map((row) => row.id).sort()).toEqual([contact.id, refs.new].sort());
    // One created, one deleted: the total (counted without the view when nothing filters) says what the list shows.
    expect(listContacts(db, { limit: 100 }).rows).toHaveLength(contactsBefore);
    expect(countContacts(db)).toBe(contactsBefore);
    expect(getContact(db, refs.new!)).toMatchObject({ name: 'Zenobia Marchetti', pending: true });
    expect(getAgent(db, agent.id)).toMatchObject({ name: 'Renamed Receptionist', pending: true });
    expect(listAgents(db, { limit: 100 }).rows.find((row) => row.id === agent.id)).toMatchObject({ name: 'Renamed Receptionist', pending: true });
    expect(getCampaign(db, refs.camp!)).toMatchObject({ name: 'Pending Push Campaign', status: 'draft', pending: true });
    expect(listCampaigns(db, { limit: 100 }).rows).toHaveLength(campaignsBefore + 1);
    // Search finds what the user sees: the new text, not the old, and the contact created offline.
    expect(hits(db, 'Quixotic')).toEqual([{ id: contact.id, pending: true }]);
    if (contact.company) expect(hits(db, contact.company).map((hit) => hit.id)).not.toContain(contact.id);
    expect(hits(db, 'Zenobia')).toEqual([{ id: refs.new, pending: true }]);
    expect(listContacts(db, { limit: 100, filter: { company: 'quixotic widgets' } }).rows.map((row) => row.id)).toEqual([contact.id]);
    expectSearchIndexInStep(db);

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 5, failed: 0, conflicts: 0 });
    const created = [...serverView(sandbox.server, 'contacts').values()].find((row) => row.first_name === 'Zenobia')!;
    const campaign = [...serverView(sandbox.server, 'campaigns').values()].find((row) => row.name === 'Pending Push Campaign')!;
    expect(listContacts(db, { limit: 100 }).rows.filter((row) => row.pending)).toEqual([]);
    expect(listContacts(db, { limit: 100 }).rows).toHaveLength(contactsBefore);
    expect(countContacts(db)).toBe(contactsBefore);
    expect(getContact(db, contact.id)).toMatchObject({ company: 'Quixotic Widgets', pending: false });
    expect(getContact(db, created.id as string)).toMatchObject({ name: 'Zenobia Marchetti', pending: false });
    expect(getContact(db, refs.new!)).toBeUndefined();
    expect(getAgent(db, agent.id)).toMatchObject({ name: 'Renamed Receptionist', pending: false });
    expect(getCampaign(db, campaign.id as string)).toMatchObject({ name: 'Pending Push Campaign', pending: false });
    expect(getCampaign(db, refs.camp!)).toBeUndefined();
    expect(listCampaigns(db, { limit: 100 }).rows).toHaveLength(campaignsBefore + 1);
    expect(hits(db, 'Quixotic')).toEqual([{ id: contact.id, pending: false }]);
    expect(hits(db, 'Zenobia')).toEqual([{ id: created.id, pending: false }]);
    expectSearchIndexInStep(db);

    // And a sync after the push changes nothing the user sees.
    await syncAll(sandbox, sync);
    expect(hits(db, 'Quixotic')).toEqual([{ id: contact.id, pending: false }]);
    expect(hits(db, 'Zenobia')).toEqual([{ id: created.id, pending: false }]);
  });

  it('refolds a pending edit over the server’s other changes when a sync comes in, never clobbering it', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 8, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const db = sync.mirror.db;
    const contact = listContacts(db, { limit: 1 }).rows[0]!;
    const agent = listAgents(db, { limit: 1 }).rows[0]!;
    queue(sync, [
      { op: 'contact.update', id: contact.id, fields: { company: 'Quixotic Widgets' } },
      { op: 'contacts.tag', ids: [contact.id], add: ['pending-tag'] },
      { op: 'agent.update', id: agent.id, fields: { name: 'Renamed Receptionist' } },
    ]);
    // Someone else changes other fields of both records on the service.
    await sandbox.editor.patch(`/contacts/${contact.id}`, { last_name: 'Serverside', tags: ['server-tag'] });
    sandbox.server.admin.editAgent(agent.id, { language: 'fr' });

    await syncAll(sandbox, sync);

    expect(getContact(db, contact.id)).toMatchObject({ company: 'Quixotic Widgets', last_name: 'Serverside', tags: ['server-tag', 'pending-tag'], pending: true });
    expect(getAgent(db, agent.id)).toMatchObject({ name: 'Renamed Receptionist', language: 'fr', pending: true });
    expect(hits(db, 'Quixotic')).toEqual([{ id: contact.id, pending: true }]);
    expect(hits(db, 'Serverside')).toEqual([{ id: contact.id, pending: true }]);
    expect(hits(db, 'server-tag')).toEqual([{ id: contact.id, pending: true }]);
    expectSearchIndexInStep(db);
    // A second sync (nothing changed) leaves it as it is.
    await syncAll(sandbox, sync);
    expect(getContact(db, contact.id)).toMatchObject({ company: 'Quixotic Widgets', last_name: 'Serverside', pending: true });

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 2, conflicts: 0 });
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Quixotic Widgets', last_name: 'Serverside', tags: ['server-tag', 'pending-tag'] });
    expect(serverView(sandbox.server, 'agents').get(agent.id)).toMatchObject({ name: 'Renamed Receptionist', language: 'fr' });
    expect(getContact(db, contact.id)).toMatchObject({ company: 'Quixotic Widgets', last_name: 'Serverside', pending: false });
    expect(hits(db, 'Serverside')).toEqual([{ id: contact.id, pending: false }]);
    expectSearchIndexInStep(db);
  });
});

function hits(db: Parameters<typeof searchContacts>[0], query: string) {
  return searchContacts(db, query, { limit: 20 }).map((hit) => ({ id: hit.contact.id, pending: hit.contact.pending }));
}

/** The contacts' full-text index holds exactly what contacts_view shows (FTS5's own check against its content). */
function expectSearchIndexInStep(db: Parameters<typeof searchContacts>[0]) {
  expect(() => db.prepare(`INSERT INTO contacts_fts (contacts_fts, rank) VALUES ('integrity-check', 1)`).run()).not.toThrow();
}
