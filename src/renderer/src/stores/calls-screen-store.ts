import type { CoreClient } from '../api/core-client';
import { createCallSearchStore } from './call-search-store';
import { createCallViewStore } from './call-view-store';
import { createCallsStore } from './calls-store';
import { createFilterChoicesStore } from './filter-choices-store';
import { followSelection } from './follow-selection';
import type { NavigationStore } from './navigation-store';
import { refreshWithSync } from './sync-refresh';
import { onWorkspaceSwitch } from './workspace-switch';

/**
 * Everything the Calls screen shows, made once for the page so the place in
 * the list survives a visit to another section: the table, the search, the
 * filter choices and the open call (which follows the navigation, so a link
 * from a contact or an agent opens it here).
 *
 * The mirror changes under the screen while a sync runs, so the screen reads
 * it again (sync-refresh.ts), and from scratch when the user switches
 * workspace.
 */
export function createCallsScreenStore(client: CoreClient, navigation: NavigationStore) {
  const calls = createCallsStore(client);
  const search = createCallSearchStore(client);
  const choices = createFilterChoicesStore(client);
  const view = createCallViewStore(client);

  followSelection(navigation, 'calls', {
    isOpen: (selection) => selection.id === view.openId() && (selection.query ?? '') === view.query(),
    open: (selection) => view.open(selection.id, selection.query ?? ''),
    close: () => view.close(),
  });

  // While a sync writes, only the table and the filter choices follow it (the
  // rows keep their elements, so the keyboard's place is kept); search
  // results and the open call are read again when it ends.
  const refreshList = () => {
    void calls.refresh();
    void choices.reload();
  };
  refreshWithSync(client, {
    resources: ['calls'],
    refreshList,
    refreshAll() {
      refreshList();
      search.refresh();
      view.refresh();
    },
  });

  onWorkspaceSwitch(client, () => {
    search.setQuery('');
    void calls.reload();
    void choices.reload();
  });

  void calls.reload();
  void choices.reload();

  return { calls, search, choices, view };
}

export type CallsScreenStore = ReturnType<typeof createCallsScreenStore>;
