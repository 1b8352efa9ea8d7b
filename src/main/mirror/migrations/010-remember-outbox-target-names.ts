import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * An outbox operation remembers its record's name as it was when the edit
 * was queued. A record deleted on the service leaves the mirror at the next
 * sync, and with it the only copy of its name; the Outbox screen still has to
 * say whose edit could not be sent ("Update contact Ana Ruiz: deleted on the
 * service"), not "a deleted contact". Open operations take the names the
 * mirror holds now.
 */
const SQL = `
ALTER TABLE outbox_ops ADD COLUMN target_name TEXT;

UPDATE outbox_ops SET target_name = coalesce(
  (SELECT name FROM contact_overlay WHERE contact_overlay.id = outbox_ops.target),
  (SELECT name FROM contacts WHERE contacts.id = outbox_ops.target)
) WHERE resource = 'contacts' AND state <> 'done';
UPDATE outbox_ops SET target_name = coalesce(
  (SELECT name FROM agent_overlay WHERE agent_overlay.id = outbox_ops.target),
  (SELECT name FROM agents WHERE agents.id = outbox_ops.target)
) WHERE resource = 'agents' AND state <> 'done';
UPDATE outbox_ops SET target_name = coalesce(
  (SELECT name FROM campaign_overlay WHERE campaign_overlay.id = outbox_ops.target),
  (SELECT name FROM campaigns WHERE campaigns.id = outbox_ops.target)
) WHERE resource = 'campaigns' AND state <> 'done';
`;

export const rememberOutboxTargetNames: Migration = {
  version: 10,
  name: 'remember-outbox-target-names',
  up(db: Database) {
    db.exec(SQL);
  },
};
