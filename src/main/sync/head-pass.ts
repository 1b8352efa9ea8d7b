import { completePass, seenInPass } from '../mirror';
import { endOfPass, entriesOf, fetchPage, seenSoFar, slidingWindow, writePage, type Settle } from './page-write';
import type { PassCheckpoint } from './pass-checkpoint';
import { checkCancelled } from './persistent-retry';
import type { ResourceAdapter } from './resource-adapters';
import { nowIso, reportRejected, type RunContext } from './sync-context';

/**
 * Policy: the records that arrived at the head of a newest-first list while
 * it was paged (head-shift.ts) are read in the same pass, from page 1 on,
 * before the pass ends; this is the incremental pass for what arrived
 * meanwhile, and it costs a page or two, not another pass.
 *
 * - Only rows the pass has not seen are written; the head is read page after
 *   page until a page brings none, or ends with a row the pass had seen once
 *   the pass has seen as many rows as `meta.total` counts (in an incremental
 *   window, whose count also loses calls at its far end: once a page ends
 *   with a row the pass had seen, since everything below it is older). The pass then
 *   ends with the usual count (page-write.ts): more rows seen than the total
 *   means some were deleted meanwhile, and the pass is repaired, so that
 *   deletions hidden behind as many arrivals are still found.
 * - Records keep arriving while the head is read: if the total grew during a
 *   reading, the head is read again, up to `HEAD_READINGS` times. After the
 *   last, a shortfall no larger than what arrived during it is explained
 *   (those records are the newest; the next sync reads them, as it reads
 *   everything newer than this pass's start); a larger one is an anomaly
 *   and the engine repairs the pass as before.
 * - Each page is written with its checkpoint (phase `head`), so a run killed
 *   here resumes here.
 */
export const HEAD_READINGS = 3;

/** The checkpoint that begins reading the head, in the transaction of the pass's last page. */
export function startHead(written: PassCheckpoint): PassCheckpoint {
  return { ...written, phase: 'head', nextPage: 1, skip: 0, headRound: 1, headStartTotal: written.lastTotal, tailIds: [] };
}

export async function readHead(context: RunContext, adapter: ResourceAdapter, start: PassCheckpoint): Promise<PassCheckpoint> {
  const { resource } = adapter;
  const counts = context.summary.resources[resource];
  let checkpoint = start;
  context.log(`${resource}: ${checkpoint.arrivals} record(s) arrived at the head while paging; reading the head again`);
  while (checkpoint.phase === 'head') {
    checkCancelled(context);
    const requestedAt = nowIso(context);
    const { answer } = await fetchPage(context, adapter, checkpoint);
    counts.fetched += answer.received;
    const total = answer.meta?.total ?? checkpoint.lastTotal;
    const size = checkpoint.pageSize ?? answer.received;
    // Rows the pass has already written are not written again: what remains are the arrivals (and, resumed halfway, the rest of them).
    const entries = entriesOf(answer).filter((entry) => entry.id !== null);
    const seen = new Set(seenInPass(context.db, resource, checkpoint.passId, entries.map((entry) => entry.id!)));
    const unseen = entries.filter((entry) => !seen.has(entry.id!));
    const unseenIds = new Set(unseen.map((entry) => entry.id));
    for (const failure of answer.rejected) {
      if (failure.id !== undefined && unseenIds.has(failure.id)) {
        reportRejected(context, resource, { id: failure.id, field: failure.problems[0]?.field ?? '', problem: failure.problems[0]?.message ?? failure.message });
      }
    }
    const nothingMore = unseen.length === 0 || answer.received < size || checkpoint.nextPage > Math.ceil((total ?? 0) / Math.max(1, size)) + 1;
    const last = entries.at(-1);
    const endsInSeen = last !== undefined && seen.has(last.id!);
    // A reading's first page sees every arrival so far: "arrived during the reading" counts from its total.
    const next: PassCheckpoint = { ...checkpoint, lastTotal: total, ...(checkpoint.nextPage === 1 ? { headStartTotal: total } : {}) };
    const settle: Settle = (written) => settleHead(context, adapter, written, { nothingMore, endsInSeen });
    checkpoint = writePage(context, adapter, checkpoint, next, { entries: unseen, lead: 0, settle }, {}, requestedAt);
    context.progress.update(Math.min(checkpoint.received, checkpoint.lastTotal ?? Number.POSITIVE_INFINITY), checkpoint.lastTotal);
  }
  return checkpoint;
}

/** Where a page of the head leaves the pass (in its transaction): the next page, another reading, or the end. */
function settleHead(context: RunContext, adapter: ResourceAdapter, written: PassCheckpoint, page: { nothingMore: boolean; endsInSeen: boolean }): PassCheckpoint {
  const total = written.lastTotal;
  const distinct = seenSoFar(context, adapter.resource, written);
  // An incremental window's count also loses the old calls its far end slid past: there, only the order tells.
  const sliding = slidingWindow(written);
  const counted = total !== null && !sliding && distinct >= total;
  if (!page.nothingMore && !(page.endsInSeen && (counted || sliding))) return { ...written, nextPage: written.nextPage + 1 };
  // Without a total, a page with nothing new is the end of what arrived; with one, the count decides (endOfPass).
  if (total === null || written.headStartTotal === null || counted) return endOfPass(context, adapter, written);
  const arrivedMeanwhile = total - written.headStartTotal;
  if (arrivedMeanwhile > 0 && written.headRound < HEAD_READINGS) {
    return { ...written, nextPage: 1, headRound: written.headRound + 1, headStartTotal: total };
  }
  if (arrivedMeanwhile > 0 && total - distinct <= arrivedMeanwhile) {
    // The newest few arrived during the last reading: the next sync reads them.
    completePass(context.db, written.passId, nowIso(context));
    return { ...written, phase: 'ended' };
  }
  return endOfPass(context, adapter, written);
}
