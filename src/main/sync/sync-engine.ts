import { ApiError, isApiError, systemClock, type ApiClient, type ApiClock } from '../api';
import { countCallsNeedingDetail, getCall, type CallRecord, type Mirror } from '../mirror';
import type { DecodeFeed } from './decode-feed';
import { oweEveryDetail } from './detail-refresh';
import { askAhead, fetchDetail, hydrate, type DetailResource } from './hydration';
import { createProgressTracker, type SyncProgressEvent } from './progress';
import type { RequestMeter } from './request-meter';
import { adapters, SYNC_ORDER } from './resource-adapters';
import { acquireSyncLock, SyncLocked } from '../locks/sync-lock';
import type { RunContext } from './sync-context';
import { resolveSyncOptions, type SyncOptions } from './sync-options';
import { emptyResources, type SyncSummary } from './sync-summary';
import { syncResource } from './sync-resource';

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

