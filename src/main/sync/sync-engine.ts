import { ApiError, isApiError, systemClock, type ApiClient, type ApiClock } from '../api';
import { applyPage, countCallsNeedingDetail, countServerRows, deleteCheckpoint, getCall, setCheckpoint, type CallRecord, type Mirror } from '../mirror';
import type { DecodeFeed } from './decode-feed';
import { confirmUnseen } from './deletion-check';
import { oweEveryDetail } from './detail-refresh';
import { askAhead, fetchDetail, hydrate, type DetailResource } from './hydration';
import { beginPass, runPages } from './list-pass';
import { passKey, readPassCheckpoint, type PassCheckpoint } from './pass-checkpoint';
import { createProgressTracker, type SyncProgressEvent } from './progress';
import type { RequestMeter } from './request-meter';
import { adapters, SYNC_ORDER, type ResourceAdapter } from './resource-adapters';
import { readResourceState, updateResourceState } from './resource-state';
import { acquireSyncLock, SyncLocked } from '../locks/sync-lock';
import { nowIso, reportProblem, type RunContext } from './sync-context';
import { resolveSyncOptions, type SyncOptions } from './sync-options';
import { planPass, sinceHoursFor } from './sync-policy';
import { emptyResources, type SyncSummary } from './sync-summary';

/**
 * The sync engine of one profile: one mirror file, one API key. `run()`
 * pulls the four lists by the schedule of sync-policy.ts, repairs passes
 * that offset paging spoiled, confirms deletions, then hydrates details;
 * `openCall()` fetches one call's transcript ahead of everything else.
 *
 * A run never throws for what the service or the network did: it resolves
 * with a summary whose status says how it went (`failed` with a plain-words
 * message, `cancelled`). Killed at any instant, the next run resumes from
 * the checkpoints (list-pass.ts). One run at a time per engine, and per
 * mirror file across processes (sync-lock.ts).
 *
 * Repair policy: a pass with an anomaly (the list moved under paging) is
 * followed by another full pass of the same kind, up to
 * `maxPassesPerResource` passes in all; deletions are confirmed after the
 * first clean full pass (or after the last one allowed). A list that never
 * holds still is reported (`converged: false`, status `partial`) and left
 * for the next run, which starts afresh.
 */
export interface SyncEngineDeps {
  api: ApiClient;
  mirror: Mirror;
  clock?: ApiClock;
  logger?: (line: string) => void;
  options?: Partial<SyncOptions>;
  /** Counts requests and 429s on the wire (request-meter.ts); without it the summary counts none. */
  meter?: RequestMeter;
  /** Where the API client publishes decode failures, for field-level reports of single GETs. */
  decodeFeed?: DecodeFeed;
}

export interface RunOptions {
  /** A full pass over every list, whatever the schedule says. */
  full?: boolean;
  /** Fetch details (agents, campaigns, call transcripts) after the lists. Default true. A full run without them still owes every agent and campaign detail to the next run that fetches details. */
  hydrate?: boolean;
  /** At most this many call details this run (default: all of them). */
  hydrateLimit?: number;
  signal?: AbortSignal;
}

export interface OpenedCall {
  call: CallRecord;
  /** True when the detail came from the service just now; false when the mirror had it. */
  fetched: boolean;
}

export interface SyncEngine {
  run(options?: RunOptions): Promise<SyncSummary>;
  readonly running: boolean;
  /** The progress of the current run, or the idle state. */
  progress(): SyncProgressEvent;
  onProgress(listener: (event: SyncProgressEvent) => void): () => void;
  /** A call the user opened: its detail from the mirror, or fetched ahead of all background work. Rejects with an ApiError (`not_found` when it is gone). */
  openCall(id: string, options?: { signal?: AbortSignal }): Promise<OpenedCall>;
  /** Calls a person is looking for: hydration fetches them before the newest-first queue (at most the last 100 asked for). */
  hydrateFirst(ids: readonly string[]): void;
  /** Reads one record from the service into the mirror now (a link to one the mirror lacks); false when the service has no such record. */
  fetchRecord(resource: DetailResource, id: string, options?: { signal?: AbortSignal }): Promise<boolean>;
}

export class SyncAlreadyRunning extends Error {
  override readonly name = 'SyncAlreadyRunning';
  constructor() {
    super('A sync of this workspace is already running.');
  }
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { api, mirror } = deps;
  const clock = deps.clock ?? systemClock;
  const options = resolveSyncOptions(deps.options);
  const log = deps.logger ?? (() => undefined);
  const progress = createProgressTracker(clock, api.scheduler);
  const detailsInFlight = new Map<string, Promise<unknown>>();
  const detailsStored = new Set<string>();
  const callsAhead = new Set<string>();
  let running = false;

  const context = (signal: AbortSignal, summary: SyncSummary): RunContext => ({
    api,
    db: mirror.db,
    clock,
    options,
    signal,
    summary,
    progress,
    decodeFeed: deps.decodeFeed,
    log,
    detailsInFlight,
    detailsStored,
    callsAhead,
  });

