import { describe, expect, it } from 'vitest';
import { listContacts } from '../../src/main/mirror';
import { confirmedDoNotCall, outboxReport } from '../../src/main/outbox';
import { openTestSync, startSyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';
import { push, queue } from '../support/outbox-steps';
import { recordingFetch, type WireRequest } from '../support/wire-log';
import { syncAll } from '../support/sync-sandbox';

/** "A do-not-call request must reach the service before anything else, and the UI says when it has." */
describe('outbox do-not-call', () => {
  it('sends a do-not-call first, alone, even while it has to be tried again', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 0 } });
    let dncId = '';
    let refusedOnce = false;
    // The first do-not-call request meets a gateway error (it never reaches the service).
    const wire = recordingFetch({
      answer: ({ method, path }) => {
        if (refusedOnce || method !== 'PATCH' || path !== `/contacts/${dncId}`) return undefined;
        refusedOnce = true;
        return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
      },
    });
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await syncAll(sandbox, sync);
    wire.clear();
    const contacts = listContacts(sync.mirror.db, { limit: 12, filter: { status: 'active' } }).rows;
    expect(contacts).toHaveLength(12);
    dncId = contacts.at(-1)!.id;
    queue(
      sync,
      contacts.slice(0, -1).map((contact, index) => ({ op: 'contact.update', id: contact.id, fields: { company: `Queued ${index}` } })),
    );
    queue(sync, [{ op: 'contact.create', fields: { first_name: 'Later', phone: '+15550109999' } }]);
    queue(sync, [{ op: 'contact.update', id: dncId, fields: { status: 'dnc' } }]);
    expect(outboxReport(sync.mirror.db).pending[0]).toMatchObject({ id: dncId, urgent: true, fields: { status: 'dnc' } });

    const summary = await push(sandbox, sync);

    expect(summary).toMatchObject({ sent: 13, failed: 0, conflicts: 0, pending: 0 });
    expect(refusedOnce).toBe(true);
    const dnc = wire.log.filter((request) => request.path === `/contacts/${dncId}`);
    const others = wire.log.filter((request) => request.path !== `/contacts/${dncId}`);
    expect(wire.log[0]).toMatchObject({ method: 'PATCH', path: `/contacts/${dncId}`, body: { status: 'dnc' } });
    const acknowledged = dnc.find((request: WireRequest) => request.method === 'PATCH' && request.status === 200)!;
    expect(acknowledged).toBeDefined();
    // Nothing else left before the service acknowledged the do-not-call.
    expect(Math.min(...others.map((request) => request.left))).toBeGreaterThan(acknowledged.answered);
    expect(others.filter((request) => request.method !== 'GET')).toHaveLength(12);
    expect(serverView(sandbox.server, 'contacts').get(dncId)).toMatchObject({ status: 'dnc' });
  });

  it('says when the service confirmed a do-not-call', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 3, calls: 0 } });
    const sync = openTestSync(sandbox);
    await syncAll(sandbox, sync);
    const contact = listContacts(sync.mirror.db, { limit: 1, filter: { status: 'active' } }).rows[0]!;
    const queuedAt = new Date(sandbox.clock.now()).toISOString();
    queue(sync, [{ op: 'contact.update', id: contact.id, fields: { status: 'dnc' } }]);
    expect(confirmedDoNotCall(sync.mirror.db, queuedAt)).toEqual([]);

    await push(sandbox, sync);

    expect(confirmedDoNotCall(sync.mirror.db, queuedAt)).toEqual([{ id: contact.id, status: 'dnc', confirmed_at: expect.stringMatching(/^2026-/) }]);
  });
});
