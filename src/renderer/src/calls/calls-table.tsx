import { createEffect, For, Match, on, onCleanup, Show, Switch } from 'solid-js';
import { createVirtualizer } from '@tanstack/solid-virtual';
import type { CallListEntry } from '../../../shared/contract/query-methods';
import type { CallsStore } from '../stores/calls-store';
import { gridStyle, tableMinWidth, type CallColumn } from './columns';
import { CallsRow } from './calls-row';
import { SortHeader } from './sort-header';

const ROW_HEIGHT = 36;
const HEAD_HEIGHT = 36;
/** Rows from the end of those loaded at which the next page is asked for. */
const PREFETCH_ROWS = 30;
const KEY_STEPS: Record<string, number> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1, PageDown: 10, PageUp: -10 };

/**
 * The calls as a virtualised grid: only the rows in view (and a few more)
 * exist in the page, whatever the number of calls, and the next keyset page
 * loads as the user scrolls near the end. Keyboard: arrows or j/k move,
 * Page Up/Down jump, Home/End, Enter opens.
 */
export function CallsTable(props: { store: CallsStore; columns: readonly CallColumn[]; onOpen: (row: CallListEntry) => void }) {
  let scroller: HTMLDivElement | undefined;
  const rowElements = new Map<number, HTMLDivElement>();
  let focusFrame: number | undefined;
  onCleanup(() => cancelAnimationFrame(focusFrame ?? 0));

  const virtualizer = createVirtualizer({
    get count() {
      return props.store.rows().length;
    },
    getScrollElement: () => scroller ?? null,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The rows start below the sticky head, inside the same scroller; a row scrolled to stays clear of the head.
    scrollMargin: HEAD_HEIGHT,
    scrollPaddingStart: HEAD_HEIGHT,
  });

  createEffect(() => {
    const items = virtualizer.getVirtualItems();
    const last = items[items.length - 1];
    if (last && last.index >= props.store.rows().length - PREFETCH_ROWS) void props.store.loadMore();
  });

  // A new filter or sort starts at the top.
  createEffect(on([() => props.store.filter(), () => props.store.sort()], () => scroller?.scrollTo({ top: 0 }), { defer: true }));

  /** Scrolls a row into view, then moves the focus to it once it is rendered. */
  const focusRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'auto' });
    let tries = 0;
    const attempt = () => {
      const element = rowElements.get(index);
      if (element) element.focus({ preventScroll: true });
      else if (tries++ < 3) focusFrame = requestAnimationFrame(attempt);
    };
    focusFrame = requestAnimationFrame(attempt);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'row') return;
    const count = props.store.rows().length;
    if (count === 0) return;
    const step = KEY_STEPS[event.key];
    if (step !== undefined) focusRow(props.store.moveActive(step));
    else if (event.key === 'Home') focusRow(props.store.moveActive(-count));
    else if (event.key === 'End') focusRow(props.store.moveActive(count));
    else if (event.key === 'Enter' || event.key === ' ') {
      const row = props.store.rows()[props.store.activeIndex()];
      if (row) props.onOpen(row);
    } else return;
    event.preventDefault();
  };

  return (
    <div class="calls-grid" role="grid" aria-label="Calls" aria-readonly="true" aria-rowcount={(props.store.total() ?? -2) + 1} aria-colcount={props.columns.length}>
      <Show when={props.store.error() !== undefined && props.store.rows().length > 0}>
        <p class="list-problem" role="alert">
          Some calls could not be read: {props.store.error()}
        </p>
      </Show>
      {/* One scroller for the head and the rows, so they scroll sideways together; the head sticks to the top. */}
      <div class="calls-scroller" ref={(element) => (scroller = element)} onKeyDown={onKeyDown}>
        <div role="rowgroup" class="calls-head" style={{ 'min-width': tableMinWidth(props.columns) }}>
          <div role="row" class="calls-row header" aria-rowindex={1} style={gridStyle(props.columns)}>
            <For each={props.columns}>
              {(column) => <SortHeader column={column} sort={props.store.sort()} onSort={(picked) => picked.sort && props.store.sortBy(picked.sort)} />}
            </For>
          </div>
        </div>
        <div role="rowgroup" class="calls-body" style={{ 'min-width': tableMinWidth(props.columns) }}>
          <Switch>
            <Match when={props.store.state() === 'error' && props.store.rows().length === 0}>
              <div class="list-state" role="alert">
                <p>The calls could not be read from this computer's copy of the workspace: {props.store.error()}</p>
                <button type="button" onClick={() => void props.store.reload()}>
                  Try again
                </button>
              </div>
            </Match>
            <Match when={props.store.state() === 'loading' && props.store.rows().length === 0}>
              <p class="list-state" role="status">
                Loading calls…
              </p>
            </Match>
            <Match when={props.store.state() === 'ready' && props.store.rows().length === 0}>
              <p class="list-state empty" role="status">
                {props.store.filtered() ? 'No calls match these filters. Clear a filter to see more.' : 'No calls yet. They appear here after the first sync.'}
              </p>
            </Match>
          </Switch>
          <div class="calls-spacer" style={{ height: `${virtualizer.getTotalSize()}px`, 'min-width': tableMinWidth(props.columns) }}>
            <For each={virtualizer.getVirtualItems()}>
              {(item) => (
                <Show when={props.store.rows()[item.index]}>
                  {(row) => (
                    <CallsRow
                      row={row()}
                      columns={props.columns}
                      index={item.index}
                      start={item.start - HEAD_HEIGHT}
                      active={props.store.activeIndex() === item.index}
                      ref={(element) => {
                        rowElements.set(item.index, element);
                        onCleanup(() => rowElements.get(item.index) === element && rowElements.delete(item.index));
                      }}
                      onOpen={() => {
                        props.store.setActiveIndex(item.index);
                        props.onOpen(row());
                      }}
                      onFocus={() => props.store.setActiveIndex(item.index)}
                    />
                  )}
                </Show>
              )}
            </For>
          </div>
        </div>
      </div>
    </div>
  );
}
