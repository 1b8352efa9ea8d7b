import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Agents and campaigns: `detail_stale`, set when a list (or a full sync)
 * says the stored detail may be out of date, cleared when a single GET is
 * stored. Until now a list change cleared `detail_fetched_at` instead,
 * which lost when the detail was last read (the hourly re-read needs it)
 * and made the views say "not fetched yet" over details they still held.
 * From here `detail_fetched_at` is only ever the time of the last single
 * GET. Rows already waiting for a detail (NULL) stay due as they are.
 */
const SQL = `
ALTER TABLE agents ADD COLUMN detail_stale INTEGER NOT NULL DEFAULT 0 CHECK (detail_stale IN (0, 1));
ALTER TABLE campaigns ADD COLUMN detail_stale INTEGER NOT NULL DEFAULT 0 CHECK (detail_stale IN (0, 1));
`;

export const addDetailStaleFlags: Migration = {
  version: 8,
  name: 'add-detail-stale-flags',
  up(db: Database) {
    db.exec(SQL);
  },
};
