import { agentsNeedingDetail, applyPage, campaignsNeedingDetail, markAgentDetailsStale, markCampaignDetailsStale, type MirrorDb } from '../mirror';
import type { RunContext } from './sync-context';

/**
 * Policy: when agents' and campaigns' details are read again. Their lists
 * omit fields only single GETs carry (an agent's first_message,
 * assistant_personality, objective; a campaign's timezone, business_hours,
 * description, phone_number_id, campaign_mode, started_at: spec 2.2, 2.3),
 * and the API has no change feed, so a dashboard edit of one of them shows
 * in no list. They are few (a page or two), so reading them again is cheap:
 *
 * - A full sync reads every one. It marks them all stale before its lists,
 *   so a full run stopped before hydration still owes them to the next run.
 * - Every other run reads those never read, those whose list row changed
 *   since (any list field differs from the mirror's copy: the mirror marks
 *   them stale, mirror/detail-writes.ts), and those read
 *   `detailsRefreshEveryMs` (an hour) ago or more.
 *
 * The reads themselves (hydration.ts) go through the request scheduler at
 * sync priority and count in the run's progress; a 404 removes the record,
 * as a deletion check would; an answer an outbox acknowledgement overtook
 * is not stored (outbox-acknowledged.ts) and the record stays due for the
 * next run; pending local edits live in overlays the write refolds, never
 * overwritten.
 */
export type RefreshedResource = 'agents' | 'campaigns';

/** A full run owes every detail: marked in the mirror, so the debt survives the run. */
export function oweEveryDetail(context: RunContext): void {
  const marked = applyPage(context.db, () => markAgentDetailsStale(context.db) + markCampaignDetailsStale(context.db));
  if (marked > 0) context.log(`full sync: ${marked} agent and campaign detail(s) to read again`);
}

/** The due details of `resource`, as a queue reader for hydration, with the age limit taken once for the run. */
export function dueDetails(context: RunContext, resource: RefreshedResource): (db: MirrorDb, limit: number) => string[] {
  const fetchedBefore = new Date(context.clock.now() - context.options.detailsRefreshEveryMs).toISOString();
  return resource === 'agents'
    ? (db, limit) => agentsNeedingDetail(db, limit, fetchedBefore)
    : (db, limit) => campaignsNeedingDetail(db, limit, fetchedBefore);
}
