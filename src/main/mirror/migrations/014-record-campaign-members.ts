import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Campaign membership as far as this app knows it. The API lists no
 * campaign's contacts, so a contact is known to be in a campaign only where
 * this app added it (`added_at`: when the service acknowledged the outbox's
 * `campaign.add_contacts`, written by src/main/outbox/record-outcome.ts) or
 * where a synced call shows it (`called_at`: the start of the latest such
 * call in the mirror).
 *
 * A table of its own, not a view over the outbox and the calls: sent outbox
 * operations are pruned after 30 days, and membership must outlive them.
 * Keyed by server ids (an add is recorded only once acknowledged, when its
 * ids are the service's). No foreign keys: a contact or call the sync later
 * forgets does not undo what was known.
 *
 * The calls side is kept by triggers, so that every way a call reaches the
 * mirror (list pages, which carry no campaign_id, and single-call reads,
 * which do) records it without each writer remembering to. The existing
 * calls and acknowledged adds are recorded here once.
 */
const SQL = `
CREATE TABLE campaign_members (
  campaign_id TEXT NOT NULL,
  contact_id TEXT NOT NULL,
  added_at TEXT,
  called_at TEXT,
  PRIMARY KEY (campaign_id, contact_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX campaign_members_by_contact ON campaign_members (contact_id, campaign_id);

CREATE TRIGGER campaign_members_from_new_call AFTER INSERT ON calls
WHEN NEW.campaign_id IS NOT NULL AND NEW.contact_id IS NOT NULL
BEGIN
  INSERT INTO campaign_members (campaign_id, contact_id, called_at) VALUES (NEW.campaign_id, NEW.contact_id, NEW.start_timestamp)
  ON CONFLICT (campaign_id, contact_id) DO UPDATE
  SET called_at = CASE WHEN called_at IS NULL OR excluded.called_at > called_at THEN excluded.called_at ELSE called_at END;
END;

CREATE TRIGGER campaign_members_from_changed_call AFTER UPDATE OF campaign_id, contact_id ON calls
WHEN NEW.campaign_id IS NOT NULL AND NEW.contact_id IS NOT NULL
BEGIN
  INSERT INTO campaign_members (campaign_id, contact_id, called_at) VALUES (NEW.campaign_id, NEW.contact_id, NEW.start_timestamp)
  ON CONFLICT (campaign_id, contact_id) DO UPDATE
  SET called_at = CASE WHEN called_at IS NULL OR excluded.called_at > called_at THEN excluded.called_at ELSE called_at END;
END;

INSERT INTO campaign_members (campaign_id, contact_id, called_at)
SELECT campaign_id, contact_id, max(start_timestamp) FROM calls
WHERE campaign_id IS NOT NULL AND contact_id IS NOT NULL
GROUP BY campaign_id, contact_id;

INSERT INTO campaign_members (campaign_id, contact_id, added_at)
SELECT o.target, j.value, min(coalesce(o.done_at, o.updated_at))
FROM outbox_ops AS o, json_each(o.contact_ids_json) AS j
WHERE o.kind = 'campaign.add_contacts' AND o.state = 'done' AND j.type = 'text'
GROUP BY o.target, j.value
ON CONFLICT (campaign_id, contact_id) DO UPDATE SET added_at = excluded.added_at;
`;

/** Version 14: campaign membership known to the app. */
export const recordCampaignMembers: Migration = {
  version: 14,
  name: 'record-campaign-members',
  up(db: Database) {
    db.exec(SQL);
  },
};
