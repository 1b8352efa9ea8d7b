import { createSignal } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import { refreshWithSync } from './sync-refresh';
import { onWorkspaceSwitch } from './workspace-switch';

/**
 * How much of the mirror a transcript search can see: the calls whose
 * summary and transcript are in, of all the calls mirrored (the sync
 * fetches transcripts one call at a time, newest first, so on a fresh
 * mirror most calls are listed long before they are searchable). Read
 * again while the sync writes calls or transcripts, when it ends, and on a
 * workspace switch.
 */
export interface SearchableCounts {
  searchable: number;
  total: number;
}

/** `start`: when to make the first reading (first-page-gate.ts); at once by default. */
export function createSearchableCallsStore(client: CoreClient, start: (work: () => void) => void = (work) => work()) {
  const [counts, setCounts] = createSignal<SearchableCounts | null>(null);
  let reading = 0;
  const reload = async () => {
    const ticket = ++reading;
    const [searchable, total] = await Promise.all([client.call('calls.count', { filter: { transcript: true } }), client.call('calls.count', {})]);
    // A failed count keeps the last figures; an answer overtaken by a newer reading is dropped.
    if (ticket !== reading || !searchable.ok || !total.ok) return;
    setCounts({ searchable: searchable.value.total, total: total.value.total });
  };
  refreshWithSync(client, { resources: ['calls', 'transcripts'], refreshList: () => void reload(), refreshAll: () => void reload() });
  onWorkspaceSwitch(client, () => {
    setCounts(null);
    void reload();
  });
  start(() => void reload());
  return { counts, reload };
}

export type SearchableCallsStore = ReturnType<typeof createSearchableCallsStore>;

/** "transcripts of 587 of 5,873 calls"; null before the first count, or with no calls at all. */
export function describeSearchable(counts: SearchableCounts | null): string | null {
  if (counts === null || counts.total === 0) return null;
  if (counts.searchable === counts.total) return counts.total === 1 ? 'the transcript of the one call' : `transcripts of all ${counts.total.toLocaleString('en-US')} calls`;
  return `transcripts of ${counts.searchable.toLocaleString('en-US')} of ${counts.total.toLocaleString('en-US')} ${counts.total === 1 ? 'call' : 'calls'}`;
}
