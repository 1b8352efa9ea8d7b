import type { Database } from 'better-sqlite3';
import type { Agent } from '../../shared/api/index';
import { statement } from './statements';
import { adjustListTotal, countInserted, listTotal } from './list-totals';
import { stringArrayFromJson, toJson } from './json-columns';

export interface AgentRecord {
  id: string;
  workspace_id: number;
  name: string;
  assistant_name: string | null;
  company_name: string | null;
  assistant_personality: string | null;
  objective: string | null;
  product_description: string | null;
  first_message: string | null;
  call_direction: Agent['call_direction'];
  language: string;
  /** Set by PATCH is_active; null while the agent follows provisioning. */
  active_override: boolean | null;
  /** When provisioning completes and the agent goes live, unless overridden. */
  provisioned_at: number;
  voice_provider: string;
  voice: string | null;
  accent: string | null;
  website_url: string | null;
  custom_instructions: string[];
  background_sound: 'office' | 'off';
  enabled_tools: string[];
  knowledge_item_ids: string[];
  created_at: number;
  updated_at: number;
}

export type AgentListRecord = Pick<AgentRecord, 'id' | 'name' | 'language' | 'active_override' | 'provisioned_at' | 'voice_provider' | 'created_at'>;

type AgentRow = Omit<AgentRecord, 'active_override' | 'custom_instructions' | 'enabled_tools' | 'knowledge_item_ids'> & {
  active_override: 0 | 1 | null;
  custom_instructions: string;
  enabled_tools: string;
  knowledge_item_ids: string;
};

/**
 * Provisioning is computed, not scheduled: an agent is live once its
 * provisioning time has passed, unless a PATCH set is_active explicitly, which
 * then wins before and after provisioning alike.
 */
export function agentIsActive(agent: Pick<AgentRecord, 'active_override' | 'provisioned_at'>, now: number): boolean {
  return agent.active_override ?? now >= agent.provisioned_at;
}

function toRow(agent: AgentRecord): AgentRow {
  return {
    ...agent,
    active_override: agent.active_override === null ? null : agent.active_override ? 1 : 0,
    custom_instructions: toJson(agent.custom_instructions),
    enabled_tools: toJson(agent.enabled_tools),
    knowledge_item_ids: toJson(agent.knowledge_item_ids),
  };
}

function fromRow(row: AgentRow): AgentRecord {
  return {
    ...row,
    active_override: row.active_override === null ? null : row.active_override === 1,
    custom_instructions: stringArrayFromJson(row.custom_instructions),
    enabled_tools: stringArrayFromJson(row.enabled_tools),
    knowledge_item_ids: stringArrayFromJson(row.knowledge_item_ids),
  };
}

const COLUMNS = [
  'id', 'workspace_id', 'name', 'assistant_name', 'company_name', 'assistant_personality', 'objective',
  'product_description', 'first_message', 'call_direction', 'language', 'active_override', 'provisioned_at',
  'voice_provider', 'voice', 'accent', 'website_url', 'custom_instructions', 'background_sound', 'enabled_tools',
  'knowledge_item_ids', 'created_at', 'updated_at',
];
const INSERT = `INSERT INTO agents (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
const UPDATE = `UPDATE agents SET ${COLUMNS.filter((c) => c !== 'id' && c !== 'workspace_id' && c !== 'created_at')
  .map((c) => `${c} = @${c}`)
  .join(', ')} WHERE id = @id AND workspace_id = @workspace_id`;
const SELECT_ONE = `SELECT ${COLUMNS.join(', ')} FROM agents WHERE id = ? AND workspace_id = ?`;
const SELECT_PAGE = `SELECT id, name, language, active_override, provisioned_at, voice_provider, created_at FROM agents
  WHERE workspace_id = ? ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?`;

export function insertAgents(db: Database, agents: readonly AgentRecord[]): void {
  const insert = statement(db, INSERT);
  db.transaction(() => {
    for (const agent of agents) insert.run(toRow(agent));
    countInserted(db, 'agents', agents);
  })();
}

export function getAgent(db: Database, workspaceId: number, id: string): AgentRecord | undefined {
  const row = statement(db, SELECT_ONE).get(id, workspaceId) as AgentRow | undefined;
  return row === undefined ? undefined : fromRow(row);
}

export function listAgents(db: Database, workspaceId: number, limit: number, offset: number): AgentListRecord[] {
  const rows = statement(db, SELECT_PAGE).all(workspaceId, limit, offset) as (Omit<AgentListRecord, 'active_override'> & { active_override: 0 | 1 | null })[];
  return rows.map((row) => ({ ...row, active_override: row.active_override === null ? null : row.active_override === 1 }));
}

export function countAgents(db: Database, workspaceId: number): number {
  return listTotal(db, workspaceId, 'agents');
}

/** Writes every mutable column: callers read, change and write back in one transaction. */
export function updateAgent(db: Database, agent: AgentRecord): void {
  const { created_at: _created, ...row } = toRow(agent);
  statement(db, UPDATE).run(row);
}

export function deleteAgent(db: Database, workspaceId: number, id: string): boolean {
  return db.transaction(() => {
    const deleted = statement(db, 'DELETE FROM agents WHERE id = ? AND workspace_id = ?').run(id, workspaceId).changes > 0;
    if (deleted) adjustListTotal(db, workspaceId, 'agents', -1);
    return deleted;
  })();
}

export type SimulatedAgent = Pick<
  AgentRecord,
  'id' | 'workspace_id' | 'assistant_name' | 'company_name' | 'objective' | 'product_description' | 'call_direction' | 'active_override' | 'provisioned_at'
> & {
  /** The row's insertion position: the same on every run of the same requests, unlike an id made over the API (a random UUID). */
  seq: number;
};

/** Every agent of every workspace, oldest first, with what the simulator needs to put it on a call. */
export function listAgentsForSimulation(db: Database): SimulatedAgent[] {
  const rows = statement(
    db,
    `SELECT seq, id, workspace_id, assistant_name, company_name, objective, product_description, call_direction, active_override, provisioned_at
     FROM agents ORDER BY seq`,
  ).all() as (Omit<SimulatedAgent, 'active_override'> & { active_override: 0 | 1 | null })[];
  return rows.map((row) => ({ ...row, active_override: row.active_override === null ? null : row.active_override === 1 }));
}
