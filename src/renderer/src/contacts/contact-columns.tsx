import type { ContactRow, ContactSortField } from '../../../shared/contract/record-schemas';
import { formatPhone } from '../../../shared/phone/phone-format';
import type { Column } from '../list/columns';
import { nameColumn } from '../list/name-column';
import { formatDay } from '../records/format';
import { ContactStatus } from './contact-status';

/** The contacts table's columns (the mirror sorts by name, company and creation). */
export const CONTACT_COLUMNS: readonly Column<ContactRow, ContactSortField>[] = [
  nameColumn('minmax(10rem, 1.4fr)'),
  { id: 'phone', label: 'Phone', cell: (row) => (row.phone === null ? '—' : formatPhone(row.phone)), width: 'minmax(8rem, 0.9fr)' },
  { id: 'email', label: 'Email', cell: (row) => row.email ?? '—', width: 'minmax(10rem, 1.4fr)' },
  { id: 'company', label: 'Company', cell: (row) => row.company ?? '—', sort: 'company', width: 'minmax(8rem, 1fr)' },
  { id: 'tags', label: 'Tags', cell: (row) => (row.tags.length > 0 ? row.tags.join(', ') : '—'), width: 'minmax(6rem, 1fr)' },
  { id: 'status', label: 'Status', cell: (row) => <ContactStatus status={row.status} />, width: '7.5rem' },
  { id: 'created', label: 'Created', cell: (row) => formatDay(row.created_at), sort: 'created_at', width: '8.5rem' },
];
