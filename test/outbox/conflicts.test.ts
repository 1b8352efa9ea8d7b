import { describe, expect, it } from 'vitest';
import { getContact, listContacts } from '../../src/main/mirror';
import { decide, OutboxDecisionError, outboxReport } from '../../src/main/outbox';
import { serverView } from '../support/mirror-vs-server';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';

/**
 * Three-way conflicts: the edit's base (the server's value when it was made),
 * the server's value as a sync last saw it, and the edit's own.
 */
describe('outbox conflicts', () => {
  /** Company edited offline, then changed by someone else on the service, then a sync; a second contact edited too. */
  async function companyEditedOnBothSides() {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const [contact, other] = listContacts(sync.mirror.db, { limit: 2 }).rows;
    queue(sync, [{ op: 'contact.update', id: contact!.id, fields: { company: 'Mine Ltd' } }]);
    queue(sync, [{ op: 'contact.update', id: other!.id, fields: { company: 'Flows Ltd' } }]);
    await sandbox.editor.patch(`/contacts/${contact!.id}`, { company: 'Theirs Ltd' });
    await syncAll(sandbox, sync);
    // The sync did not clobber the pending edit.
    expect(getContact(sync.mirror.db, contact!.id)).toMatchObject({ company: 'Mine Ltd', pending: true });
    wire.clear();

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, conflicts: 1, failed: 0, pending: 0 });
    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${other!.id}`, body: { company: 'Flows Ltd' } }]);
    const [conflict] = outboxReport(sync.mirror.db).conflicts;
    expect(conflict).toMatchObject({
      id: contact!.id,
      state: 'conflict',
      fields: { company: 'Mine Ltd' },
      problem: { kind: 'changed_on_server', fields: ['company'], theirs: { company: 'Theirs Ltd' } },
    });
    expect(conflict!.problem!.message).toMatch(/Someone changed company on the service/);
    expect(serverView(sandbox.server, 'contacts').get(contact!.id)).toMatchObject({ company: 'Theirs Ltd' });
    wire.clear();
    return { sandbox, sync, wire, contact: contact!, seq: conflict!.seq };
  }

  it('stops the record in conflict and holds its later edits, and sends it with the user’s value on keep mine', async () => {
    const { sandbox, sync, wire, contact, seq } = await companyEditedOnBothSides();
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { last_name: 'Afterwards' } }]);
    expect(outboxReport(sync.mirror.db).pending).toEqual([expect.objectContaining({ id: contact.id, waiting_for: `an earlier edit of this record that is in conflict (#${seq})` })]);
    expect(await push(sandbox, sync)).toMatchObject({ sent: 0, conflicts: 1, pending: 1 });
    expect(wire.log).toEqual([]);

    decide(sync.mirror.db, seq, { action: 'keep_mine' });
    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 2, conflicts: 0, pending: 0 });
    expect(wire.writes()).toEqual([
      { method: 'PATCH', path: `/contacts/${contact.id}`, body: { company: 'Mine Ltd' } },
      { method: 'PATCH', path: `/contacts/${contact.id}`, body: { last_name: 'Afterwards' } },
    ]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Mine Ltd', last_name: 'Afterwards' });
  });

  it('drops the edit on take theirs and keeps the service’s value', async () => {
    const { sandbox, sync, wire, contact, seq } = await companyEditedOnBothSides();

    decide(sync.mirror.db, seq, { action: 'take_theirs' });

    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ company: 'Theirs Ltd', pending: false });
    await push(sandbox, sync);
    expect(wire.log).toEqual([]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Theirs Ltd' });
  });

  it('sends the other fields of the edit on take theirs', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Mine Ltd', last_name: 'Mine' } }]);
    await sandbox.editor.patch(`/contacts/${contact.id}`, { company: 'Theirs Ltd' });
    await syncAll(sandbox, sync);
    await push(sandbox, sync);
    const [conflict] = outboxReport(sync.mirror.db).conflicts;
    expect(conflict!.problem).toMatchObject({ fields: ['company'] });
    wire.clear();

    decide(sync.mirror.db, conflict!.seq, { action: 'take_theirs' });
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ company: 'Theirs Ltd', last_name: 'Mine', pending: true });
    await push(sandbox, sync);

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${contact.id}`, body: { last_name: 'Mine' } }]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Theirs Ltd', last_name: 'Mine' });
  });

  it('sends the new value on edit', async () => {
    const { sandbox, sync, wire, contact, seq } = await companyEditedOnBothSides();

    expect(() => decide(sync.mirror.db, seq, { action: 'edit', fields: { company: 42 } })).toThrow(OutboxDecisionError);
    expect(() => decide(sync.mirror.db, seq, { action: 'edit', fields: { company: 42 } })).toThrow(/company/);
    decide(sync.mirror.db, seq, { action: 'edit', fields: { company: 'Agreed Ltd' } });
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ company: 'Agreed Ltd', pending: true });
    await push(sandbox, sync);

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${contact.id}`, body: { company: 'Agreed Ltd' } }]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Agreed Ltd' });
  });

  it.each([
    { decision: { action: 'keep_mine' } as const, sent: 'Mine Ltd' },
    { decision: { action: 'edit', fields: { company: 'Agreed Ltd' } } as const, sent: 'Agreed Ltd' },
  ])('asks again rather than send over a change made after the one the user decided against ($decision.action)', async ({ decision, sent }) => {
    const { sandbox, sync, wire, contact, seq } = await companyEditedOnBothSides();
    // The user looks at "theirs: Theirs Ltd"; meanwhile someone changes it again, and a sync brings that into the mirror.
    await sandbox.editor.patch(`/contacts/${contact.id}`, { company: 'Newer Ltd' });
    await syncAll(sandbox, sync);
    wire.clear();

    decide(sync.mirror.db, seq, decision);
    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 0, conflicts: 1 });
    expect(wire.writes()).toEqual([]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Newer Ltd' });
    const [again] = outboxReport(sync.mirror.db).conflicts;
    expect(again).toMatchObject({ seq, fields: { company: sent }, problem: { kind: 'changed_on_server', fields: ['company'], theirs: { company: 'Newer Ltd' } } });
    // Decided again against what the service has now, it goes.
    decide(sync.mirror.db, seq, { action: 'keep_mine' });
    expect(await push(sandbox, sync)).toMatchObject({ sent: 1, conflicts: 0 });
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: sent });
  });

  it('sends an edit when someone else changed a different field, keeping both changes', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Mine Ltd' } }]);
    await sandbox.editor.patch(`/contacts/${contact.id}`, { last_name: 'Theirs' });
    await syncAll(sandbox, sync);
    wire.clear();

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, conflicts: 0 });
    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${contact.id}`, body: { company: 'Mine Ltd' } }]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ company: 'Mine Ltd', last_name: 'Theirs' });
  });

  it('sends an edit when someone else set the same field to the same value', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Same Ltd' } }]);
    await sandbox.editor.patch(`/contacts/${contact.id}`, { company: 'Same Ltd' });
    await syncAll(sandbox, sync);

    expect(await push(sandbox, sync)).toMatchObject({ sent: 1, conflicts: 0 });
  });

  it.each([
    { when: 'before a sync saw the delete', syncFirst: false },
    { when: 'after a sync removed it from the mirror', syncFirst: true },
  ])('reports a contact deleted on the service $when as a conflict, never re-creates it, and clears it on discard', async ({ syncFirst }) => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const [contact, other] = listContacts(sync.mirror.db, { limit: 2 }).rows;
    queue(sync, [{ op: 'contact.update', id: contact!.id, fields: { company: 'Too Late Ltd' } }]);
    queue(sync, [{ op: 'contacts.tag', ids: [contact!.id, other!.id], add: ['late'] }]);
    expect((await sandbox.editor.delete(`/contacts/${contact!.id}`)).status).toBe(200);
    if (syncFirst) await syncAll(sandbox, sync);
    wire.clear();

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 1, conflicts: 1, failed: 0 });
    const report = outboxReport(sync.mirror.db);
    // The tag edit went into the contact's queued update: one operation, in conflict.
    expect(report).toEqual({
      pending: [],
      failed: [],
      conflicts: [expect.objectContaining({ id: contact!.id, fields: { company: 'Too Late Ltd' }, tags_add: ['late'], problem: expect.objectContaining({ kind: 'deleted_on_server' }) })],
    });
    expect(report.conflicts[0]!.problem!.message).toMatch(/deleted on the service/);
    // The service said it is gone: the mirror no longer shows it, whether or not a sync saw the delete.
    expect(getContact(sync.mirror.db, contact!.id)).toBeUndefined();
    expect(wire.writes().filter((request) => request.method === 'POST')).toEqual([]);
    expect(wire.writes().filter((request) => request.path === `/contacts/${other!.id}`)).toHaveLength(1);
    expect(() => decide(sync.mirror.db, report.conflicts[0]!.seq, { action: 'keep_mine' })).toThrow(/can only be discarded/);
    expect(await push(sandbox, sync)).toMatchObject({ sent: 0, conflicts: 1 });

    decide(sync.mirror.db, report.conflicts[0]!.seq, { action: 'discard' });

    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
    expect(getContact(sync.mirror.db, contact!.id)).toBeUndefined();
    expect(await push(sandbox, sync)).toMatchObject({ sent: 0, conflicts: 0, pending: 0 });
    expect(wire.writes().filter((request) => request.method === 'POST')).toEqual([]);
    expect(serverView(sandbox.server, 'contacts').has(contact!.id)).toBe(false);
  });
});
