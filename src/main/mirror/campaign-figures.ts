import type { CampaignFigures, WaitingDoNotCall } from '../../shared/contract/campaign-figures-methods';
import { notHeldSql } from './held-batches';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * A campaign's calls as this copy knows them (calls whose single-call read
 * gave their campaign: the list pages carry none), and the do-not-call
 * changes that hold every start (outbox-runner.ts's startCampaign sends
 * them first and refuses while any is open; the same test as
 * hasUrgentInProgress).
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

const WAITING_SQL = `
SELECT o.seq, o.target AS contact_id, coalesce(o.target_name, c.name) AS name, json_extract(o.fields_json, '$.status') AS status, o.state
FROM outbox_ops AS o LEFT JOIN contacts_view AS c ON c.id = o.target
WHERE o.urgent = 1 AND o.state IN ('queued', 'sending') AND ${notHeldSql('o')}
ORDER BY o.seq
LIMIT ?`;

export function waitingDoNotCallChanges(db: MirrorDb, limit: number): { changes: WaitingDoNotCall[]; total: number } {
  const changes = (statement(db, WAITING_SQL).all(limit) as WaitingDoNotCall[]).map((row) => ({ ...row, status: row.status === 'dnc' || row.status === 'active' ? row.status : null }));
  const total = (statement(db, `SELECT count(*) AS n FROM outbox_ops WHERE urgent = 1 AND state IN ('queued', 'sending') AND ${notHeldSql()}`).get() as { n: number }).n;
  return { changes, total };
}
