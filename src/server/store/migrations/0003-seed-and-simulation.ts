import type { Database } from 'better-sqlite3';
import type { Migration } from './index';

/**
 * What the seeder and the simulator need:
 *
 * - `sandbox_settings`, a small key–value table (JSON values) for facts about
 *   the database itself: what it was seeded with and from which base instant,
 *   so that a restart with --data neither reseeds nor forgets it was a demo.
 * - `campaign_contacts_dialable`, the simulator's queue: the members of a
 *   campaign not yet processed, in the order they were added. Partial, so the
 *   many processed rows of a finished campaign cost nothing, and a dial is an
 *   index walk instead of a scan of every member.
 */
const SQL = `
CREATE TABLE sandbox_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX campaign_contacts_dialable ON campaign_contacts (campaign_id, added_at, contact_id) WHERE processed_at IS NULL;
`;

export const seedAndSimulation: Migration = {
  name: 'seed and simulation',
  up(db: Database) {
    db.exec(SQL);
  },
};
