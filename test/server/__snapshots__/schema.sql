CREATE TABLE agents (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  assistant_name TEXT,
  company_name TEXT,
  assistant_personality TEXT,
  objective TEXT,
  product_description TEXT,
  first_message TEXT,
  call_direction TEXT NOT NULL CHECK (call_direction IN ('inbound', 'outbound', 'both')),
  language TEXT NOT NULL,
  active_override INTEGER CHECK (active_override IN (0, 1)),
  provisioned_at INTEGER NOT NULL,
  voice_provider TEXT NOT NULL,
  voice TEXT,
  accent TEXT,
  website_url TEXT,
  custom_instructions TEXT NOT NULL DEFAULT '[]',
  background_sound TEXT NOT NULL CHECK (background_sound IN ('office', 'off')),
  enabled_tools TEXT NOT NULL DEFAULT '[]',
  knowledge_item_ids TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE INDEX agents_newest ON agents (workspace_id, created_at DESC, seq DESC);

CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('live', 'test')),
  can_read INTEGER NOT NULL CHECK (can_read IN (0, 1)),
  can_write INTEGER NOT NULL CHECK (can_write IN (0, 1)),
  owner_user_id TEXT,
  label TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;

CREATE TABLE calls (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  agent_id TEXT REFERENCES agents(id) ON DELETE SET NULL,
  contact_id TEXT REFERENCES contacts(id) ON DELETE SET NULL,
  campaign_id TEXT REFERENCES campaigns(id) ON DELETE SET NULL,
  direction TEXT NOT NULL CHECK (direction IN ('inbound', 'outbound', 'web')),
  call_status TEXT NOT NULL CHECK (call_status IN ('completed', 'voicemail', 'no_answer', 'busy', 'failed')),
  duration_seconds INTEGER NOT NULL,
  sentiment TEXT CHECK (sentiment IN ('positive', 'neutral', 'negative')),
  cost REAL NOT NULL,
  start_timestamp INTEGER NOT NULL,
  end_timestamp INTEGER NOT NULL,
  -- Last, so that list queries, which never read them, stop before the
  -- overflow pages a long transcript occupies.
  summary TEXT,
  transcript TEXT NOT NULL DEFAULT '[]'
) STRICT;

CREATE INDEX calls_by_agent ON calls (agent_id);

CREATE INDEX calls_by_campaign ON calls (campaign_id);

CREATE INDEX calls_by_contact ON calls (contact_id);

CREATE INDEX calls_by_status_newest ON calls (workspace_id, call_status, start_timestamp DESC, seq DESC);

CREATE INDEX calls_newest ON calls (workspace_id, start_timestamp DESC, seq DESC);

CREATE TABLE campaign_contacts (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  contact_id TEXT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  added_at INTEGER NOT NULL,
  -- Set by the simulator once it has called (or skipped) this contact.
  processed_at INTEGER, position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, contact_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX campaign_contacts_by_contact ON campaign_contacts (contact_id);

CREATE INDEX campaign_contacts_dialable ON campaign_contacts (campaign_id, position) WHERE processed_at IS NULL;

CREATE TABLE campaigns (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  objective TEXT,
  agent_id TEXT REFERENCES agents(id) ON DELETE SET NULL,
  phone_number_id TEXT REFERENCES phone_numbers(id) ON DELETE SET NULL,
  campaign_mode TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'active', 'paused', 'completed', 'cancelled')),
  timezone TEXT NOT NULL,
  business_hours TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  started_at INTEGER
) STRICT;

CREATE INDEX campaigns_by_agent ON campaigns (agent_id);

CREATE INDEX campaigns_by_phone_number ON campaigns (phone_number_id);

CREATE INDEX campaigns_newest ON campaigns (workspace_id, created_at DESC, seq DESC);

CREATE TABLE contacts (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT,
  phone TEXT,
  email TEXT,
  company TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL CHECK (status IN ('active', 'dnc')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE INDEX contacts_newest ON contacts (workspace_id, created_at DESC, seq DESC);

CREATE TABLE knowledge_items (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE list_totals (
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  resource TEXT NOT NULL CHECK (resource IN ('agents', 'campaigns', 'contacts', 'calls')),
  total INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, resource)
) STRICT, WITHOUT ROWID;

CREATE TABLE phone_numbers (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  agent_id TEXT REFERENCES agents(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX phone_numbers_by_agent ON phone_numbers (agent_id);

CREATE TABLE sandbox_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE wallets (
  workspace_id INTEGER PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
  balance_cents INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE workspaces (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
