import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Saved searches: a Calls search and its filters kept under a name, listed in
 * the sidebar with how many matching calls are new since it was last opened.
 * Written by the user on this computer only; sync never touches the table.
 *
 * - `name`: unique however it is capitalised ("Refunds" and "refunds" are one).
 * - `position`: the sidebar's order, 0 first; rewritten whole on a reorder.
 * - `filter_json`, `sort_json`: the contract's callFilter and callSort as
 *   saved, validated when read (a value an older version saved may not fit).
 * - `seen_max_row`: the newest call key (calls.row_id, newest-first by start
 *   time: see call-keys.ts) in the mirror when the search was saved or last
 *   opened. Matching calls above it are "new".
 * - `reported_count`: the new count the last sync reported, so the next one
 *   can tell whether it rose (and say so in a notification).
 */
const SQL = `
CREATE TABLE saved_searches (
  search_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  position INTEGER NOT NULL,
  filter_json TEXT NOT NULL,
  sort_json TEXT,
  created_at TEXT NOT NULL,
  opened_at TEXT,
  seen_max_row INTEGER NOT NULL DEFAULT 0,
  reported_count INTEGER NOT NULL DEFAULT 0 CHECK (reported_count >= 0)
) STRICT;
`;

export const createSavedSearches: Migration = {
  version: 12,
  name: 'create-saved-searches',
  up(db: Database) {
    db.exec(SQL);
  },
};
