import type { Database } from 'better-sqlite3';
import type { CallDirection, CallStatus, Sentiment, TranscriptEntry } from '../../shared/api/index';
import { statement } from './statements';
import { countInserted, listTotal } from './list-totals';
import { toJson } from './json-columns';

export interface CallRecord {
  id: string;
  workspace_id: number;
  agent_id: string | null;
  contact_id: string | null;
  campaign_id: string | null;
  direction: CallDirection;
  call_status: CallStatus;
  duration_seconds: number;
  /** Null for a call nobody answered. */
  sentiment: Sentiment | null;
  cost: number;
  start_timestamp: number;
  end_timestamp: number;
  summary: string | null;
  transcript: TranscriptEntry[];
}

export type CallListRecord = Omit<CallRecord, 'workspace_id' | 'campaign_id' | 'summary' | 'transcript'>;

type CallRow = Omit<CallRecord, 'transcript'> & { transcript: string };

export interface CallFilter {
  status?: CallStatus;
  /** Only calls that started at or after this time. */
  startedSince?: number;
}

const COLUMNS = [
  'id', 'workspace_id', 'agent_id', 'contact_id', 'campaign_id', 'direction', 'call_status', 'duration_seconds',
  'sentiment', 'cost', 'start_timestamp', 'end_timestamp', 'summary', 'transcript',
];
const INSERT = `INSERT INTO calls (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
const SELECT_ONE = `SELECT ${COLUMNS.join(', ')} FROM calls WHERE id = ? AND workspace_id = ?`;
const LIST_COLUMNS = 'id, agent_id, contact_id, direction, call_status, duration_seconds, sentiment, cost, start_timestamp, end_timestamp';

/**
 * One statement per filter combination, all fixed text, so each is prepared
 * once and each walks an index in list order (calls_newest or
 * calls_by_status_newest).
 */
function whereClause(filter: CallFilter): string {
  return ['workspace_id = @workspace_id', filter.status === undefined ? '' : 'call_status = @status', filter.startedSince === undefined ? '' : 'start_timestamp >= @since']
    .filter(Boolean)
    .join(' AND ');
}

const PAGE_SQL = new Map<string, string>();
const COUNT_SQL = new Map<string, string>();
for (const status of [false, true]) {
  for (const since of [false, true]) {
    const filter: CallFilter = { ...(status ? { status: 'completed' } : {}), ...(since ? { startedSince: 0 } : {}) };
    const key = `${status}:${since}`;
    PAGE_SQL.set(key, `SELECT ${LIST_COLUMNS} FROM calls WHERE ${whereClause(filter)} ORDER BY start_timestamp DESC, seq DESC LIMIT @limit OFFSET @offset`);
    COUNT_SQL.set(key, `SELECT COUNT(*) AS total FROM calls WHERE ${whereClause(filter)}`);
  }
}

function sqlFor(map: Map<string, string>, filter: CallFilter): string {
  return map.get(`${filter.status !== undefined}:${filter.startedSince !== undefined}`)!;
}

function parameters(workspaceId: number, filter: CallFilter): Record<string, unknown> {
  return {
    workspace_id: workspaceId,
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(filter.startedSince === undefined ? {} : { since: filter.startedSince }),
  };
}

export function insertCalls(db: Database, calls: readonly CallRecord[]): void {
  const insert = statement(db, INSERT);
  db.transaction(() => {
    for (const call of calls) insert.run({ ...call, transcript: toJson(call.transcript) });
    countInserted(db, 'calls', calls);
  })();
}

export function getCall(db: Database, workspaceId: number, id: string): CallRecord | undefined {
  const row = statement(db, SELECT_ONE).get(id, workspaceId) as CallRow | undefined;
  return row === undefined ? undefined : { ...row, transcript: JSON.parse(row.transcript) as TranscriptEntry[] };
}

export function listCalls(db: Database, workspaceId: number, filter: CallFilter, limit: number, offset: number): CallListRecord[] {
  return statement(db, sqlFor(PAGE_SQL, filter)).all({ ...parameters(workspaceId, filter), limit, offset }) as CallListRecord[];
}

export function countCalls(db: Database, workspaceId: number, filter: CallFilter): number {
  if (filter.status === undefined && filter.startedSince === undefined) return listTotal(db, workspaceId, 'calls');
  return (statement(db, sqlFor(COUNT_SQL, filter)).get(parameters(workspaceId, filter)) as { total: number }).total;
}
