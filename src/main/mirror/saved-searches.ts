import { callFilter, callSort } from '../../shared/contract/query-methods';
import { MAX_SAVED_SEARCH_NAME } from '../../shared/contract/saved-search-methods';
import type { z } from 'zod';
import { MirrorQueryError } from './errors';
import type { MirrorDb } from './open-mirror';
import { forgetChanges, readChanges, type ChangeSet } from './saved-search-changes';
import { bringUpToDate, currentNewCount, markUncounted, startCountingAfresh, type CountedSearch } from './saved-search-counts';
import { statement } from './statements';

/**
 * Saved searches (table `saved_searches`, see 012-create-saved-searches.ts):
 * a Calls search and its filters under a name, with how many matching calls
 * are new since it was last opened. "New" means a call key above the newest
 * key the mirror held when the search was saved or last opened (keys run
 * newest-first by start time, call-keys.ts) that matches the Calls list's
 * own conditions now; it is kept up to date from the calls each sync
 * changed (saved-search-counts.ts).
 *
 * The filter and sort are validated with the contract's schemas when read: a
 * search saved by a version whose filters no longer fit is listed apart,
 * with the reason, instead of failing the whole list.
 */
export type SavedFilter = z.infer<typeof callFilter>;
export type SavedSort = z.infer<typeof callSort>;

export const MAX_SAVED_SEARCHES = 50;

export interface SavedSearchRow {
  id: number;
  name: string;
  filter: SavedFilter;
  sort: SavedSort | null;
  createdAt: string;
  openedAt: string | null;
  /** Matching calls newer than the newest the mirror held when it was last opened. */
  newCount: number;
}

/** A saved search whose stored filter or sort no longer fits the contract. */
export interface UnreadableSavedSearch {
  id: number;
  name: string;
  reason: string;
}

export interface SavedSearchList {
  searches: SavedSearchRow[];
  unreadable: UnreadableSavedSearch[];
}

interface SavedSearchSqlRow {
  search_id: number;
  name: string;
  filter_json: string;
  sort_json: string | null;
  created_at: string;
  opened_at: string | null;
  seen_max_row: number;
  reported_count: number;
  new_count: number;
  counted: number;
}

type Parsed = { ok: true; filter: SavedFilter; sort: SavedSort | null } | { ok: false; reason: string };

function parseStored(row: SavedSearchSqlRow): Parsed {
  let filterValue: unknown;
  let sortValue: unknown;
  try {
    filterValue = JSON.parse(row.filter_json);
    sortValue = row.sort_json === null ? null : JSON.parse(row.sort_json);
  } catch {
    return { ok: false, reason: 'Its saved filters are not readable JSON. Delete it and save the search again.' };
  }
  const filter = callFilter.safeParse(filterValue);
  if (!filter.success) {
    const issue = filter.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
    return { ok: false, reason: `Its saved filters no longer fit this version of the app${where}. Delete it and save the search again.` };
  }
  if (sortValue === null) return { ok: true, filter: filter.data, sort: null };
  const sort = callSort.safeParse(sortValue);
  if (!sort.success) return { ok: false, reason: 'Its saved sort order no longer fits this version of the app. Delete it and save the search again.' };
  return { ok: true, filter: filter.data, sort: sort.data };
}

function checkedName(typed: string): string {
  const name = typed.trim();
  if (name === '') throw new MirrorQueryError('A saved search needs a name.', 'name');
  if (name.length > MAX_SAVED_SEARCH_NAME) throw new MirrorQueryError(`A name can be at most ${MAX_SAVED_SEARCH_NAME} characters long.`, 'name');
  return name;
}

function requireFreeName(db: MirrorDb, name: string, exceptId?: number): void {
  const existing = statement(db, 'SELECT search_id, name FROM saved_searches WHERE name = ?').get(name) as { search_id: number; name: string } | undefined;
  if (existing !== undefined && existing.search_id !== exceptId) {
    throw new MirrorQueryError(`A saved search is already called “${existing.name}”. Choose another name.`, 'name');
  }
}

/** The newest call key in the mirror (0 without calls): what "seen" means at this moment. */
function newestCallKey(db: MirrorDb): number {
  const row = statement(db, 'SELECT max(row_id) AS newest FROM calls').get() as { newest: number | null };
  return row.newest ?? 0;
}

