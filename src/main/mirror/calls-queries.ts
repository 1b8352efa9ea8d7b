import type { CallDirection, CallStatus, Sentiment } from '../../shared/api/resources';
import { assertNever } from '../../shared/assert-never';
import { MirrorQueryError } from './errors';
import { parseCallSearch, type CallSearchQuery } from './search-syntax';
import type { TextSegment } from '../../shared/contract/query-methods';
import { buildCountQuery, Conditions, runCount, runKeysetQuery, type KeysetQuery, type Page, type SortDirection } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { CallListRow, TranscriptTurn } from '../../shared/contract/query-methods';
import { CALL_COLUMNS, CALL_JOINS, recordExtras, toCallRow, type CallRecord } from './rows';
import { ELLIPSIS, HIT_CLOSE, HIT_OPEN, toSegments } from './text-segments';
import { statement } from './statements';
import { isBroadMatch, textCondition, type TextPlan } from './text-filter';
import { countTrackerCalls, isBroadTracker, trackerCondition, type TrackerFilter } from './tracker-filter';

/** Read queries over calls, through `calls_view`, with display names joined from the other views. */

/** `relevance`: best match first (BM25), for a search; without one, the newest first. */
export type CallSortField = 'start_timestamp' | 'duration_seconds' | 'cost' | 'relevance';

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
  /** A search of transcripts and summaries, in the search syntax (search-syntax.ts); blank means no filter. */
  text?: string | undefined;
  /** Duration bounds in seconds, both included. */
  minDurationSeconds?: number | undefined;
  maxDurationSeconds?: number | undefined;
  /** Cost bounds, both included. */
  minCost?: number | undefined;
  maxCost?: number | undefined;
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
    case 'relevance':
      return 'call_search.rank';
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
  if (filter.minDurationSeconds !== undefined) conditions.add('c.duration_seconds >= ?', filter.minDurationSeconds);
  if (filter.maxDurationSeconds !== undefined) conditions.add('c.duration_seconds <= ?', filter.maxDurationSeconds);
  if (filter.minCost !== undefined) conditions.add('c.cost >= ?', filter.minCost);
  if (filter.maxCost !== undefined) conditions.add('c.cost <= ?', filter.maxCost);
  const search = callSearchOf(filter);
  // Ranked: the full-text table is in the FROM (its rank is the sort key), so it is matched there.
  if (search?.match != null) conditions.add(textPlan === 'ranked' ? 'call_search MATCH ?' : textCondition('call_search', textPlan), search.match);
  else if (search?.exclude != null) {
    // Only exclusions ("-voicemail"): the searchable calls without them.
    conditions.add('c.detail_fetched_at IS NOT NULL AND c.row_id NOT IN (SELECT rowid FROM call_search WHERE call_search MATCH ?)', search.exclude);
  }
  if (filter.tracker !== undefined) conditions.add(trackerCondition(filter.tracker, trackerPlan), filter.tracker.id);
  return conditions;
}

/** The search in a filter, or null when it holds nothing to search for. */
export function callSearchOf(filter: CallFilter = {}): CallSearchQuery | null {
  return filter.text === undefined ? null : parseCallSearch(filter.text);
}

const SNIPPET_TOKENS = 16;
/**
 * The page's snippets, from one pass of the search over the page's range of
 * keys: FTS5 reads a word's whole list of calls for each lookup of one call
 * (`rowid = ?`), so a snippet per row cost a few ms a row for a common word
 * (most of a second for a page of 100). The unary plus keeps SQLite from
 * turning the IN into such lookups; snippet() runs for the page's rows only.
 */
const SNIPPETS = `snippets AS MATERIALIZED (
  SELECT call_search.rowid AS row, snippet(call_search, -1, '${HIT_OPEN}', '${HIT_CLOSE}', '${ELLIPSIS}', ${SNIPPET_TOKENS}) AS marked FROM call_search
  WHERE call_search MATCH ?
    AND call_search.rowid BETWEEN (SELECT min(keyset_row) FROM page) AND (SELECT max(keyset_row) FROM page)
    AND +call_search.rowid IN (SELECT keyset_row FROM page))`;
const SNIPPET_COLUMN = '(SELECT marked FROM snippets WHERE snippets.row = page.keyset_row) AS snippet_marked';

/** The sort a list is read in: by relevance only when there is something to rank (otherwise newest first). */
function effectiveSort(options: CallListOptions): { field: CallSortField; direction: SortDirection } {
  const sort = options.sort ?? { field: 'start_timestamp', direction: 'desc' };
  if (sort.field !== 'relevance') return sort;
  // Best first: FTS5's rank is smaller for a better match.
  return callSearchOf(options.filter)?.match != null ? { field: 'relevance', direction: 'asc' } : { field: 'start_timestamp', direction: 'desc' };
}

export function callsListQuery(options: CallListOptions, textPlan: TextPlan = 'from-matches', trackerPlan: TextPlan = 'from-matches'): KeysetQuery {
  const sort = effectiveSort(options);
  const ranked = sort.field === 'relevance';
  const conditions = callConditions(options.filter, ranked ? 'ranked' : textPlan, trackerPlan);
  const match = callSearchOf(options.filter)?.match ?? null;
  return {
    select: CALL_COLUMNS,
    from: ranked ? `call_search JOIN calls_view AS c ON c.row_id = call_search.rowid ${CALL_JOINS}` : `calls_view AS c ${CALL_JOINS}`,
    pageColumns: match === null ? undefined : { sql: SNIPPET_COLUMN, params: [match], with: SNIPPETS },
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

/** A call of a list; with a search, the best fragment of its transcript or summary, the hits marked. */
export type CallListMatch = CallListRow & { snippet?: TextSegment[] };

/** One page of calls, filtered, searched and sorted, with contact, agent and campaign names. */
export function listCalls(db: MirrorDb, options: CallListOptions): Page<CallListMatch> {
  const plans = listPlans(db, options.filter);
  return runKeysetQuery(db, callsListQuery(options, plans.text, plans.tracker), (row): CallListMatch => {
    const snippet = (row as { snippet_marked?: string | null }).snippet_marked;
    return snippet === undefined ? toCallRow(row) : { ...toCallRow(row), snippet: toSegments(snippet) };
  });
}

/** How each full-text condition of a list is best read, decided by how many calls match (see text-filter.ts and tracker-filter.ts). */
export function listPlans(db: MirrorDb, filter: CallFilter = {}): { text: TextPlan; tracker: TextPlan } {
  const match = callSearchOf(filter)?.match ?? null;
  return {
    text: match !== null && isBroadMatch(db, 'call_search', match) ? 'along-sort' : 'from-matches',
    tracker: filter.tracker !== undefined && isBroadTracker(db, filter.tracker) ? 'along-sort' : 'from-matches',
  };
}

export function countCalls(db: MirrorDb, filter: CallFilter = {}): number {
  const { tracker, transcript, ...others } = filter;
  const alone = Object.values(others).every((value) => value === undefined);
  if (tracker !== undefined && alone && transcript === undefined) return countTrackerCalls(db, tracker);
  // The searchable calls (the status bar asks at every start): every call but those waiting for their detail, which a partial
  // index lists; counted directly, "detail stored" would read the whole table (a quarter of a second at 100,000 calls).
  if (transcript === true && tracker === undefined && alone) return countCalls(db) - countCalls(db, { transcript: false });
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
