import type { SyncProgress } from '../../../shared/contract/contract';
import type { CallFilter } from '../../../shared/contract/query-methods';
import type { Result } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';
import { createCallsStore } from './calls-store';
import { followSelection } from './follow-selection';
import { createKeysetListStore, type ListOptions, type ListSource } from './keyset-list-store';
import type { NavigationStore, RecordSection } from './navigation-store';
import { createRecordStore } from './record-store';
import { isRecordId } from '../../../shared/links/deep-link';
import { createSearchTextStore } from './search-text-store';
import { refreshWithOutbox } from './outbox-refresh';
import { refreshWithSync } from './sync-refresh';
import { onWorkspaceSwitch } from './workspace-switch';

/**
 * Everything a records screen (Contacts, Campaigns, Agents) shows, made once
 * for the page so the place in the list survives a visit elsewhere: the
 * list with its filters and search, the record open beside it (following
 * the navigation), and that record's calls. It reads the mirror again as a
 * sync writes or the outbox moves, and from scratch when the user switches
 * workspace.
 */
export const RECORD_CALLS_PAGE = 20;

export function createRecordScreenStore<Row extends { id: string }, Filter extends { text?: string | undefined }, Field extends string, Detail>(options: {
  client: CoreClient;
  navigation: NavigationStore;
  section: Exclude<RecordSection, 'calls'>;
  source: ListSource<Row, Filter, Field>;
  list: ListOptions<Filter, Field>;
  read: (id: string) => Promise<Result<Detail | null>>;
  /** The calls filter that finds an open record's calls. */
  callsOf: (id: string) => CallFilter;
  /** The kinds of record whose sync changes this list (names joined in count too). */
  resources: readonly NonNullable<SyncProgress['resource']>[];
  /** Anything else the screen reads again with its whole view, not while a sync writes (filter choices). */
  onRefresh?: () => void;
}) {
  const list = createKeysetListStore(options.source, options.list);
  const search = createSearchTextStore((text) => {
    const next = { ...list.filter() };
    if (text.trim() === '') delete next.text;
    else next.text = text;
    list.setFilter(next);
  });
  // A record the mirror lacks (opened by a link) is fetched from the service; a local id names nothing there.
  const view = createRecordStore(options.read, (id) => (isRecordId(options.section, id) ? options.client.call('records.fetch', { kind: options.section, id }) : undefined));
  const calls = createCallsStore(options.client, {}, RECORD_CALLS_PAGE);

  followSelection(options.navigation, options.section, {
    isOpen: (selection) => selection.id === view.openId(),
    open(selection) {
      view.open(selection.id);
      calls.setFilter(options.callsOf(selection.id));
    },
    close: () => view.close(),
  });

  // While a sync writes, the list alone: the filters' choices (every contact grouped by tag and company, a
  // tenth of a second and more of the core's time on a big mirror) are read again once it ends.
  const refreshList = () => void list.refresh();
  const refreshAll = () => {
    refreshList();
    options.onRefresh?.();
    view.refresh();
    if (view.openId() !== null) void calls.refresh();
  };
  refreshWithSync(options.client, { resources: options.resources, refreshList, refreshAll });
  refreshWithOutbox(options.client, refreshAll);
  onWorkspaceSwitch(options.client, () => {
    search.clear();
    list.setFilter(options.list.filter);
    options.onRefresh?.();
  });

  void list.reload();
  return { list, search, view, calls, refreshAll };
}
