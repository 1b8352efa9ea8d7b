import { describe, expect, it } from 'vitest';
import { saveCallDetail, type MirrorDb } from '../../src/main/mirror';
import { createEventHub } from '../../src/main/service/core-handlers';
import { startSavedSearchReports } from '../../src/main/service/saved-search-reports';
import type { SyncActivity } from '../../src/main/service/sync-service';
import type { SyncSummary } from '../../src/main/sync';
import { events as eventSchemas, type EventName } from '../../src/shared/contract/contract';
import { call, turns } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * Saved searches as the renderer reaches them (through dispatch, replies
 * parsed by the contract), over real mirror files written by another
 * connection as the profile worker writes them; and their report after a
 * sync: an event with the counts, and the rises for the notifier.
 */
const core = useCoreOnMirrors();
const mirrors = core.mirrors;

function refundCall(db: MirrorDb, id: string, start: string) {
  saveCallDetail(db, call(id, { start_timestamp: start, transcript: turns('Hello.', 'I would like a refund.') }));
}

function syncedMirror(): { file: string; db: MirrorDb } {
  const file = mirrors.file();
  const { db } = mirrors.open(file);
  refundCall(db, 'call_1', '2025-01-10T10:00:00Z');
  return { file, db };
}

const REFUNDS = { name: 'Refunds', filter: { text: 'refund', sentiment: ['positive'] }, sort: { field: 'start_timestamp', direction: 'desc' } };

describe('saved searches through the contract', () => {
  it('saves, lists with new counts, and opens a search, which clears its count and gives back its filters', async () => {
    const { file, db } = syncedMirror();
    const { value } = core.coreOn(file);
    expect(await value('savedSearches.list', {})).toEqual({ searches: [], unreadable: [] });
    const saved = await value('savedSearches.save', REFUNDS);
    expect(saved.searches).toEqual([{ id: expect.any(Number), name: 'Refunds', filter: REFUNDS.filter, sort: REFUNDS.sort, newCount: 0 }]);
    refundCall(db, 'call_2', '2025-01-11T10:00:00Z');
    const listed = await value('savedSearches.list', {});
    expect(listed.searches[0]?.newCount).toBe(1);
    const opened = await value('savedSearches.open', { id: listed.searches[0]!.id });
    expect(opened).toEqual({ filter: REFUNDS.filter, sort: REFUNDS.sort, list: { searches: [expect.objectContaining({ newCount: 0 })], unreadable: [] } });
  });

  it('refuses an empty name and a duplicate name, naming the field', async () => {
    const { value, call: request } = core.coreOn(syncedMirror().file);
    await value('savedSearches.save', REFUNDS);
    const empty = await request('savedSearches.save', { ...REFUNDS, name: '  ' });
    expect(empty).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid_request', problems: [expect.objectContaining({ field: 'name' })] }) });
    const duplicate = await request('savedSearches.save', { ...REFUNDS, name: 'REFUNDS' });
    expect(duplicate).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_request', problems: [{ field: 'name', message: expect.stringContaining('already called “Refunds”') }] }),
    });
  });

  it('renames, reorders and deletes', async () => {
    const { value, call: request } = core.coreOn(syncedMirror().file);
    await value('savedSearches.save', REFUNDS);
    const { searches } = await value('savedSearches.save', { ...REFUNDS, name: 'Second' });
    const [first, second] = searches.map((search) => search.id) as [number, number];
    expect((await value('savedSearches.rename', { id: first, name: 'Money back' })).searches.map((search) => search.name)).toEqual(['Money back', 'Second']);
    expect((await value('savedSearches.reorder', { ids: [second, first] })).searches.map((search) => search.name)).toEqual(['Second', 'Money back']);
    expect((await value('savedSearches.delete', { id: second })).searches.map((search) => search.name)).toEqual(['Money back']);
    expect(await request('savedSearches.delete', { id: second })).toEqual({ ok: false, error: expect.objectContaining({ code: 'not_found' }) });
  });

  it('after a sync, sends the counts as an event and keeps the rises for the notifier once', async () => {
    const { file, db } = syncedMirror();
    const { value, profiles, readers, writers } = core.coreOn(file);
    await value('savedSearches.save', REFUNDS);
    const hub = createEventHub();
    const seen: { name: EventName; payload: unknown }[] = [];
    hub.subscribe((name, payload) => seen.push({ name, payload }));
    let tell: (activity: SyncActivity) => void = () => {};
    const reports = startSavedSearchReports({
      profiles,
      mirrors: readers,
      writers,
      events: hub,
      sync: {
        onActivity: (listener) => {
          tell = listener;
          return () => {};
        },
      },
    });
    refundCall(db, 'call_2', '2025-01-11T10:00:00Z');
    const ended = { type: 'ended', profileId: 'p0', summary: { status: 'ok' } as SyncSummary, progress: {} as never } as const;
    tell(ended);
    expect(seen).toHaveLength(1);
    const payload = eventSchemas['savedSearches.changed'].parse(seen[0]?.payload);
    expect(payload).toEqual({ profileId: 'p0', searches: [expect.objectContaining({ name: 'Refunds', newCount: 1 })], unreadable: [] });
    expect(reports.takeMatches('p0')).toEqual([{ searchName: 'Refunds', callIds: ['call_2'] }]);
    expect(reports.takeMatches('p0')).toEqual([]);
    // Nothing new: the count is reported again, but did not rise.
    tell(ended);
    expect(reports.takeMatches('p0')).toEqual([]);
    reports.close();
  });
});
