import { describe, expect, it } from 'vitest';
import { getAgent, listAgents, type MirrorDb } from '../../src/main/mirror';
import { provisioningAgents } from '../../src/main/mirror/provisioning-agents';
import { planEdits, queueEdits, replayOutbox } from '../../src/main/outbox';
import { serverView } from '../support/mirror-vs-server';
import { START } from '../support/sync-sandbox';
import { runOverHttp } from '../support/virtual-time';
import { provisioningSetup } from './provisioning-setup';

/**
 * A new agent while the service provisions it (provisioning-setup.ts):
 * shown as provisioning, read again (GET /agents/{id}) at growing intervals
 * until the service says it is ready, then let go; a restarted watch goes
 * on from the mirror; the user's switch on or off shows at once and ends the
 * watch, and is never undone by a read that was on its way. Giving up is in
 * provisioning-give-up.test.ts.
 */
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

  it('shows the user’s switch at once, and the watch lets the agent go without reading it again', async () => {
    const { id, db, reads, runner, sandbox, sync, settled, close } = await provisioningSetup(24 * 3_600_000);
    try {
      await settled();
      // Switched on, and sent by another sender than the app's (a `voicedesk push`), so the watch is not told and sleeps on; then off again.
      queue(db, [{ op: 'agent.update', id, fields: { is_active: true } }]);
      expect(getAgent(db, id)).toMatchObject({ is_active: true, provisioning: false });
      expect(await runOverHttp(sandbox.clock, sync.api.scheduler, replayOutbox({ db, client: sync.api, clock: sandbox.clock, random: () => 0 }))).toMatchObject({ sent: 1 });
      expect(provisioningAgents(db)).toHaveLength(1);
      const readsBefore = reads.length;
      queue(db, [{ op: 'agent.update', id, fields: { is_active: false } }]);
      expect(getAgent(db, id)).toMatchObject({ is_active: false, pending: true, provisioning: false, provisioning_stopped: false });
      expect(listAgents(db, { limit: 50 }).rows.find((row) => row.id === id)).toMatchObject({ is_active: false, provisioning: false });

      // The app's outbox sends it, and the watch, told, lets the agent go.
      await runOverHttp(sandbox.clock, sync.api.scheduler, runner.push());
      await expect.poll(() => provisioningAgents(db)).toEqual([]);
      expect(getAgent(db, id)).toMatchObject({ is_active: false, pending: false, provisioning: false });
      expect(serverView(sandbox.server, 'agents').get(id)).toMatchObject({ is_active: false });
      expect(reads.length).toBe(readsBefore);
    } finally {
      await close();
    }
  });

  it('keeps a switch the outbox got acknowledged while a read of the agent was on its way', async () => {
    const { id, db, hooks, runner, nextRead, settled, close } = await provisioningSetup(24 * 3_600_000);
    try {
      await settled();
      // The service answers the watch's read (still provisioning, inactive) before the switch reaches it; the client reads the answer after.
      hooks.onAnswer = async (request) => {
        if (request.method !== 'GET' || request.path !== `/agents/${id}` || hooks.onAnswer === undefined) return undefined;
        hooks.onAnswer = undefined;
        queue(db, [{ op: 'agent.update', id, fields: { is_active: true } }]);
        expect(await runner.push()).toMatchObject({ sent: 1 });
        return undefined;
      };
      expect(await nextRead()).toBe(true);
      expect(hooks.onAnswer).toBeUndefined();
      expect(getAgent(db, id)).toMatchObject({ is_active: true, pending: false, provisioning: false });
      expect(provisioningAgents(db)).toEqual([]);
    } finally {
      await close();
    }
  });
});

function queue(db: MirrorDb, edits: unknown[]): void {
  const plan = planEdits(db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(db, plan.edits);
}
