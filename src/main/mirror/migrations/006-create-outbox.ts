import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * The outbox: local intent, kept apart from server data.
 *
 * - `outbox_ops`: one row per operation (a request's worth of intent; see
 *   src/shared/outbox/operations.ts for the fields and states). `seq` is the
 *   order the user made them in; `urgent` (do-not-call) goes first. Rows in
 *   state `sending` were marked so, and synced to disk, before their request
 *   left: after a crash they are in doubt and get settled by reading.
 * - `local_ids`: records created offline get a `local_…` id at once; the
 *   server's id is recorded here when the create is acknowledged (or found
 *   by reconciliation). UNIQUE on server_id: one server record is never
 *   adopted by two creates.
 * - Overlays (`contact_overlay`, `agent_overlay`, `campaign_overlay`): each
 *   record with open operations, as the user sees it: the server's record
 *   with the operations folded in (see overlay-writes.ts), typed columns
 *   computed exactly as the server tables' are. A record edited locally keeps
 *   its server row_id; one created offline gets a row_id above
 *   LOCAL_ROW_BASE. `deleted` marks a pending delete (hidden from the views).
 *
 * The read views are redefined as the 005 comment planned: server rows
 * without an overlay, UNION ALL overlay rows, with `pending` = 1 for the
 * latter. Sync writes only the server tables, so a resync can never clobber
 * an unsent edit; the overlay is refolded when sync changes a record that
 * has one.
 *
 * `contacts_fts` now reads its content through `contacts_view`, so a search
 * finds contacts as the user sees them, pending edits and offline creates
 * included; whoever changes what the view shows for a row keeps the index in
 * step (contacts-writes.ts skips rows an overlay shadows, overlay-writes.ts
 * swaps the documents).
 */
const SQL = `
CREATE TABLE outbox_ops (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  resource TEXT NOT NULL,
  target TEXT NOT NULL,
  fields_json TEXT NOT NULL DEFAULT '{}',
  tags_add_json TEXT NOT NULL DEFAULT '[]',
  tags_remove_json TEXT NOT NULL DEFAULT '[]',
  contact_ids_json TEXT NOT NULL DEFAULT '[]',
  base_json TEXT NOT NULL DEFAULT '{}',
  urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1)),
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'done', 'failed', 'conflict')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_ms INTEGER NOT NULL DEFAULT 0,
  queued_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  sent_json TEXT,
  done_at TEXT,
  result_id TEXT,
  problem_json TEXT,
  batch TEXT
) STRICT;
CREATE INDEX outbox_open_by_target ON outbox_ops (target, urgent DESC, seq) WHERE state <> 'done';
CREATE INDEX outbox_open_in_order ON outbox_ops (urgent DESC, seq) WHERE state <> 'done';
CREATE INDEX outbox_done ON outbox_ops (done_at) WHERE state = 'done';

CREATE TABLE local_ids (
  local_id TEXT PRIMARY KEY,
  resource TEXT NOT NULL,
  server_id TEXT UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE contact_overlay (
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
  synced_at TEXT,
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1))
) STRICT;
CREATE INDEX contact_overlay_by_name ON contact_overlay (sort_name);
CREATE INDEX contact_overlay_by_created ON contact_overlay (created_ms);
CREATE INDEX contact_overlay_by_company ON contact_overlay (company_sort);
CREATE INDEX contact_overlay_by_status ON contact_overlay (status, sort_name);

CREATE TABLE contact_overlay_tags (
  contact_row INTEGER NOT NULL REFERENCES contact_overlay (row_id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (contact_row, tag)
) STRICT, WITHOUT ROWID;
CREATE INDEX contact_overlay_tags_by_tag ON contact_overlay_tags (tag, contact_row);

CREATE TABLE agent_overlay (
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
  synced_at TEXT,
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1))
) STRICT;
CREATE INDEX agent_overlay_by_name ON agent_overlay (sort_name);
CREATE INDEX agent_overlay_by_created ON agent_overlay (created_ms);

CREATE TABLE campaign_overlay (
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
  synced_at TEXT,
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1))
) STRICT;
CREATE INDEX campaign_overlay_by_name ON campaign_overlay (sort_name);
CREATE INDEX campaign_overlay_by_created ON campaign_overlay (created_ms);

DROP VIEW agents_view;
CREATE VIEW agents_view AS
SELECT row_id, id, name, sort_name, language, is_active, voice_provider, assistant_name, company_name,
  call_direction, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM agents AS s WHERE NOT EXISTS (SELECT 1 FROM agent_overlay AS o WHERE o.id = s.id)
UNION ALL
SELECT row_id, id, name, sort_name, language, is_active, voice_provider, assistant_name, company_name,
  call_direction, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 1 AS pending
FROM agent_overlay WHERE deleted = 0;

DROP VIEW campaigns_view;
CREATE VIEW campaigns_view AS
SELECT row_id, id, name, sort_name, agent_id, status, objective, description, campaign_mode, timezone,
  created_at, created_ms, started_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM campaigns AS s WHERE NOT EXISTS (SELECT 1 FROM campaign_overlay AS o WHERE o.id = s.id)
UNION ALL
SELECT row_id, id, name, sort_name, agent_id, status, objective, description, campaign_mode, timezone,
  created_at, created_ms, started_at, raw_json, detail_fetched_at, synced_at, 1 AS pending
FROM campaign_overlay WHERE deleted = 0;

DROP VIEW contacts_view;
CREATE VIEW contacts_view AS
SELECT row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, email, company, company_sort, tags_json,
  tags_text, status, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM contacts AS s WHERE NOT EXISTS (SELECT 1 FROM contact_overlay AS o WHERE o.id = s.id)
UNION ALL
SELECT row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, email, company, company_sort, tags_json,
  tags_text, status, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 1 AS pending
FROM contact_overlay WHERE deleted = 0;

DROP VIEW contact_tags_view;
CREATE VIEW contact_tags_view AS
SELECT contact_row, tag FROM contact_tags AS t WHERE NOT EXISTS (SELECT 1 FROM contact_overlay AS o WHERE o.row_id = t.contact_row)
UNION ALL
SELECT contact_row, tag FROM contact_overlay_tags;

DROP TABLE contacts_fts;
CREATE VIRTUAL TABLE contacts_fts USING fts5 (
  name, email, phone, phone_digits, company, tags_text,
  content = 'contacts_view', content_rowid = 'row_id',
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO contacts_fts (contacts_fts) VALUES ('rebuild');
`;

export const createOutbox: Migration = {
  version: 6,
  name: 'create-outbox',
  up(db: Database) {
    db.exec(SQL);
  },
};
