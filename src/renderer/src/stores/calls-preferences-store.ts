import { createEffect, on } from 'solid-js';
import type { CallsLayout } from '../../../shared/contract/calls-settings-methods';
import type { CallFilter, CallSort } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';
import { BASE_COLUMNS } from '../calls/columns';
import type { CallColumnsStore } from './call-columns-store';
import type { CallsLayoutStore } from './calls-layout-store';
import { DEFAULT_SORT, type CallsStore } from './calls-store';
import { LIST_PAGE } from './keyset-list-store';

/**
 * Keeps the Calls screen's filter, sort, columns and layout with the workspace (the
 * core saves them in its mirror), so the next launch opens the screen as it
 * was left. `restore` reads them (the defaults when none were saved) and
 * loads the table with them; every change after that is saved at once (a
 * change is a click, and a save a small write), so closing the window
 * right after loses nothing.
 */
const isKnownColumn = (id: string) => BASE_COLUMNS.some((column) => column.id === id) || /^tracker:\d+$/.test(id);

export function createCallsPreferencesStore(client: CoreClient, calls: CallsStore, columns: CallColumnsStore, layout: CallsLayoutStore, searchText: () => string) {
  let restored = false;
  let generation = 0;
  // The settings as last saved or read back: reading them back sets every one of them, which is no change to save. Saving
  // them anyway opened a writable connection to the mirror and wrote to it at every launch, on the thread serving the
  // window while it drew the first rows.
  let savedKey: string | undefined;

  createEffect(
    on(
      [calls.filter, calls.sort, columns.ids, layout.committed],
      ([filter, sort, ids, arrangement]) => {
        // Not while they are being read back (nor into the workspace just switched to before that).
        if (!restored) return;
        const preferences = preferencesOf(filter, sort, ids, arrangement);
        const key = JSON.stringify(preferences);
        if (key === savedKey) return;
        savedKey = key;
        // A failure costs only the saved state; the screen itself is unaffected.
        void client.call('calls.savePreferences', preferences);
      },
      { defer: true },
    ),
  );

  return {
    /** Reads the workspace's saved settings and loads the table with them. */
    async restore() {
      const mine = ++generation;
      restored = false;
      // The settings come with the first page read under them: the launch's first rows wait for one round trip.
      const start = await client.call('calls.screenStart', { limit: LIST_PAGE, sort: DEFAULT_SORT });
      if (mine !== generation) return;
      const value = start.ok ? start.value.preferences : null;
      columns.restore(value?.columns, isKnownColumn);
      layout.restore(value?.layout);
      const saved = { filter: value?.filter ?? {}, sort: value?.sort ?? DEFAULT_SORT };
      savedKey = JSON.stringify(preferencesOf(saved.filter, saved.sort, columns.ids(), layout.committed()));
      // A search typed meanwhile stays, and needs its own read; so does a page that could not be read.
      const text = searchText();
      restored = true;
      if (start.ok && text.trim() === '') calls.restoreRead(saved, start.value);
      else await calls.restore({ filter: { ...saved.filter, ...(text.trim() === '' ? {} : { text }) }, sort: saved.sort });
    },
  };
}

/** What is saved: the search is not kept (the next launch opens on the calls, not on an old search), nor a sort by relevance. */
function preferencesOf(filter: CallFilter, sort: CallSort, ids: readonly string[], arrangement: CallsLayout) {
  const { text: _text, ...kept } = filter;
  return { filter: kept, sort: sort.field === 'relevance' ? DEFAULT_SORT : sort, columns: [...ids], layout: arrangement };
}

export type CallsPreferencesStore = ReturnType<typeof createCallsPreferencesStore>;
