import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Keeps the contacts' two full-text indexes in step with what
 * `contacts_view` shows: `contacts_fts` (words) and `contact_phone_trigrams`
 * (runs of phone digits, migration 016), both external content over the
 * view. Called by contacts-writes.ts and overlay-writes.ts in the same
 * transaction as the row change: add after an insert, remove (with the text
 * as it was indexed) before a delete, both around an update of an indexed
 * column.
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
  statement(db, 'INSERT INTO contact_phone_trigrams (rowid, phone_digits) VALUES (?, ?)').run(rowId, text.phone_digits);
}

export function removeContactDocument(db: MirrorDb, rowId: number, text: IndexedContactText): void {
  statement(
    db,
    `INSERT INTO contacts_fts (contacts_fts, rowid, name, email, phone, phone_digits, company, tags_text)
     VALUES ('delete', @row_id, @name, @email, @phone, @phone_digits, @company, @tags_text)`,
  ).run({ row_id: rowId, ...pick(text) });
  statement(db, "INSERT INTO contact_phone_trigrams (contact_phone_trigrams, rowid, phone_digits) VALUES ('delete', ?, ?)").run(rowId, text.phone_digits);
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
