import { setImmediate as nextTurn } from 'node:timers/promises';
import { isApiError, type ApiError } from '../api';
import { applyPage, callsNeedingDetail, countCallsNeedingDetail, getCall, scanDncRequestsStep, type MirrorDb } from '../mirror';
import { dueDetails } from './detail-refresh';
import { checkCancelled, persistently } from './persistent-retry';
import { acknowledgedAfter } from './outbox-acknowledged';
import { adapters } from './resource-adapters';
import { updateResourceState } from './resource-state';
import { nowIso, reportProblem, reportRejected, type RunContext } from './sync-context';
import { forEachConcurrently } from './work-pool';

/**
 * Hydration: single-resource GETs for what lists omit. Agents and campaigns
 * first (a handful; which are due is detail-refresh.ts's policy), then calls,
 * newest first, for their summary and transcript, so the calls people are
 * most likely to open are readable offline soonest. Calls a person asked
 * for go ahead of that order: one they open is fetched at once (openCall),
 * and those they look for (`hydrateFirst`) lead the next batch.
 *
 * Policy:
 * - Agent and campaign details are part of the sync (sync priority), each
 *   read at most once a run: one an outbox acknowledgement overtook stays
 *   due (outbox-acknowledged.ts) and waits for the next run, not a loop.
 * - A call's detail is fetched once: calls are read-only and immutable once
 *   listed, the mirror never clears a stored call detail, and a detail being
 *   fetched is shared with anyone who asks for the same call meanwhile.
 * - 404: the record is gone; its row goes (and a calls full pass is owed
 *   after an agent or campaign: see sync-policy.ts).
 * - A body that cannot be decoded is reported and skipped for this run.
 * - 403: reported; hydration of that resource stops for this run.
 * - Transient failures are retried patiently; a record still failing is
 *   skipped for this run, but `maxConsecutiveDetailFailures` in a row stop
 *   the run (the service is likely down; a rerun resumes).
 */
/** Contacts are read one by one only when asked for (a link to one the mirror lacks): their list carries every field. */
export type DetailResource = 'agents' | 'campaigns' | 'calls' | 'contacts';

const BATCH = 100;

export async function hydrate(context: RunContext, limit = Number.POSITIVE_INFINITY): Promise<void> {
  await scanEarlierTranscripts(context);
  await hydrateResource(context, 'agents', dueDetails(context, 'agents'), Number.POSITIVE_INFINITY);
  await hydrateResource(context, 'campaigns', dueDetails(context, 'campaigns'), Number.POSITIVE_INFINITY);
  await hydrateResource(context, 'calls', (db, n) => callsNeedingDetail(db, n), limit);
}

/**
 * Finds the do-not-call requests in transcripts stored before the mirror
 * recorded them (an upgraded mirror), here on the sync's thread, in short
 * steps that let the run's other work (and its cancellation) through. A
 * no-op once done; interrupted, the next run goes on where it stopped.
 */
async function scanEarlierTranscripts(context: RunContext): Promise<void> {
  for (;;) {
    checkCancelled(context);
    if (scanDncRequestsStep(context.db).done) return;
    await nextTurn();
  }
}

async function hydrateResource(context: RunContext, resource: DetailResource, needing: (db: MirrorDb, limit: number) => string[], limit: number): Promise<void> {
  const skipped = new Set<string>();
  // Calls leave the queue once stored; agents and campaigns may stay due (see the policy), so they are read once.
  const readOnce = resource !== 'calls';
  const read = new Set<string>();
  const priority: DetailPriority = readOnce ? 'sync' : 'hydrate';
  let consecutiveFailures = 0;
  let forbidden: ApiError | undefined;
  let done = 0;
  const total = resource === 'calls' ? Math.min(limit, countCallsNeedingDetail(context.db)) : needing(context.db, 10_000).length;
  if (total === 0) return;
  context.progress.begin(resource === 'calls' ? 'transcripts' : resource, 'details', total);

  while (forbidden === undefined && done < limit) {
    checkCancelled(context);
    const first = resource === 'calls' ? takeCallsAhead(context) : [];
    const ids = [...first, ...needing(context.db, BATCH + skipped.size + read.size + first.length).filter((id) => !skipped.has(id) && !read.has(id) && !first.includes(id))].slice(
      0,
      Math.min(BATCH, limit - done),
    );
    if (ids.length === 0) break;
    await forEachConcurrently(ids, context.options.detailConcurrency, async (id) => {
      if (forbidden !== undefined) return;
      checkCancelled(context);
      if (readOnce) read.add(id);
      try {
        await fetchDetail(context, resource, id, priority);
        consecutiveFailures = 0;
      } catch (error) {
        if (isApiError(error, 'forbidden')) {
          forbidden = error;
        } else if (isApiError(error, 'bad_response') && error.status !== undefined && error.status < 300) {
          skipped.add(id);
        } else if (isApiError(error) && error.retryable) {
          skipped.add(id);
          consecutiveFailures += 1;
          if (consecutiveFailures >= context.options.maxConsecutiveDetailFailures) throw error;
        } else {
          throw error;
        }
      }
      context.progress.update(++done);
    });
  }
  if (forbidden !== undefined) {
    const what = resource === 'calls' ? 'call transcripts' : `${resource.slice(0, -1)} details`;
    reportProblem(context, `VoiceDesk could not read ${what}: ${forbidden.userMessage}`);
  }
  if (skipped.size > 0) context.log(`${resource}: ${skipped.size} detail(s) could not be fetched this time; the next sync tries again`);
}

