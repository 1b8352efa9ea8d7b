import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * The views every read query goes through (the renderer never reads a
 * server table directly).
 *
 * Today they are plain selects over the server tables, flattened by SQLite
 * so the tables' indexes serve them. The outbox migration will redefine
 * them (DROP VIEW + CREATE VIEW, in a new step) to merge its overlay of
 * pending edits, so that an unsent edit shows everywhere and a resync,
 * which writes only the server tables, can never clobber it. To keep the
 * keyset queries index-driven, the recommended shape is a UNION ALL of
 * "server rows without a pending edit" (NOT EXISTS on the overlay's id) and
 * "overlay rows", each arm carrying the same columns, including the sort
 * keys computed with `sort-keys.ts`; SQLite then merges two index-ordered
 * streams. `pending` is 0 here and becomes 1 for overlay rows.
 *
 * The columns below are the contract with `*-queries.ts`; a redefinition
 * must keep them.
 */
const SQL = `
CREATE VIEW agents_view AS
SELECT row_id, id, name, sort_name, language, is_active, voice_provider, assistant_name, company_name,
  call_direction, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM agents;

CREATE VIEW campaigns_view AS
SELECT row_id, id, name, sort_name, agent_id, status, objective, description, campaign_mode, timezone,
  created_at, created_ms, started_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM campaigns;

CREATE VIEW contacts_view AS
SELECT row_id, id, first_name, last_name, name, sort_name, phone, email, company, company_sort, tags_json,
  status, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM contacts;

CREATE VIEW contact_tags_view AS
SELECT contact_row, tag FROM contact_tags;

CREATE VIEW calls_view AS
SELECT row_id, id, agent_id, contact_id, campaign_id, direction, call_status, duration_seconds, sentiment, cost,
  start_timestamp, start_ms, end_timestamp, summary, raw_json, detail_fetched_at, synced_at
FROM calls;
`;

export const createReadViews: Migration = {
  version: 5,
  name: 'create-read-views',
  up(db: Database) {
    db.exec(SQL);
  },
};
