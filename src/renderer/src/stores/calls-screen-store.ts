import { createEffect, on } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import { shownColumns, trackerColumnId } from '../calls/columns';
import { createCallColumnsStore } from './call-columns-store';
import { createCallViewStore } from './call-view-store';
import { createCallsExportStore } from './calls-export-store';
import { createCallsLayoutStore } from './calls-layout-store';
import { createCallsPreferencesStore } from './calls-preferences-store';
import { createCallsStore, DEFAULT_SORT } from './calls-store';
import { createFilterChoicesStore } from './filter-choices-store';
import type { FirstPageGate } from './first-page-gate';
import { followSelection } from './follow-selection';
import type { NavigationStore } from './navigation-store';
import { createSavedSearchesStore } from './saved-searches-store';
import { createSearchableCallsStore } from './searchable-calls-store';
import { createSearchTextStore } from './search-text-store';
import { refreshWithSync } from './sync-refresh';
import { createTrackersStore } from './trackers-store';
import { onWorkspaceSwitch } from './workspace-switch';

/**
 * Everything the Calls screen shows, made once for the page so the place in
 * the list survives a visit to another section: the table (its columns, and
 * its filter, sort and columns as saved with the workspace), the search, the
 * filter choices, the keyword trackers, the CSV export and the open call
 * (which follows the navigation, so a link from a contact or an agent opens
 * it here).
 *
 * The mirror changes under the screen while a sync runs, so the screen reads
 * it again (sync-refresh.ts), and from scratch when the user switches
 * workspace.
 */
export function createCallsScreenStore(client: CoreClient, navigation: NavigationStore, firstPage: FirstPageGate) {
  const calls = createCallsStore(client);
  // The search is the table's filter too: every matching call, with the other filters (the core makes it one query).
  const search = createSearchTextStore((text) => {
    const { text: _previous, ...filter } = calls.filter();
    if (text.trim() !== '') calls.setFilter({ ...filter, text });
    else if (calls.sort().field === 'relevance') void calls.restore({ filter, sort: DEFAULT_SORT });
    else calls.setFilter(filter);
  });
  const choices = createFilterChoicesStore(client);
  const view = createCallViewStore(client);
  const columns = createCallColumnsStore();
  const trackers = createTrackersStore(client, { onCounted: () => void calls.refresh() });
  const layout = createCallsLayoutStore();
  const preferences = createCallsPreferencesStore(client, calls, columns, layout, search.text);
  const exporter = createCallsExportStore(client);
  // The search box says what it covers, and the status bar shows the same figures (app.tsx passes this store on).
  const searchable = createSearchableCallsStore(client, firstPage.later);
  // Shown in the sidebar under Calls, with their new-call counts.
  const savedSearches = createSavedSearchesStore(client, firstPage.later);

  followSelection(navigation, 'calls', {
    isOpen: (selection) => selection.id === view.openId() && (selection.query ?? '') === view.query(),
    // The same call with another search (typed while it is open) keeps the call and marks the new hits.
    open: (selection) => (selection.id === view.openId() && view.state() !== 'closed' ? view.setQuery(selection.query ?? '') : view.open(selection.id, selection.query ?? '')),
    close: () => view.close(),
  });

  // Typing a new search while a call is open marks its hits in that call (the selection carries the search, as a row opened from it would).
  createEffect(
    on(
      () => calls.filter().text ?? '',
      (text) => {
        const open = navigation.selected('calls');
        if (navigation.section() === 'calls' && open !== null && (open.query ?? '') !== text) navigation.select('calls', { ...open, query: text });
      },
      { defer: true },
    ),
  );

  // While a sync writes, only the table (with its search) and the filter
  // choices follow it (the rows keep their elements, so the keyboard's place
  // is kept); the open call is read again when it ends.
  const refreshList = () => {
    void calls.refresh();
    void choices.reload();
  };
  refreshWithSync(client, {
    resources: ['calls'],
    refreshList,
    refreshAll() {
      refreshList();
      view.refresh();
      // Transcripts the sync brought are counted for every tracker.
      void trackers.reload();
    },
  });

  onWorkspaceSwitch(client, () => {
    search.clear();
    exporter.dismiss();
    void preferences.restore();
    void trackers.reload();
    void choices.reload();
  });

  // The first page (with the saved filter) and the trackers (their columns may be shown) first; the filters' choices after.
  void preferences.restore().finally(firstPage.drawn);
  void trackers.reload();
  firstPage.later(() => void choices.reload());

  return {
    calls,
    search,
    choices,
    view,
    columns,
    layout,
    trackers,
    exporter,
    searchable,
    savedSearches,
    /** Saves the search and filters the table shows now under a name; false when refused. */
    saveSearch(name: string): Promise<boolean> {
      return savedSearches.save(name, calls.filter(), calls.sort());
    },
    /** Opens a saved search: its search, filters and sort in the table (an open call closes); its count clears. */
    async openSavedSearch(id: number): Promise<boolean> {
      const opened = await savedSearches.open(id);
      if (opened === undefined) return false;
      search.replace(opened.filter.text ?? '');
      navigation.select('calls', null);
      await calls.restore({ filter: opened.filter, sort: opened.sort ?? DEFAULT_SORT });
      return true;
    },
    /** Adds a tracker and shows its column; the table is read again once it is counted. */
    async addTracker(phrase: string): Promise<boolean> {
      const id = await trackers.add(phrase);
      if (id === undefined) return false;
      columns.show(trackerColumnId(id));
      void calls.refresh();
      return true;
    },
    /** Removes a tracker, its column, and the filter on it. */
    async removeTracker(id: number): Promise<void> {
      if (!(await trackers.remove(id))) return;
      if (!columns.hide(trackerColumnId(id))) columns.restore(undefined, () => false);
      const { tracker, ...rest } = calls.filter();
      if (tracker?.id === id) calls.setFilter(rest);
      else void calls.refresh();
    },
    /** Orders the matches of a search by relevance or by time (newest first). */
    setSearchOrder(order: 'relevance' | 'newest') {
      void calls.restore({ filter: calls.filter(), sort: order === 'relevance' ? { field: 'relevance', direction: 'asc' } : DEFAULT_SORT });
    },
    /** Asks to export the calls the table shows, with the columns it shows, under their labels. */
    startExport() {
      const shown = shownColumns(columns.ids(), trackers.trackers()).map((column) => ({ id: column.id, label: column.label }));
      void exporter.start({ filter: calls.filter(), sort: calls.sort(), columns: shown });
    },
  };
}

export type CallsScreenStore = ReturnType<typeof createCallsScreenStore>;
