import { expect } from 'vitest';
import { getAgent as serverAgent, updateAgent as updateServerAgent, type AgentRecord } from '../../src/server/store/agents';
import type { BusinessHours } from '../../src/shared/api';
import { recordingFetch, type WireHooks } from '../support/wire-log';
import { openTestSync, runSync, startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox';
import { serverView } from '../support/mirror-vs-server';

/**
 * For the fresh-details tests: dashboard edits of fields no list shows, and
 * a synced workspace whose wire log starts after its first sync.
 */

/** Edits behind the API's back, on the sandbox's store, as its dashboard would (the admin hook edits list fields only). */
export function dashboard(sandbox: SyncSandbox) {
  const { db, workspaces, clock } = sandbox.server.admin;
  return {
    editAgent(id: string, changes: Partial<Pick<AgentRecord, 'first_message' | 'assistant_personality' | 'objective'>>): void {
      updateServerAgent(db, { ...serverAgent(db, workspaces.main, id)!, ...changes, updated_at: clock.now() });
    },
    /** The store has no campaign update (the API has none): the row is changed in place. */
    editCampaign(id: string, changes: { timezone: string; business_hours: BusinessHours }): void {
      db.prepare('UPDATE campaigns SET timezone = ?, business_hours = ?, updated_at = ? WHERE id = ?').run(
        changes.timezone,
        JSON.stringify(changes.business_hours),
        clock.now(),
        id,
      );
    },
  };
}

/**
 * A sandbox with 5 agents and 10 campaigns, synced once into a fresh mirror;
 * the wire log holds the requests of later runs only, and `hooks.onAnswer`
 * may be set to act between an answer and the client reading it.
 */
export async function syncedWorkspace() {
  const sandbox = await startSyncSandbox({ seed: { contacts: 5, calls: 0 } });
  const hooks: WireHooks = {};
  const wire = recordingFetch({ onAnswer: (request, body) => hooks.onAnswer?.(request, body) });
  const sync = openTestSync(sandbox, { fetch: wire.fetch });
  expect((await runSync(sync, sandbox.clock)).status).toBe('ok');
  wire.log.length = 0;
  const agents = [...serverView(sandbox.server, 'agents').keys()];
  const campaigns = [...serverView(sandbox.server, 'campaigns').keys()];
  return { sandbox, wire, hooks, sync, agents, campaigns, agentId: agents[0]!, campaignId: campaigns[0]! };
}
