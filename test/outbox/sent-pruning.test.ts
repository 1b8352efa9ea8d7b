import { describe, expect, it } from 'vitest';
import { listContacts } from '../../src/main/mirror';
import { startSyncSandbox } from '../support/sync-sandbox';
import { push, queue, syncedWithWire } from '../support/outbox-steps';

/**
 * Sent operations are kept a while (the Outbox lists a week of confirmed
 * do-not-call changes) and then forgotten, with their batches, so the outbox
 * does not grow with every edit ever made.
 */
describe('outbox: sent operations are forgotten after 30 days', () => {
  it('prunes what was sent more than 30 days before a push, batches included, and keeps what is newer', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
    const { sync } = await syncedWithWire(sandbox);
    const [first, second, third] = listContacts(sync.mirror.db, { limit: 3 }).rows;
    const rows = () => ({
      operations: sync.mirror.db.prepare('SELECT target, state FROM outbox_ops ORDER BY seq').all(),
      batches: (sync.mirror.db.prepare('SELECT count(*) AS n FROM outbox_batches').get() as { n: number }).n,
    });

    queue(sync, [{ op: 'contacts.tag', ids: [first!.id, second!.id], add: ['spring'] }]);
    expect(await push(sandbox, sync)).toMatchObject({ sent: 2 });
    expect(rows()).toEqual({ operations: [{ target: first!.id, state: 'done' }, { target: second!.id, state: 'done' }], batches: 1 });

    // 29 days on: still kept.
    sandbox.clock.advance(29 * 24 * 3_600_000);
    queue(sync, [{ op: 'contact.update', id: third!.id, fields: { company: 'Later Ltd' } }]);
    expect(await push(sandbox, sync)).toMatchObject({ sent: 1 });
    expect(rows().operations).toHaveLength(3);
    expect(rows().batches).toBe(1);

    // 31 days after the batch was sent, 2 after the single edit: the batch goes, the edit stays.
    sandbox.clock.advance(2 * 24 * 3_600_000);
    expect(await push(sandbox, sync)).toMatchObject({ sent: 0 });
    expect(rows()).toEqual({ operations: [{ target: third!.id, state: 'done' }], batches: 0 });
  });
});
