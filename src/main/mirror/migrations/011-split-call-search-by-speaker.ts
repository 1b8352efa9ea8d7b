import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * The per-call search document (003-create-search-indexes.ts) split by who
 * spoke, so a search can ask for words the caller said (`caller:"cancel my"`)
 * or the agent said. The document had one transcript column; it now has
 * `agent` and `caller` (then `summary`), and an unqualified word matches any
 * of the three.
 *
 * Each speaker column holds EVERY turn of the call, joined by the record
 * separator U+001E as before, with the other speaker's turns left empty. So
 * the n-th part of either column is turn n: highlight() still splits back
 * into turns by position, and the tracker counts (tracker-counts.ts) keep
 * telling who said what by turn. The transcript is indexed once, not twice
 * (a third "whole transcript" column would have doubled the index). The
 * cost: an unqualified phrase no longer matches across a change of speaker
 * (it still may across two turns of the same speaker with the other's
 * empty turn between them), which is what a person searching a phrase means.
 * Speakers other than `agent` count as the caller, as tracker counts did.
 *
 * External content, so FTS5 cannot be altered in place: the table and its
 * view are dropped and made again, and every stored call is indexed anew
 * ('rebuild'), which takes seconds on a large mirror, once.
 */
const CLEAN = (column: string) => `replace(replace(replace(${column}, char(30), ' '), char(2), ' '), char(3), ' ')`;

const SQL = `
DROP TABLE call_search;
DROP VIEW call_search_documents;

CREATE VIEW call_search_documents AS
SELECT
  c.row_id AS row_id,
  (
    SELECT group_concat(CASE WHEN t.speaker = 'agent' THEN ${CLEAN('t.text')} ELSE '' END, char(30) ORDER BY t.position)
    FROM transcript_entries AS t
    WHERE t.call_row = c.row_id
  ) AS agent,
  (
    SELECT group_concat(CASE WHEN t.speaker = 'agent' THEN '' ELSE ${CLEAN('t.text')} END, char(30) ORDER BY t.position)
    FROM transcript_entries AS t
    WHERE t.call_row = c.row_id
  ) AS caller,
  replace(replace(c.summary, char(2), ' '), char(3), ' ') AS summary
FROM calls AS c
WHERE c.detail_fetched_at IS NOT NULL;

CREATE VIRTUAL TABLE call_search USING fts5 (
  agent, caller, summary,
  content = 'call_search_documents', content_rowid = 'row_id',
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO call_search (call_search) VALUES ('rebuild');
`;

export const splitCallSearchBySpeaker: Migration = {
  version: 11,
  name: 'split-call-search-by-speaker',
  up(db: Database) {
    db.exec(SQL);
  },
};
