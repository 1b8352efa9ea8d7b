import type { Database } from 'better-sqlite3';
import type { Agent, CallDirection, CallStatus, CampaignStatus, ContactStatus, Sentiment, TranscriptEntry } from '../shared/api/index';
import type { ApiKeyKind } from './api-key-tokens';
import { addKey, type Workspaces } from './bootstrap/ensure-workspaces';
import type { Clock } from './clock';
import { newId } from './ids';
import { revokeApiKey } from './store/api-keys';
import { getAgent, updateAgent } from './store/agents';
import { insertCalls } from './store/calls';
import { setCampaignStatus } from './store/campaigns';
import { getContact, updateContact } from './store/contacts';
import { getWalletBalance, setWalletBalance } from './store/wallets';

/**
 * The test hook: what tests (and the demo) do "on the dashboard", behind the
 * API's back. In-process only, never over HTTP, so a client can never reach
 * it. Dashboard edits move updated_at like any other edit.
 */
export interface SandboxAdmin {
  /** The database, for the seeder, the simulator and tests that need a row the API cannot show. */
  readonly db: Database;
  readonly clock: Clock;
  readonly workspaces: Workspaces;
  /** Issues a key; by default a read-and-write test key with an owning user. */
  createApiKey(workspaceId: number, options?: { write?: boolean; read?: boolean; kind?: ApiKeyKind; ownerUser?: boolean }): string;
  revokeApiKey(token: string): boolean;
  editContact(contactId: string, changes: Partial<{ first_name: string; last_name: string | null; phone: string | null; email: string | null; company: string | null; tags: string[]; status: ContactStatus }>): void;
  editAgent(agentId: string, changes: Partial<{ name: string; objective: string | null; language: string; call_direction: Agent['call_direction']; is_active: boolean }>): void;
  /** Dashboard pause, resume and cancel (spec 3.1), and the moves the API cannot make (scheduled, completed). */
  setCampaignStatus(campaignId: string, status: CampaignStatus): void;
  /** Records a call as if an agent had handled it; returns its id. */
  insertCall(workspaceId: number, call: NewCall): string;
  walletBalance(workspaceId: number): number;
  setWalletBalance(workspaceId: number, cents: number): void;
}

export interface NewCall {
  agent_id?: string | null;
  contact_id?: string | null;
  campaign_id?: string | null;
  direction?: CallDirection;
  call_status?: CallStatus;
  duration_seconds?: number;
  sentiment?: Sentiment | null;
  cost?: number;
  /** Defaults to now. */
  start_timestamp?: number;
  summary?: string | null;
  transcript?: TranscriptEntry[];
}

export function createAdmin(db: Database, clock: Clock, workspaces: Workspaces): SandboxAdmin {
  const workspaceOfRow = (table: 'contacts' | 'agents' | 'campaigns', id: string): number => {
    const row = db.prepare(`SELECT workspace_id FROM ${table} WHERE id = ?`).get(id) as { workspace_id: number } | undefined;
    if (row === undefined) throw new Error(`no ${table.slice(0, -1)} ${id}`);
    return row.workspace_id;
  };
  return {
    db,
    clock,
    workspaces,
    createApiKey(workspaceId, options = {}) {
      const token = addKey(db, workspaceId, options.kind ?? 'test', options.write ?? true, null, clock.now(), options.ownerUser === false ? null : 'user_test_owner');
      if (options.read === false) db.prepare('UPDATE api_keys SET can_read = 0 WHERE token = ?').run(token);
      return token;
    },
    revokeApiKey: (token) => revokeApiKey(db, token, clock.now()),
    editContact(contactId, changes) {
      const contact = getContact(db, workspaceOfRow('contacts', contactId), contactId)!;
      updateContact(db, { ...contact, ...changes, updated_at: clock.now() });
    },
    editAgent(agentId, changes) {
      const agent = getAgent(db, workspaceOfRow('agents', agentId), agentId)!;
      const { is_active, ...fields } = changes;
      updateAgent(db, { ...agent, ...fields, active_override: is_active ?? agent.active_override, updated_at: clock.now() });
    },
    setCampaignStatus(campaignId, status) {
      workspaceOfRow('campaigns', campaignId);
      setCampaignStatus(db, campaignId, status, clock.now());
    },
    insertCall(workspaceId, call) {
      const id = newId('call');
      const start = call.start_timestamp ?? clock.now();
      const duration = call.duration_seconds ?? 60;
      insertCalls(db, [
        {
          id,
          workspace_id: workspaceId,
          agent_id: call.agent_id ?? null,
          contact_id: call.contact_id ?? null,
          campaign_id: call.campaign_id ?? null,
          direction: call.direction ?? 'outbound',
          call_status: call.call_status ?? 'completed',
          duration_seconds: duration,
          sentiment: call.sentiment === undefined ? 'neutral' : call.sentiment,
          cost: call.cost ?? 0.25,
          start_timestamp: start,
          end_timestamp: start + duration * 1000,
          summary: call.summary === undefined ? 'A test call.' : call.summary,
          transcript: call.transcript ?? [{ speaker: 'agent', text: 'Hello.', timestamp: 0 }],
        },
      ]);
      return id;
    },
    walletBalance: (workspaceId) => getWalletBalance(db, workspaceId),
    setWalletBalance: (workspaceId, cents) => setWalletBalance(db, workspaceId, cents, clock.now()),
  };
}
