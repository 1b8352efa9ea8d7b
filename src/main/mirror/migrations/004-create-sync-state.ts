import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Sync bookkeeping.
 *
 * - `sync_checkpoints`: where each resumable job stands (JSON value), written
 *   in the same transaction as the page it describes, so a sync killed at any
 *   instant resumes exactly where its last committed page ended.
 * - `sync_passes`: one row per pass over a resource. A full pass that
 *   completed is the only evidence on which unseen rows may be suspected of
 *   deletion; `seen_in_pass` on each row points here.
 */
const SQL = `
CREATE TABLE sync_checkpoints (
  key TEXT PRIMARY KEY,
  value_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE sync_passes (
  pass_id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('full', 'partial')),
  started_at TEXT NOT NULL,
  completed_at TEXT
) STRICT;
`;

export const createSyncState: Migration = {
  version: 4,
  name: 'create-sync-state',
  up(db: Database) {
    db.exec(SQL);
  },
};
