import { assertNever } from '../../shared/assert-never';
import { buildCountQuery, Conditions, runCount, runKeysetQuery, type KeysetQuery, type Page, type SortDirection } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { AgentRow } from '../../shared/contract/record-schemas';
import { AGENT_COLUMNS, recordExtras, toAgentRow, type AgentRecord } from './rows';
import { statement } from './statements';
import { NAME_CONTAINS, nameContainsPattern } from './text-filter';

/** Read queries over agents, through `agents_view`. */

export type AgentSortField = 'name' | 'created_at';

export interface AgentFilter {
  active?: boolean | undefined;
  /** Agents whose name contains this, ignoring case and accents; blank means no filter. */
  text?: string | undefined;
}

export interface AgentListOptions {
  filter?: AgentFilter | undefined;
  /** Default: name, ascending. */
  sort?: { field: AgentSortField; direction: SortDirection } | undefined;
  after?: string | undefined;
  limit: number;
}

function sortColumn(field: AgentSortField): string {
  switch (field) {
    case 'name':
      return 'c.sort_name';
    case 'created_at':
      return 'c.created_ms';
    default:
      return assertNever(field, 'agent sort field');
  }
}

function agentConditions(filter: AgentFilter = {}): Conditions {
  const conditions = new Conditions();
  if (filter.active !== undefined) conditions.add('c.is_active = ?', filter.active ? 1 : 0);
  const name = nameContainsPattern(filter.text);
  if (name !== null) conditions.add(NAME_CONTAINS, name);
  return conditions;
}

export function agentsListQuery(options: AgentListOptions): KeysetQuery {
  const sort = options.sort ?? { field: 'name', direction: 'asc' };
  const conditions = agentConditions(options.filter);
  return {
    select: AGENT_COLUMNS,
    from: 'agents_view AS c',
    where: conditions.where,
    params: conditions.params,
    sortExpression: sortColumn(sort.field),
    rowIdExpression: 'c.row_id',
    direction: sort.direction,
    cursorTag: `agents/${sort.field}/${sort.direction}`,
    after: options.after,
    limit: options.limit,
  };
}

export function listAgents(db: MirrorDb, options: AgentListOptions): Page<AgentRow> {
  return runKeysetQuery(db, agentsListQuery(options), toAgentRow);
}

export function countAgents(db: MirrorDb, filter: AgentFilter = {}): number {
  const conditions = agentConditions(filter);
  return runCount(db, buildCountQuery('agents_view AS c', conditions.where, conditions.params));
}

export function getAgent(db: MirrorDb, id: string): AgentRecord | undefined {
  const row = statement(db, `SELECT ${AGENT_COLUMNS}, c.raw_json, c.synced_at FROM agents_view AS c WHERE c.id = ?`).get(id);
  return row === undefined ? undefined : { ...toAgentRow(row), ...recordExtras(row) };
}
