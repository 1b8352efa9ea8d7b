import type { JSX } from 'solid-js';

/** A column of a records table: header, how a cell reads, its width, and the sort a header click asks for (when the mirror sorts by it). */
export interface Column<Row, Field extends string = string> {
  id: string;
  label: string;
  /** A second line under the header, read with it ("agent · caller"). */
  note?: string;
  cell: (row: Row) => JSX.Element;
  /** A CSS grid track, e.g. `minmax(10rem, 1.3fr)` or `6rem`. */
  width: string;
  sort?: Field;
  numeric?: boolean;
}
