import { callConditions, callSearchOf, type CallFilter } from './calls-queries';
import type { BuiltQuery } from './keyset';
import type { MirrorDb } from './open-mirror';
import { CHANGED_DOCUMENTS, type ChangeSet } from './saved-search-changes';
import { statement } from './statements';

/**
 * A saved search's new count: the calls above its "seen" key (the newest
 * call key when it was saved or last opened) that match its filter now.
 *
 * Kept up to date from what changed rather than counted whole after every
 * sync (tables and triggers: 015-count-saved-searches-incrementally.ts).
 * Each search holds the calls it counted (`saved_search_hits`, their number
 * in `new_count`); the calls written since (`saved_search_changes`) are the
 * only ones whose matching may differ, so only they are matched again
 * (saved-search-changes.ts says where their words are matched):
 * - those that match now are counted (once: a hit already held stays one);
 * - those that no longer match, or are gone, stop being counted, as a full
 *   count would not find them either.
 * A read between two reports adds the changes on the fly without writing;
 * the report after a sync (saved-searches.ts) folds them into the hits and
 * then forgets them. A search whose hits are not known (`counted` = 0) is
 * counted whole, the old way, once.
 *
 * A full-text index takes the calls to match as a range of rowids bound as
 * BigInt: better-sqlite3 binds a JavaScript number as a REAL, and FTS5
 * ignores a rowid bound that is not an INTEGER, reading a word's entries
 * for every call (one thing that made the whole counts slow).
 */
export interface CountedSearch {
  id: number;
  filter: CallFilter;
  seenMaxRow: number;
  counted: boolean;
  newCount: number;
}

function and(where: readonly string[]): string {
  return where.map((condition) => ` AND ${condition}`).join('');
}

/**
 * The changed calls above `seenMaxRow` that match the filter now, one
 * `call_row` a row; null when no changed call is above it. Words are
 * matched in the changed calls' copied documents, or else in the mirror's
 * index over their range of keys only (the unary plus keeps SQLite from
 * looking each changed call up in it one by one, which reads a word's
 * entries again each time). CROSS JOIN fixes the order: the matches or the
 * changed calls first, whatever index another filter offers (status alone
 * would walk every failed call).
 */
export function changedMatchesQuery(filter: CallFilter, seenMaxRow: number, changes: ChangeSet | null): BuiltQuery | null {
  if (changes === null) return null;
  const low = Math.max(seenMaxRow + 1, changes.low);
  const high = changes.high;
  if (low > high) return null;
  const index = changes.documents === 'copied' ? CHANGED_DOCUMENTS : 'call_search';
  // Only the changed calls, as keys the index takes (BigInt: see above).
  const inChanges =
    changes.documents === 'copied' ? `${index}.rowid BETWEEN ? AND ?` : `${index}.rowid BETWEEN ? AND ? AND +${index}.rowid IN (SELECT call_row FROM saved_search_changes)`;
  const search = callSearchOf(filter);
  // The other filters, each checked on the changed call's own row (a tracker by one lookup, not its list of calls).
  const conditions = callConditions({ ...filter, text: undefined }, 'from-matches', 'along-sort');
  if (search?.match != null) {
    return {
      sql: `SELECT c.row_id AS call_row FROM ${index} CROSS JOIN calls_view AS c ON c.row_id = ${index}.rowid
WHERE ${index} MATCH ? AND ${inChanges}${and(conditions.where)}`,
      params: [search.match, BigInt(low), BigInt(high), ...conditions.params],
    };
  }
  if (search?.exclude != null) {
    // Only exclusions ("-voicemail"): the searchable changed calls without them.
    conditions.add(`c.detail_fetched_at IS NOT NULL AND c.row_id NOT IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ? AND rowid BETWEEN ? AND ?)`, search.exclude, BigInt(low), BigInt(high));
  }
  return {
    sql: `SELECT c.row_id AS call_row FROM saved_search_changes AS changed CROSS JOIN calls_view AS c ON c.row_id = changed.call_row
WHERE changed.call_row BETWEEN ? AND ?${and(conditions.where)}`,
    params: [low, high, ...conditions.params],
  };
}

function changedMatches(db: MirrorDb, filter: CallFilter, seenMaxRow: number, changes: ChangeSet | null): number[] {
  const query = changedMatchesQuery(filter, seenMaxRow, changes);
  if (query === null) return [];
  return rowsOf(db, query);
}

