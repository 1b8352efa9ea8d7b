-- index agent_overlay_by_created
CREATE INDEX agent_overlay_by_created ON agent_overlay (created_ms);

-- index agent_overlay_by_name
CREATE INDEX agent_overlay_by_name ON agent_overlay (sort_name);

-- index agents_by_created
CREATE INDEX agents_by_created ON agents (created_ms);

-- index agents_by_name
CREATE INDEX agents_by_name ON agents (sort_name);

-- index calls_analytics_by_day
CREATE INDEX calls_analytics_by_day ON calls (start_ms, call_status, duration_seconds, cost, agent_id, campaign_id);

-- index calls_analytics_by_mix
CREATE INDEX calls_analytics_by_mix ON calls (call_status, sentiment, direction, start_ms, duration_seconds, cost, agent_id, campaign_id);

-- index calls_analytics_by_owner
CREATE INDEX calls_analytics_by_owner ON calls (agent_id, campaign_id, start_ms, duration_seconds, cost, call_status);

-- index calls_by_agent
CREATE INDEX calls_by_agent ON calls (agent_id, start_ms);

-- index calls_by_campaign
CREATE INDEX calls_by_campaign ON calls (campaign_id, start_ms);

-- index calls_by_contact
CREATE INDEX calls_by_contact ON calls (contact_id, start_ms);

-- index calls_by_cost
CREATE INDEX calls_by_cost ON calls (cost);

-- index calls_by_duration
CREATE INDEX calls_by_duration ON calls (duration_seconds);

-- index calls_by_start
CREATE INDEX calls_by_start ON calls (start_ms);

-- index calls_by_status
CREATE INDEX calls_by_status ON calls (call_status, start_ms);

-- index calls_needing_detail
CREATE INDEX calls_needing_detail ON calls (start_ms) WHERE detail_fetched_at IS NULL;

-- index campaign_members_by_contact
CREATE INDEX campaign_members_by_contact ON campaign_members (contact_id, campaign_id);

-- index campaign_overlay_by_created
CREATE INDEX campaign_overlay_by_created ON campaign_overlay (created_ms);

-- index campaign_overlay_by_name
CREATE INDEX campaign_overlay_by_name ON campaign_overlay (sort_name);

-- index campaigns_by_created
CREATE INDEX campaigns_by_created ON campaigns (created_ms);

-- index campaigns_by_name
CREATE INDEX campaigns_by_name ON campaigns (sort_name);

-- index contact_overlay_by_company
CREATE INDEX contact_overlay_by_company ON contact_overlay (company_sort);

-- index contact_overlay_by_created
CREATE INDEX contact_overlay_by_created ON contact_overlay (created_ms);

-- index contact_overlay_by_name
CREATE INDEX contact_overlay_by_name ON contact_overlay (sort_name);

-- index contact_overlay_by_status
CREATE INDEX contact_overlay_by_status ON contact_overlay (status, sort_name);

-- index contact_overlay_tags_by_tag
CREATE INDEX contact_overlay_tags_by_tag ON contact_overlay_tags (tag, contact_row);

-- index contact_tags_by_tag
CREATE INDEX contact_tags_by_tag ON contact_tags (tag, contact_row);

-- index contacts_by_company
CREATE INDEX contacts_by_company ON contacts (company_sort);

-- index contacts_by_company_name
CREATE INDEX contacts_by_company_name ON contacts (company_sort, company, id);

-- index contacts_by_created
CREATE INDEX contacts_by_created ON contacts (created_ms);

-- index contacts_by_name
CREATE INDEX contacts_by_name ON contacts (sort_name);

-- index contacts_by_status
CREATE INDEX contacts_by_status ON contacts (status, sort_name);

-- index outbox_by_batch
CREATE INDEX outbox_by_batch ON outbox_ops (batch, state) WHERE batch IS NOT NULL;

-- index outbox_done
CREATE INDEX outbox_done ON outbox_ops (done_at) WHERE state = 'done';

-- index outbox_open_add_contacts
CREATE INDEX outbox_open_add_contacts ON outbox_ops (seq) WHERE kind = 'campaign.add_contacts' AND state <> 'done';

-- index outbox_open_by_target
CREATE INDEX outbox_open_by_target ON outbox_ops (target, urgent DESC, seq) WHERE state <> 'done';

-- index outbox_open_in_order
CREATE INDEX outbox_open_in_order ON outbox_ops (urgent DESC, batch IS NOT NULL, seq) WHERE state <> 'done';

-- index tracker_hits_by_call
CREATE INDEX tracker_hits_by_call ON tracker_hits (call_row);

-- table agent_overlay
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

-- table agents
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
, detail_stale INTEGER NOT NULL DEFAULT 0 CHECK (detail_stale IN (0, 1))) STRICT;

