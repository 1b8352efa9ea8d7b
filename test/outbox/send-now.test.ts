import { describe, expect, it } from 'vitest';
import { createOutboxRunner } from '../../src/main/outbox/outbox-runner';
import { endBackoffs } from '../../src/main/mirror/outbox-store';
import { openTestSync, startSyncSandbox } from '../support/sync-sandbox';
import { queue } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';
import { scriptedFetch } from './scripted-fetch';

/**
 * "Send now" while a push waits out a backoff (the service was away when
 * the edit was first sent): the push goes at once, rather than when its
 * delay ends or when it gives up. The clock here is a manual one that the
 * test never moves, so a push that waited out its delay would never end.
 */
describe('Send now', () => {
  it('wakes a push waiting out a backoff, and the edit goes at once', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 3, calls: 0 } });
    const wire = scriptedFetch([{ method: 'PATCH', path: /^\/contacts\//, action: { kind: 'never-sent' } }]);
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await syncAll(sandbox, sync);
    const [contact] = sandbox.server.admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? LIMIT 1').all(sandbox.server.admin.workspaces.main) as { id: string }[];
    queue(sync, [{ op: 'contact.update', id: contact!.id, fields: { company: 'Sent Now Ltd' } }]);
    const runner = createOutboxRunner({ mirror: sync.mirror, client: sync.api, clock: sandbox.clock });

    const pushed = runner.push();
    // The first try never reached the service: the edit now waits, on a clock that does not move.
    await expect.poll(() => (sync.mirror.db.prepare('SELECT next_attempt_ms AS at FROM outbox_ops').get() as { at: number }).at).toBeGreaterThan(sandbox.clock.now());

    expect(endBackoffs(sync.mirror.db)).toBe(1);
    expect(runner.push()).toBe(pushed);
    const summary = await pushed;

    expect(summary).toMatchObject({ sent: 1, pending: 0, failed: 0, conflicts: 0 });
    expect(sandbox.server.admin.db.prepare('SELECT company FROM contacts WHERE id = ?').get(contact!.id)).toEqual({ company: 'Sent Now Ltd' });
    sync.close();
  });
});
