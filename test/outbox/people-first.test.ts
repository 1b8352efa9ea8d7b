import { describe, expect, it } from 'vitest';
import { getContact, listContacts } from '../../src/main/mirror';
import { getOperation, saveOperation } from '../../src/main/mirror/outbox-store';
import { cancelBatch, outboxBatches, outboxReport, replayOutbox } from '../../src/main/outbox';
import { runOverHttp } from '../support/virtual-time';
import { serverView } from '../support/mirror-vs-server';
import { startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox';
import type { ProfileSync } from '../../src/main/sync';
import { queue, syncedWithWire } from '../support/outbox-steps';

/**
 * The outbox serves people first: edits made one at a time go ahead of a
 * bulk batch already waiting, do-not-call changes ahead of everything; a
 * batch is one entry with its progress, and what is still waiting of it can
 * be cancelled.
 */
describe('outbox lanes: people first, then bulk batches', () => {
  /** One request at a time, so the order requests leave in is the order the outbox chose. */
  function pushOneByOne(sandbox: SyncSandbox, sync: ProfileSync, options: { signal?: AbortSignal; onSettled?: () => void } = {}) {
    return runOverHttp(
      sandbox.clock,
      sync.api.scheduler,
      replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0, concurrency: 1, ...options }),
    );
  }

  it('sends a campaign draft and a form edit made while 250 tag edits wait before them, and a do-not-call first of all', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 300, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const contacts = listContacts(sync.mirror.db, { limit: 300 }).rows;
    const tagged = contacts.slice(0, 250).map((contact) => contact.id);
    const [formEdited, doNotCall] = contacts.slice(260, 262);
    queue(sync, [{ op: 'contacts.tag', ids: tagged, add: ['spring'] }]);
    queue(sync, [
      { op: 'campaign.create', ref: 'draft', fields: { name: 'Spring follow-up' } },
      { op: 'campaign.add_contacts', id: 'draft', contact_ids: tagged.slice(0, 3) },
    ]);
    queue(sync, [{ op: 'contact.update', id: formEdited!.id, fields: { company: 'Form Ltd' } }]);
    queue(sync, [{ op: 'contact.update', id: doNotCall!.id, fields: { status: 'dnc' } }]);

    const summary = await pushOneByOne(sandbox, sync);

    expect(summary).toMatchObject({ sent: 254, conflicts: 0, failed: 0, pending: 0 });
    const writes = wire.writes();
    // The draft's contacts are among the tagged ones: adding them is the draft's own edit, not the batch's.
    expect(writes.slice(0, 4).map(({ method, path }) => `${method} ${path.replace(/^\/campaigns\/[^/]+\//, '/campaigns/…/')}`)).toEqual([
      `PATCH /contacts/${doNotCall!.id}`,
      'POST /campaigns',
      'POST /campaigns/…/contacts',
      `PATCH /contacts/${formEdited!.id}`,
    ]);
    expect(writes.slice(4).every((request) => request.method === 'PATCH' && (request.body as { tags: string[] }).tags.includes('spring'))).toBe(true);
    expect(writes).toHaveLength(254);
  });

  it('takes a record out of a waiting batch when it is then edited on its own, so the person does not wait behind the batch', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const ids = listContacts(sync.mirror.db, { limit: 5 }).rows.map((contact) => contact.id);
    queue(sync, [{ op: 'contacts.tag', ids, add: ['spring'] }]);
    queue(sync, [{ op: 'contact.update', id: ids[4]!, fields: { company: 'Form Ltd' } }]);
    expect(outboxReport(sync.mirror.db).pending.map((entry) => [entry.id, entry.batch === null])).toEqual([
      [ids[4], true],
      ...ids.slice(0, 4).map((id) => [id, false]),
    ]);

    await pushOneByOne(sandbox, sync);

    expect(wire.writes()[0]).toEqual({ method: 'PATCH', path: `/contacts/${ids[4]}`, body: { company: 'Form Ltd', tags: expect.arrayContaining(['spring']) } });
  });

  it('shows a batch as one entry with its progress and the time left at the rate it has been going', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 300, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const ids = listContacts(sync.mirror.db, { limit: 250 }).rows.map((contact) => contact.id);
    queue(sync, [{ op: 'contacts.tag', ids, add: ['vip'] }]);
    expect(outboxBatches(sync.mirror.db, new Date(sandbox.clock.now()))).toEqual([
      expect.objectContaining({ label: 'Add “vip” to 250 contacts', operations: 250, waiting: 250, sending: 0, sent: 0, stopped: 0, seconds_left: null }),
    ]);

    // Stopped after 100 are sent.
    const stop = new AbortController();
    let settled = 0;
    await pushOneByOne(sandbox, sync, { signal: stop.signal, onSettled: () => ++settled === 100 && stop.abort() });

    const [batch] = outboxBatches(sync.mirror.db, new Date(sandbox.clock.now()));
    expect(batch).toMatchObject({ operations: 250, sent: 100, waiting: 150, sending: 0 });
    // 100 sent within the last two minutes of the (manual) clock: 150 more take 150 / (100 / 120 s) = 180 s.
    expect(batch!.seconds_left).toBe(180);
  });

  it('cancels what still waits of a batch, showing the service’s version again, and leaves an edit already on its way to be settled', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
    const { sync, wire } = await syncedWithWire(sandbox);
    const ids = listContacts(sync.mirror.db, { limit: 10 }).rows.map((contact) => contact.id);
    queue(sync, [{ op: 'contacts.tag', ids, add: ['cancelled'] }]);
    queue(sync, [{ op: 'contact.update', id: ids[9]!, fields: { company: 'Kept Ltd' } }]);
    // One of the batch's edits was marked as sending when the app stopped: it may have reached the service.
    const [first] = outboxReport(sync.mirror.db).pending.filter((entry) => entry.batch !== null);
    const operation = getOperation(sync.mirror.db, first!.seq)!;
    saveOperation(sync.mirror.db, { ...operation, state: 'sending', sentBody: { tags: ['cancelled'] } });
    const [batch] = outboxBatches(sync.mirror.db);

    expect(cancelBatch(sync.mirror.db, batch!.batch)).toEqual({ cancelled: 8, sending: 1 });

    const pending = outboxReport(sync.mirror.db).pending;
    expect(pending.map((entry) => entry.id).sort()).toEqual([first!.id, ids[9]].sort());
    for (const id of ids.slice(0, 9).filter((id) => id !== first!.id)) expect(getContact(sync.mirror.db, id)).toMatchObject({ pending: false, tags: expect.not.arrayContaining(['cancelled']) });
    // The record edited on its own keeps that edit (its tag had left the batch with it).
    expect(getContact(sync.mirror.db, ids[9]!)).toMatchObject({ pending: true, company: 'Kept Ltd' });

    await pushOneByOne(sandbox, sync);
    const server = serverView(sandbox.server, 'contacts');
    expect(ids.filter((id) => (server.get(id)!.tags as string[]).includes('cancelled')).sort()).toEqual([first!.id, ids[9]].sort());
    expect(wire.writes().filter((request) => request.method === 'PATCH')).toHaveLength(2);
  });

  it('keeps do-not-call changes out of a batch: each goes first of all and is listed on its own', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const ids = listContacts(sync.mirror.db, { limit: 4, filter: { status: 'active' } }).rows.map((contact) => contact.id);

    queue(
      sync,
      ids.map((id) => ({ op: 'contact.update', id, fields: { status: 'dnc', company: 'Bulk Ltd' } })),
    );

    const pending = outboxReport(sync.mirror.db).pending;
    expect(pending.filter((entry) => entry.urgent).map((entry) => [entry.id, entry.batch])).toEqual(ids.map((id) => [id, null]));
    expect(pending.filter((entry) => !entry.urgent).every((entry) => entry.batch !== null)).toBe(true);
    expect(outboxBatches(sync.mirror.db)).toEqual([expect.objectContaining({ label: 'Edit 4 contacts', operations: 4 })]);
  });
});
