import type { ContactRow, ContactSortField } from '../../../shared/contract/record-schemas';
import type { Column } from '../list/columns';
import type { ContactSelectionStore } from '../stores/contact-selection-store';

/**
 * The contacts table's first column: a checkbox per row, for batch edits.
 * Shift+click ticks the range from the last row ticked. The checkbox is
 * out of the Tab order: the keyboard selects with Space on the row.
 */
export function selectionColumn(selection: ContactSelectionStore, rows: () => readonly ContactRow[], disabled: () => boolean): Column<ContactRow, ContactSortField> {
  return {
    id: 'select',
    label: 'Select',
    width: '4.25rem',
    cell: (row) => (
      <input
        type="checkbox"
        class="row-check"
        tabindex="-1"
        aria-label={`Select ${row.name}`}
        checked={selection.isSelected(row.id)}
        disabled={disabled()}
        onClick={(event) => {
          // The row itself opens the contact on a click.
          event.stopPropagation();
          selection.toggle(rows(), rows().indexOf(row), event.shiftKey);
        }}
      />
    ),
  };
}
