import { isApiError } from '../api';
import { applyPage, countServerRows, deleteCheckpoint, setCheckpoint } from '../mirror';
import { confirmUnseen } from './deletion-check';
import { beginPass, runPages } from './list-pass';
import { passKey, readPassCheckpoint, type PassCheckpoint } from './pass-checkpoint';
import type { ResourceAdapter } from './resource-adapters';
import { readResourceState, updateResourceState } from './resource-state';
import { nowIso, reportProblem, type RunContext } from './sync-context';
import { planPass, sinceHoursFor } from './sync-policy';

/**
 * One resource within a sync run, by the repair policy of sync-engine.ts:
 * resume its pass or plan one, page through it, repeat a pass the list
 * spoiled, confirm deletions after a clean full pass, and move its schedule
 * on.
 */

/** One resource: resume or plan, page, repair, confirm deletions, record the schedule. */
export async function syncResource(context: RunContext, adapter: ResourceAdapter, full: boolean): Promise<void> {
  const { db, options } = context;
  const { resource } = adapter;
  const counts = context.summary.resources[resource];
  const state = readResourceState(db, resource);
  const probe = state.probe ?? options.probePageSize;
  let checkpoint = readPassCheckpoint(db, resource);
  // A full pass was asked for: an unfinished partial one (a peek, an incremental window) is not worth finishing first.
  if (checkpoint !== undefined && full && checkpoint.kind === 'partial') checkpoint = undefined;

  if (checkpoint === undefined) {
    const plan = planPass(resource, state, context.clock.now(), options, { full });
    counts.mode = plan.mode;
    const series = { attempt: 1, seriesStartedAt: nowIso(context), probe };
    checkpoint =
      plan.mode === 'full'
        ? beginPass(context, adapter, { kind: 'full', sinceHours: null, pageLimit: null, ...series })
        : plan.mode === 'incremental'
          ? beginPass(context, adapter, { kind: 'partial', sinceHours: plan.sinceHours, pageLimit: null, ...series })
          : beginPass(context, adapter, { kind: 'partial', sinceHours: null, pageLimit: 1, ...series });
  } else {
    counts.mode = checkpoint.kind === 'full' ? 'full' : checkpoint.pageLimit !== null ? 'peek' : 'incremental';
    context.log(`${resource}: resuming pass ${checkpoint.passId} (${checkpoint.phase}, page ${checkpoint.nextPage})`);
    checkpoint = widenStaleWindow(context, adapter, checkpoint, state.watermark);
  }

  try {
    for (;;) {
      if (checkpoint.phase === 'paging' || checkpoint.phase === 'head') checkpoint = await runPages(context, adapter, checkpoint, state.pageCap);
      if (checkpoint.phase === 'ended') {
        if (checkpoint.pageLimit !== null) {
          // The peek is in: a count that differs from the mirror's means records were added or deleted.
          const local = countServerRows(db, resource);
          finish(context, adapter, checkpoint, false);
          if (checkpoint.lastTotal === null || checkpoint.lastTotal === local) return;
          context.log(`${resource}: the server counts ${checkpoint.lastTotal}, the mirror ${local}; a full pass now`);
          counts.mode = 'full';
          checkpoint = beginPass(context, adapter, { kind: 'full', sinceHours: null, pageLimit: null, attempt: 1, seriesStartedAt: nowIso(context), probe: checkpoint.probe });
          continue;
        }
        const clean = checkpoint.anomalies.length === 0;
        if (!clean) context.log(`${resource}: pass ${checkpoint.attempt} is not trustworthy (${checkpoint.anomalies.join('; ')})`);
        if (!clean && checkpoint.attempt < options.maxPassesPerResource) {
          checkpoint = repairPass(context, adapter, checkpoint);
          continue;
        }
        if (checkpoint.kind !== 'full') return finish(context, adapter, checkpoint, clean);
        checkpoint = moveTo(context, adapter, checkpoint, 'confirming');
      }
      if (checkpoint.phase === 'confirming') {
        checkpoint = await confirmUnseen(context, adapter, checkpoint);
        if (checkpoint.misses > 0) context.log(`${resource}: ${checkpoint.misses} row(s) were missed by paging, not deleted`);
        if (checkpoint.misses > 0 && checkpoint.attempt < options.maxPassesPerResource) {
          checkpoint = repairPass(context, adapter, checkpoint);
          continue;
        }
        return finish(context, adapter, checkpoint, checkpoint.anomalies.length === 0 && checkpoint.misses === 0);
      }
    }
  } catch (error) {
    if (!isApiError(error, 'forbidden')) throw error;
    // A key may be kept from one resource (spec 5.5: role-based access): say so, and sync the others.
    counts.converged = false;
    reportProblem(context, `VoiceDesk could not read the ${resource}: ${error.userMessage}`);
  }
}

/** A resumed incremental pass whose window no longer reaches back to the watermark starts again with a wider one. */
function widenStaleWindow(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint, watermark: string | undefined): PassCheckpoint {
  if (checkpoint.sinceHours === null || (checkpoint.phase !== 'paging' && checkpoint.phase !== 'head') || watermark === undefined) return checkpoint;
  const needed = sinceHoursFor(context.clock.now(), Date.parse(watermark), context.options.callsOverlapMs);
  if (!Number.isFinite(needed) || needed <= checkpoint.sinceHours) return checkpoint;
  return beginPass(context, adapter, { kind: 'partial', sinceHours: needed, pageLimit: null, attempt: checkpoint.attempt, seriesStartedAt: checkpoint.seriesStartedAt, probe: checkpoint.probe });
}

function repairPass(context: RunContext, adapter: ResourceAdapter, previous: PassCheckpoint): PassCheckpoint {
  context.log(`${adapter.resource}: another pass (${previous.attempt + 1} of at most ${context.options.maxPassesPerResource}) to repair the listing`);
  return beginPass(context, adapter, {
    kind: previous.kind,
    sinceHours: previous.sinceHours,
    pageLimit: null,
    attempt: previous.attempt + 1,
    seriesStartedAt: previous.seriesStartedAt,
    probe: previous.probe,
  });
}

function moveTo(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint, phase: PassCheckpoint['phase']): PassCheckpoint {
  const next = { ...checkpoint, phase };
  applyPage(context.db, () => setCheckpoint(context.db, passKey(adapter.resource), next, nowIso(context)));
  return next;
}

/**
 * The resource is done for this run: its checkpoint goes, and if the
 * listing converged, the schedule moves on in the same transaction (the
 * calls watermark becomes the start of this series of passes).
 */
function finish(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint, converged: boolean): void {
  const { resource } = adapter;
  const counts = context.summary.resources[resource];
  const isPeek = checkpoint.pageLimit !== null;
  counts.converged = converged || isPeek;
  applyPage(context.db, () => {
    deleteCheckpoint(context.db, passKey(resource));
    if (!converged || isPeek) return;
    const at = nowIso(context);
    if (checkpoint.kind === 'full') updateResourceState(context.db, resource, { lastFullAt: checkpoint.seriesStartedAt, fullDue: undefined }, at);
    if (resource === 'calls') updateResourceState(context.db, resource, { watermark: checkpoint.seriesStartedAt }, at);
  });
  if (!converged && !isPeek) {
    reportProblem(context, `The ${resource} list kept changing while VoiceDesk paged through it; some may be missing or out of date until the next sync.`);
  }
}
