import type { Database } from 'better-sqlite3';
import type { Migration } from './index';

/**
 * A campaign dials its members in the order they were added (spec 3.2 leaves
 * the order open; the simulator's rule 4). Members added by one request share
 * `added_at`, and ordering those by contact id ordered them by random UUIDs
 * (ids made over the API), so the same requests gave another dial queue on
 * every run and the simulator was not deterministic for a seed. `position`
 * numbers a campaign's members from 1 in the order they were added, the ids
 * of one request in the order the request lists them. Existing members are
 * numbered in the order the queue used until now, so no campaign's next dial
 * changes. The dialable index walks `position` instead.
 */
const SQL = `
ALTER TABLE campaign_contacts ADD COLUMN position INTEGER NOT NULL DEFAULT 0;

UPDATE campaign_contacts SET position = ranked.position
FROM (
  SELECT campaign_id, contact_id, row_number() OVER (PARTITION BY campaign_id ORDER BY added_at, contact_id) AS position
  FROM campaign_contacts
) AS ranked
WHERE ranked.campaign_id = campaign_contacts.campaign_id AND ranked.contact_id = campaign_contacts.contact_id;

DROP INDEX campaign_contacts_dialable;
CREATE INDEX campaign_contacts_dialable ON campaign_contacts (campaign_id, position) WHERE processed_at IS NULL;
`;

export const campaignQueuePosition: Migration = {
  name: 'campaign queue position',
  up(db: Database) {
    db.exec(SQL);
  },
};