-- table call_search
CREATE VIRTUAL TABLE call_search USING fts5 (
  agent, caller, summary,
  content = 'call_search_documents', content_rowid = 'row_id',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- table calls
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

-- table campaign_members
CREATE TABLE campaign_members (
  campaign_id TEXT NOT NULL,
  contact_id TEXT NOT NULL,
  added_at TEXT,
  called_at TEXT,
  PRIMARY KEY (campaign_id, contact_id)
) STRICT, WITHOUT ROWID;

-- table campaign_overlay
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

-- table campaigns
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
, detail_stale INTEGER NOT NULL DEFAULT 0 CHECK (detail_stale IN (0, 1))) STRICT;

-- table contact_overlay
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

-- table contact_overlay_tags
CREATE TABLE contact_overlay_tags (
  contact_row INTEGER NOT NULL REFERENCES contact_overlay (row_id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (contact_row, tag)
) STRICT, WITHOUT ROWID;

-- table contact_phone_trigrams
CREATE VIRTUAL TABLE contact_phone_trigrams USING fts5 (
  phone_digits,
  content = 'contacts_view', content_rowid = 'row_id',
  tokenize = 'trigram'
);

-- table contact_tags
CREATE TABLE contact_tags (
  contact_row INTEGER NOT NULL REFERENCES contacts (row_id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (contact_row, tag)
) STRICT, WITHOUT ROWID;

-- table contacts
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

-- table contacts_fts
CREATE VIRTUAL TABLE contacts_fts USING fts5 (
  name, email, phone, phone_digits, company, tags_text,
  content = 'contacts_view', content_rowid = 'row_id',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- table dnc_requests
CREATE TABLE dnc_requests (
  call_row INTEGER PRIMARY KEY REFERENCES calls (row_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  start INTEGER NOT NULL,
  "end" INTEGER NOT NULL,
  dismissed_at TEXT
) STRICT;

-- table keyword_trackers
CREATE TABLE keyword_trackers (
  tracker_id INTEGER PRIMARY KEY,
  phrase TEXT NOT NULL,
  phrase_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  count_below INTEGER
) STRICT;

-- table local_ids
CREATE TABLE local_ids (
  local_id TEXT PRIMARY KEY,
  resource TEXT NOT NULL,
  server_id TEXT UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

-- table outbox_batches
CREATE TABLE outbox_batches (
  batch_id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  operations INTEGER NOT NULL CHECK (operations >= 0)
) STRICT;

-- table outbox_ops
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
, target_name TEXT) STRICT;

-- table saved_search_changes
CREATE TABLE saved_search_changes (
  call_row INTEGER PRIMARY KEY
) STRICT;

-- table saved_search_hits
CREATE TABLE saved_search_hits (
  search_id INTEGER NOT NULL REFERENCES saved_searches (search_id) ON DELETE CASCADE,
  call_row INTEGER NOT NULL,
  PRIMARY KEY (search_id, call_row)
) STRICT, WITHOUT ROWID;

-- table saved_searches
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
, new_count INTEGER NOT NULL DEFAULT 0 CHECK (new_count >= 0), counted INTEGER NOT NULL DEFAULT 0 CHECK (counted IN (0, 1))) STRICT;

-- table screen_settings
CREATE TABLE screen_settings (
  screen TEXT PRIMARY KEY,
  value_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- table sync_checkpoints
CREATE TABLE sync_checkpoints (
  key TEXT PRIMARY KEY,
  value_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- table sync_passes
CREATE TABLE sync_passes (
  pass_id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('full', 'partial')),
  started_at TEXT NOT NULL,
  completed_at TEXT
) STRICT;

-- table tracker_hits
CREATE TABLE tracker_hits (
  tracker_id INTEGER NOT NULL REFERENCES keyword_trackers (tracker_id) ON DELETE CASCADE,
  call_row INTEGER NOT NULL REFERENCES calls (row_id) ON DELETE CASCADE,
  agent_count INTEGER NOT NULL CHECK (agent_count >= 0),
  caller_count INTEGER NOT NULL CHECK (caller_count >= 0),
  PRIMARY KEY (tracker_id, call_row)
) STRICT, WITHOUT ROWID;

-- table transcript_entries
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

-- trigger campaign_members_from_changed_call
CREATE TRIGGER campaign_members_from_changed_call AFTER UPDATE OF campaign_id, contact_id ON calls
WHEN NEW.campaign_id IS NOT NULL AND NEW.contact_id IS NOT NULL
BEGIN
  INSERT INTO campaign_members (campaign_id, contact_id, called_at) VALUES (NEW.campaign_id, NEW.contact_id, NEW.start_timestamp)
  ON CONFLICT (campaign_id, contact_id) DO UPDATE
  SET called_at = CASE WHEN called_at IS NULL OR excluded.called_at > called_at THEN excluded.called_at ELSE called_at END;
END;

-- trigger campaign_members_from_new_call
CREATE TRIGGER campaign_members_from_new_call AFTER INSERT ON calls
WHEN NEW.campaign_id IS NOT NULL AND NEW.contact_id IS NOT NULL
BEGIN
  INSERT INTO campaign_members (campaign_id, contact_id, called_at) VALUES (NEW.campaign_id, NEW.contact_id, NEW.start_timestamp)
  ON CONFLICT (campaign_id, contact_id) DO UPDATE
  SET called_at = CASE WHEN called_at IS NULL OR excluded.called_at > called_at THEN excluded.called_at ELSE called_at END;
END;

-- trigger saved_search_changes_from_changed_call
CREATE TRIGGER saved_search_changes_from_changed_call
AFTER UPDATE OF agent_id, contact_id, campaign_id, direction, call_status, duration_seconds, sentiment, cost, start_ms, summary, detail_fetched_at ON calls
WHEN NEW.row_id > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.row_id);
END;

-- trigger saved_search_changes_from_changed_tracker_hit
CREATE TRIGGER saved_search_changes_from_changed_tracker_hit AFTER UPDATE ON tracker_hits
WHEN NEW.call_row > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.call_row);
END;

-- trigger saved_search_changes_from_deleted_call
CREATE TRIGGER saved_search_changes_from_deleted_call AFTER DELETE ON calls
WHEN OLD.row_id > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (OLD.row_id);
END;

-- trigger saved_search_changes_from_deleted_tracker_hit
CREATE TRIGGER saved_search_changes_from_deleted_tracker_hit AFTER DELETE ON tracker_hits
WHEN OLD.call_row > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (OLD.call_row);
END;

-- trigger saved_search_changes_from_new_call
CREATE TRIGGER saved_search_changes_from_new_call AFTER INSERT ON calls
WHEN NEW.row_id > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.row_id);
END;

-- trigger saved_search_changes_from_new_tracker_hit
CREATE TRIGGER saved_search_changes_from_new_tracker_hit AFTER INSERT ON tracker_hits
WHEN NEW.call_row > (SELECT min(seen_max_row) FROM saved_searches)
BEGIN
  INSERT OR IGNORE INTO saved_search_changes (call_row) VALUES (NEW.call_row);
END;

-- view agents_view
CREATE VIEW agents_view AS
SELECT row_id, id, name, sort_name, language, is_active, voice_provider, assistant_name, company_name,
  call_direction, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM agents AS s WHERE NOT EXISTS (SELECT 1 FROM agent_overlay AS o WHERE o.id = s.id)
UNION ALL
SELECT row_id, id, name, sort_name, language, is_active, voice_provider, assistant_name, company_name,
  call_direction, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 1 AS pending
FROM agent_overlay WHERE deleted = 0;

-- view call_search_documents
CREATE VIEW call_search_documents AS
SELECT
  c.row_id AS row_id,
  (
    SELECT group_concat(CASE WHEN t.speaker = 'agent' THEN replace(replace(replace(t.text, char(30), ' '), char(2), ' '), char(3), ' ') ELSE '' END, char(30) ORDER BY t.position)
    FROM transcript_entries AS t
    WHERE t.call_row = c.row_id
  ) AS agent,
  (
    SELECT group_concat(CASE WHEN t.speaker = 'agent' THEN '' ELSE replace(replace(replace(t.text, char(30), ' '), char(2), ' '), char(3), ' ') END, char(30) ORDER BY t.position)
    FROM transcript_entries AS t
    WHERE t.call_row = c.row_id
  ) AS caller,
  replace(replace(c.summary, char(2), ' '), char(3), ' ') AS summary
FROM calls AS c
WHERE c.detail_fetched_at IS NOT NULL;

-- view calls_view
CREATE VIEW calls_view AS
SELECT row_id, id, agent_id, contact_id, campaign_id, direction, call_status, duration_seconds, sentiment, cost,
  start_timestamp, start_ms, end_timestamp, summary, raw_json, detail_fetched_at, synced_at
FROM calls;

-- view campaigns_view
CREATE VIEW campaigns_view AS
SELECT row_id, id, name, sort_name, agent_id, status, objective, description, campaign_mode, timezone,
  created_at, created_ms, started_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM campaigns AS s WHERE NOT EXISTS (SELECT 1 FROM campaign_overlay AS o WHERE o.id = s.id)
UNION ALL
SELECT row_id, id, name, sort_name, agent_id, status, objective, description, campaign_mode, timezone,
  created_at, created_ms, started_at, raw_json, detail_fetched_at, synced_at, 1 AS pending
FROM campaign_overlay WHERE deleted = 0;

-- view contact_tags_view
CREATE VIEW contact_tags_view AS
SELECT contact_row, tag FROM contact_tags AS t WHERE NOT EXISTS (SELECT 1 FROM contact_overlay AS o WHERE o.row_id = t.contact_row)
UNION ALL
SELECT contact_row, tag FROM contact_overlay_tags;

-- view contacts_view
CREATE VIEW contacts_view AS
SELECT row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, email, company, company_sort, tags_json,
  tags_text, status, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 0 AS pending
FROM contacts AS s WHERE NOT EXISTS (SELECT 1 FROM contact_overlay AS o WHERE o.id = s.id)
UNION ALL
SELECT row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, email, company, company_sort, tags_json,
  tags_text, status, created_at, created_ms, updated_at, raw_json, detail_fetched_at, synced_at, 1 AS pending
FROM contact_overlay WHERE deleted = 0;
