import { describe, expect, it } from 'vitest';
import { listAgents, listCampaigns, listContacts } from '../../src/main/mirror';
import { decide, outboxReport } from '../../src/main/outbox';
import { openTestSync, startSyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';

/** "Permanent errors stop that operation with the server's message in plain words and keep the rest flowing." */
describe('outbox permanent errors', () => {
  it('fails an edit the service refuses (422) with its message, and sends the rest', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const agent = listAgents(sync.mirror.db, { limit: 1 }).rows[0]!;
    const contacts = listContacts(sync.mirror.db, { limit: 2 }).rows;
    // Any short text is a language to the request schema; the service knows which it supports.
    queue(sync, [{ op: 'agent.update', id: agent.id, fields: { language: 'Klingon' } }]);
    queue(sync, [
      { op: 'contact.update', id: contacts[0]!.id, fields: { company: 'Still Sent' } },
      { op: 'contact.update', id: contacts[1]!.id, fields: { company: 'Also Sent' } },
    ]);

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 2, failed: 1, conflicts: 0, pending: 0, stopped: null });
    expect(wire.writes().map((request) => `${request.method} ${request.path}`).sort()).toEqual(
      [`PATCH /agents/${agent.id}`, `PATCH /contacts/${contacts[0]!.id}`, `PATCH /contacts/${contacts[1]!.id}`].sort(),
    );
    const [failed] = outboxReport(sync.mirror.db).failed;
    expect(failed).toMatchObject({ id: agent.id, state: 'failed', fields: { language: 'Klingon' }, problem: { kind: 'invalid' } });
    // The service's own words, inside a sentence that says what to do.
    expect(failed!.problem!.message).toContain('"Klingon" is not supported');
    expect(failed!.problem!.message).toMatch(/^The workspace did not accept the agent: .*Correct it and try again\.$/);
    expect(serverView(sandbox.server, 'agents').get(agent.id)!.language).toBe(agent.language);
    expect(serverView(sandbox.server, 'contacts').get(contacts[0]!.id)).toMatchObject({ company: 'Still Sent' });

    // A failed edit stays until the user decides: pushing again neither drops nor resends it.
    wire.clear();
    expect(await push(sandbox, sync)).toMatchObject({ sent: 0, failed: 1 });
    expect(wire.log).toEqual([]);
  });

  it('keeps the edits that need a refused create waiting, and drops them with it on discard', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [
      { op: 'campaign.create', ref: 'inbound', fields: { name: 'Inbound desk', campaign_mode: 'inbound' } },
      { op: 'campaign.add_contacts', id: 'inbound', contact_ids: [contact.id] },
    ]);

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 0, failed: 1, pending: 1 });
    expect(wire.writes()).toEqual([{ method: 'POST', path: '/campaigns', body: { name: 'Inbound desk', campaign_mode: 'inbound' } }]);
    const report = outboxReport(sync.mirror.db);
    expect(report.failed[0]!.problem!.message).toContain('campaign_mode must be one of "outbound"');
    expect(report.pending).toEqual([expect.objectContaining({ op: 'campaign.add_contacts', waiting_for: `an earlier edit of this record that failed (#${report.failed[0]!.seq})` })]);

    decide(sync.mirror.db, report.failed[0]!.seq, { action: 'discard' });
    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
  });

  it('fails adding a contact the service no longer has, with its words, and sends the rest', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const campaign = listCampaigns(sync.mirror.db, { limit: 50 }).rows.find((row) => row.status === 'draft')!;
    const [kept, gone, other] = listContacts(sync.mirror.db, { limit: 3 }).rows;
    queue(sync, [
      { op: 'campaign.add_contacts', id: campaign.id, contact_ids: [kept!.id, gone!.id] },
      { op: 'contact.update', id: other!.id, fields: { company: 'Still Sent' } },
    ]);
    await sandbox.editor.delete(`/contacts/${gone!.id}`);

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, failed: 1 });
    const [failed] = outboxReport(sync.mirror.db).failed;
    expect(failed).toMatchObject({ op: 'campaign.add_contacts', contact_ids: [kept!.id, gone!.id], problem: { kind: 'not_found' } });
    expect(failed!.problem!.message).toBe(`One of the contacts to add no longer exists on the service: contact ${gone!.id} not found`);
    expect(wire.writes().map((request) => request.method + ' ' + request.path).sort()).toEqual([`PATCH /contacts/${other!.id}`, `POST /campaigns/${campaign.id}/contacts`].sort());
  });

  it('stops at a read-only key, saying so in plain words, with the rest left queued', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 12, calls: 0 } });
    const sync = openTestSync(sandbox, { apiKey: sandbox.server.keys.read });
    await syncAll(sandbox, sync);
    const contacts = listContacts(sync.mirror.db, { limit: 10 }).rows;
    queue(
      sync,
      contacts.map((contact, index) => ({ op: 'contact.update', id: contact.id, fields: { company: `Unsent ${index}` } })),
    );

    const summary = await push(sandbox, sync);

    expect(summary.stopped).toEqual({
      reason: 'read_only',
      message: 'This API key may only read, so the change was not saved. Enter a key with write permission to make changes.',
    });
    expect(summary.sent).toBe(0);
    // Those already on their way when the first refusal came back were refused too; nothing more was tried.
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(summary.failed).toBeLessThanOrEqual(4);
    expect(summary.pending).toBe(10 - summary.failed);
    const report = outboxReport(sync.mirror.db);
    expect(report.failed.every((entry) => entry.problem?.kind === 'read_only')).toBe(true);
    expect(report.pending.every((entry) => entry.state === 'queued')).toBe(true);
    for (const contact of contacts) expect(serverView(sandbox.server, 'contacts').get(contact.id)!.company).toBe(contact.company);

    // With a key that may write, the queued edits go, and the failed ones after a retry.
    const writer = openTestSync(sandbox, { mirror: sync.mirror });
    for (const entry of report.failed) decide(sync.mirror.db, entry.seq, { action: 'retry' });
    expect(await push(sandbox, writer)).toMatchObject({ sent: 10, failed: 0, pending: 0 });
    contacts.forEach((contact, index) => expect(serverView(sandbox.server, 'contacts').get(contact.id)!.company).toBe(`Unsent ${index}`));
  });
});
