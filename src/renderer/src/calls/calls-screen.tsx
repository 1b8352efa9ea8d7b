import { onCleanup, Show } from 'solid-js';
import type { CallsScreenStore } from '../stores/calls-screen-store';
import { CallView } from './call-view';
import { CallsFilters } from './calls-filters';
import { CallsTable } from './calls-table';
import { ColumnChooser } from './column-chooser';
import { shownColumns } from './columns';
import { ExportButton, ExportStatus } from './export-control';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { TrackersPanel } from './trackers-panel';

/**
 * The Calls screen: the table (or, while searching, the matching calls) and
 * the open call beside it; above the table, the keyword trackers, the
 * column chooser and the CSV export of what the filters select. Keyboard:
 * `/` focuses the search, Esc goes back from the open call to where the
 * user was.
 */
export function CallsScreen(props: { store: CallsScreenStore }) {
  let searchBox: HTMLInputElement | undefined;
  let returnFocus: HTMLElement | null = null;

  const open = (id: string, query: string) => {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    props.store.view.open(id, query);
  };
  const close = () => {
    props.store.view.close();
    const target = returnFocus?.isConnected ? returnFocus : searchBox;
    returnFocus = null;
    queueMicrotask(() => target?.focus());
  };
  const focusList = () => {
    const first = props.store.search.active()
      ? document.querySelector<HTMLElement>('.search-hit')
      : document.getElementById(`call-row-${props.store.calls.activeIndex()}`);
    first?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '/' && !isEditable(event.target)) {
      event.preventDefault();
      searchBox?.focus();
      searchBox?.select();
    } else if (event.key === 'Escape' && props.store.view.openId() !== null) {
      event.preventDefault();
      close();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  onCleanup(() => document.removeEventListener('keydown', onKeyDown));
  const columns = () => shownColumns(props.store.columns.ids(), props.store.trackers.trackers());

  return (
    <div class="calls-screen" classList={{ 'with-call': props.store.view.openId() !== null }}>
      <div class="calls-main">
        <div class="calls-toolbar">
          <h2 id="section-title">Calls</h2>
          <Show when={!props.store.search.active() && props.store.calls.total() !== undefined}>
            <span class="calls-total">
              {(props.store.calls.total() ?? 0).toLocaleString()} {props.store.calls.total() === 1 ? 'call' : 'calls'}
            </span>
          </Show>
          <Show when={!props.store.search.active()}>
            <div class="calls-tools">
              <TrackersPanel trackers={props.store.trackers} onAdd={props.store.addTracker} onRemove={(id) => void props.store.removeTracker(id)} />
              <ColumnChooser columns={props.store.columns} trackers={props.store.trackers} />
              <ExportButton exporter={props.store.exporter} onStart={props.store.startExport} />
            </div>
          </Show>
          <SearchBox
            store={props.store.search}
            ref={(element) => (searchBox = element)}
            onLeaveDown={focusList}
            escapeClosesCall={() => props.store.view.openId() !== null}
          />
        </div>
        <Show
          when={!props.store.search.active()}
          fallback={<SearchResults store={props.store.search} onOpen={(hit) => open(hit.call.id, props.store.search.query())} />}
        >
          <ExportStatus exporter={props.store.exporter} />
          <CallsFilters calls={props.store.calls} choices={props.store.choices} trackers={props.store.trackers} />
          <CallsTable store={props.store.calls} columns={columns()} onOpen={(row) => open(row.id, '')} />
        </Show>
      </div>
      <Show when={props.store.view.openId() !== null}>
        <CallView store={props.store.view} onClose={close} />
      </Show>
    </div>
  );
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}
