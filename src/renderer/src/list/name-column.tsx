import type { Column } from './columns';
import { PendingMarker } from './pending-marker';

/** The Name column a records table opens with: the record's name, marked while an edit to it waits in the outbox; sorted by name. */
export function nameColumn(width: string): Column<{ name: string; pending: boolean }, 'name'> {
  return {
    id: 'name',
    label: 'Name',
    cell: (row) => (
      <>
        {row.name} <PendingMarker pending={row.pending} />
      </>
    ),
    sort: 'name',
    width,
  };
}
