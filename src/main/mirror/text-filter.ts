import type { MirrorDb } from './open-mirror';
import { sortKey } from './sort-keys';
import { statement } from './statements';

/**
 * How a list filtered by search words should be read, decided by how many
 * records match (counted up to a bound, which stops early):
 * - few matches: from the full-text index, then sorted (a few thousand rows
 *   at most);
 * - many: along the sort order's index, keeping the rows that match, which
 *   finds a page's worth after a short walk; reading and sorting every match
 *   of a common word would take tens of milliseconds.
 * SQLite's planner cannot know which applies (it has no statistics for the
 * full-text index), so the query is written to force the choice: a unary
 * plus on the row id keeps it from driving the query from the matches.
 */
export const BROAD_MATCHES = 2000;

export type SearchTable = 'contacts_fts' | 'call_search' | 'contact_phone_trigrams';

export function isBroadMatch(db: MirrorDb, table: SearchTable, match: string): boolean {
  const counted = statement(db, `SELECT count(*) AS n FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? LIMIT ${BROAD_MATCHES + 1})`).get(match) as {
    n: number;
  };
  return counted.n > BROAD_MATCHES;
}

/** `ranked`: the full-text table drives the query, for a sort by relevance (see calls-queries.ts). */
export type TextPlan = 'from-matches' | 'along-sort' | 'ranked';

export function textCondition(table: SearchTable, plan: TextPlan): string {
  return `${plan === 'along-sort' ? '+' : ''}c.row_id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`;
}

/**
 * "Name contains" for the short lists (agents, campaigns), which have no
 * full-text index and need none: the typed text as a sort key, matched
 * anywhere in the name's sort key, so case and accents do not matter. The
 * pattern is for NAME_CONTAINS below; null when nothing is typed.
 */
export function nameContainsPattern(text: string | undefined): string | null {
  const key = sortKey(text);
  return key === '' ? null : `%${key.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const NAME_CONTAINS = "c.sort_name LIKE ? ESCAPE '\\'";
