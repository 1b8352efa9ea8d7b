import { Show } from 'solid-js';
import { isSearching } from '../stores/calls-store';
import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { ScreenSearchBox } from '../list/screen-search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import type { CallsScreenStore } from '../stores/calls-screen-store';
import type { DncRequestsStore } from '../stores/dnc-requests-store';
import { describeSearchable } from '../stores/searchable-calls-store';
import { CallView } from './call-view';
import { CallsFilters, FiltersToggle } from './calls-filters';
import { LIST_SHARE } from '../stores/calls-layout-store';
import { ColumnChooser } from './column-chooser';
import { shownColumns, tableMinWidth } from './columns';
import { ExportButton, ExportStatus } from './export-control';
import { withMatchColumn } from './match-column';
import { SearchHelp } from './search-help';
import { SaveSearchButton } from '../saved-searches/save-search-button';
import { TrackersPanel } from './trackers-panel';

const ROW_ID = 'call-row';

/**
 * The Calls screen: the table and the open call beside it; above the table,
 * the keyword trackers, the column chooser and the CSV export of what the
 * table shows. A search is one more filter: the table then holds every
 * matching call (with the other filters), each with its best snippet, in
 * the order chosen (best match or newest), and the export takes the same.
 * Keyboard: `/` focuses the search, Esc goes back (list-screen navigation).
 * In a small window the filters fold away (Filters button) and the split
 * between the table and the open call can be moved; both are kept with the
 * workspace's Calls settings.
 */
export function CallsScreen(props: { store: CallsScreenStore; dnc: DncRequestsStore }) {
  const screen = useScreenNavigation({
    section: 'calls',
    focusList(searchBox) {
      focusRowOrSearch(rowElementId(ROW_ID, props.store.calls.activeIndex()), searchBox);
    },
  });
  const searching = () => isSearching(props.store.calls.filter());
  const columns = () => withMatchColumn(shownColumns(props.store.columns.ids(), props.store.trackers.trackers()), searching());
  const activeFilters = () => Object.entries(props.store.calls.filter()).filter(([key, value]) => key !== 'text' && value !== undefined).length;
  const count = () => {
    const total = props.store.calls.total();
    if (total === undefined) return undefined;
    if (searching()) return `${total.toLocaleString()} ${total === 1 ? 'call matches' : 'calls match'}`;
    return `${total.toLocaleString()} ${total === 1 ? 'call' : 'calls'}`;
  };

  return (
    <ListScreen
      title="Calls"
      count={count()}
      tools={
        <div class="calls-tools">
          <TrackersPanel trackers={props.store.trackers} onAdd={props.store.addTracker} onRemove={(id) => void props.store.removeTracker(id)} />
          <ColumnChooser columns={props.store.columns} trackers={props.store.trackers} />
          <FiltersToggle open={props.store.layout.filtersOpen()} active={activeFilters()} controls="calls-filters" onToggle={props.store.layout.toggleFilters} />
          <ExportButton exporter={props.store.exporter} onStart={props.store.startExport} />
        </div>
      }
      search={
        <div class="calls-search">
          <ScreenSearchBox
            id="calls-search"
            placeholder="Words, “a phrase”, OR, -word, caller: (press /)"
            search={props.store.search}
            screen={screen}
            hint={props.store.calls.searchNote() ?? searchHint(props.store)}
            onEnter={(backwards) => {
              // With a call open on this search, Enter goes to its next match (Shift+Enter: the previous), as in a find bar.
              if (props.store.view.marks().count === 0) return;
              if (backwards) props.store.view.previousMatch();
              else props.store.view.nextMatch();
            }}
          />
          <SearchHelp />
          <SaveSearchButton store={props.store.savedSearches} onSave={props.store.saveSearch} />
          <Show when={searching()}>
            <label class="search-order">
              Order
              <select
                value={props.store.calls.sort().field === 'relevance' ? 'relevance' : 'newest'}
                onChange={(event) => props.store.setSearchOrder(event.currentTarget.value === 'relevance' ? 'relevance' : 'newest')}
              >
                <option value="newest">Newest first</option>
                <option value="relevance">Best match first</option>
              </select>
            </label>
          </Show>
        </div>
      }
      recordOpen={props.store.view.openId() !== null}
      split={{ share: props.store.layout.listShare(), min: LIST_SHARE.min, max: LIST_SHARE.max, onResize: props.store.layout.resize }}
      record={<CallView store={props.store.view} dnc={props.dnc} onBack={screen.back} />}
    >
      <>
        <ExportStatus exporter={props.store.exporter} />
        <CallsFilters id="calls-filters" hidden={!props.store.layout.filtersOpen()} calls={props.store.calls} choices={props.store.choices} trackers={props.store.trackers} />
        <VirtualTable
          store={props.store.calls}
          columns={columns()}
          label="Calls"
          kind="calls"
          rowId={ROW_ID}
          noun="calls"
          empty={{
            filtered: searching()
              ? `No call matches “${(props.store.calls.filter().text ?? '').trim()}” with these filters. Only calls whose transcripts have been fetched can be searched.`
              : 'No calls match these filters. Clear a filter to see more.',
            unfiltered: 'No calls yet. They appear here after the first sync.',
          }}
          minWidth={tableMinWidth(columns())}
          rowClass={(row) => ({ unfetched: !row.detail_fetched })}
          // Opened from a search, the call view marks its hits.
          onOpen={(row) => screen.open(searching() ? { id: row.id, query: props.store.calls.filter().text ?? '' } : { id: row.id })}
        />
      </>
    </ListScreen>
  );
}

/** What a search covers: only calls whose transcript the sync has fetched. */
function searchHint(store: CallsScreenStore): string | null {
  const covered = describeSearchable(store.searchable.counts());
  return covered === null ? null : `Searches ${covered}`;
}
