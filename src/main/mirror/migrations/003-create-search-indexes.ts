import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Full-text indexes (FTS5, tokenizer `unicode61 remove_diacritics 2`, so
 * "zoe" finds "Zoë" and "Zoe" finds "ZOË").
 *
 * Contacts: an external-content index over the contacts table (the text is
 * not stored twice) over name, email, phone (as written and as bare digits),
 * company and tags. No prefix indexes: with them, the 2- and 3-letter
 * prefixes every email shares ("ex", "com") hold every contact, and FTS5's
 * merges of those lists stalled commits for over half a second after a
 * resync that changed many contacts (measured; without them 80 ms at
 * worst, and prefix searches stay in the milliseconds).
 * `contact-search-index.ts` keeps it in step, not triggers: an FTS5 insert
 * fired from a trigger flushes the index at every row (the trigger's
 * statement savepoint), measured 3× slower than the same insert as a
 * statement of its own.
 *
 * Calls: ONE document per call, with two columns, the whole transcript and
 * the summary, so a search matches transcript text and summaries at once and
 * a hit is a call, not one of a million turns. The document is read from
 * the view `call_search_documents` (external content, nothing stored twice;
 * snippet() and highlight() read the text through it). Turns are joined with
 * the record separator U+001E, so a highlighted transcript splits back into
 * its turns; the separator and the two hit markers the mirror uses (U+0002,
 * U+0003) are blanked out of the text so no stored text can forge them.
 * The view holds only calls whose detail is stored, and `call-search-index.ts`
 * removes a document (with its old text) before the call's transcript or
 * summary changes and adds it back after (one document spans many
 * transcript rows, which no row trigger could do).
 *
 * Why per call and not per turn: measured on 1,000,000 turns, grouping
 * per-turn hits into calls took seconds for common words; per-call
 * documents answer the same searches in milliseconds, and calls' rowids are
 * newest-first keys, so "newest 50 matching calls" reads 50 index entries.
 * The cost: a phrase may match across two consecutive turns.
 *
 * Existing rows are indexed here ('rebuild'), so a database upgraded from an
 * earlier version is searchable at once.
 */
const SQL = `
CREATE VIRTUAL TABLE contacts_fts USING fts5 (
  name, email, phone, phone_digits, company, tags_text,
  content = 'contacts', content_rowid = 'row_id',
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO contacts_fts (contacts_fts) VALUES ('rebuild');

CREATE VIEW call_search_documents AS
SELECT
  c.row_id AS row_id,
  (
    SELECT group_concat(replace(replace(replace(t.text, char(30), ' '), char(2), ' '), char(3), ' '), char(30) ORDER BY t.position)
    FROM transcript_entries AS t
    WHERE t.call_row = c.row_id
  ) AS transcript,
  replace(replace(c.summary, char(2), ' '), char(3), ' ') AS summary
FROM calls AS c
WHERE c.detail_fetched_at IS NOT NULL;

CREATE VIRTUAL TABLE call_search USING fts5 (
  transcript, summary,
  content = 'call_search_documents', content_rowid = 'row_id',
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO call_search (call_search) VALUES ('rebuild');
`;

export const createSearchIndexes: Migration = {
  version: 3,
  name: 'create-search-indexes',
  up(db: Database) {
    db.exec(SQL);
  },
};
