import type { AgentListItem, Agent } from '../../shared/api/resources';
import { detailFreshness, idsNeedingDetail, markDetailsStale, upsertWithDetail, type DetailTable, type DetailWriteOptions } from './detail-writes';
import type { MirrorDb } from './open-mirror';
import type { UpsertResult } from './raw-json';
import { agentColumns } from './record-columns';
import { isShadowed, refreshOverlay } from './overlay-writes';
import { statement } from './statements';

/** Writes to `agents`, by sync only. */

const agentsTable: DetailTable = { table: 'agents', columns: agentColumns };

/** Inserts or updates agents by id; `detail` says whether they come from single-agent GETs. */
export function upsertAgents(db: MirrorDb, items: readonly (AgentListItem | Agent)[], options: DetailWriteOptions): UpsertResult {
  return upsertWithDetail(db, agentsTable, items, options);
}

/** Agents whose detail is missing, stale (the list showed a change, or a full sync asked), or fetched at or before `fetchedBefore`. */
export function agentsNeedingDetail(db: MirrorDb, limit: number, fetchedBefore?: string): string[] {
  return idsNeedingDetail(db, 'agents', limit, fetchedBefore);
}

/** Marks every agent detail stale, so the next hydration re-reads them all. */
export function markAgentDetailsStale(db: MirrorDb): number {
  return markDetailsStale(db, 'agents');
}

/** When an agent's detail was last fetched, and whether it is stale. */
export function agentDetailFreshness(db: MirrorDb, id: string): { fetchedAt: string | null; stale: boolean } | undefined {
  return detailFreshness(db, 'agents', id);
}

/** Removes an agent the server no longer has. True if it existed. */
export function deleteAgent(db: MirrorDb, id: string): boolean {
  const deleted = statement(db, 'DELETE FROM agents WHERE id = ?').run(id).changes > 0;
  if (deleted && isShadowed(db, 'agents', id)) refreshOverlay(db, 'agents', id);
  return deleted;
}
