import type { MirrorDb } from './open-mirror';
import type { CallHighlight, CallSearchHit, TextSegment } from '../../shared/contract/query-methods';
import { listCalls } from './calls-queries';
import { parseCallSearch } from './search-syntax';
import { statement } from './statements';
import { HIT_CLOSE, HIT_OPEN, splitMarked, TURN_SEPARATOR } from './text-segments';

/**
 * Full-text search over calls: transcript text, by speaker, and summaries
 * (one document per call, see 011-split-call-search-by-speaker.ts). Only
 * calls whose detail is stored are searchable. The Calls list itself does
 * the searching (`listCalls` with `filter.text`); this file holds the
 * shorter forms and the call view's highlighting.
 */

export type CallSearchOrder = 'newest' | 'relevance';

export interface CallSearchOptions {
  limit: number;
  /** `newest` (default), or `relevance` (BM25 rank, which must score every match first). */
  order?: CallSearchOrder;
}

/** The first `limit` calls a search finds, each with its snippet (any input is safe: see search-syntax.ts). */
export function searchTranscripts(db: MirrorDb, query: string, options: CallSearchOptions): CallSearchHit[] {
  const search = parseCallSearch(query);
  if (search === null) return [];
  const sort = options.order === 'relevance' ? ({ field: 'relevance', direction: 'asc' } as const) : ({ field: 'start_timestamp', direction: 'desc' } as const);
  return listCalls(db, { filter: { text: query }, sort, limit: options.limit }).rows.map(({ snippet, ...call }) => ({ call, snippet: snippet ?? [] }));
}

/**
 * Where a search hits inside one call, turn by turn, for the call view's
 * highlighting and next/previous match. Empty when the call has no stored
 * detail or does not match; null when the input holds nothing to search.
 */
export function highlightCall(db: MirrorDb, callId: string, query: string): CallHighlight | null {
  const search = parseCallSearch(query);
  if (search === null) return null;
  const result: CallHighlight = { terms: search.terms, summary: [], entries: [], hitCount: 0 };
  // A search of exclusions only marks nothing.
  if (search.match === null) return result;
  const row = statement(
    db,
    `SELECT highlight(call_search, 0, '${HIT_OPEN}', '${HIT_CLOSE}') AS agent_marked,
            highlight(call_search, 1, '${HIT_OPEN}', '${HIT_CLOSE}') AS caller_marked,
            highlight(call_search, 2, '${HIT_OPEN}', '${HIT_CLOSE}') AS summary_marked
     FROM call_search
     WHERE call_search MATCH ? AND call_search.rowid = (SELECT row_id FROM calls_view WHERE id = ?)`,
  ).get(search.match, callId) as { agent_marked: string | null; caller_marked: string | null; summary_marked: string | null } | undefined;
  if (row === undefined) return result;
  const summary = splitMarked(row.summary_marked ?? '')[0] as TextSegment[];
  if (summary.some((segment) => segment.hit)) result.summary = summary;
  // Both speaker columns hold every turn at its position, the other speaker's left empty: turn n is part n of one of them.
  const callerTurns = splitMarked(row.caller_marked ?? '', TURN_SEPARATOR);
  splitMarked(row.agent_marked ?? '', TURN_SEPARATOR).forEach((agentSegments, position) => {
    const segments = agentSegments.length > 0 ? agentSegments : (callerTurns[position] ?? []);
    if (segments.some((segment) => segment.hit)) result.entries.push({ position, segments });
  });
  result.hitCount = [result.summary, ...result.entries.map((entry) => entry.segments)].reduce(
    (count, segments) => count + segments.filter((segment) => segment.hit).length,
    0,
  );
  return result;
}
