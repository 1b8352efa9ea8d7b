import { onCleanup } from 'solid-js';
import type { SyncProgress } from '../../../shared/contract/contract';
import type { CoreClient } from '../api/core-client';
import { createCallSearchStore } from './call-search-store';
import { createCallViewStore } from './call-view-store';
import { createCallsStore } from './calls-store';
import { createFilterChoicesStore } from './filter-choices-store';

/**
 * Everything the Calls screen shows, made once for the page so the place in
 * the list survives a visit to another section: the table, the search, the
 * filter choices and the open call.
 *
 * The mirror changes under the screen while a sync runs, so the screen reads
 * it again: when a sync ends, when it moves on to another kind of record, and
 * at most every few seconds while it writes; and from scratch when the user
 * switches workspace.
 */
const REFRESH_WHILE_SYNCING_MS = 4000;

export function createCallsScreenStore(client: CoreClient) {
  const calls = createCallsStore(client);
  const search = createCallSearchStore(client);
  const choices = createFilterChoicesStore(client);
  const view = createCallViewStore(client);

  // While a sync writes, only the table and the filter choices follow it (the
  // rows keep their elements, so the keyboard's place is kept); search
  // results and the open call are read again when it ends.
  const refreshList = () => {
    void calls.refresh();
    void choices.reload();
  };
  const refreshAll = () => {
    refreshList();
    search.refresh();
    view.refresh();
  };

  let last: SyncProgress | undefined;
  let lastRefresh = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    if (pending !== undefined) return;
    const wait = Math.max(0, lastRefresh + REFRESH_WHILE_SYNCING_MS - Date.now());
    pending = setTimeout(() => {
      pending = undefined;
      lastRefresh = Date.now();
      refreshList();
    }, wait);
  };
  onCleanup(() => clearTimeout(pending));

  onCleanup(
    client.on('sync.progress', (progress) => {
      const previous = last;
      last = progress;
      if (progress.phase === 'syncing') {
        if (progress.resource !== previous?.resource || progress.resource === 'calls') refreshSoon();
        return;
      }
      // The run ended (finished, stopped, offline, failed): show all it wrote.
      if (previous?.phase === 'syncing') {
        clearTimeout(pending);
        pending = undefined;
        lastRefresh = Date.now();
        refreshAll();
      }
    }),
  );

  let activeId: string | null | undefined;
  onCleanup(
    client.on('profiles.changed', (list) => {
      if (activeId !== undefined && list.activeId !== activeId) {
        view.close();
        search.setQuery('');
        void calls.reload();
        void choices.reload();
      }
      activeId = list.activeId;
    }),
  );
  void client.call('profiles.list', {}).then((result) => {
    if (result.ok && activeId === undefined) activeId = result.value.activeId;
  });

  void calls.reload();
  void choices.reload();

  return { calls, search, choices, view };
}

export type CallsScreenStore = ReturnType<typeof createCallsScreenStore>;
