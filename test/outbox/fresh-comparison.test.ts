import { describe, expect, it } from 'vitest';
import { getContact, listAgents, listContacts } from '../../src/main/mirror';
import { outboxReport, replayOutbox } from '../../src/main/outbox';
import { runOverHttp } from '../support/virtual-time';
import { runSync, startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';
import { push, queue, syncedWithWire } from '../support/outbox-steps';
import type { WireRequest } from '../support/wire-log';

/**
 * An update is compared with the record as the service has it when the
 * update is sent, not with the mirror's copy, which may predate a
 * colleague's change by hours: here the colleague changes the record after
 * the last sync, and no sync comes between that change and the push.
 */
describe('outbox updates compared with the service’s record of now', () => {
  it('raises a conflict, and sends nothing, when a colleague changed the same field after the last sync', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { email: 'mine@example.com' } }]);
    await sandbox.editor.patch(`/contacts/${contact.id}`, { email: 'theirs@example.com' });

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 0, conflicts: 1 });
    expect(wire.writes()).toEqual([]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ email: 'theirs@example.com' });
    expect(outboxReport(sync.mirror.db).conflicts).toEqual([
      expect.objectContaining({
        id: contact.id,
        fields: { email: 'mine@example.com' },
        problem: expect.objectContaining({ kind: 'changed_on_server', fields: ['email'], theirs: { email: 'theirs@example.com' } }),
      }),
    ]);
  });

  it('sends the edit and keeps the colleague’s change when they changed another field after the last sync', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { email: 'mine@example.com' } }]);
    await sandbox.editor.patch(`/contacts/${contact.id}`, { company: 'Theirs Ltd' });

    expect(await push(sandbox, sync)).toMatchObject({ sent: 1, conflicts: 0 });

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/contacts/${contact.id}`, body: { email: 'mine@example.com' } }]);
    expect(serverView(sandbox.server, 'contacts').get(contact.id)).toMatchObject({ email: 'mine@example.com', company: 'Theirs Ltd' });
    // The mirror learned the colleague's change from the read, without waiting for a full sync.
    expect(getContact(sync.mirror.db, contact.id)).toMatchObject({ email: 'mine@example.com', company: 'Theirs Ltd', pending: false });
  });

  it('raises a conflict for an agent setting a colleague changed after the last sync, and sends one they did not', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 1, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    // The agents' details (objective, first message), which the list omits: the base an agent edit is compared from.
    expect(await runSync(sync, sandbox.clock, { full: true })).toMatchObject({ status: 'ok' });
    wire.clear();
    const [agent, other] = listAgents(sync.mirror.db, { limit: 2 }).rows;
    queue(sync, [
      { op: 'agent.update', id: agent!.id, fields: { objective: 'Mine: book a demo.' } },
      { op: 'agent.update', id: other!.id, fields: { objective: 'Mine: answer questions.' } },
    ]);
    await sandbox.editor.patch(`/agents/${agent!.id}`, { objective: 'Theirs: sell the upgrade.' });
    await sandbox.editor.patch(`/agents/${other!.id}`, { first_message: 'Theirs: hello there.' });

    expect(await push(sandbox, sync)).toMatchObject({ sent: 1, conflicts: 1 });

    expect(wire.writes()).toEqual([{ method: 'PATCH', path: `/agents/${other!.id}`, body: { objective: 'Mine: answer questions.' } }]);
    const agents = serverView(sandbox.server, 'agents');
    expect(agents.get(agent!.id)).toMatchObject({ objective: 'Theirs: sell the upgrade.' });
    expect(agents.get(other!.id)).toMatchObject({ objective: 'Mine: answer questions.', first_message: 'Theirs: hello there.' });
    expect(outboxReport(sync.mirror.db).conflicts).toEqual([expect.objectContaining({ id: agent!.id, problem: expect.objectContaining({ fields: ['objective'] }) })]);
  });

  it('says the record is gone when a colleague deleted it after the last sync, and sends nothing', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 3, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Mine Ltd' } }]);
    await sandbox.editor.delete(`/contacts/${contact.id}`);

    expect(await push(sandbox, sync)).toMatchObject({ sent: 0, conflicts: 1 });

    expect(wire.writes()).toEqual([]);
    expect(outboxReport(sync.mirror.db).conflicts).toEqual([expect.objectContaining({ id: contact.id, problem: expect.objectContaining({ kind: 'deleted_on_server' }) })]);
  });

  it('names the deleted record in the Outbox even when a sync removed it from the mirror before the push', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 3, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const contact = listContacts(sync.mirror.db, { limit: 1 }).rows[0]!;
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { company: 'Mine Ltd' } }]);
    await sandbox.editor.delete(`/contacts/${contact.id}`);
    await runSync(sync, sandbox.clock, { full: true });
    expect(getContact(sync.mirror.db, contact.id)).toBeUndefined();

    expect(outboxReport(sync.mirror.db).pending).toEqual([expect.objectContaining({ id: contact.id, label: contact.name })]);
    expect(await push(sandbox, sync)).toMatchObject({ sent: 0, conflicts: 1 });
    expect(outboxReport(sync.mirror.db).conflicts).toEqual([
      expect.objectContaining({ id: contact.id, label: contact.name, problem: expect.objectContaining({ kind: 'deleted_on_server', name: contact.name }) }),
    ]);
  });

  describe('a batch of several hundred edits, with a colleague changing some of the same records meanwhile', () => {
    const CONTACTS = 1_000;
    const EDITED = 300;

    /** 300 company edits queued; then, unseen by the mirror, a colleague changes the company of 20 of them and the last name of 20 others. */
    async function batchEditedOnBothSides() {
      const sandbox = await startSyncSandbox({ seed: { contacts: CONTACTS, calls: 0 } });
      const { sync, wire } = await syncedWithWire(sandbox);
      const contacts = listContacts(sync.mirror.db, { limit: EDITED }).rows;
      queue(
        sync,
        contacts.map((contact) => ({ op: 'contact.update', id: contact.id, fields: { company: 'Mine Ltd' } })),
      );
      const sameField = contacts.slice(0, 20).map((contact) => contact.id);
      const otherField = contacts.slice(20, 40).map((contact) => contact.id);
      for (const id of sameField) await sandbox.editor.patch(`/contacts/${id}`, { company: 'Theirs Ltd' });
      for (const id of otherField) await sandbox.editor.patch(`/contacts/${id}`, { last_name: 'Theirs' });
      return { sandbox, sync, wire, ids: contacts.map((contact) => contact.id), sameField, otherField };
    }

    function expectBothSidesKept(sandbox: SyncSandbox, ids: string[], sameField: string[], otherField: string[]) {
      const server = serverView(sandbox.server, 'contacts');
      for (const id of sameField) expect(server.get(id)).toMatchObject({ company: 'Theirs Ltd' });
      for (const id of otherField) expect(server.get(id)).toMatchObject({ company: 'Mine Ltd', last_name: 'Theirs' });
      const untouched = ids.filter((id) => !sameField.includes(id));
      expect(untouched.filter((id) => server.get(id)!.company !== 'Mine Ltd')).toEqual([]);
    }

    const singleReads = (log: readonly WireRequest[]) => log.filter((request) => request.method === 'GET' && request.path.startsWith('/contacts/')).length;
    const listReads = (log: readonly WireRequest[]) => log.filter((request) => request.method === 'GET' && request.path === '/contacts').length;

    it('conflicts exactly on the records whose same field changed, reading the contact list rather than each record', async () => {
      const { sandbox, sync, wire, ids, sameField, otherField } = await batchEditedOnBothSides();

      const summary = await push(sandbox, sync);

      expect(summary).toMatchObject({ sent: EDITED - sameField.length, conflicts: sameField.length, failed: 0, pending: 0 });
      expect(new Set(outboxReport(sync.mirror.db, { limit: 1_000 }).conflicts.map((entry) => entry.id))).toEqual(new Set(sameField));
      expectBothSidesKept(sandbox, ids, sameField, otherField);
      // 1,000 contacts are 10 pages of 100: far fewer requests than 300 single reads.
      expect(listReads(wire.log)).toBeLessThanOrEqual(CONTACTS / 100);
      expect(singleReads(wire.log)).toBe(0);
      expect(summary.requests).toBe(listReads(wire.log) + EDITED - sameField.length);
    });

    it('conflicts on the same records when each record is read on its own', async () => {
      const { sandbox, sync, wire, ids, sameField, otherField } = await batchEditedOnBothSides();

      const summary = await runOverHttp(sandbox.clock, sync.api.scheduler, replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0, listPasses: false }));

      expect(summary).toMatchObject({ sent: EDITED - sameField.length, conflicts: sameField.length });
      expectBothSidesKept(sandbox, ids, sameField, otherField);
      expect(listReads(wire.log)).toBe(0);
      expect(singleReads(wire.log)).toBe(EDITED);
    });
  });
});
