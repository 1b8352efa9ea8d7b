import type { Database } from 'better-sqlite3';
import { statement } from './statements';

export interface AddedContacts {
  added: number;
  alreadyPresent: number;
}

/**
 * Adds contacts to a campaign. A contact already in it (or named twice in one
 * request) is left as it is and counted as already present, so a retried
 * request changes nothing: the outbox relies on this.
 */
export function addCampaignContacts(db: Database, campaignId: string, contactIds: readonly string[], now: number): AddedContacts {
  const insert = statement(db, 'INSERT INTO campaign_contacts (campaign_id, contact_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  return db.transaction(() => {
    let added = 0;
    for (const contactId of contactIds) added += insert.run(campaignId, contactId, now).changes;
    return { added, alreadyPresent: contactIds.length - added };
  })();
}

export function countCampaignContacts(db: Database, campaignId: string): number {
  return (statement(db, 'SELECT COUNT(*) AS total FROM campaign_contacts WHERE campaign_id = ?').get(campaignId) as { total: number }).total;
}

export function campaignContactIds(db: Database, campaignId: string): string[] {
  return (statement(db, 'SELECT contact_id FROM campaign_contacts WHERE campaign_id = ? ORDER BY added_at, contact_id').all(campaignId) as { contact_id: string }[]).map(
    (row) => row.contact_id,
  );
}

/** Contacts not yet processed by the simulator, oldest additions first. */
export function unprocessedCampaignContactIds(db: Database, campaignId: string, limit: number): string[] {
  return (
    statement(db, 'SELECT contact_id FROM campaign_contacts WHERE campaign_id = ? AND processed_at IS NULL ORDER BY added_at, contact_id LIMIT ?').all(
      campaignId,
      limit,
    ) as { contact_id: string }[]
  ).map((row) => row.contact_id);
}

export function markCampaignContactProcessed(db: Database, campaignId: string, contactId: string, now: number): void {
  statement(db, 'UPDATE campaign_contacts SET processed_at = ? WHERE campaign_id = ? AND contact_id = ?').run(now, campaignId, contactId);
}
