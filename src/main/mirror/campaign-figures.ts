import type { CampaignFigures, WaitingDoNotCall } from '../../shared/contract/campaign-figures-methods';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * A campaign's calls as this copy knows them (calls whose single-call read
 * gave their campaign: the list pages carry none), and the do-not-call
 * changes that hold every start (outbox-runner.ts's startCampaign refuses
 * at once while any is open, by shared/campaigns/start-hold.ts).
 */

export function campaignCallFigures(db: MirrorDb, campaignId: string): CampaignFigures {
  const byStatus = statement(db, `SELECT call_status AS value, count(*) AS calls FROM calls WHERE campaign_id = ? GROUP BY call_status ORDER BY calls DESC, value`).all(
    campaignId,
  ) as CampaignFigures['byStatus'];
  const bySentiment = statement(db, `SELECT sentiment AS value, count(*) AS calls FROM calls WHERE campaign_id = ? GROUP BY sentiment ORDER BY calls DESC, value`).all(
    campaignId,
  ) as CampaignFigures['bySentiment'];
  return { callsKnown: byStatus.reduce((sum, row) => sum + row.calls, 0), byStatus, bySentiment };
}

/**
 * What holds a start: every do-not-call change on its way (queued or being
 * sent), and a change to do not call that could not be sent (failed, or
 * waiting for the user's decision on a conflict): the service still has
 * that contact as callable. A failed change back to `active` holds nothing:
 * the service still has the contact as do not call. A change still held in
 * an import being written (held-batches.ts) holds a start as well: it is on
 * its way, and the import may be released at any moment.
 */
const HOLDING = `o.urgent = 1 AND (o.state IN ('queued', 'sending') OR (o.state IN ('failed', 'conflict') AND json_extract(o.fields_json, '$.status') = 'dnc'))`;

const WAITING_SQL = `
SELECT o.seq, o.target AS contact_id, coalesce(o.target_name, c.name) AS name, json_extract(o.fields_json, '$.status') AS status, o.state
FROM outbox_ops AS o LEFT JOIN contacts_view AS c ON c.id = o.target
WHERE ${HOLDING}
ORDER BY o.seq
LIMIT ?`;

export function waitingDoNotCallChanges(db: MirrorDb, limit: number): { changes: WaitingDoNotCall[]; total: number } {
  const changes = (statement(db, WAITING_SQL).all(limit) as WaitingDoNotCall[]).map((row) => ({ ...row, status: row.status === 'dnc' || row.status === 'active' ? row.status : null }));
  const total = (statement(db, `SELECT count(*) AS n FROM outbox_ops AS o WHERE ${HOLDING}`).get() as { n: number }).n;
  return { changes, total };
}
