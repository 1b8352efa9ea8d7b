import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Saved searches' new counts kept up to date from what changed, instead of
 * re-counted whole after every sync: each count read the full-text index
 * for every call since the search was last opened (for a prefix word, such
 * as every search's last one, for every call of the mirror), 20 searches at
 * a time, after every sync. Now only the calls a sync wrote are matched
 * again (saved-search-counts.ts).
 *
 * - `saved_search_changes`: the calls written (inserted, changed in a column
 *   a saved search can filter on, given their detail, deleted, or given or
 *   cleared a keyword tracker's count) since the counts were last brought up
 *   to date. Filled by the triggers below, so every writer of calls is
 *   covered without remembering to; emptied by the report after a sync. A
 *   call's transcript and summary change only with its detail, which always
 *   sets `detail_fetched_at` (calls-writes.ts). Only calls above the lowest
 *   "seen" key of any search are recorded: those below can never count
 *   (keys at or below a search's `seen_max_row` are not new for it, and a
 *   search's mark is never below a call that already existed), so the
 *   first sync of an old history, or one with no search saved, records none.
 * - `saved_search_hits`: for each search, the calls counted in `new_count`
 *   (new and matching when last brought up to date). Holding them, a call
 *   that changes again (its transcript arrived later, its status changed) is
 *   counted once, and a call that stops matching or is deleted stops being
 *   counted, as a full count would. No foreign key to calls: a deleted call
 *   leaves through `saved_search_changes`, which keeps `new_count` in step.
 * - `new_count`: the number of its hits. `counted`: 0 while its hits are not
 *   known (a search saved before this version, or one whose filter changed),
 *   which the next report counts whole, once. Until then reads count it the
 *   old way.
 */
const SQL = `
ALTER TABLE saved_searches ADD COLUMN new_count INTEGER NOT NULL DEFAULT 0 CHECK (new_count >= 0);
ALTER TABLE saved_searches ADD COLUMN counted INTEGER NOT NULL DEFAULT 0 CHECK (counted IN (0, 1));

CREATE TABLE saved_search_hits (
  search_id INTEGER NOT NULL REFERENCES saved_searches (search_id) ON DELETE CASCADE,
  call_row INTEGER NOT NULL,
  PRIMARY KEY (search_id, call_row)
) STRICT, WITHOUT ROWID;

CREATE TABLE saved_search_changes (
  call_row INTEGER PRIMARY KEY
) STRICT;

CREATE TRIGGER saved_search_changes_from_new_call AFTER INSERT ON calls
WHEN NEW.row_id > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.row_id);
END;

CREATE TRIGGER saved_search_changes_from_changed_call
AFTER UPDATE OF agent_id, contact_id, campaign_id, direction, call_status, duration_seconds, sentiment, cost, start_ms, summary, detail_fetched_at ON calls
WHEN NEW.row_id > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.row_id);
END;

CREATE TRIGGER saved_search_changes_from_deleted_call AFTER DELETE ON calls
WHEN OLD.row_id > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (OLD.row_id);
END;

CREATE TRIGGER saved_search_changes_from_new_tracker_hit AFTER INSERT ON tracker_hits
WHEN NEW.call_row > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.call_row);
END;

CREATE TRIGGER saved_search_changes_from_changed_tracker_hit AFTER UPDATE ON tracker_hits
WHEN NEW.call_row > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.call_row);
END;

CREATE TRIGGER saved_search_changes_from_deleted_tracker_hit AFTER DELETE ON tracker_hits
WHEN OLD.call_row > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (OLD.call_row);
END;
`;

/** Version 15: saved searches counted from the calls each sync changed. */
export const countSavedSearchesIncrementally: Migration = {
  version: 15,
  name: 'count-saved-searches-incrementally',
  up(db: Database) {
    db.exec(SQL);
  },
};
