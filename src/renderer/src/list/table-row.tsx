import { For } from 'solid-js';
import type { Column } from './columns';

/** One record in a table: a focusable row (roving tabindex), placed by the virtualiser. */
export function TableRow<Row, Field extends string>(props: {
  row: Row;
  columns: readonly Column<Row, Field>[];
  id: string;
  class: string;
  classList: Record<string, boolean>;
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
      id={props.id}
      class={props.class}
      classList={{ ...props.classList, active: props.active }}
      aria-rowindex={props.index + 2}
      aria-selected={props.active}
      tabindex={props.active ? 0 : -1}
      style={{ transform: `translateY(${props.start}px)` }}
      onClick={() => props.onOpen()}
      onFocus={() => props.onFocus()}
    >
      <For each={props.columns}>
        {(column) => {
          const content = () => column.cell(props.row);
          // A cell cut short by its width (a long name) shows its whole text on hover.
          return (
            <div role="gridcell" classList={{ cell: true, numeric: column.numeric === true }} title={typeof content() === 'string' ? (content() as string) : undefined}>
              {content()}
            </div>
          );
        }}
      </For>
    </div>
  );
}
