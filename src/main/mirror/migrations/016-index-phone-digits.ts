import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * An index for finding contacts by any run of their phone's digits (the
 * Contacts search: "709-8781" finds "+1 (617) 709-8781").
 *
 * `phone_digits` is stored, but "contains" (LIKE '%…%') can use no index, so
 * every search read every contact: 20 ms at 20,000 contacts, half a second
 * at 100,000 on a busy machine (npm run bench -- contacts-phone).
 *
 * A full-text index with the trigram tokenizer: a phrase query of the typed
 * digits matches exactly the numbers holding them in a row (consecutive
 * trigrams). External content over `contacts_view`, like `contacts_fts`, so
 * it holds the numbers as the user sees them: the contacts sync writes and
 * the pending outbox edits over them (migration 006), offline creates
 * included. contact-search-index.ts keeps it in step with `contacts_fts`, at
 * the same places and for the same reason (no triggers: see migration 003).
 *
 * Measured before choosing it: a table of every number's suffixes, kept by
 * triggers, answered in under a millisecond but made each synced page of
 * 100 contacts 50 ms slower (ten random b-tree inserts a contact); the
 * trigram index adds about 3 ms a page.
 *
 * Existing contacts are indexed here ('rebuild').
 */
const SQL = `
CREATE VIRTUAL TABLE contact_phone_trigrams USING fts5 (
  phone_digits,
  content = 'contacts_view', content_rowid = 'row_id',
  tokenize = 'trigram'
);
INSERT INTO contact_phone_trigrams (contact_phone_trigrams) VALUES ('rebuild');
`;

export const indexPhoneDigits: Migration = {
  version: 16,
  name: 'index-phone-digits',
  up(db: Database) {
    db.exec(SQL);
  },
};