  async function run(runOptions: RunOptions = {}): Promise<SyncSummary> {
    if (running) throw new SyncAlreadyRunning();
    running = true;
    // The mirror's own queue (details not stored) is the truth from here on.
    detailsStored.clear();
    const started = clock.now();
    const before = deps.meter?.counts() ?? { requests: 0, rateLimited: 0 };
    const summary: SyncSummary = { ...blankSummary(), startedAt: new Date(started).toISOString() };
    const controller = new AbortController();
    const stopOnAbort = () => controller.abort(runOptions.signal?.reason);
    if (runOptions.signal?.aborted) controller.abort();
    runOptions.signal?.addEventListener('abort', stopOnAbort, { once: true });
    const run = context(controller.signal, summary);
    let lock: { release(): void } | undefined;
    try {
      lock = acquireSyncLock(mirror.file);
      if (runOptions.full === true) oweEveryDetail(run);
      for (const resource of SYNC_ORDER) await syncResource(run, adapters[resource], runOptions.full === true);
      if (runOptions.hydrate !== false) await hydrate(run, runOptions.hydrateLimit);
      const converged = SYNC_ORDER.every((resource) => summary.resources[resource].converged);
      summary.status = summary.problems.length > 0 || !converged ? 'partial' : 'ok';
    } catch (error) {
      const cancelled = controller.signal.aborted || isApiError(error, 'cancelled');
      summary.status = cancelled ? 'cancelled' : 'failed';
      summary.error = failureOf(error, cancelled);
      log(`sync ${summary.status}: ${summary.error.message}`);
      if (!cancelled && !isApiError(error) && !(error instanceof SyncLocked)) log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    } finally {
      lock?.release();
      runOptions.signal?.removeEventListener('abort', stopOnAbort);
      const after = deps.meter?.counts() ?? before;
      summary.requests = after.requests - before.requests;
      summary.rateLimited = after.rateLimited - before.rateLimited;
      const finished = clock.now();
      summary.finishedAt = new Date(finished).toISOString();
      summary.durationMs = finished - started;
      summary.callsAwaitingDetail = safeCount(() => countCallsNeedingDetail(mirror.db));
      running = false;
      progress.finish();
    }
    return summary;
  }

  async function openCall(id: string, openOptions: { signal?: AbortSignal } = {}): Promise<OpenedCall> {
    const stored = getCall(mirror.db, id);
    if (stored?.detail_fetched) return { call: stored, fetched: false };
    const summary = blankSummary();
    const exists = await fetchDetail(context(openOptions.signal ?? new AbortController().signal, summary), 'calls', id, 'interactive');
    const call = exists ? getCall(mirror.db, id) : undefined;
    if (call === undefined) throw new ApiError({ kind: 'not_found', outcome: 'not_applied', method: 'GET', path: `/calls/${id}`, code: 'call_not_found' });
    return { call, fetched: true };
  }

  return {
    run,
    get running() {
      return running;
    },
    progress: () => progress.current(),
    onProgress: (listener) => progress.subscribe(listener),
    openCall,
    hydrateFirst: (ids) => askAhead(callsAhead, ids),
    fetchRecord: (resource, id, fetchOptions = {}) => fetchDetail(context(fetchOptions.signal ?? new AbortController().signal, blankSummary()), resource, id, 'interactive'),
  };
}

/** One resource: resume or plan, page, repair, confirm deletions, record the schedule. */
async function syncResource(context: RunContext, adapter: ResourceAdapter, full: boolean): Promise<void> {
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

/** The sentence a person sees when a run stops. */
function failureOf(error: unknown, cancelled: boolean): NonNullable<SyncSummary['error']> {
  if (cancelled) return { kind: 'cancelled', message: 'The sync was cancelled. The next sync continues where this one stopped.' };
  if (isApiError(error)) {
    switch (error.kind) {
      case 'unauthorized':
        return { kind: error.kind, message: 'The workspace refused the API key: it may have been revoked or mistyped. Create a new key in the Developer Portal and enter it; nothing more will be synced with this one.' };
      case 'unknown_route':
        return { kind: error.kind, message: `${error.userMessage} The sync stopped.` };
      default:
        return { kind: error.kind, message: `${error.userMessage} The sync stopped; the next one continues where it left off.` };
    }
  }
  if (error instanceof SyncLocked) return { kind: 'internal', message: error.message };
  return { kind: 'internal', message: 'The sync stopped because of a problem inside VoiceDesk; the details are in the log. The next sync continues where it left off.' };
}

function blankSummary(): SyncSummary {
  return {
    status: 'ok',
    startedAt: '',
    finishedAt: '',
    durationMs: 0,
    resources: emptyResources(),
    hydrated: { agents: 0, campaigns: 0, calls: 0 },
    callsAwaitingDetail: 0,
    requests: 0,
    rateLimited: 0,
    rejected: [],
    problems: [],
  };
}

function safeCount(count: () => number): number {
  try {
    return count();
  } catch {
    return 0;
  }
}

