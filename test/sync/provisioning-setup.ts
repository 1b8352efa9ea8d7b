import { expect } from 'vitest';
import { provisioningAgents } from '../../src/main/mirror/provisioning-agents';
import { createOutboxRunner } from '../../src/main/outbox/outbox-runner';
import { startProvisioningWatch, type ProvisioningWatch } from '../../src/main/sync/provisioning-watch';
import { openTestSync, startSyncSandbox } from '../support/sync-sandbox';
import { runOverHttp } from '../support/virtual-time';
import { recordingFetch, type WireHooks } from '../support/wire-log';

/**
 * For the provisioning-watch tests: a new agent, created through the core's
 * online action against the sandbox over HTTP, on one manual clock for the
 * service's provisioning (`provisioningDelayMs`) and the app's backoff and
 * limit (`giveUpAfterMs`), with the watch and the outbox wired as the
 * profile worker wires them (the outbox's changes wake the watch).
 * `hooks.onAnswer` may act between an answer and the client reading it.
 * No test sleeps: the clock jumps to the watch's next read once nothing is
 * in flight.
 */
export async function provisioningSetup(provisioningDelayMs: number, options: { giveUpAfterMs?: number } = {}) {
  const reads: string[] = [];
  const sandbox = await startSyncSandbox({
    provisioningDelayMs,
    onRequest: (event) => {
      if (event.phase === 'answered' && event.method === 'GET' && /^\/v1\/agents\/[^/?]+/.test(event.url)) reads.push(event.url);
    },
  });
  const hooks: WireHooks = {};
  const wire = recordingFetch({ onAnswer: (request, body) => hooks.onAnswer?.(request, body) });
  const sync = openTestSync(sandbox, { fetch: wire.fetch });
  const db = sync.mirror.db;
  const startWatch = () => startProvisioningWatch({ db, client: sync.api, clock: sandbox.clock, ...options });
  let watch: ProvisioningWatch = startWatch();
  const runner = createOutboxRunner({ mirror: sync.mirror, client: sync.api, clock: sandbox.clock, onAgentProvisioning: () => watch.wake() });
  runner.onChange(() => watch.wake());
  const created = await runOverHttp(sandbox.clock, sync.api.scheduler, runner.createAgent({ name: 'Night line', objective: 'Take messages' }));
  /**
   * Moves the clock to the watch's next wake and waits for what it does: a read answered and written (true), or the
   * agent let go or given up on without one (false); false too when the watch waits for nothing.
   */
  const nextRead = async (): Promise<boolean> => {
    await expect.poll(() => sync.api.scheduler.stats().inFlight).toBe(0);
    const wake = sandbox.clock.nextWakeAt();
    if (wake === undefined) return false;
    const before = reads.length;
    sandbox.clock.advanceTo(wake);
    await expect.poll(() => reads.length > before || watchedNow().length === 0).toBe(true);
    await expect.poll(() => sync.api.scheduler.stats().inFlight).toBe(0);
    return reads.length > before;
  };
  /** The agents the watch still reads (not given up on). */
  const watchedNow = () => provisioningAgents(db).filter((agent) => agent.stopped === undefined);
  /** Waits until the watch sleeps (for its next read) or idles (nothing left to read). */
  const settled = async () => expect.poll(() => sandbox.clock.pendingSleeps() > 0 || watchedNow().length === 0).toBe(true);
  return {
    sandbox,
    sync,
    db,
    created,
    id: created.id!,
    reads,
    hooks,
    runner,
    nextRead,
    settled,
    watch: () => watch,
    restartWatch: async () => {
      await watch.close();
      watch = startWatch();
    },
    close: () => watch.close(),
  };
}