function allRows(db: MirrorDb): SavedSearchSqlRow[] {
  return statement(db, 'SELECT * FROM saved_searches ORDER BY position, search_id').all() as SavedSearchSqlRow[];
}

function rowOf(db: MirrorDb, id: number): SavedSearchSqlRow {
  const row = statement(db, 'SELECT * FROM saved_searches WHERE search_id = ?').get(id) as SavedSearchSqlRow | undefined;
  if (row === undefined) throw new MirrorQueryError('That saved search is no longer there; it may have been deleted.', 'id');
  return row;
}

/** Saves a search under a new name, last in the list; everything already in the mirror counts as seen. */
export function saveSearch(db: MirrorDb, input: { name: string; filter: SavedFilter; sort?: SavedSort | null | undefined }, now = new Date().toISOString()): number {
  const name = checkedName(input.name);
  return db.transaction(() => {
    requireFreeName(db, name);
    const { n, last } = statement(db, 'SELECT count(*) AS n, max(position) AS last FROM saved_searches').get() as { n: number; last: number | null };
    if (n >= MAX_SAVED_SEARCHES) throw new MirrorQueryError(`You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one before saving another.`, 'name');
    const inserted = statement(
      db,
      `INSERT INTO saved_searches (name, position, filter_json, sort_json, created_at, opened_at, seen_max_row, reported_count, new_count, counted)
       VALUES (?, ?, ?, ?, ?, NULL, ?, 0, 0, 1)`,
    ).run(name, (last ?? -1) + 1, JSON.stringify(input.filter), input.sort == null ? null : JSON.stringify(input.sort), now, newestCallKey(db));
    return Number(inserted.lastInsertRowid);
  }).immediate();
}

export function renameSearch(db: MirrorDb, id: number, typed: string): void {
  const name = checkedName(typed);
  db.transaction(() => {
    rowOf(db, id);
    requireFreeName(db, name, id);
    statement(db, 'UPDATE saved_searches SET name = ? WHERE search_id = ?').run(name, id);
  }).immediate();
}

/** Puts the searches in the order given, which must name each of them once. */
export function reorderSearches(db: MirrorDb, ids: readonly number[]): void {
  db.transaction(() => {
    const current = allRows(db).map((row) => row.search_id);
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== current.length || current.some((id) => !given.has(id))) {
      throw new MirrorQueryError('The new order must name every saved search once; the list changed meanwhile, so reload it and try again.', 'ids');
    }
    const update = statement(db, 'UPDATE saved_searches SET position = ? WHERE search_id = ?');
    ids.forEach((id, position) => update.run(position, id));
  }).immediate();
}

/** False when there was no such search. */
export function deleteSearch(db: MirrorDb, id: number): boolean {
  return db.transaction(() => {
    const deleted = statement(db, 'DELETE FROM saved_searches WHERE search_id = ?').run(id).changes > 0;
    // With no search left nothing will count the changes recorded so far (and the triggers record none until one is saved).
    statement(db, 'DELETE FROM saved_search_changes WHERE NOT EXISTS (SELECT 1 FROM saved_searches)').run();
    return deleted;
  }).immediate();
}

/**
 * Opens a saved search: what it holds now counts as seen (its new count goes
 * to 0), and its filter and sort come back for the Calls table. A search
 * whose stored value no longer fits is refused with the reason.
 */
export function openSearch(db: MirrorDb, id: number, now = new Date().toISOString()): { filter: SavedFilter; sort: SavedSort | null } {
  return db.transaction(() => {
    const row = rowOf(db, id);
    const parsed = parseStored(row);
    if (!parsed.ok) throw new MirrorQueryError(`“${row.name}” cannot be opened. ${parsed.reason}`, 'id');
    statement(db, 'UPDATE saved_searches SET opened_at = ?, seen_max_row = ?, reported_count = 0, new_count = 0, counted = 1 WHERE search_id = ?').run(
      now,
      newestCallKey(db),
      id,
    );
    startCountingAfresh(db, id);
    return { filter: parsed.filter, sort: parsed.sort };
  }).immediate();
}

