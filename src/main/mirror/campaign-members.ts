import type { CampaignMember, ContactCampaign } from '../../shared/contract/membership-methods';
import { MirrorQueryError } from './errors';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * `campaign_members` (migration 019): which contacts this app knows to be in
 * which campaigns. The calls side is written by triggers on `calls`; the
 * added side here, when the service acknowledges an add.
 */

/** Contacts the service acknowledged adding to a campaign: the first acknowledgement's time is kept. */
export function recordAddedMembers(db: MirrorDb, campaignId: string, contactIds: readonly string[], at: string): void {
  const insert = statement(
    db,
    `INSERT INTO campaign_members (campaign_id, contact_id, added_at) VALUES (?, ?, ?)
     ON CONFLICT (campaign_id, contact_id) DO UPDATE SET added_at = coalesce(added_at, excluded.added_at)`,
  );
  for (const contactId of contactIds) insert.run(campaignId, contactId, at);
}

/** A contact's campaigns, the most recently known first. */
export function listCampaignsOfContact(db: MirrorDb, contactId: string): ContactCampaign[] {
  return statement(
    db,
    `SELECT m.campaign_id, c.name, c.status, m.added_at, m.called_at
     FROM campaign_members AS m LEFT JOIN campaigns_view AS c ON c.id = m.campaign_id
     WHERE m.contact_id = ?
     ORDER BY max(coalesce(m.added_at, ''), coalesce(m.called_at, '')) DESC, m.campaign_id`,
  ).all(contactId) as ContactCampaign[];
}

export function countCampaignMembers(db: MirrorDb, campaignId: string): number {
  return (statement(db, 'SELECT count(*) AS n FROM campaign_members WHERE campaign_id = ?').get(campaignId) as { n: number }).n;
}

const MEMBERS_SQL = `
SELECT m.contact_id, c.name, c.phone, c.status, m.added_at, m.called_at, coalesce(c.sort_name, '') AS sort_key
FROM campaign_members AS m LEFT JOIN contacts_view AS c ON c.id = m.contact_id
WHERE m.campaign_id = @campaign AND (coalesce(c.sort_name, ''), m.contact_id) > (@sort, @id)
ORDER BY coalesce(c.sort_name, ''), m.contact_id
LIMIT @limit`;

/**
 * A page of a campaign's known contacts by name (contacts this copy no
 * longer holds first, nameless), after the cursor of the previous page.
 */
export function listCampaignMembers(db: MirrorDb, campaignId: string, options: { after?: string | undefined; limit: number }): { rows: CampaignMember[]; nextCursor: string | null } {
  const after = options.after === undefined ? { sort: '', id: '' } : decodeMembersCursor(options.after);
  const found = statement(db, MEMBERS_SQL).all({ campaign: campaignId, sort: after.sort, id: after.id, limit: options.limit + 1 }) as (CampaignMember & { sort_key: string })[];
  const rows = found.slice(0, options.limit);
  const last = rows.at(-1);
  const nextCursor = found.length > options.limit && last !== undefined ? encodeMembersCursor(last.sort_key, last.contact_id) : null;
  return { rows: rows.map(({ sort_key: _sort, ...row }) => row), nextCursor };
}

function encodeMembersCursor(sort: string, id: string): string {
  return Buffer.from(JSON.stringify({ t: 'campaign-members', s: sort, i: id }), 'utf8').toString('base64url');
}

function decodeMembersCursor(cursor: string): { sort: string; id: string } {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { t?: unknown; s?: unknown; i?: unknown };
    if (body.t === 'campaign-members' && typeof body.s === 'string' && typeof body.i === 'string') return { sort: body.s, id: body.i };
  } catch {
    // Falls through to the message below.
  }
  throw new MirrorQueryError("The page cursor is not one this campaign's contact list gave out; start again from the first page.", 'after');
}
