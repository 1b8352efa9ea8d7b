import { Show } from 'solid-js';
import type { CallSort } from '../../../shared/contract/query-methods';
import type { CallColumn } from './columns';

/** A column header; a sortable one is a button, and says how the table is sorted by it. */
export function SortHeader(props: { column: CallColumn; sort: CallSort; onSort: (column: CallColumn) => void }) {
  const sorted = () => props.column.sort !== undefined && props.sort.field === props.column.sort;
  const ariaSort = () => (sorted() ? (props.sort.direction === 'asc' ? 'ascending' : 'descending') : props.column.sort ? 'none' : undefined);
  return (
    <div role="columnheader" aria-sort={ariaSort()} classList={{ cell: true, numeric: props.column.numeric === true }}>
      <Show
        when={props.column.sort}
        fallback={
          <>
            {props.column.label}
            <Show when={props.column.note}>
              {(note) => (
                <>
                  {' '}
                  <span class="column-note">{note()}</span>
                </>
              )}
            </Show>
          </>
        }
      >
        <button type="button" class="sort-button" onClick={() => props.onSort(props.column)}>
          {props.column.label}
          <span aria-hidden="true" class="sort-arrow">
            {sorted() ? (props.sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
          </span>
        </button>
      </Show>
    </div>
  );
}
