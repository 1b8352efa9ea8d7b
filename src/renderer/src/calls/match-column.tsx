import type { CallListEntry } from '../../../shared/contract/query-methods';
import { HighlightedText } from './highlighted-text';
import type { CallColumn } from './columns';

/**
 * While a search is on, the table shows each call's best fragment of its
 * transcript or summary, hits in <mark>, in a column after the time (it is
 * not one the user picks: it exists only while searching).
 */
export const MATCH_COLUMN: CallColumn = {
  id: 'match',
  label: 'Match',
  cell: (row: CallListEntry) => (
    <span class="snippet" title={(row.snippet ?? []).map((segment) => segment.text).join('')}>
      <HighlightedText segments={row.snippet ?? []} />
    </span>
  ),
  width: 'minmax(16rem, 3fr)',
  minRem: 16,
};

/** The shown columns, with the match column after the first one while searching. */
export function withMatchColumn(columns: readonly CallColumn[], searching: boolean): CallColumn[] {
  if (!searching) return [...columns];
  return [...columns.slice(0, 1), MATCH_COLUMN, ...columns.slice(1)];
}