/** Whether any search is saved (readable or not), without counting anything. */
export function hasSavedSearches(db: MirrorDb): boolean {
  return (statement(db, 'SELECT EXISTS (SELECT 1 FROM saved_searches) AS found').get() as { found: number }).found === 1;
}

/** Changed calls beyond which their words are matched in the mirror's index (saved-search-changes.ts); tests lower it. */
export interface CountOptions {
  maxCopiedDocuments?: number | undefined;
}

/** A row's readable search, with what counting it needs. */
function countedSearch(row: SavedSearchSqlRow, filter: SavedFilter): CountedSearch {
  return { id: row.search_id, filter, seenMaxRow: row.seen_max_row, counted: row.counted === 1, newCount: row.new_count };
}

function listRow(row: SavedSearchSqlRow, parsed: { filter: SavedFilter; sort: SavedSort | null }, newCount: number): SavedSearchRow {
  return { id: row.search_id, name: row.name, filter: parsed.filter, sort: parsed.sort, createdAt: row.created_at, openedAt: row.opened_at, newCount };
}

/** The saved searches in their order, each with its new count; unreadable ones apart, with the reason. */
export function listSavedSearches(db: MirrorDb, options: CountOptions = {}): SavedSearchList {
  // One snapshot: a sync writing meanwhile must not change the calls between the copy of the changed ones and their counting.
  return db.transaction(() => {
    const list: SavedSearchList = { searches: [], unreadable: [] };
    let changes: ChangeSet | null | undefined;
    for (const row of allRows(db)) {
      const parsed = parseStored(row);
      if (!parsed.ok) {
        list.unreadable.push({ id: row.search_id, name: row.name, reason: parsed.reason });
        continue;
      }
      changes ??= readChanges(db, options.maxCopiedDocuments);
      list.searches.push(listRow(row, parsed, currentNewCount(db, countedSearch(row, parsed.filter), changes)));
    }
    return list;
  })();
}

/** A saved search whose new count rose since the last report, with the newest of the calls that made it rise. */
export interface SavedSearchRise {
  id: number;
  name: string;
  newCount: number;
  /** Up to `rise` of the calls it counted since the last report, newest first. */
  callIds: string[];
}

/**
 * After a sync: each search's count brought up to date with the calls the
 * sync changed (saved-search-counts.ts), the list with its counts, and the
 * searches whose new count rose since the last report (which this records).
 * A count that fell (the search was opened, calls were deleted or stopped
 * matching) only lowers the mark.
 */
export function reportSavedSearches(db: MirrorDb, options: CountOptions = {}): { list: SavedSearchList; rises: SavedSearchRise[] } {
  return db.transaction(() => {
    const changes = readChanges(db, options.maxCopiedDocuments);
    const list: SavedSearchList = { searches: [], unreadable: [] };
    const rises: SavedSearchRise[] = [];
    const record = statement(db, 'UPDATE saved_searches SET reported_count = ? WHERE search_id = ?');
    for (const row of allRows(db)) {
      const parsed = parseStored(row);
      if (!parsed.ok) {
        // Its hits miss the changes forgotten below: counted whole if it ever becomes readable.
        markUncounted(db, row.search_id);
        list.unreadable.push({ id: row.search_id, name: row.name, reason: parsed.reason });
        continue;
      }
      const { newCount, added } = bringUpToDate(db, countedSearch(row, parsed.filter), changes);
      list.searches.push(listRow(row, parsed, newCount));
      if (newCount === row.reported_count) continue;
      record.run(newCount, row.search_id);
      if (newCount > row.reported_count) {
        rises.push({ id: row.search_id, name: row.name, newCount, callIds: callIdsOf(db, added.slice(0, newCount - row.reported_count)) });
      }
    }
    forgetChanges(db);
    return { list, rises };
  }).immediate();
}

/** The ids of call keys, in the order given. */
function callIdsOf(db: MirrorDb, rows: readonly number[]): string[] {
  const idOf = statement(db, 'SELECT id FROM calls WHERE row_id = ?');
  return rows.map((row) => (idOf.get(row) as { id: string } | undefined)?.id).filter((id): id is string => id !== undefined);
}