const CALLS_AHEAD = 100;

/** Queues calls to hydrate ahead; the queue keeps the last CALLS_AHEAD asked for, the oldest requests dropping out first. */
export function askAhead(queue: Set<string>, ids: readonly string[]): void {
  for (const id of ids) {
    queue.delete(id);
    queue.add(id);
  }
  for (const id of queue) {
    if (queue.size <= CALLS_AHEAD) break;
    queue.delete(id);
  }
}

/** The calls asked for ahead, in the order asked, that the mirror lists and still lacks the detail of (the queue is emptied). */
function takeCallsAhead(context: RunContext): string[] {
  const ids = [...context.callsAhead].filter((id) => getCall(context.db, id)?.detail_fetched === false);
  context.callsAhead.clear();
  return ids.slice(0, BATCH);
}

/** Request priority of a detail read: agents and campaigns with the sync, call transcripts in the background, an opened call first. */
export type DetailPriority = 'sync' | 'hydrate' | 'interactive';

/**
 * Fetches one record's detail and stores it; a 404 removes the row. Shares a
 * fetch already under way for the same record. Resolves to whether the
 * record still exists; rejects with the ApiError otherwise (a decode failure
 * has been reported by then).
 */
export function fetchDetail(context: RunContext, resource: DetailResource, id: string, priority: DetailPriority): Promise<boolean> {
  const key = `${resource}\u0000${id}`;
  const running = context.detailsInFlight.get(key) as Promise<boolean> | undefined;
  if (running !== undefined) return running;
  if (priority !== 'interactive' && context.detailsStored.has(key)) return Promise.resolve(true);
  const fetching = fetchAndStore(context, resource, id, priority).finally(() => context.detailsInFlight.delete(key));
  context.detailsInFlight.set(key, fetching);
  return fetching;
}

async function fetchAndStore(context: RunContext, resource: DetailResource, id: string, priority: DetailPriority): Promise<boolean> {
  const adapter = adapters[resource];
  const counts = context.summary.resources[resource];
  try {
    const requestedAt = nowIso(context);
    const request = () => adapter.get(context.api, id, { priority, signal: context.signal });
    // The user is waiting for an opened call: no patient retries, the client's own are enough.
    const record = priority === 'interactive' ? await request() : await persistently(context, `${resource} ${id}`, request);
    applyPage(context.db, () => {
      if (acknowledgedAfter(context.db, resource, [id], requestedAt).size === 0) adapter.saveOne(context.db, record, { syncedAt: nowIso(context) });
    });
    context.detailsStored.add(`${resource}\u0000${id}`);
    if (resource !== 'contacts') context.summary.hydrated[resource] += 1;
    return true;
  } catch (error) {
    if (isApiError(error, 'not_found')) {
      applyPage(context.db, () => {
        if (adapter.remove(context.db, id)) counts.deleted += 1;
        if (resource !== 'calls') updateResourceState(context.db, 'calls', { fullDue: true }, nowIso(context));
      });
      return false;
    }
    if (isApiError(error, 'bad_response') && error.status !== undefined && error.status < 300) {
      const report = context.decodeFeed?.latest(adapter.singular, id);
      reportRejected(context, resource, { id, field: report?.field ?? '', problem: report?.problem ?? error.serverMessage ?? error.message });
    }
    throw error;
  }
}
