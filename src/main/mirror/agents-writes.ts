import type { Agent, AgentListItem } from '../../shared/api/resources';
import { idsNeedingDetail, upsertWithDetail, type DetailTable, type DetailWriteOptions } from './detail-writes';
import type { MirrorDb } from './open-mirror';
import { textOrNull, type UpsertResult } from './raw-json';
import { sortKey, timeMs } from './sort-keys';
import { statement } from './statements';

/** Writes to `agents`, by sync only. */

const agentsTable: DetailTable = {
  table: 'agents',
  columns(merged, rawJson) {
    const agent = merged as Agent;
    return {
      name: agent.name,
      sort_name: sortKey(agent.name),
      language: agent.language,
      is_active: agent.is_active ? 1 : 0,
      voice_provider: textOrNull(agent.voice_provider),
      assistant_name: textOrNull(agent.assistant_name),
      company_name: textOrNull(agent.company_name),
      call_direction: textOrNull(agent.call_direction),
      created_at: agent.created_at,
      created_ms: timeMs(agent.created_at),
      updated_at: textOrNull(agent.updated_at),
      raw_json: rawJson,
    };
  },
};

/** Inserts or updates agents by id; `detail` says whether they come from single-agent GETs. */
export function upsertAgents(db: MirrorDb, items: readonly (AgentListItem | Agent)[], options: DetailWriteOptions): UpsertResult {
  return upsertWithDetail(db, agentsTable, items, options);
}

/** Agents whose detail is missing or stale (their list fields changed since it was fetched). */
export function agentsNeedingDetail(db: MirrorDb, limit: number): string[] {
  return idsNeedingDetail(db, 'agents', limit);
}

/** Removes an agent the server no longer has. True if it existed. */
export function deleteAgent(db: MirrorDb, id: string): boolean {
  return statement(db, 'DELETE FROM agents WHERE id = ?').run(id).changes > 0;
}
