import { For } from 'solid-js';
import type { CallListEntry } from '../../../shared/contract/query-methods';
import { gridStyle, type CallColumn } from './columns';

/** One call in the table: a focusable row (roving tabindex), placed by the virtualiser. */
export function CallsRow(props: {
  row: CallListEntry;
  columns: readonly CallColumn[];
  index: number;
  start: number;
  active: boolean;
  ref: (element: HTMLDivElement) => void;
  onOpen: () => void;
  onFocus: () => void;
}) {
  return (
    <div
      ref={props.ref}
      role="row"
      id={`call-row-${props.index}`}
      class="calls-row"
      classList={{ active: props.active, unfetched: !props.row.detail_fetched }}
      aria-rowindex={props.index + 2}
      aria-selected={props.active}
      tabindex={props.active ? 0 : -1}
      style={{ ...gridStyle(props.columns), transform: `translateY(${props.start}px)` }}
      onClick={() => props.onOpen()}
      onFocus={() => props.onFocus()}
    >
      <For each={props.columns}>
        {(column) => (
          <div role="gridcell" classList={{ cell: true, numeric: column.numeric === true }}>
            {column.cell(props.row)}
          </div>
        )}
      </For>
    </div>
  );
}
