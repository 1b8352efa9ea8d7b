import { describe, expect, it } from 'vitest';
import { getAgent, listAgents } from '../../src/main/mirror';
import { provisioningAgents } from '../../src/main/mirror/provisioning-agents';
import { PROVISIONING_GIVE_UP_MS } from '../../src/main/sync/provisioning-watch';
import { runSync, START } from '../support/sync-sandbox';
import { runOverHttp } from '../support/virtual-time';
import { provisioningSetup } from './provisioning-setup';

/**
 * A new agent the service is still provisioning when the watch's limit
 * passes (provisioning-setup.ts; the limit is the watch's option here, but
 * for the first test): no longer read, and shown as given up on rather than
 * as provisioning or inactive, so the screens can say so; read once more
 * after a sync, and at once on the user's "Check now", which watches it
 * again from the start; a watch restarted past the limit gives up at once.
 */
const MINUTE = 60_000;

describe('a new agent still provisioning after the watch’s limit', () => {
  it('is read with growing waits for ten minutes, then no longer, and shown as given up on', async () => {
    const { id, db, reads, nextRead, settled, sandbox, close } = await provisioningSetup(24 * 3_600_000);
    try {
      const readsAtCreate = reads.length;
      for (;;) {
        await settled();
        if (!(await nextRead())) break;
        expect(sandbox.clock.now() - START).toBeLessThan(PROVISIONING_GIVE_UP_MS + 30_000);
      }
      expect(provisioningAgents(db)).toEqual([{ id, since: new Date(START).toISOString(), reads: expect.any(Number), stopped: expect.any(String) }]);
      expect(getAgent(db, id)).toMatchObject({ is_active: false, provisioning: false, provisioning_stopped: true });
      expect(listAgents(db, { limit: 50 }).rows.find((row) => row.id === id)).toMatchObject({ provisioning: false, provisioning_stopped: true });
      // At 2, 5, 10, 18, 31 and 51 s, then every 30 s while under ten minutes.
      expect(reads.length - readsAtCreate).toBe(6 + Math.floor((PROVISIONING_GIVE_UP_MS - 51_000) / 30_000));
      expect(sandbox.clock.nextWakeAt()).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('is read once more after each sync, stays given up on while still provisioning, and is let go once ready', async () => {
    const { id, db, reads, nextRead, settled, sandbox, sync, watch, close } = await provisioningSetup(5 * MINUTE, { giveUpAfterMs: MINUTE });
    try {
      while (await settled().then(nextRead));
      expect(getAgent(db, id)).toMatchObject({ provisioning_stopped: true });
      expect(sandbox.clock.now() - START).toBeLessThan(MINUTE + 30_000);

      const before = reads.length;
      await runSync(sync, sandbox.clock);
      await runOverHttp(sandbox.clock, sync.api.scheduler, watch().recheckStopped());
      expect(reads.length).toBe(before + 1);
      expect(getAgent(db, id)).toMatchObject({ is_active: false, provisioning_stopped: true });
      expect(sandbox.clock.nextWakeAt()).toBeUndefined();

      sandbox.clock.advance(5 * MINUTE);
      await runSync(sync, sandbox.clock);
      await runOverHttp(sandbox.clock, sync.api.scheduler, watch().recheckStopped());
      expect(getAgent(db, id)).toMatchObject({ is_active: true, provisioning: false, provisioning_stopped: false });
      expect(provisioningAgents(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is read at once on “Check now” and watched again from the start, until the service says it is ready', async () => {
    const { id, db, reads, nextRead, settled, sandbox, sync, watch, close } = await provisioningSetup(90_000, { giveUpAfterMs: MINUTE });
    try {
      while (await settled().then(nextRead));
      expect(getAgent(db, id)).toMatchObject({ provisioning_stopped: true });

      const before = reads.length;
      const checkedAt = sandbox.clock.now();
      expect(await runOverHttp(sandbox.clock, sync.api.scheduler, watch().checkNow(id))).toBe('provisioning');
      expect(reads.length).toBe(before + 1);
      expect(provisioningAgents(db)).toEqual([{ id, since: new Date(checkedAt).toISOString(), reads: 0 }]);
      expect(getAgent(db, id)).toMatchObject({ provisioning: true, provisioning_stopped: false });

      // Watched as a new agent: 2 s later, then 3 s more…, until the service's three minutes have passed.
      await settled();
      expect(await nextRead()).toBe(true);
      expect(sandbox.clock.now() - checkedAt).toBe(2_000);
      while (await settled().then(nextRead));
      expect(getAgent(db, id)).toMatchObject({ is_active: true, provisioning: false, provisioning_stopped: false });
      expect(provisioningAgents(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is given up on at once, without a read, by a watch restarted after the limit passed', async () => {
    const { id, db, reads, settled, sandbox, restartWatch, close } = await provisioningSetup(24 * 3_600_000, { giveUpAfterMs: MINUTE });
    try {
      await settled();
      await close();
      const before = reads.length;
      sandbox.clock.advance(2 * MINUTE);
      await restartWatch();
      await expect.poll(() => getAgent(db, id)).toMatchObject({ provisioning: false, provisioning_stopped: true });
      expect(reads.length).toBe(before);
      expect(sandbox.clock.nextWakeAt()).toBeUndefined();
    } finally {
      await close();
    }
  });
});
