import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Transcript entries, one row per turn, in their own table: a call's
 * transcript is replaced whole when its detail is stored, and removed with
 * the call (CASCADE). `call_row` is the call's integer key, not its text id:
 * a million entries repeat it. `extra_json` keeps entry fields the spec does
 * not name (NULL when there are none), so an export gives back what came in.
 */
const SQL = `
CREATE TABLE transcript_entries (
  row_id INTEGER PRIMARY KEY,
  call_row INTEGER NOT NULL REFERENCES calls (row_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  speaker TEXT NOT NULL,
  text TEXT NOT NULL,
  timestamp REAL NOT NULL,
  extra_json TEXT,
  UNIQUE (call_row, position)
) STRICT;
`;

export const createTranscripts: Migration = {
  version: 2,
  name: 'create-transcripts',
  up(db: Database) {
    db.exec(SQL);
  },
};
