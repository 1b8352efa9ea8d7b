import type { ContactFilter, ContactRow, ContactSort } from '../../../shared/contract/record-schemas';
import { MAX_RECORDS_PAGE } from '../../../shared/contract/query-methods';
import type { CoreError } from '../../../shared/contract/result';
import { contactsCsvHead, contactsCsvLines, contactsExportFileName } from '../../../shared/contacts-csv';
import type { CoreClient } from '../api/core-client';
import { downloadFile, today } from '../calls/download-file';

/**
 * The Contacts screen's CSV export: the contacts of the list's filter and
 * search (or only those selected), as the list shows them (edits not sent
 * yet included), in the list's order, in the columns the import reads with
 * the id first (src/shared/contacts-csv.ts), so the file edited in a
 * spreadsheet imports back as updates. Read page after page from the
 * mirror, so offline too.
 */
export interface ContactsExportScope {
  filter: ContactFilter;
  sort: ContactSort;
  /** Only these contacts of the filter (a selection); every one when absent. */
  selected?: { isSelected: (id: string) => boolean };
}

export type ContactsExportOutcome = { ok: true; rows: number; fileName: string } | { ok: false; error: CoreError };

export async function exportContacts(client: CoreClient, scope: ContactsExportScope): Promise<ContactsExportOutcome> {
  // Written a page at a time between the core's answers, so a file of 100,000 contacts never holds the window long.
  const parts: string[] = [contactsCsvHead()];
  let count = 0;
  let after: string | undefined;
  do {
    const page = await client.call('contacts.list', { filter: scope.filter, sort: scope.sort, limit: MAX_RECORDS_PAGE, ...(after === undefined ? {} : { after }) });
    if (!page.ok) return { ok: false, error: page.error };
    const rows: ContactRow[] = scope.selected === undefined ? page.value.rows : page.value.rows.filter((row) => scope.selected!.isSelected(row.id));
    parts.push(contactsCsvLines(rows));
    count += rows.length;
    after = page.value.nextCursor ?? undefined;
  } while (after !== undefined);
  const fileName = contactsExportFileName(
    { status: scope.filter.status, tag: scope.filter.tag, company: scope.filter.company, text: scope.filter.text, selected: scope.selected === undefined ? undefined : count },
    today(),
  );
  downloadFile(fileName, parts, 'text/csv;charset=utf-8');
  return { ok: true, rows: count, fileName };
}
