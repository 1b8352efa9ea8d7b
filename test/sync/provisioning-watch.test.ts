import { describe, expect, it } from 'vitest';
import { getAgent, listAgents } from '../../src/main/mirror';
import { provisioningAgents } from '../../src/main/mirror/provisioning-agents';
import { createOutboxRunner } from '../../src/main/outbox/outbox-runner';
import { PROVISIONING_GIVE_UP_MS, startProvisioningWatch, type ProvisioningWatch } from '../../src/main/sync/provisioning-watch';
import { openTestSync, startSyncSandbox, START } from '../support/sync-sandbox';
import { runOverHttp } from '../support/virtual-time';

/**
 * A new agent, created through the core's online action against the sandbox
 * over HTTP, on one manual clock for the service's provisioning and the
 * app's backoff: shown as provisioning, read again (GET /agents/{id}) at
 * growing intervals until the service says it is ready, then let go; a
 * restarted watch goes on from the mirror; one never ready is let go after
 * the limit. No test sleeps: the clock jumps to the watch's next read once
 * nothing is in flight.
 */
async function provisioningSetup(provisioningDelayMs: number) {
  const reads: string[] = [];
  const sandbox = await startSyncSandbox({
    provisioningDelayMs,
    onRequest: (event) => {
      if (event.phase === 'answered' && event.method === 'GET' && /^\/v1\/agents\/[^/?]+/.test(event.url)) reads.push(event.url);
    },
  });
  const sync = openTestSync(sandbox);
  const db = sync.mirror.db;
  let watch: ProvisioningWatch = startProvisioningWatch({ db, client: sync.api, clock: sandbox.clock });
  const runner = createOutboxRunner({ mirror: sync.mirror, client: sync.api, clock: sandbox.clock, onAgentProvisioning: () => watch.wake() });
  const created = await runOverHttp(sandbox.clock, sync.api.scheduler, runner.createAgent({ name: 'Night line', objective: 'Take messages' }));
  /**
   * Moves the clock to the watch's next wake and waits for what it does: a read answered and written (true), or the
   * agent let go without one (false); false too when the watch waits for nothing.
   */
  const nextRead = async (): Promise<boolean> => {
    await expect.poll(() => sync.api.scheduler.stats().inFlight).toBe(0);
    const wake = sandbox.clock.nextWakeAt();
    if (wake === undefined) return false;
    const before = reads.length;
    sandbox.clock.advanceTo(wake);
    await expect.poll(() => reads.length > before || provisioningAgents(db).length === 0).toBe(true);
    await expect.poll(() => sync.api.scheduler.stats().inFlight).toBe(0);
    return reads.length > before;
  };
  /** Waits until the watch sleeps (for its next read) or idles (nothing left to read). */
  const settled = async () => expect.poll(() => sandbox.clock.pendingSleeps() > 0 || provisioningAgents(db).length === 0).toBe(true);
  return {
    sandbox,
    sync,
    db,
    created,
    reads,
    nextRead,
    settled,
    restartWatch: async () => {
      await watch.close();
      watch = startProvisioningWatch({ db, client: sync.api, clock: sandbox.clock });
    },
    close: () => watch.close(),
  };
}

describe('a new agent while the service provisions it', () => {
  it('shows as provisioning, is read again with growing waits until the service says it is ready, even across a restart, then is let go', async () => {
    const { created, db, reads, nextRead, settled, restartWatch, sandbox, close } = await provisioningSetup(20_000);
    try {
      expect(created).toMatchObject({ name: 'Night line', is_active: false, provisioning: true });
      const id = created.id!;
      expect(getAgent(db, id)).toMatchObject({ is_active: false, provisioning: true });
      expect(listAgents(db, { limit: 50 }).rows.find((row) => row.id === id)).toMatchObject({ provisioning: true });
      const readsAtCreate = reads.length;

      // 2 s, then 3 s more, then 5 s more: still provisioning on the service (20 s).
      const times: number[] = [];
      for (let read = 0; read < 3; read++) {
        await settled();
        expect(await nextRead()).toBe(true);
        times.push(sandbox.clock.now() - START);
      }
      expect(times).toEqual([2_000, 5_000, 10_000]);
      expect(getAgent(db, id)).toMatchObject({ provisioning: true });

      // The app restarts: the watch goes on from the mirror, at the next step of the backoff (8 s).
      await restartWatch();
      await settled();
      expect(await nextRead()).toBe(true);
      expect(sandbox.clock.now() - START).toBe(18_000);
      expect(getAgent(db, id)).toMatchObject({ is_active: false, provisioning: true });

      // 13 s more: past the service's 20 s, the agent is ready; read once more, it is shown active and let go.
      await settled();
      expect(await nextRead()).toBe(true);
      expect(sandbox.clock.now() - START).toBe(31_000);
      await settled();
      expect(getAgent(db, id)).toMatchObject({ is_active: true, provisioning: false });
      expect(provisioningAgents(db)).toEqual([]);
      expect(await nextRead()).toBe(false);
      expect(reads.length - readsAtCreate).toBe(5);
    } finally {
      await close();
    }
  });

  it('lets an agent go, shown as the service has it, when it is still not ready after the limit', async () => {
    const { created, db, reads, nextRead, settled, sandbox, close } = await provisioningSetup(24 * 3_600_000);
    try {
      const readsAtCreate = reads.length;
      for (;;) {
        await settled();
        if (!(await nextRead())) break;
        expect(sandbox.clock.now() - START).toBeLessThan(PROVISIONING_GIVE_UP_MS + 30_000);
      }
      expect(provisioningAgents(db)).toEqual([]);
      expect(getAgent(db, created.id!)).toMatchObject({ is_active: false, provisioning: false });
      // At 2, 5, 10, 18, 31 and 51 s, then every 30 s while under ten minutes.
      expect(reads.length - readsAtCreate).toBe(6 + Math.floor((PROVISIONING_GIVE_UP_MS - 51_000) / 30_000));
    } finally {
      await close();
    }
  });
});
