import { isApiError, type ApiError } from '../api';
import { applyPage, listUnseenIds, markSeen, setCheckpoint } from '../mirror';
import { passKey, type PassCheckpoint } from './pass-checkpoint';
import { acknowledgedAfter } from './outbox-acknowledged';
import { checkCancelled, persistently } from './persistent-retry';
import type { ResourceAdapter } from './resource-adapters';
import { updateResourceState } from './resource-state';
import { nowIso, reportProblem, reportRejected, type RunContext } from './sync-context';
import { forEachConcurrently } from './work-pool';

/**
 * Policy: a row is removed from the mirror only when the server says the
 * record is gone. The API has no deletion feed, so a row that a COMPLETED
 * FULL pass did not list is only a suspect: offset paging over a changing
 * list can skip a row that still exists. Each suspect gets one GET:
 * - 404: deleted on the server; the row goes (a contact's calls are
 *   detached locally, as the server does: spec 4.3);
 * - 200: a paging miss; the record is stored and stamped as seen, and the
 *   miss is counted, because a list that skipped a known row may have
 *   skipped new ones too (the engine then runs a repair pass);
 * - a body that cannot be decoded: the record exists; it is kept as it was.
 * Partial passes (incremental calls, the contacts peek) never get here.
 *
 * Each verdict is written in its own transaction, with the checkpoint's
 * count of misses, so a run killed halfway through picks up the remaining
 * suspects (`listUnseenIds` recomputes them) without losing the count.
 */
export async function confirmUnseen(context: RunContext, adapter: ResourceAdapter, start: PassCheckpoint): Promise<PassCheckpoint> {
  const { db } = context;
  const { resource } = adapter;
  const counts = context.summary.resources[resource];
  const suspects = listUnseenIds(db, resource, start.passId);
  let checkpoint = start;
  let done = 0;
  context.progress.begin(resource, 'confirm', suspects.length, start.attempt);
  if (suspects.length > 0) context.log(`${resource}: ${suspects.length} row(s) missing from the full list; checking each with the server`);

  const settle = (verdict: () => void, changes: Partial<PassCheckpoint> = {}) => {
    checkpoint = { ...checkpoint, ...changes };
    const written = checkpoint;
    applyPage(db, () => {
      verdict();
      setCheckpoint(db, passKey(resource), written, nowIso(context));
    });
    context.progress.update(++done);
  };

  let forbidden: ApiError | undefined;
  await forEachConcurrently(suspects, context.options.detailConcurrency, async (id) => {
    if (forbidden !== undefined) return;
    checkCancelled(context);
    try {
      const requestedAt = nowIso(context);
      const record = await persistently(context, `${resource} ${id}`, () => adapter.get(context.api, id, { priority: 'sync', signal: context.signal }));
      counts.fetched += 1;
      counts.upserted += 1;
      settle(() => {
        if (acknowledgedAfter(db, resource, [id], requestedAt).size === 0) adapter.saveOne(db, record, { syncedAt: nowIso(context), passId: start.passId });
        else markSeen(db, resource, [id], start.passId);
      }, { misses: checkpoint.misses + 1 });
    } catch (error) {
      if (isApiError(error, 'not_found')) {
        settle(() => {
          if (adapter.remove(db, id)) counts.deleted += 1;
          // The spec does not say what a deleted agent or campaign does to its calls; see sync-policy.ts.
          if (resource === 'agents' || resource === 'campaigns') updateResourceState(db, 'calls', { fullDue: true }, nowIso(context));
        });
      } else if (isApiError(error, 'bad_response') && error.status !== undefined && error.status < 300) {
        counts.fetched += 1;
        const report = context.decodeFeed?.latest(adapter.singular, id);
        reportRejected(context, resource, { id, field: report?.field ?? '', problem: report?.problem ?? error.serverMessage ?? error.message });
        settle(() => markSeen(db, resource, [id], start.passId));
      } else if (isApiError(error, 'forbidden')) {
        forbidden = error;
      } else {
        throw error;
      }
    }
  });
  if (forbidden !== undefined) {
    reportProblem(context, `VoiceDesk could not check whether some ${resource} were deleted: ${forbidden.userMessage} They are kept for now.`);
  }
  return checkpoint;
}
