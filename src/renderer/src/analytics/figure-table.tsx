import { For } from 'solid-js';

/**
 * A chart's figures as a table: what a screen reader reads instead of the
 * picture, and, where the figures are worth reading (the comparisons), what
 * everyone sees under it. The first cell of a row names it.
 */
export function FigureTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Shown to screen readers only: the chart says it all to the eye. */
  screenReaderOnly?: boolean;
}) {
  return (
    <table class="figure-table" classList={{ 'visually-hidden': props.screenReaderOnly === true }}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <For each={props.columns}>{(column) => <th scope="col">{column}</th>}</For>
        </tr>
      </thead>
      <tbody>
        <For each={props.rows}>
          {(row) => (
            <tr>
              <th scope="row">{row[0]}</th>
              <For each={row.slice(1)}>{(cell) => <td>{cell}</td>}</For>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
