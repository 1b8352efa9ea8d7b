import { z } from 'zod';

/**
 * What a column of an imported file can give a contact: a field of the
 * service's create body, or `full_name`, one column holding the whole name
 * (split into first and last), the contact's own id (a VoiceDesk export,
 * edited: the row updates that contact), or nothing (`ignore`, shown as such).
 */
export const importField = z.enum(['first_name', 'last_name', 'full_name', 'phone', 'email', 'company', 'tags', 'status', 'id', 'ignore']);
export type ImportField = z.infer<typeof importField>;

export const IMPORT_FIELDS = importField.options;

/** The fields in words, for the mapping's choices and the CLI's messages. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name (split in two)',
  phone: 'Phone',
  email: 'Email',
  company: 'Company',
  tags: 'Tags',
  status: 'Status (active or do not call)',
  id: 'VoiceDesk id (updates that contact)',
  ignore: 'Not imported',
};

/** One field per column; `ignore` may repeat, the others may not (two columns giving one field would be a guess between them). */
export function repeatedField(mapping: readonly ImportField[]): ImportField | undefined {
  const seen = new Set<ImportField>();
  for (const field of mapping) {
    if (field === 'ignore') continue;
    if (seen.has(field)) return field;
    seen.add(field);
  }
  return undefined;
}
