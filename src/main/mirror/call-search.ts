import { assertNever } from '../../shared/assert-never';
import { toFtsQuery } from './fts-query';
import { checkLimit } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { CallHighlight, CallSearchHit, TextSegment } from '../../shared/contract/query-methods';
import { CALL_COLUMNS, CALL_JOINS, toCallRow } from './rows';
import { statement } from './statements';
import { ELLIPSIS, HIT_CLOSE, HIT_OPEN, splitMarked, toSegments, TURN_SEPARATOR } from './text-segments';

/**
 * Full-text search over calls: transcript text and summaries (one document
 * per call, see 003-create-search-indexes.ts). Only calls whose detail is
 * stored are searchable.
 */

export type CallSearchOrder = 'newest' | 'relevance';

export interface CallSearchOptions {
  limit: number;
  /**
   * `newest` (default): the newest matching calls, which reads only as many
   * index entries as it returns, so it stays fast for any word. `relevance`:
   * BM25 rank, which must score every match first (slow for very common words).
   */
  order?: CallSearchOrder;
}

const SNIPPET_TOKENS = 16;

function orderBy(order: CallSearchOrder): string {
  switch (order) {
    case 'newest':
      return 'call_search.rowid DESC';
    case 'relevance':
      return 'call_search.rank';
    default:
      return assertNever(order, 'search order');
  }
}

export function callSearchSql(order: CallSearchOrder): string {
  return `SELECT ${CALL_COLUMNS}, snippet(call_search, -1, '${HIT_OPEN}', '${HIT_CLOSE}', '${ELLIPSIS}', ${SNIPPET_TOKENS}) AS snippet_marked
FROM call_search JOIN calls_view AS c ON c.row_id = call_search.rowid ${CALL_JOINS}
WHERE call_search MATCH ?
ORDER BY ${orderBy(order)}
LIMIT ?`;
}

/** Calls whose transcript or summary matches what the user typed (any input is safe: see fts-query.ts). */
export function searchTranscripts(db: MirrorDb, query: string, options: CallSearchOptions): CallSearchHit[] {
  const limit = checkLimit(options.limit);
  const search = toFtsQuery(query);
  if (search === null) return [];
  const rows = statement(db, callSearchSql(options.order ?? 'newest')).all(search.match, limit) as (Record<string, unknown> & {
    snippet_marked: string | null;
  })[];
  return rows.map((row) => ({ call: toCallRow(row), snippet: toSegments(row.snippet_marked) }));
}

/**
 * Where a search hits inside one call, turn by turn, for the call view's
 * highlighting and next/previous match. Empty when the call has no stored
 * detail or does not match; null when the input holds nothing to search.
 */
export function highlightCall(db: MirrorDb, callId: string, query: string): CallHighlight | null {
  const search = toFtsQuery(query);
  if (search === null) return null;
  const row = statement(
    db,
    `SELECT highlight(call_search, 0, '${HIT_OPEN}', '${HIT_CLOSE}') AS transcript_marked,
            highlight(call_search, 1, '${HIT_OPEN}', '${HIT_CLOSE}') AS summary_marked
     FROM call_search
     WHERE call_search MATCH ? AND call_search.rowid = (SELECT row_id FROM calls_view WHERE id = ?)`,
  ).get(search.match, callId) as { transcript_marked: string | null; summary_marked: string | null } | undefined;
  const result: CallHighlight = { terms: search.terms, summary: [], entries: [], hitCount: 0 };
  if (row === undefined) return result;
  const summary = splitMarked(row.summary_marked ?? '')[0] as TextSegment[];
  if (summary.some((segment) => segment.hit)) result.summary = summary;
  splitMarked(row.transcript_marked ?? '', TURN_SEPARATOR).forEach((segments, position) => {
    if (segments.some((segment) => segment.hit)) result.entries.push({ position, segments });
  });
  result.hitCount = [result.summary, ...result.entries.map((entry) => entry.segments)].reduce(
    (count, segments) => count + segments.filter((segment) => segment.hit).length,
    0,
  );
  return result;
}
