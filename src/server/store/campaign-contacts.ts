import type { Database } from 'better-sqlite3';
import { statement } from './statements';

export interface AddedContacts {
  added: number;
  alreadyPresent: number;
}

/**
 * Adds contacts to a campaign, after its other members and in the order given
 * (`position`, the dial queue's order). A contact already in it (or named
 * twice in one request) is left as it is and counted as already present, so a
 * retried request changes nothing: the outbox relies on this.
 */
export function addCampaignContacts(db: Database, campaignId: string, contactIds: readonly string[], now: number): AddedContacts {
  // One step through the campaign's members per request (not per contact): adding is rare, dialling is what must be cheap.
  const last = statement(db, 'SELECT COALESCE(MAX(position), 0) AS last FROM campaign_contacts WHERE campaign_id = ?');
  const insert = statement(db, 'INSERT INTO campaign_contacts (campaign_id, contact_id, added_at, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  return db.transaction(() => {
    const first = (last.get(campaignId) as { last: number }).last + 1;
    let added = 0;
    for (const contactId of contactIds) added += insert.run(campaignId, contactId, now, first + added).changes;
    return { added, alreadyPresent: contactIds.length - added };
  })();
}

export function countCampaignContacts(db: Database, campaignId: string): number {
  return (statement(db, 'SELECT COUNT(*) AS total FROM campaign_contacts WHERE campaign_id = ?').get(campaignId) as { total: number }).total;
}

/** A campaign's members in the order they were added. */
export function campaignContactIds(db: Database, campaignId: string): string[] {
  return (statement(db, 'SELECT contact_id FROM campaign_contacts WHERE campaign_id = ? ORDER BY position').all(campaignId) as { contact_id: string }[]).map(
    (row) => row.contact_id,
  );
}

export function markCampaignContactProcessed(db: Database, campaignId: string, contactId: string, now: number): void {
  statement(db, 'UPDATE campaign_contacts SET processed_at = ? WHERE campaign_id = ? AND contact_id = ?').run(now, campaignId, contactId);
}

export interface CampaignContactRecord {
  campaign_id: string;
  contact_id: string;
  added_at: number;
  /** The member's place in the campaign's dial queue, from 1, in the order they were added. */
  position: number;
  processed_at: number | null;
}

/** Bulk insert for the seeder: memberships with their processing state and queue positions, in one transaction (nested inside the caller's, if any). */
export function insertCampaignContacts(db: Database, rows: readonly CampaignContactRecord[]): void {
  const insert = statement(db, 'INSERT INTO campaign_contacts (campaign_id, contact_id, added_at, position, processed_at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const row of rows) insert.run(row.campaign_id, row.contact_id, row.added_at, row.position, row.processed_at);
  })();
}

export interface DialableContact {
  id: string;
  first_name: string;
}

/**
 * The next contact a campaign may dial: not yet processed and not on the
 * do-not-call list, oldest addition first (spec 3.2: a dnc contact is not
 * dialled in any campaign). A dnc member is passed over, not marked, so that
 * setting it back to active makes it dialable again while the campaign runs.
 */
export function nextDialableCampaignContact(db: Database, campaignId: string): DialableContact | undefined {
  return statement(
    db,
    `SELECT contacts.id, contacts.first_name FROM campaign_contacts INDEXED BY campaign_contacts_dialable
     JOIN contacts ON contacts.id = campaign_contacts.contact_id
     WHERE campaign_contacts.campaign_id = ? AND campaign_contacts.processed_at IS NULL AND contacts.status = 'active'
     ORDER BY campaign_contacts.position LIMIT 1`,
  ).get(campaignId) as DialableContact | undefined;
}

/** Marks every member not yet processed (the dnc ones, when a campaign finishes) as processed; returns how many. */
export function markRemainingCampaignContactsProcessed(db: Database, campaignId: string, now: number): number {
  return statement(db, 'UPDATE campaign_contacts SET processed_at = ? WHERE campaign_id = ? AND processed_at IS NULL').run(now, campaignId).changes;
}
