import { describe, expect, it } from 'vitest';
import {
  addTracker,
  countTrackerStep,
  deleteCall,
  listSavedSearches,
  openSearch,
  removeTracker,
  reportSavedSearches,
  saveCallDetail,
  saveSearch,
  upsertCalls,
  type MirrorDb,
} from '../../src/main/mirror/index';
import { CALL_SEARCH_COLUMNS, CALL_SEARCH_TOKENIZER, CHANGED_DOCUMENTS, readChanges } from '../../src/main/mirror/saved-search-changes';
import { allMatchesQuery, changedMatchesQuery } from '../../src/main/mirror/saved-search-counts';
import type { SavedFilter } from '../../src/main/mirror/saved-searches';
import { call, callListItem, turns } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * Saved searches' new counts kept up to date from the calls each sync
 * changed (saved-search-counts.ts): equal to a full count after every sync,
 * a call counted once however often it changes, and only the changed calls
 * matched again.
 */
const mirrors = useTempMirrors();

const REFUND = turns('Hello.', 'I want a refund please.');
const OTHER = turns('Hello.', 'Just checking in.');

function at(minute: number): string {
  return new Date(Date.parse('2025-03-01T10:00:00Z') + minute * 60_000).toISOString();
}

function newCounts(db: MirrorDb): number[] {
  return listSavedSearches(db).searches.map((search) => search.newCount);
}

function changedCallIds(db: MirrorDb): string[] {
  return (db.prepare('SELECT c.id FROM saved_search_changes AS s JOIN calls AS c ON c.row_id = s.call_row ORDER BY c.row_id').all() as { id: string }[]).map(
    (row) => row.id,
  );
}

/** What a full count finds now, the way searches were counted before they were kept up to date. */
function fullCount(db: MirrorDb, filter: SavedFilter, id: number): number {
  const { seen_max_row: seen } = db.prepare('SELECT seen_max_row FROM saved_searches WHERE search_id = ?').get(id) as { seen_max_row: number };
  const query = allMatchesQuery(filter, seen);
  return (db.prepare(`SELECT count(*) AS n FROM (${query.sql})`).get(...query.params) as { n: number }).n;
}

