import { describe, expect, it } from 'vitest';
import { countCalls, listCalls, searchTranscripts } from '../../src/main/mirror';
import { openTestSync, runSync, startSyncSandbox } from '../support/sync-sandbox';

/**
 * How much of the mirror a search can see (the status bar's and the search
 * box's "transcripts of 587 of 5,873 calls"): the calls whose detail the
 * sync has fetched, newest first, of all the calls listed.
 */
describe('the searchable share of the mirror', () => {
  it('counts the calls whose transcript the sync fetched, and only those are found by a search', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 120 } });
    const sync = openTestSync(sandbox);

    await runSync(sync, sandbox.clock, { hydrateLimit: 30 });

    const { db } = sync.mirror;
    expect(countCalls(db, {})).toBe(120);
    expect(countCalls(db, { transcript: true })).toBe(30);
    expect(countCalls(db, { transcript: false })).toBe(90);
    // The 30 fetched are the newest 30, and a search finds calls among them only.
    const ids = (filter: { transcript?: boolean }, limit: number) => listCalls(db, { filter, limit }).rows.map((row) => row.id);
    const searchable = ids({ transcript: true }, 100);
    expect(searchable).toEqual(ids({}, 30));
    const hits = searchTranscripts(db, 'the', { limit: 500 }).map((hit) => hit.call.id);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((id) => searchable.includes(id))).toBe(true);

    await runSync(sync, sandbox.clock);
    expect(countCalls(db, { transcript: true })).toBe(120);
  });
});
