import { expect } from 'vitest';
import { exportRecords, mirrorResources, type Mirror, type MirrorResource } from '../../src/main/mirror';
import type { SandboxServer } from '../../src/server/sandbox-server';
import { agentView } from '../../src/server/api/views/agent-view';
import { campaignView } from '../../src/server/api/views/campaign-view';
import { contactListView } from '../../src/server/api/views/contact-view';
import { callView } from '../../src/server/api/views/call-view';
import { getAgent, listAgents } from '../../src/server/store/agents';
import { getCampaign, listCampaigns } from '../../src/server/store/campaigns';
import { listContacts } from '../../src/server/store/contacts';
import { getCall, listCalls } from '../../src/server/store/calls';
import { phoneNumberOfAgent } from '../../src/server/store/phone-numbers';
import type { SyncSandbox } from './sync-sandbox';

type Json = Record<string, unknown>;

/**
 * Every record of a resource in the main workspace, read from the server's
 * own database and shaped by its own views, exactly as its API would answer
 * (a single-record GET for agents, campaigns and calls, the list item for
 * contacts), without going through its faults or its rate limit.
 */
export function serverView(server: SandboxServer, resource: MirrorResource): Map<string, Json> {
  const { db, workspaces, clock } = server.admin;
  const workspace = workspaces.main;
  const all = 1_000_000;
  const now = clock.now();
  const byId = (records: Json[]) => new Map(records.map((record) => [record.id as string, record]));
  switch (resource) {
    case 'agents':
      return byId(listAgents(db, workspace, all, 0).map((item) => agentView(getAgent(db, workspace, item.id)!, phoneNumberOfAgent(db, item.id), now)));
    case 'campaigns':
      return byId(listCampaigns(db, workspace, all, 0).map((item) => campaignView(getCampaign(db, workspace, item.id)!)));
    case 'contacts':
      return byId(listContacts(db, workspace, all, 0).map(contactListView));
    case 'calls':
      return byId(listCalls(db, workspace, {}, all, 0).map((item) => callView(getCall(db, workspace, item.id)!)));
  }
}

/** Every record of a resource in the mirror, in API shape, by id. */
export function mirrorView(sync: { mirror: Pick<Mirror, 'db'> }, resource: MirrorResource): Map<string, Json> {
  return new Map([...exportRecords(sync.mirror.db, resource)].map((record) => [record.id as string, record]));
}

/**
 * The mirror equals the server's database: the same ids per resource, and the same
 * fields with the same values. Agents, campaigns and calls are compared with
 * their single-record GET (calls with summary and transcript) when
 * `hydrated`; contacts with their list item (the mirror may also hold an
 * `updated_at` a single GET brought).
 */
export async function expectMirrorEqualsServer(sandbox: SyncSandbox, sync: { mirror: Pick<Mirror, 'db'> }, options: { hydrated?: boolean } = {}): Promise<void> {
  for (const resource of mirrorResources) {
    const server = serverView(sandbox.server, resource);
    const mirror = mirrorView(sync, resource);
    expect([...mirror.keys()].sort(), `${resource}: the same ids`).toEqual([...server.keys()].sort());
    for (const [id, expected] of server) {
      const actual = mirror.get(id)!;
      if (resource === 'contacts') {
        const { updated_at: _updated, ...rest } = actual;
        expect(rest, `contact ${id}`).toEqual(expected);
      } else if (options.hydrated === false) {
        expect(pick(actual, Object.keys(actual)), `${resource} ${id}`).toEqual(pick(expected, Object.keys(actual)));
      } else {
        expect(actual, `${resource} ${id}`).toEqual(expected);
      }
    }
  }
}

function pick(record: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

