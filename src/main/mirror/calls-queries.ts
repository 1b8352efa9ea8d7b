import type { CallDirection, CallStatus, Sentiment } from '../../shared/api/resources';
import { assertNever } from '../../shared/assert-never';
import { MirrorQueryError } from './errors';
import { toFtsQuery } from './fts-query';
import { buildCountQuery, Conditions, runCount, runKeysetQuery, type KeysetQuery, type Page, type SortDirection } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { CallListRow, TranscriptTurn } from '../../shared/contract/query-methods';
import { CALL_COLUMNS, CALL_JOINS, recordExtras, toCallRow, type CallRecord } from './rows';
import { statement } from './statements';
import { isBroadMatch, textCondition, type TextPlan } from './text-filter';
import { countTrackerCalls, isBroadTracker, trackerCondition, type TrackerFilter } from './tracker-filter';

/** Read queries over calls, through `calls_view`, with display names joined from the other views. */

export type CallSortField = 'start_timestamp' | 'duration_seconds' | 'cost';

export interface CallFilter {
  status?: CallStatus | readonly CallStatus[] | undefined;
  direction?: CallDirection | readonly CallDirection[] | undefined;
  sentiment?: Sentiment | readonly Sentiment[] | undefined;
  agentId?: string | undefined;
  campaignId?: string | undefined;
  contactId?: string | undefined;
  /** Calls that started at or after this instant (ISO 8601). */
  from?: string | undefined;
  /** Calls that started before this instant (ISO 8601). */
  to?: string | undefined;
  /** Words searched in transcripts and summaries (see fts-query.ts); blank means no filter. */
  text?: string | undefined;
  /** Calls in which a keyword tracker's phrase was said (by anyone, or by that speaker). */
  tracker?: TrackerFilter | undefined;
  /** True: only calls whose summary and transcript are in the mirror (the searchable ones); false: only those still waiting for them. */
  transcript?: boolean | undefined;
}

export interface CallListOptions {
  filter?: CallFilter | undefined;
  /** Default: start_timestamp, descending (newest first). */
  sort?: { field: CallSortField; direction: SortDirection } | undefined;
  after?: string | undefined;
  limit: number;
}

function sortColumn(field: CallSortField): string {
  switch (field) {
    case 'start_timestamp':
      return 'c.start_ms';
    case 'duration_seconds':
      return 'c.duration_seconds';
    case 'cost':
      return 'c.cost';
    default:
      return assertNever(field, 'call sort field');
  }
}

/** Epoch milliseconds of a date-range bound, or a field-named error. */
export function instantOf(value: string, field: string): number {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new MirrorQueryError(`${field} must be a date and time such as 2025-01-31T00:00:00Z, not "${value}".`, field);
  return ms;
}

export function callConditions(filter: CallFilter = {}, textPlan: TextPlan = 'from-matches', trackerPlan: TextPlan = 'from-matches'): Conditions {
  const conditions = new Conditions();
  conditions.addIn('c.call_status', filter.status);
  conditions.addIn('c.direction', filter.direction);
  conditions.addIn('c.sentiment', filter.sentiment);
  if (filter.agentId !== undefined) conditions.add('c.agent_id = ?', filter.agentId);
  if (filter.campaignId !== undefined) conditions.add('c.campaign_id = ?', filter.campaignId);
  if (filter.contactId !== undefined) conditions.add('c.contact_id = ?', filter.contactId);
  if (filter.from !== undefined) conditions.add('c.start_ms >= ?', instantOf(filter.from, 'filter.from'));
  if (filter.to !== undefined) conditions.add('c.start_ms < ?', instantOf(filter.to, 'filter.to'));
  if (filter.transcript !== undefined) conditions.add(filter.transcript ? 'c.detail_fetched_at IS NOT NULL' : 'c.detail_fetched_at IS NULL');
  const search = filter.text === undefined ? null : toFtsQuery(filter.text);
  if (search !== null) conditions.add(textCondition('call_search', textPlan), search.match);
  if (filter.tracker !== undefined) conditions.add(trackerCondition(filter.tracker, trackerPlan), filter.tracker.id);
  return conditions;
}