function rowsOf(db: MirrorDb, query: BuiltQuery): number[] {
  return (statement(db, query.sql).all(...query.params) as { call_row: number }[]).map((row) => row.call_row);
}

/**
 * Every call of the search above its key, for a search counted whole. With
 * words to match, the full-text index drives the query and takes the bound
 * itself (an INTEGER: see above), so only the new matches are read.
 */
export function allMatchesQuery(filter: CallFilter, seenMaxRow: number): BuiltQuery {
  if (callSearchOf(filter)?.match != null) {
    const conditions = callConditions(filter, 'ranked').add('call_search.rowid > ?', BigInt(seenMaxRow));
    return { sql: `SELECT c.row_id AS call_row FROM call_search JOIN calls_view AS c ON c.row_id = call_search.rowid WHERE ${conditions.where.join(' AND ')}`, params: conditions.params };
  }
  const conditions = callConditions(filter).add('c.row_id > ?', seenMaxRow);
  return { sql: `SELECT c.row_id AS call_row FROM calls_view AS c WHERE ${conditions.where.join(' AND ')}`, params: conditions.params };
}

function allMatches(db: MirrorDb, filter: CallFilter, seenMaxRow: number): number[] {
  return rowsOf(db, allMatchesQuery(filter, seenMaxRow));
}

/** The search's new count as of now, without writing (for a read-only connection). */
export function currentNewCount(db: MirrorDb, search: CountedSearch, changes: ChangeSet | null): number {
  if (!search.counted) {
    const query = allMatchesQuery(search.filter, search.seenMaxRow);
    return (statement(db, `SELECT count(*) AS n FROM (${query.sql})`).get(...query.params) as { n: number }).n;
  }
  if (changes === null) return search.newCount;
  const changedHits = statement(
    db,
    // The changes drive: a search long unopened holds many hits.
    'SELECT count(*) AS n FROM saved_search_changes AS changed CROSS JOIN saved_search_hits AS h ON h.search_id = ? AND h.call_row = changed.call_row',
  ).get(search.id) as { n: number };
  return search.newCount - changedHits.n + changedMatches(db, search.filter, search.seenMaxRow, changes).length;
}

/**
 * Brings the search's hits and count up to date with the changed calls
 * (or counts it whole if its hits are not known). Returns its new count and
 * the calls it counted that it did not before, newest first. The caller
 * forgets the changes once every search is up to date.
 */
export function bringUpToDate(db: MirrorDb, search: CountedSearch, changes: ChangeSet | null): { newCount: number; added: number[] } {
  const addHit = statement(db, 'INSERT OR IGNORE INTO saved_search_hits (search_id, call_row) VALUES (?, ?)');
  if (!search.counted) {
    statement(db, 'DELETE FROM saved_search_hits WHERE search_id = ?').run(search.id);
    const added = allMatches(db, search.filter, search.seenMaxRow);
    for (const row of added) addHit.run(search.id, row);
    return finish(db, search.id, added.length, added);
  }
  if (changes === null) return { newCount: search.newCount, added: [] };
  const matching = changedMatches(db, search.filter, search.seenMaxRow, changes);
  const removed = statement(
    db,
    `DELETE FROM saved_search_hits WHERE search_id = ? AND call_row IN (SELECT call_row FROM saved_search_changes)
     AND call_row NOT IN (SELECT value FROM json_each(?))`,
  ).run(search.id, JSON.stringify(matching)).changes;
  const added = matching.filter((row) => addHit.run(search.id, row).changes > 0);
  return finish(db, search.id, search.newCount - removed + added.length, added);
}

function finish(db: MirrorDb, id: number, newCount: number, added: number[]): { newCount: number; added: number[] } {
  statement(db, 'UPDATE saved_searches SET new_count = ?, counted = 1 WHERE search_id = ?').run(newCount, id);
  return { newCount, added: [...added].sort((a, b) => b - a) };
}

/** A search whose hits can no longer be trusted (its filter changed or cannot be read): counted whole next time. */
export function markUncounted(db: MirrorDb, id: number): void {
  statement(db, 'UPDATE saved_searches SET counted = 0, new_count = 0 WHERE search_id = ?').run(id);
  statement(db, 'DELETE FROM saved_search_hits WHERE search_id = ?').run(id);
}

/** The search counts nothing from here on (just saved or opened): its hits go. */
export function startCountingAfresh(db: MirrorDb, id: number): void {
  statement(db, 'DELETE FROM saved_search_hits WHERE search_id = ?').run(id);
}