describe('saved-search counts kept up to date', () => {
  it('counts a call once when its transcript arrives in a later sync, and again only the calls that changed', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_old', { start_timestamp: at(0), transcript: REFUND }));
    const refunds = saveSearch(db, { name: 'Refunds', filter: { text: 'refund' } });

    // Sync 1: a list page brings a new call, without its transcript yet.
    upsertCalls(db, [callListItem('call_late', { start_timestamp: at(10) })]);
    expect(changedCallIds(db)).toEqual(['call_late']);
    expect(reportSavedSearches(db)).toEqual({ list: expect.anything(), rises: [] });
    expect(newCounts(db)).toEqual([0]);
    expect(changedCallIds(db)).toEqual([]);

    // Sync 2: its transcript arrives, and mentions a refund; a read before the report already counts it.
    saveCallDetail(db, call('call_late', { start_timestamp: at(10), transcript: REFUND }));
    expect(newCounts(db)).toEqual([1]);
    expect(reportSavedSearches(db).rises).toEqual([{ id: refunds, name: 'Refunds', newCount: 1, callIds: ['call_late'] }]);

    // Sync 3: the same detail read again (counted once, not twice), and a new matching call.
    saveCallDetail(db, call('call_late', { start_timestamp: at(10), transcript: REFUND, sentiment: 'negative' }));
    saveCallDetail(db, call('call_next', { start_timestamp: at(20), transcript: REFUND }));
    expect(changedCallIds(db)).toEqual(['call_late', 'call_next']);
    expect(newCounts(db)).toEqual([2]);
    expect(reportSavedSearches(db).rises).toEqual([{ id: refunds, name: 'Refunds', newCount: 2, callIds: ['call_next'] }]);

    // Sync 4: nothing changed.
    expect(reportSavedSearches(db).rises).toEqual([]);
    expect(newCounts(db)).toEqual([2]);
  });

  it('stops counting a call that no longer matches or is deleted, and counts it again if it matches again', () => {
    const { db } = mirrors.open();
    saveSearch(db, { name: 'Completed refunds', filter: { text: 'refund', status: ['completed'] } });
    saveCallDetail(db, call('call_1', { start_timestamp: at(1), transcript: REFUND }));
    saveCallDetail(db, call('call_2', { start_timestamp: at(2), transcript: REFUND }));
    expect(reportSavedSearches(db).list.searches[0]?.newCount).toBe(2);

    upsertCalls(db, [callListItem('call_1', { start_timestamp: at(1), call_status: 'failed' })]);
    expect(newCounts(db)).toEqual([1]);
    expect(reportSavedSearches(db).list.searches[0]?.newCount).toBe(1);

    deleteCall(db, 'call_2');
    expect(reportSavedSearches(db).list.searches[0]?.newCount).toBe(0);

    upsertCalls(db, [callListItem('call_1', { start_timestamp: at(1), call_status: 'completed' })]);
    expect(reportSavedSearches(db).rises).toEqual([expect.objectContaining({ newCount: 1, callIds: ['call_1'] })]);
  });

  it('follows a keyword tracker added after the calls, and one removed', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_0', { start_timestamp: at(0), transcript: OTHER }));
    const tracked = saveSearch(db, { name: 'Refund tracker', filter: {} });
    saveCallDetail(db, call('call_1', { start_timestamp: at(1), transcript: REFUND }));
    saveCallDetail(db, call('call_2', { start_timestamp: at(2), transcript: OTHER }));
    reportSavedSearches(db);
    const tracker = addTracker(db, 'refund');
    while (!countTrackerStep(db, tracker).done);
    db.prepare('UPDATE saved_searches SET filter_json = ?, counted = 0 WHERE search_id = ?').run(JSON.stringify({ tracker: { id: tracker } }), tracked);
    expect(reportSavedSearches(db).list.searches[0]?.newCount).toBe(1);
    saveCallDetail(db, call('call_3', { start_timestamp: at(3), transcript: REFUND }));
    expect(reportSavedSearches(db).list.searches[0]?.newCount).toBe(2);
    removeTracker(db, tracker);
    expect(reportSavedSearches(db).list.searches[0]?.newCount).toBe(0);
  });

  it('records no change for calls below every search’s mark, and none without a saved search', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_before', { start_timestamp: at(0), transcript: REFUND }));
    expect(changedCallIds(db)).toEqual([]);
    saveCallDetail(db, call('call_newest', { start_timestamp: at(30), transcript: REFUND }));
    saveSearch(db, { name: 'Refunds', filter: { text: 'refund' } });
    // An older call arriving late (a backfill), and a change to an old call, are not new for the search.
    saveCallDetail(db, call('call_backfill', { start_timestamp: at(5), transcript: REFUND }));
    upsertCalls(db, [callListItem('call_before', { start_timestamp: at(0), call_status: 'failed' })]);
    expect(changedCallIds(db)).toEqual([]);
    saveCallDetail(db, call('call_after', { start_timestamp: at(40), transcript: REFUND }));
    expect(changedCallIds(db)).toEqual(['call_after']);
    expect(newCounts(db)).toEqual([1]);
  });

  it.each([
    ['matched in their copied documents', undefined],
    ['matched in the mirror’s index (too many to copy)', 0],
  ])('equals a full count after every sync of a long mixed history, changed calls %s', (_, maxCopiedDocuments) => {
    const { db } = mirrors.open();
    const options = { maxCopiedDocuments };
    const filters: SavedFilter[] = [
      { text: 'refund' },
      { text: 'refund', sentiment: ['negative'] },
      { text: '-refund' },
      { status: ['failed'] },
      { text: 'caller:refund OR checking' },
    ];
    const ids = filters.map((filter, index) => saveSearch(db, { name: `Search ${index}`, filter }));
    // A fixed pseudo-random walk: new calls (some without their transcript yet), details arriving late, status changes, deletions, opens.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    let made = 0;
    for (let sync = 0; sync < 30; sync += 1) {
      for (let step = 0; step < 6; step += 1) {
        const id = `call_${next(made + 1)}`;
        const choice = next(6);
        const fields = { start_timestamp: at(Number(id.slice(5))), sentiment: next(2) === 0 ? ('negative' as const) : ('positive' as const) };
        if (choice === 0 || id === `call_${made}`) {
          made += 1;
          if (next(2) === 0) upsertCalls(db, [callListItem(`call_${made}`, { start_timestamp: at(made) })]);
          else saveCallDetail(db, call(`call_${made}`, { start_timestamp: at(made), transcript: next(2) === 0 ? REFUND : OTHER }));
        } else if (choice === 1) saveCallDetail(db, call(id, { ...fields, transcript: next(2) === 0 ? REFUND : OTHER }));
        else if (choice === 2) upsertCalls(db, [callListItem(id, { ...fields, call_status: next(2) === 0 ? 'failed' : 'completed' })]);
        else if (choice === 3) deleteCall(db, id);
        else if (choice === 4 && next(4) === 0) openSearch(db, ids[next(ids.length)] as number);
      }
      // Reads between syncs are exact too.
      expect(
        listSavedSearches(db, options).searches.map((search) => search.newCount),
        `before the report of sync ${sync}`,
      ).toEqual(filters.map((filter, index) => fullCount(db, filter, ids[index] as number)));
      const { list } = reportSavedSearches(db, options);
      expect(
        list.searches.map((search) => search.newCount),
        `after sync ${sync}`,
      ).toEqual(filters.map((filter, index) => fullCount(db, filter, ids[index] as number)));
    }
    expect(made).toBeGreaterThan(20);
  });
});