export function callsListQuery(options: CallListOptions, textPlan: TextPlan = 'from-matches', trackerPlan: TextPlan = 'from-matches'): KeysetQuery {
  const sort = options.sort ?? { field: 'start_timestamp', direction: 'desc' };
  const conditions = callConditions(options.filter, textPlan, trackerPlan);
  return {
    select: CALL_COLUMNS,
    from: `calls_view AS c ${CALL_JOINS}`,
    where: conditions.where,
    params: conditions.params,
    sortExpression: sortColumn(sort.field),
    rowIdExpression: 'c.row_id',
    direction: sort.direction,
    cursorTag: `calls/${sort.field}/${sort.direction}`,
    after: options.after,
    limit: options.limit,
  };
}

/** One page of calls, filtered and sorted, with contact, agent and campaign names. */
export function listCalls(db: MirrorDb, options: CallListOptions): Page<CallListRow> {
  const plans = listPlans(db, options.filter);
  return runKeysetQuery(db, callsListQuery(options, plans.text, plans.tracker), toCallRow);
}

/** How each full-text condition of a list is best read, decided by how many calls match (see text-filter.ts and tracker-filter.ts). */
export function listPlans(db: MirrorDb, filter: CallFilter = {}): { text: TextPlan; tracker: TextPlan } {
  const search = filter.text === undefined ? null : toFtsQuery(filter.text);
  return {
    text: search !== null && isBroadMatch(db, 'call_search', search.match) ? 'along-sort' : 'from-matches',
    tracker: filter.tracker !== undefined && isBroadTracker(db, filter.tracker) ? 'along-sort' : 'from-matches',
  };
}

export function countCalls(db: MirrorDb, filter: CallFilter = {}): number {
  const { tracker, ...others } = filter;
  if (tracker !== undefined && Object.values(others).every((value) => value === undefined)) return countTrackerCalls(db, tracker);
  const conditions = callConditions(filter);
  return runCount(db, buildCountQuery('calls_view AS c', conditions.where, conditions.params));
}

/** A call with its summary and transcript (empty until the detail is fetched: see `detail_fetched`). */
export function getCall(db: MirrorDb, id: string): CallRecord | undefined {
  const row = statement(db, `SELECT ${CALL_COLUMNS}, c.row_id, c.summary, c.raw_json, c.synced_at FROM calls_view AS c ${CALL_JOINS} WHERE c.id = ?`).get(id) as
    | (Record<string, unknown> & { row_id: number; summary: string | null })
    | undefined;
  if (row === undefined) return undefined;
  return { ...toCallRow(row), summary: row.summary, transcript: transcriptOf(db, row.row_id), ...recordExtras(row) };
}

interface EntrySqlRow extends TranscriptTurn {
  extra_json: string | null;
}

function transcriptOf(db: MirrorDb, callRow: number): TranscriptTurn[] {
  const rows = statement(db, 'SELECT position, speaker, text, timestamp, extra_json FROM transcript_entries WHERE call_row = ? ORDER BY position').all(
    callRow,
  ) as EntrySqlRow[];
  return rows.map(({ position, speaker, text, timestamp }) => ({ position, speaker, text, timestamp }));
}

/** A call's transcript as the API gave it (unknown entry fields included), for export. */
export function apiTranscriptOf(db: MirrorDb, callRow: number): Record<string, unknown>[] {
  const rows = statement(db, 'SELECT speaker, text, timestamp, extra_json FROM transcript_entries WHERE call_row = ? ORDER BY position').all(callRow) as Omit<
    EntrySqlRow,
    'position'
  >[];
  return rows.map(({ speaker, text, timestamp, extra_json }) => ({
    speaker,
    text,
    timestamp,
    ...(extra_json === null ? {} : (JSON.parse(extra_json) as Record<string, unknown>)),
  }));
}
