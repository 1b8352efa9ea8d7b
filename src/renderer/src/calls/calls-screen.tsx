import { Show } from 'solid-js';
import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { SearchBox } from '../list/search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import type { CallsScreenStore } from '../stores/calls-screen-store';
import { CallView } from './call-view';
import { CallsFilters } from './calls-filters';
import { CALL_COLUMNS } from './columns';
import { SearchResults } from './search-results';

const ROW_ID = 'call-row';

/**
 * The Calls screen: the table (or, while searching transcripts, the matching
 * calls) and the open call beside it. Keyboard: `/` focuses the search, Esc
 * goes back (list-screen navigation).
 */
export function CallsScreen(props: { store: CallsScreenStore }) {
  const screen = useScreenNavigation({
    section: 'calls',
    focusList(searchBox) {
      if (props.store.search.active()) document.querySelector<HTMLElement>('.search-hit')?.focus();
      else focusRowOrSearch(rowElementId(ROW_ID, props.store.calls.activeIndex()), searchBox);
    },
  });

  return (
    <ListScreen
      title="Calls"
      count={!props.store.search.active() && props.store.calls.total() !== undefined ? `${(props.store.calls.total() ?? 0).toLocaleString()} calls` : undefined}
      search={
        <SearchBox
          id="calls-search"
          value={props.store.search.query()}
          placeholder="Words or a “phrase” in transcripts and summaries (press /)"
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
        <CallsFilters calls={props.store.calls} choices={props.store.choices} />
        <VirtualTable
          store={props.store.calls}
          columns={CALL_COLUMNS}
          label="Calls"
          kind="calls"
          rowId={ROW_ID}
          noun="calls"
          empty={{ filtered: 'No calls match these filters. Clear a filter to see more.', unfiltered: 'No calls yet. They appear here after the first sync.' }}
          minWidth="62rem"
          rowClass={(row) => ({ unfetched: !row.detail_fetched })}
          onOpen={(row) => screen.open({ id: row.id })}
        />
      </Show>
    </ListScreen>
  );
}
