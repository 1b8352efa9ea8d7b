import { Show } from 'solid-js';
import type { ListSort } from '../stores/keyset-list-store';
import type { Column } from './columns';

/** A column header; a sortable one is a button, and says how the table is sorted by it. */
export function SortHeader<Row, Field extends string>(props: { column: Column<Row, Field>; sort: ListSort<Field>; onSort: (field: Field) => void }) {
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
        {(field) => (
          <button type="button" class="sort-button" onClick={() => props.onSort(field())}>
            {props.column.label}
            <span aria-hidden="true" class="sort-arrow">
              {sorted() ? (props.sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
            </span>
          </button>
        )}
      </Show>
    </div>
  );
}
