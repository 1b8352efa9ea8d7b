import { describe, expect, it } from 'vitest';
import {
  deleteSearch,
  listSavedSearches,
  openSearch,
  renameSearch,
  reorderSearches,
  reportSavedSearches,
  saveCallDetail,
  saveSearch,
  type MirrorDb,
} from '../../src/main/mirror/index';
import { MirrorQueryError } from '../../src/main/mirror/errors';
import { call, turns } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * Saved searches on real SQLite files: named uniquely, ordered, and counting
 * the matching calls newer than the newest call the mirror held when the
 * search was saved or last opened.
 */
const mirrors = useTempMirrors();

function refundCall(db: MirrorDb, id: string, start: string, overrides: Parameters<typeof call>[1] = {}) {
  saveCallDetail(db, call(id, { start_timestamp: start, transcript: turns('Hello.', 'I want a refund please.'), ...overrides }));
}

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MirrorQueryError) return error.field;
    throw error;
  }
  return undefined;
}

describe('saved searches', () => {
  it('counts only matching calls newer than those held when the search was saved', () => {
    const { db } = mirrors.open();
    refundCall(db, 'call_old', '2025-01-10T10:00:00Z');
    const id = saveSearch(db, { name: 'Refunds', filter: { text: 'refund' }, sort: { field: 'start_timestamp', direction: 'desc' } });
    expect(listSavedSearches(db).searches).toEqual([expect.objectContaining({ id, name: 'Refunds', newCount: 0, filter: { text: 'refund' } })]);
    refundCall(db, 'call_new_1', '2025-01-11T10:00:00Z');
    refundCall(db, 'call_new_2', '2025-01-12T10:00:00Z', { sentiment: 'negative' });
    saveCallDetail(db, call('call_other', { start_timestamp: '2025-01-13T10:00:00Z', transcript: turns('Hello.', 'Just checking in.') }));
    expect(listSavedSearches(db).searches[0]?.newCount).toBe(2);
  });

  it('combines the search with the other filters', () => {
    const { db } = mirrors.open();
    saveSearch(db, { name: 'Unhappy refunds', filter: { text: 'refund', sentiment: ['negative'] } });
    refundCall(db, 'call_1', '2025-01-11T10:00:00Z');
    refundCall(db, 'call_2', '2025-01-12T10:00:00Z', { sentiment: 'negative' });
    expect(listSavedSearches(db).searches[0]?.newCount).toBe(1);
  });

  it('clears the count when opened, and gives back the filter and sort', () => {
    const { db } = mirrors.open();
    const id = saveSearch(db, { name: 'Refunds', filter: { text: 'refund' }, sort: { field: 'cost', direction: 'asc' } });
    refundCall(db, 'call_1', '2025-01-11T10:00:00Z');
    expect(listSavedSearches(db).searches[0]?.newCount).toBe(1);
    expect(openSearch(db, id)).toEqual({ filter: { text: 'refund' }, sort: { field: 'cost', direction: 'asc' } });
    expect(listSavedSearches(db).searches[0]).toEqual(expect.objectContaining({ newCount: 0, openedAt: expect.any(String) }));
  });

  it('refuses an empty name and a name already used, however it is capitalised, naming the field', () => {
    const { db } = mirrors.open();
    saveSearch(db, { name: 'Refunds', filter: {} });
    expect(fieldOf(() => saveSearch(db, { name: '   ', filter: {} }))).toBe('name');
    expect(fieldOf(() => saveSearch(db, { name: 'refunds', filter: {} }))).toBe('name');
    const other = saveSearch(db, { name: 'Other', filter: {} });
    expect(fieldOf(() => renameSearch(db, other, 'REFUNDS'))).toBe('name');
    renameSearch(db, other, 'Cancellations');
    expect(listSavedSearches(db).searches.map((search) => search.name)).toEqual(['Refunds', 'Cancellations']);
  });

  it('keeps the order it is given, and refuses an order that does not name each search once', () => {
    const { db } = mirrors.open();
    const a = saveSearch(db, { name: 'A', filter: {} });
    const b = saveSearch(db, { name: 'B', filter: {} });
    const c = saveSearch(db, { name: 'C', filter: {} });
    reorderSearches(db, [c, a, b]);
    expect(listSavedSearches(db).searches.map((search) => search.name)).toEqual(['C', 'A', 'B']);
    expect(fieldOf(() => reorderSearches(db, [c, a]))).toBe('ids');
    expect(fieldOf(() => reorderSearches(db, [c, a, a]))).toBe('ids');
    expect(deleteSearch(db, a)).toBe(true);
    expect(deleteSearch(db, a)).toBe(false);
    expect(listSavedSearches(db).searches.map((search) => search.name)).toEqual(['C', 'B']);
  });

  it('lists a search whose stored filter no longer fits apart, with the reason, instead of failing', () => {
    const { db } = mirrors.open();
    saveSearch(db, { name: 'Good', filter: { text: 'refund' } });
    const bad = saveSearch(db, { name: 'Bad', filter: {} });
    db.prepare(`UPDATE saved_searches SET filter_json = '{"status":["exploded"]}' WHERE search_id = ?`).run(bad);
    const list = listSavedSearches(db);
    expect(list.searches.map((search) => search.name)).toEqual(['Good']);
    expect(list.unreadable).toEqual([{ id: bad, name: 'Bad', reason: expect.stringMatching(/status.*Delete it and save the search again/) }]);
    expect(fieldOf(() => openSearch(db, bad))).toBe('id');
  });

  it('reports after a sync the searches whose count rose, with the new calls, once', () => {
    const { db } = mirrors.open();
    const refunds = saveSearch(db, { name: 'Refunds', filter: { text: 'refund' } });
    saveSearch(db, { name: 'Cancel', filter: { text: 'cancel' } });
    refundCall(db, 'call_1', '2025-01-11T10:00:00Z');
    refundCall(db, 'call_2', '2025-01-12T10:00:00Z');
    const first = reportSavedSearches(db);
    expect(first.rises).toEqual([{ id: refunds, name: 'Refunds', newCount: 2, callIds: ['call_2', 'call_1'] }]);
    expect(first.list.searches.map((search) => search.newCount)).toEqual([2, 0]);
    expect(reportSavedSearches(db).rises).toEqual([]);
    refundCall(db, 'call_3', '2025-01-13T10:00:00Z');
    expect(reportSavedSearches(db).rises).toEqual([{ id: refunds, name: 'Refunds', newCount: 3, callIds: ['call_3'] }]);
    openSearch(db, refunds);
    expect(reportSavedSearches(db).rises).toEqual([]);
  });
});