describe('matching the changed calls', () => {
  function plan(db: MirrorDb, sql: string, params: unknown[]): string {
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('\n');
  }

  function changedRefunds(db: MirrorDb) {
    saveCallDetail(db, call('call_0', { start_timestamp: at(0), transcript: REFUND }));
    saveSearch(db, { name: 'Refunds', filter: { text: 'refund', sentiment: ['negative'] } });
    saveCallDetail(db, call('call_1', { start_timestamp: at(1), transcript: REFUND, sentiment: 'negative' }));
    saveCallDetail(db, call('call_2', { start_timestamp: at(2), transcript: OTHER, sentiment: 'negative' }));
  }

  it('matches the words in the changed calls’ own documents, copied, not in the whole index', () => {
    const { db } = mirrors.open();
    changedRefunds(db);
    const changes = readChanges(db);
    expect(changes?.documents).toBe('copied');
    expect(db.prepare(`SELECT rowid FROM ${CHANGED_DOCUMENTS} ORDER BY rowid`).pluck().all()).toEqual(
      db.prepare(`SELECT row_id FROM calls WHERE id IN ('call_1', 'call_2') ORDER BY row_id`).pluck().all(),
    );
    const query = changedMatchesQuery({ text: 'refund', sentiment: ['negative'] }, 0, changes);
    if (query === null) throw new Error('expected changed calls to match');
    const steps = plan(db, query.sql, query.params);
    expect(steps).toMatch(new RegExp(`^SCAN ${CHANGED_DOCUMENTS} VIRTUAL TABLE INDEX \\d+:M\\d*><`, 'm'));
    expect(steps).not.toMatch(/call_search/);
    expect(steps).toMatch(/^SEARCH (c|calls) USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
    expect(db.prepare(query.sql).pluck().all(...query.params)).toEqual(db.prepare(`SELECT row_id FROM calls WHERE id = 'call_1'`).pluck().all());
  });

  it('copies the documents with the tokenizer and columns of the mirror’s index', () => {
    const { db } = mirrors.open();
    const created = db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'call_search'`).pluck().get() as string;
    expect(created.replace(/\s+/g, ' ')).toContain(`USING fts5 ( ${CALL_SEARCH_COLUMNS},`);
    expect(created).toContain(`tokenize = '${CALL_SEARCH_TOKENIZER}'`);
  });

  it('reads the mirror’s index over the changed calls’ range of keys only, bound as integers, when too many changed to copy', () => {
    const { db } = mirrors.open();
    changedRefunds(db);
    const changes = readChanges(db, 0);
    expect(changes?.documents).toBe('mirror');
    const query = changedMatchesQuery({ text: 'refund', sentiment: ['negative'] }, 0, changes);
    if (query === null) throw new Error('expected changed calls to match');
    // FTS5 ignores a rowid bound that is not an INTEGER (a JavaScript number binds as a REAL) and reads every call's entries.
    expect(query.params.slice(1, 3).map((param) => typeof param)).toEqual(['bigint', 'bigint']);
    const steps = plan(db, query.sql, query.params);
    // M: the match; > and <: both rowid bounds given to the index.
    expect(steps).toMatch(/^SCAN call_search VIRTUAL TABLE INDEX \d+:M\d*></m);
    expect(steps).toMatch(/^SEARCH (c|calls) USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
  });

  it('looks the changed calls up by key for a search without words', () => {
    const { db } = mirrors.open();
    saveSearch(db, { name: 'Failed', filter: { status: ['failed'], tracker: { id: 1 } } });
    saveCallDetail(db, call('call_1', { start_timestamp: at(1), transcript: REFUND }));
    const query = changedMatchesQuery({ status: ['failed'], tracker: { id: 1 } }, 0, readChanges(db));
    if (query === null) throw new Error('expected changed calls to match');
    const steps = plan(db, query.sql, query.params);
    // The changed calls first, over their range of keys; each call and its tracker count then looked up by key.
    expect(steps.split('\n')[0]).toBe('SEARCH changed USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)');
    expect(steps).toMatch(/^SEARCH (c|calls) USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
    expect(steps).toMatch(/^SEARCH h EXISTS USING COVERING INDEX tracker_hits_by_call/m);
  });

  it('matches nothing when no changed call is above the search’s mark', () => {
    expect(changedMatchesQuery({ text: 'refund' }, 100, { low: 50, high: 100, documents: 'copied' })).toBeNull();
    expect(changedMatchesQuery({ text: 'refund' }, 100, null)).toBeNull();
  });
});
