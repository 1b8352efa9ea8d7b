import { createEffect, For, Match, on, onCleanup, Show, Switch } from 'solid-js';
import { createVirtualizer } from '@tanstack/solid-virtual';
import type { KeysetListStore } from '../stores/keyset-list-store';
import { KEY_STEPS, PAGE_STEPS } from '../shell/list-keys';
import type { Column } from './columns';
import { SortHeader } from './sort-header';
import { TableRow } from './table-row';

const ROW_HEIGHT = 36;
const HEAD_HEIGHT = 36;
/** Rows from the end of those loaded at which the next page is asked for. */
const PREFETCH_ROWS = 30;
/** How many frames a row moved to may take to render before the focus gives up on it. */
const FOCUS_FRAMES = 30;

/**
 * A list of records as a virtualised grid: only the rows in view (and a few
 * more) exist in the page, whatever the number of records, and the next
 * keyset page loads as the user scrolls near the end. Keyboard: arrows or
 * j/k move, Page Up/Down jump, Home/End, Enter opens (Space too, unless the
 * rows can be selected: it then toggles the row).
 *
 * `kind` names the table ("calls"): its grid is labelled by `label`, its
 * rows have the ids `<rowId>-<index>` (see `rowElementId`) and the classes
 * `<kind>-row`, so a screen and its styles can reach them.
 */
export function VirtualTable<Row extends { id: string }, Field extends string>(props: {
  store: KeysetListStore<Row, object, Field>;
  columns: readonly Column<Row, Field>[];
  label: string;
  kind: string;
  rowId: string;
  /** Plural, lower case: "calls", "contacts". */
  noun: string;
  /** Said when the list is empty: with a filter set, and without. */
  empty: { filtered: string; unfiltered: string };
  /** The minimum width before the table scrolls sideways, e.g. `62rem`. */
  minWidth: string;
  rowClass?: (row: Row) => Record<string, boolean>;
  onOpen: (row: Row) => void;
  /** A table whose rows can be selected: Space toggles the focused row (Shift+Space: the range from the last one), Enter still opens. */
  onToggle?: (index: number, range: boolean) => void;
}) {
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

  /**
   * Scrolls a row into view, then moves the focus to it once it is rendered
   * (a few frames after a long jump on a busy machine); a newer move cancels
   * an older one still waiting.
   */
  const focusRow = (index: number) => {
    cancelAnimationFrame(focusFrame ?? 0);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    let tries = 0;
    const attempt = () => {
      const element = rowElements.get(index);
      if (element) element.focus({ preventScroll: true });
      else if (tries++ < FOCUS_FRAMES) focusFrame = requestAnimationFrame(attempt);
    };
    focusFrame = requestAnimationFrame(attempt);
  };

  // Opening a record moves the focus to its view: a row still waiting for the focus must not take it back.
  const open = (row: Row) => {
    cancelAnimationFrame(focusFrame ?? 0);
    props.onOpen(row);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'row') return;
    const count = props.store.rows().length;
    if (count === 0) return;
    const step = KEY_STEPS[event.key] ?? PAGE_STEPS[event.key];
    if (step !== undefined) focusRow(props.store.moveActive(step));
    else if (event.key === 'Home') focusRow(props.store.moveActive(-count));
    else if (event.key === 'End') focusRow(props.store.moveActive(count));
    else if (event.key === ' ' && props.onToggle) props.onToggle(props.store.activeIndex(), event.shiftKey);
    else if (event.key === 'Enter' || event.key === ' ') {
      const row = props.store.rows()[props.store.activeIndex()];
      if (row) open(row);
    } else return;
    event.preventDefault();
  };

  return (
    <div
      class={`table-grid ${props.kind}-grid`}
      role="grid"
      aria-label={props.label}
      aria-readonly="true"
      aria-rowcount={(props.store.total() ?? -2) + 1}
      aria-colcount={props.columns.length}
      style={{ '--table-columns': props.columns.map((column) => column.width).join(' '), '--table-min-width': props.minWidth }}
    >
      <Show when={props.store.error() !== undefined && props.store.rows().length > 0}>
        <p class="list-problem" role="alert">
          Some {props.noun} could not be read: {props.store.error()}
        </p>
      </Show>
      {/* One scroller for the head and the rows, so they scroll sideways together; the head sticks to the top. */}
      <div class="table-scroller" ref={(element) => (scroller = element)} onKeyDown={onKeyDown}>
        <div role="rowgroup" class="table-head">
          <div role="row" class="table-row header" aria-rowindex={1}>
            <For each={props.columns}>{(column) => <SortHeader column={column} sort={props.store.sort()} onSort={(field) => props.store.sortBy(field)} />}</For>
          </div>
        </div>
        <div role="rowgroup" class={`table-body ${props.kind}-body`}>
          <Switch>
            <Match when={props.store.state() === 'error' && props.store.rows().length === 0}>
              <div class="list-state" role="alert">
                <p>
                  The {props.noun} could not be read from this computer's copy of the workspace: {props.store.error()}
                </p>
                <button type="button" onClick={() => void props.store.reload()}>
                  Try again
                </button>
              </div>
            </Match>
            <Match when={props.store.state() === 'loading' && props.store.rows().length === 0}>
              <p class="list-state" role="status">
                Loading {props.noun}…
              </p>
            </Match>
            <Match when={props.store.state() === 'ready' && props.store.rows().length === 0}>
              <p class="list-state empty" role="status">
                {props.store.filtered() ? props.empty.filtered : props.empty.unfiltered}
              </p>
            </Match>
          </Switch>
          <div class="table-spacer" style={{ height: `${virtualizer.getTotalSize()}px` }}>
            <For each={virtualizer.getVirtualItems()}>
              {(item) => (
                <Show when={props.store.rows()[item.index]}>
                  {(row) => (
                    <TableRow
                      row={row()}
                      columns={props.columns}
                      id={rowElementId(props.rowId, item.index)}
                      class={`table-row ${props.kind}-row`}
                      classList={props.rowClass?.(row()) ?? {}}
                      index={item.index}
                      start={item.start - HEAD_HEIGHT}
                      active={props.store.activeIndex() === item.index}
                      ref={(element) => {
                        rowElements.set(item.index, element);
                        onCleanup(() => rowElements.get(item.index) === element && rowElements.delete(item.index));
                      }}
                      onOpen={() => {
                        props.store.setActiveIndex(item.index);
                        open(row());
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

/** The id of a table's row element: `call-row-3`. */
export function rowElementId(rowId: string, index: number): string {
  return `${rowId}-${index}`;
}
