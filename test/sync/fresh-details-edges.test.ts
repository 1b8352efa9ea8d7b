import { describe, expect, it } from 'vitest';
import { campaignDetailFreshness, getAgent, getCampaign } from '../../src/main/mirror';
import { outboxReport, planEdits, queueEdits, replayOutbox } from '../../src/main/outbox';
import { createAgent } from '../support/test-sandbox';
import { dashboard, syncedWorkspace } from './detail-edits';
import { detailRequests } from '../support/wire-log';
import { runSync } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';

/**
 * Fresh details at the edges: records that are new or gone, and the
 * outbox's edits (pending ones, and one acknowledged while its record's
 * detail was being read).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Workspace = Awaited<ReturnType<typeof syncedWorkspace>>;

function queue(workspace: Workspace, edits: unknown[]): void {
  const plan = planEdits(workspace.sync.mirror.db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(workspace.sync.mirror.db, plan.edits);
}

/** The agent as the server table holds it (the views show pending edits over it). */
function serverRow(workspace: Workspace, id: string): Record<string, unknown> {
  const row = workspace.sync.mirror.db.prepare('SELECT raw_json FROM agents WHERE id = ?').get(id) as { raw_json: string };
  return JSON.parse(row.raw_json) as Record<string, unknown>;
}

describe('fresh details at the edges', () => {
  it('reads the detail of an agent created on the dashboard in the run that first lists it, and no other', async () => {
    const { sandbox, wire, sync } = await syncedWorkspace();
    const created = await createAgent(sandbox.editor, { name: 'Night shift', objective: 'Take messages', first_message: 'You reached the night line.' });
    sandbox.clock.advance(10 * MINUTE);

    await runSync(sync, sandbox.clock);

    expect(detailRequests(wire.log, 'agents')).toEqual([created]);
    expect(detailRequests(wire.log, 'campaigns')).toEqual([]);
    expect(getAgent(sync.mirror.db, created)).toMatchObject({ detail_fetched: true, raw: { first_message: 'You reached the night line.' } });
  });

  it('removes a record whose detail read answers 404, and owes a full calls pass, as a deletion check would', async () => {
    const { sandbox, wire, hooks, sync, agentId } = await syncedWorkspace();
    sandbox.clock.advance(HOUR);
    // Listed a moment before it is deleted on the dashboard: only the detail read can tell.
    hooks.onAnswer = async (request) => {
      if (request.path !== '/agents' || hooks.onAnswer === undefined) return undefined;
      hooks.onAnswer = undefined;
      expect((await sandbox.editor.delete(`/agents/${agentId}`)).status).toBe(200);
      return undefined;
    };

    const summary = await runSync(sync, sandbox.clock);

    expect(detailRequests(wire.log, 'agents').filter((id) => id === agentId)).toHaveLength(1);
    expect(wire.log.find((request) => request.path === `/agents/${agentId}`)?.status).toBe(404);
    expect(summary.resources.agents.deleted).toBe(1);
    expect(getAgent(sync.mirror.db, agentId)).toBeUndefined();
    expect(serverView(sandbox.server, 'agents').has(agentId)).toBe(false);
    sandbox.clock.advance(10 * MINUTE);
    expect((await runSync(sync, sandbox.clock)).resources.calls.mode).toBe('full');
  });

  it('stores the dashboard’s fresh detail beneath a pending local edit, which stays shown and queued', async () => {
    const workspace = await syncedWorkspace();
    const { sandbox, sync, agentId } = workspace;
    queue(workspace, [{ op: 'agent.update', id: agentId, fields: { first_message: 'Our draft opening.' } }]);
    dashboard(sandbox).editAgent(agentId, { first_message: 'The dashboard’s opening.', objective: 'Book a demo' });

    const summary = await runSync(sync, sandbox.clock, { full: true });

    expect(summary.status).toBe('ok');
    expect(getAgent(sync.mirror.db, agentId)).toMatchObject({ pending: true, raw: { first_message: 'Our draft opening.', objective: 'Book a demo' } });
    expect(serverRow(workspace, agentId)).toMatchObject({ first_message: 'The dashboard’s opening.', objective: 'Book a demo' });
    expect(outboxReport(sync.mirror.db).pending).toHaveLength(1);
  });

  it('keeps an edit the outbox got acknowledged while the agent’s detail was being read, and the run ends', async () => {
    const workspace = await syncedWorkspace();
    const { sandbox, wire, hooks, sync, agentId } = workspace;
    queue(workspace, [{ op: 'agent.update', id: agentId, fields: { first_message: 'Acknowledged opening.' } }]);
    // The detail is read before the edit reaches the service, and handed to the sync only after it was acknowledged.
    hooks.onAnswer = async (request) => {
      if (request.path !== `/agents/${agentId}` || hooks.onAnswer === undefined) return undefined;
      hooks.onAnswer = undefined;
      const replayed = await replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0 });
      expect(replayed).toMatchObject({ sent: 1 });
      return undefined;
    };

    const summary = await runSync(sync, sandbox.clock, { full: true });

    expect(summary.status).toBe('ok');
    // Two reads of the agent: the sync's, and the outbox's own before its update (it compares with the service's record of now).
    expect(detailRequests(wire.log, 'agents').filter((id) => id === agentId)).toHaveLength(2);
    expect(serverView(sandbox.server, 'agents').get(agentId)).toMatchObject({ first_message: 'Acknowledged opening.' });
    expect(getAgent(sync.mirror.db, agentId)).toMatchObject({ pending: false, raw: { first_message: 'Acknowledged opening.' } });
  });

  it('reads a campaign whose acknowledged edit overtook its detail read once in that run, and again in the next', async () => {
    const workspace = await syncedWorkspace();
    const { sandbox, wire, hooks, sync, campaignId } = workspace;
    const contactId = [...serverView(sandbox.server, 'contacts').keys()][0]!;
    queue(workspace, [{ op: 'campaign.add_contacts', id: campaignId, contact_ids: [contactId] }]);
    dashboard(sandbox).editCampaign(campaignId, { timezone: 'Africa/Nairobi', business_hours: {} });
    // Adding contacts is acknowledged without a record (spec 4.2 shows no answer), so it cannot say the detail is fresh.
    hooks.onAnswer = async (request) => {
      if (request.path !== `/campaigns/${campaignId}` || hooks.onAnswer === undefined) return undefined;
      hooks.onAnswer = undefined;
      expect(await replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0 })).toMatchObject({ sent: 1 });
      return undefined;
    };

    const first = await runSync(sync, sandbox.clock, { full: true });

    expect(first.status).toBe('ok');
    expect(detailRequests(wire.log, 'campaigns').filter((id) => id === campaignId)).toHaveLength(1);
    expect(campaignDetailFreshness(sync.mirror.db, campaignId)?.stale).toBe(true);
    wire.log.length = 0;
    sandbox.clock.advance(10 * MINUTE);

    await runSync(sync, sandbox.clock);

    expect(detailRequests(wire.log, 'campaigns')).toEqual([campaignId]);
    expect(getCampaign(sync.mirror.db, campaignId)).toMatchObject({ pending: false, timezone: 'Africa/Nairobi' });
    expect(campaignDetailFreshness(sync.mirror.db, campaignId)?.stale).toBe(false);
  });
});
