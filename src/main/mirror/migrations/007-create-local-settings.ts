import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * What the user sets up on this computer for a workspace, which the server
 * knows nothing about and sync never overwrites: keyword trackers and the
 * Calls screen's filter, sort and columns. Kept in the workspace's mirror,
 * not in profiles.json, because they belong to that workspace's data (a
 * tracker's counts are rows beside its calls, a saved filter names its
 * agents and campaigns), they go when the mirror is deleted, and SQLite
 * gives them the same atomic writes as everything else in the file.
 *
 * - `keyword_trackers`: a word or phrase counted across transcripts.
 *   `phrase_key` is the phrase folded as the search index folds it, so
 *   "Price" and "price" are one tracker. `count_below`: counting a new
 *   tracker walks the calls newest first, in steps; calls whose key is
 *   below this value are still to be counted. NULL once every call is.
 * - `tracker_hits`: per tracker and call, how many times the agent and the
 *   caller said it (only calls with at least one). Written from the
 *   full-text index (tracker-counts.ts) when a tracker is added and when
 *   sync stores a call's transcript; it goes with its tracker or its call.
 *   Keyed tracker first, so "calls where the tracker matched" is one index
 *   range; the second index serves a call's counts and its deletion.
 * - `screen_settings`: one JSON value per screen (its filter, sort and
 *   columns), validated when read.
 */
const SQL = `
CREATE TABLE keyword_trackers (
  tracker_id INTEGER PRIMARY KEY,
  phrase TEXT NOT NULL,
  phrase_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  count_below INTEGER
) STRICT;

CREATE TABLE tracker_hits (
  tracker_id INTEGER NOT NULL REFERENCES keyword_trackers (tracker_id) ON DELETE CASCADE,
  call_row INTEGER NOT NULL REFERENCES calls (row_id) ON DELETE CASCADE,
  agent_count INTEGER NOT NULL CHECK (agent_count >= 0),
  caller_count INTEGER NOT NULL CHECK (caller_count >= 0),
  PRIMARY KEY (tracker_id, call_row)
) STRICT, WITHOUT ROWID;
CREATE INDEX tracker_hits_by_call ON tracker_hits (call_row);

CREATE TABLE screen_settings (
  screen TEXT PRIMARY KEY,
  value_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
`;

export const createLocalSettings: Migration = {
  version: 7,
  name: 'create-local-settings',
  up(db: Database) {
    db.exec(SQL);
  },
};
