import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * The server tables: written only by sync, never by a local edit (pending
 * edits live in overlay tables the outbox adds, merged in the read views).
 *
 * Every resource table keeps:
 * - `row_id`, an integer key for indexes, keyset cursors and FTS rowids. For
 *   calls it is chosen from the start time (see `call-keys.ts`), so that
 *   rowid order is newest-first order and a full-text search can stop after
 *   the newest N hits instead of ranking every match.
 * - `id`, the server's identifier, unique, treated as opaque text.
 * - typed columns for querying, and derived sort keys (`sort_name`,
 *   `company_sort`: case- and accent-folded, never NULL so that row-value
 *   keyset comparisons never meet a NULL).
 * - `raw_json`, the record as received with list and detail shapes merged
 *   (detail-only and unknown fields survive a later list upsert), and
 *   `detail_fetched_at`, set when a single-resource GET was stored.
 * - `seen_in_pass` and `synced_at`, bookkeeping for deletion detection.
 *
 * Enumerations are not CHECKed: the shared zod schemas are the gate, and a
 * value the API adds later should not need a table rebuild here.
 *
 * Calls carry one index per list sort and per id filter (each with the
 * start time, the default order), a partial index for the hydration queue,
 * and three covering indexes for the analytics (see analytics.ts): each
 * groups in index order, so SQLite aggregates as it reads a narrow index,
 * without reading the wide rows and without sorting (a sort of 50,000 rows
 * costs more than the scan). Calls are written once; the indexes cost
 * little.
 *
 * No foreign keys between resources: the server detaches and deletes on its
 * own schedule and pages arrive in any order, so joins are LEFT JOINs.
 */
const SQL = `
CREATE TABLE agents (
  row_id INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort_name TEXT NOT NULL,
  language TEXT NOT NULL,
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  voice_provider TEXT,
  assistant_name TEXT,
  company_name TEXT,
  call_direction TEXT,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  updated_at TEXT,
  raw_json TEXT NOT NULL,
  detail_fetched_at TEXT,
  seen_in_pass INTEGER,
  synced_at TEXT NOT NULL
) STRICT;
CREATE INDEX agents_by_name ON agents (sort_name);
CREATE INDEX agents_by_created ON agents (created_ms);

CREATE TABLE campaigns (
  row_id INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort_name TEXT NOT NULL,
  agent_id TEXT,
  status TEXT NOT NULL,
  objective TEXT,
  description TEXT,
  campaign_mode TEXT,
  timezone TEXT,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  started_at TEXT,
  raw_json TEXT NOT NULL,
  detail_fetched_at TEXT,
  seen_in_pass INTEGER,
  synced_at TEXT NOT NULL
) STRICT;
CREATE INDEX campaigns_by_name ON campaigns (sort_name);
CREATE INDEX campaigns_by_created ON campaigns (created_ms);

CREATE TABLE contacts (
  row_id INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT,
  name TEXT NOT NULL,
  sort_name TEXT NOT NULL,
  phone TEXT,
  phone_digits TEXT,
  email TEXT,
  company TEXT,
  company_sort TEXT NOT NULL,
  tags_json TEXT NOT NULL,
  tags_text TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  updated_at TEXT,
  raw_json TEXT NOT NULL,
  detail_fetched_at TEXT,
  seen_in_pass INTEGER,
  synced_at TEXT NOT NULL
) STRICT;
CREATE INDEX contacts_by_name ON contacts (sort_name);
CREATE INDEX contacts_by_created ON contacts (created_ms);
CREATE INDEX contacts_by_company ON contacts (company_sort);
CREATE INDEX contacts_by_status ON contacts (status, sort_name);

CREATE TABLE contact_tags (
  contact_row INTEGER NOT NULL REFERENCES contacts (row_id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (contact_row, tag)
) STRICT, WITHOUT ROWID;
CREATE INDEX contact_tags_by_tag ON contact_tags (tag, contact_row);

CREATE TABLE calls (
  row_id INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  agent_id TEXT,
  contact_id TEXT,
  campaign_id TEXT,
  direction TEXT NOT NULL,
  call_status TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  sentiment TEXT,
  cost REAL NOT NULL,
  start_timestamp TEXT NOT NULL,
  start_ms INTEGER NOT NULL,
  end_timestamp TEXT NOT NULL,
  summary TEXT,
  raw_json TEXT NOT NULL,
  detail_fetched_at TEXT,
  seen_in_pass INTEGER,
  synced_at TEXT NOT NULL
) STRICT;
CREATE INDEX calls_by_start ON calls (start_ms);
CREATE INDEX calls_by_duration ON calls (duration_seconds);
CREATE INDEX calls_by_cost ON calls (cost);
CREATE INDEX calls_by_status ON calls (call_status, start_ms);
CREATE INDEX calls_by_agent ON calls (agent_id, start_ms);
CREATE INDEX calls_by_campaign ON calls (campaign_id, start_ms);
CREATE INDEX calls_by_contact ON calls (contact_id, start_ms);
CREATE INDEX calls_needing_detail ON calls (start_ms) WHERE detail_fetched_at IS NULL;
CREATE INDEX calls_analytics_by_day ON calls (start_ms, call_status, duration_seconds, cost, agent_id, campaign_id);
CREATE INDEX calls_analytics_by_mix ON calls (call_status, sentiment, direction, start_ms, duration_seconds, cost, agent_id, campaign_id);
CREATE INDEX calls_analytics_by_owner ON calls (agent_id, campaign_id, start_ms, duration_seconds, cost, call_status);
`;

export const createResourceTables: Migration = {
  version: 1,
  name: 'create-resource-tables',
  up(db: Database) {
    db.exec(SQL);
  },
};
