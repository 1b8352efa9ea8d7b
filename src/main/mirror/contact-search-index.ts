import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Keeps `contacts_fts` (external content over `contacts`) in step with the
 * contacts table. Called by contacts-writes.ts in the same transaction as
 * the row change: add after an insert, remove (with the text as it was
 * indexed) before a delete, both around an update of an indexed column.
 */
export interface IndexedContactText {
  name: string;
  email: string | null;
  phone: string | null;
  phone_digits: string | null;
  company: string | null;
  tags_text: string;
}

export const INDEXED_CONTACT_COLUMNS = ['name', 'email', 'phone', 'phone_digits', 'company', 'tags_text'] as const;

export function indexedTextChanged(before: IndexedContactText, after: IndexedContactText): boolean {
  return INDEXED_CONTACT_COLUMNS.some((column) => before[column] !== after[column]);
}

export function addContactDocument(db: MirrorDb, rowId: number, text: IndexedContactText): void {
  statement(
    db,
    `INSERT INTO contacts_fts (rowid, name, email, phone, phone_digits, company, tags_text)
     VALUES (@row_id, @name, @email, @phone, @phone_digits, @company, @tags_text)`,
  ).run({ row_id: rowId, ...pick(text) });
}

export function removeContactDocument(db: MirrorDb, rowId: number, text: IndexedContactText): void {
  statement(
    db,
    `INSERT INTO contacts_fts (contacts_fts, rowid, name, email, phone, phone_digits, company, tags_text)
     VALUES ('delete', @row_id, @name, @email, @phone, @phone_digits, @company, @tags_text)`,
  ).run({ row_id: rowId, ...pick(text) });
}

function pick(text: IndexedContactText): IndexedContactText {
  return {
    name: text.name,
    email: text.email,
    phone: text.phone,
    phone_digits: text.phone_digits,
    company: text.company,
    tags_text: text.tags_text,
  };
}
