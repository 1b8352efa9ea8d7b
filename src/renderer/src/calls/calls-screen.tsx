import { Show } from 'solid-js';
import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { SearchBox } from '../list/search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import type { CallsScreenStore } from '../stores/calls-screen-store';
import { describeSearchable } from '../stores/searchable-calls-store';
import { CallView } from './call-view';
import { CallsFilters } from './calls-filters';
import { ColumnChooser } from './column-chooser';
import { shownColumns, tableMinWidth } from './columns';
import { ExportButton, ExportStatus } from './export-control';
import { SearchResults } from './search-results';
import { TrackersPanel } from './trackers-panel';

const ROW_ID = 'call-row';

/**
 * The Calls screen: the table (or, while searching transcripts, the matching
 * calls) and the open call beside it; above the table, the keyword trackers,
 * the column chooser and the CSV export of what the filters select.
 * Keyboard: `/` focuses the search, Esc goes back (list-screen navigation).
 */
export function CallsScreen(props: { store: CallsScreenStore }) {
  const screen = useScreenNavigation({
    section: 'calls',
    focusList(searchBox) {
      if (props.store.search.active()) document.querySelector<HTMLElement>('.search-hit')?.focus();
      else focusRowOrSearch(rowElementId(ROW_ID, props.store.calls.activeIndex()), searchBox);
    },
  });
  const columns = () => shownColumns(props.store.columns.ids(), props.store.trackers.trackers());
  const count = () => {
    const total = props.store.calls.total();
    if (props.store.search.active() || total === undefined) return undefined;
    return `${total.toLocaleString()} ${total === 1 ? 'call' : 'calls'}`;
  };

  return (
    <ListScreen
      title="Calls"
      count={count()}
      tools={
        <Show when={!props.store.search.active()}>
          <div class="calls-tools">
            <TrackersPanel trackers={props.store.trackers} onAdd={props.store.addTracker} onRemove={(id) => void props.store.removeTracker(id)} />
            <ColumnChooser columns={props.store.columns} trackers={props.store.trackers} />
            <ExportButton exporter={props.store.exporter} onStart={props.store.startExport} />
          </div>
        </Show>
      }
      search={
        <SearchBox
          id="calls-search"
          value={props.store.search.query()}
          placeholder="Words or a “phrase” in transcripts and summaries (press /)"
          hint={searchHint(props.store)}
          ref={screen.setSearchBox}
          onInput={(text) => props.store.search.setQuery(text)}
          onLeaveDown={screen.focusList}
          escapeGoesBack={screen.recordOpen}
        />
      }
      recordOpen={props.store.view.openId() !== null}
      record={<CallView store={props.store.view} onBack={screen.back} />}
    >
      <Show
        when={!props.store.search.active()}
        fallback={<SearchResults store={props.store.search} onOpen={(hit) => screen.open({ id: hit.call.id, query: props.store.search.query() })} />}
      >
        <ExportStatus exporter={props.store.exporter} />
        <CallsFilters calls={props.store.calls} choices={props.store.choices} trackers={props.store.trackers} />
        <VirtualTable
          store={props.store.calls}
          columns={columns()}
          label="Calls"
          kind="calls"
          rowId={ROW_ID}
          noun="calls"
          empty={{ filtered: 'No calls match these filters. Clear a filter to see more.', unfiltered: 'No calls yet. They appear here after the first sync.' }}
          minWidth={tableMinWidth(columns())}
          rowClass={(row) => ({ unfetched: !row.detail_fetched })}
          onOpen={(row) => screen.open({ id: row.id })}
        />
      </Show>
    </ListScreen>
  );
}

/** What a search covers: only calls whose transcript the sync has fetched. */
function searchHint(store: CallsScreenStore): string | null {
  const covered = describeSearchable(store.searchable.counts());
  return covered === null ? null : `Searches ${covered}`;
}
