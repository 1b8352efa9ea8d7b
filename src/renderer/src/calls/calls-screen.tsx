import { onCleanup, Show } from 'solid-js';
import type { CallsScreenStore } from '../stores/calls-screen-store';
import { CallView } from './call-view';
import { CallsFilters } from './calls-filters';
import { CallsTable } from './calls-table';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

/**
 * The Calls screen: the table (or, while searching, the matching calls) and
 * the open call beside it. Keyboard: `/` focuses the search, Esc goes back
 * from the open call to where the user was.
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

  return (
    <div class="calls-screen" classList={{ 'with-call': props.store.view.openId() !== null }}>
      <div class="calls-main">
        <div class="calls-toolbar">
          <h2 id="section-title">Calls</h2>
          <Show when={!props.store.search.active() && props.store.calls.total() !== undefined}>
            <span class="calls-total">{(props.store.calls.total() ?? 0).toLocaleString()} calls</span>
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
          <CallsFilters calls={props.store.calls} choices={props.store.choices} />
          <CallsTable store={props.store.calls} onOpen={(row) => open(row.id, '')} />
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
