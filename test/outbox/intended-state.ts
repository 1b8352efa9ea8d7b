import { expect } from 'vitest';
import type { SandboxServer } from '../../src/server/sandbox-server';
import { applyTagSets } from '../../src/shared/outbox/operations';
import { serverView } from '../support/mirror-vs-server';

/**
 * What the server should hold once the outbox has drained, computed from the
 * edits alone (in `voicedesk apply` form), and the check against the
 * server's own database: the same contacts and campaigns, no more (no
 * duplicate) and no fewer (nothing lost), every field as the edits say, and
 * campaign memberships as added. Records created by the edits are found
 * through the mirror's local ids (`localToServer`), so the check also proves
 * each offline-created record became exactly the server record its later
 * edits went to.
 *
 * The model assumes nobody else edits the workspace meanwhile.
 */
type Json = Record<string, unknown>;

export interface WorkspaceState {
  contacts: Map<string, Json>;
  campaigns: Map<string, Json>;
  agents: Map<string, Json>;
  /** Campaign id → its contacts' ids. */
  members: Map<string, Set<string>>;
}

const CONTACT_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status'] as const;

/** The main workspace as the server's database has it now. */
export function workspaceState(server: SandboxServer): WorkspaceState {
  const members = new Map<string, Set<string>>();
  const rows = server.admin.db
    .prepare('SELECT cc.campaign_id, cc.contact_id FROM campaign_contacts AS cc JOIN campaigns AS c ON c.id = cc.campaign_id WHERE c.workspace_id = ?')
    .all(server.admin.workspaces.main) as { campaign_id: string; contact_id: string }[];
  for (const row of rows) {
    const set = members.get(row.campaign_id) ?? new Set<string>();
    set.add(row.contact_id);
    members.set(row.campaign_id, set);
  }
  return { contacts: serverView(server, 'contacts'), campaigns: serverView(server, 'campaigns'), agents: serverView(server, 'agents'), members };
}

interface Model {
  contacts: Map<string, Json>;
  /** Fields each campaign must have (the created ones: what the create sent). */
  campaigns: Map<string, Json>;
  agents: Map<string, Json>;
  members: Map<string, Set<string>>;
}

/**
 * Folds the edits over the state the server had before them. Records the
 * edits create are keyed by their ref until `expectServerHolds` maps them.
 */
export function intendedState(before: WorkspaceState, edits: readonly Json[]): Model {
  const model: Model = {
    contacts: new Map([...before.contacts].map(([id, contact]) => [id, pick(contact, CONTACT_FIELDS)])),
    campaigns: new Map([...before.campaigns].map(([id, campaign]) => [id, withoutUpdatedAt(campaign)])),
    agents: new Map([...before.agents].map(([id, agent]) => [id, withoutUpdatedAt(agent)])),
    members: new Map([...before.members].map(([id, set]) => [id, new Set(set)])),
  };
  const contact = (id: string) => {
    const found = model.contacts.get(id);
    if (found === undefined) throw new Error(`the edits name a contact the model does not hold: ${id}`);
    return found;
  };
  for (const edit of edits) {
    switch (edit.op) {
      case 'contact.create': {
        const fields = edit.fields as Json;
        model.contacts.set(edit.ref as string, {
          first_name: fields.first_name,
          last_name: fields.last_name ?? null,
          phone: fields.phone ?? null,
          email: fields.email ?? null,
          company: fields.company ?? null,
          tags: fields.tags ?? [],
          status: fields.status ?? 'active',
        });
        break;
      }
      case 'contact.update':
        Object.assign(contact(edit.id as string), edit.fields);
        break;
      case 'contacts.tag':
        for (const id of edit.ids as string[]) {
          const record = contact(id);
          record.tags = applyTagSets(record.tags as string[], (edit.add as string[]) ?? [], (edit.remove as string[]) ?? []);
        }
        break;
      case 'contact.delete':
        model.contacts.delete(edit.id as string);
        for (const set of model.members.values()) set.delete(edit.id as string);
        break;
      case 'agent.update':
        Object.assign(model.agents.get(edit.id as string)!, edit.fields);
        break;
      case 'campaign.create':
        model.campaigns.set(edit.ref as string, { status: 'draft', ...(edit.fields as Json) });
        break;
      case 'campaign.add_contacts': {
        const set = model.members.get(edit.id as string) ?? new Set<string>();
        for (const id of edit.contact_ids as string[]) set.add(id);
        model.members.set(edit.id as string, set);
        break;
      }
      default:
        throw new Error(`the model does not know the edit ${String(edit.op)}`);
    }
  }
  return model;
}

/**
 * The server's database holds exactly the intended state. `serverIdOfRef`
 * maps a ref of the edits to the server id its record got (through the
 * mirror's local ids); every other key is a server id already.
 */
export function expectServerHolds(server: SandboxServer, model: Model, serverIdOfRef: (ref: string) => string | undefined): void {
  const resolve = (key: string) => {
    if (key.startsWith('contact_') || key.startsWith('campaign_') || key.startsWith('agent_')) return key;
    const id = serverIdOfRef(key);
    if (id === undefined) throw new Error(`the record created as "${key}" never got a server id`);
    return id;
  };
  const actual = workspaceState(server);

  const expectedContacts = new Map([...model.contacts].map(([key, fields]) => [resolve(key), fields]));
  expect([...actual.contacts.keys()].sort(), 'contacts: exactly the intended ids (no duplicate, nothing lost)').toEqual([...expectedContacts.keys()].sort());
  for (const [id, fields] of expectedContacts) {
    expect(normalizeContact(pick(actual.contacts.get(id)!, CONTACT_FIELDS)), `contact ${id}`).toEqual(normalizeContact(fields));
  }

  const expectedCampaigns = new Map([...model.campaigns].map(([key, fields]) => [resolve(key), fields]));
  expect([...actual.campaigns.keys()].sort(), 'campaigns: exactly the intended ids').toEqual([...expectedCampaigns.keys()].sort());
  for (const [id, fields] of expectedCampaigns) {
    expect(pick(actual.campaigns.get(id)!, Object.keys(fields)), `campaign ${id}`).toEqual(fields);
  }

  for (const [id, fields] of model.agents) expect(pick(actual.agents.get(id)!, Object.keys(fields)), `agent ${id}`).toEqual(fields);

  const expectedMembers = new Map([...model.members].map(([key, set]) => [resolve(key), [...set].map(resolve).sort()]));
  for (const [campaign, ids] of expectedMembers) {
    expect([...(actual.members.get(campaign) ?? [])].sort(), `contacts of campaign ${campaign}`).toEqual(ids);
  }
  expect([...actual.members.keys()].filter((id) => !expectedMembers.has(id)), 'no campaign gained contacts it should not have').toEqual([]);
}

/** An edit moves updated_at to a time the model cannot know. */
function withoutUpdatedAt(record: Json): Json {
  const { updated_at: _moved, ...rest } = record;
  return rest;
}

/** Tags are sets (the order the server keeps is not the user's intent). */
function normalizeContact(contact: Json): Json {
  return { ...contact, tags: [...((contact.tags as string[] | undefined) ?? [])].sort() };
}

function pick(record: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
}
