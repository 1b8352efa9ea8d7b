import { discardAbandonedBatches } from './abandoned-batches';
import { backoffMs, defaultRetryPolicy, systemClock, type ApiClient, type ApiClock } from '../api';
import type { MirrorDb } from '../mirror';
import { countOperations, hasUrgentInProgress, nextOperations, pruneDoneOperations } from '../mirror/outbox-store';
import { waitsForCreate, type Operation } from '../../shared/outbox/operations';
import { recordDone, recordInDoubt, recordRetry, recordStopped } from './record-outcome';
import { freshReads } from './fresh-reads';
import { attemptOperation, type SendContext, type StopReason } from './send-operation';

/**
 * Replay: sends queued operations until none can go, several at a time
 * (never two of one record at once), through the key's one request
 * scheduler at outbox priority, so it shares the rate-limit budget with
 * sync and goes before it.
 *
 * Order: a record's operations go one after another in the user's order;
 * do-not-call changes go first, and while one is still on its way nothing
 * else is sent ("before anything else"); an operation naming a record still
 * to be created waits for that create. A create in doubt is settled only
 * while no other create of its kind is on its way, and none starts while it
 * is settled: a record another create has just made, but whose answer has
 * not been recorded yet, would look like the one to adopt.
 *
 * It ends when everything left is done, failed, in conflict or waiting on
 * one of those; or when a stop condition arrives (key refused, key
 * read-only, app outdated, cancelled); or when nothing could be sent for
 * `giveUpAfterMs` (the service unreachable): the rest stays queued.
 */
export interface ReplayOptions {
  db: MirrorDb;
  client: ApiClient;
  signal?: AbortSignal;
  /** Operations in flight at once. Default 4 (the scheduler's concurrency). */
  concurrency?: number;
  /** Stop after this long without any operation settled. Default: 2 minutes. */
  giveUpAfterMs?: number;
  /** The API client's clock (a manual one in tests): backoffs are its sleeps. */
  clock?: ApiClock;
  random?: () => number;
  onSettled?: (operation: Operation, outcome: 'done' | 'failed' | 'conflict' | 'retry' | 'in_doubt') => void;
  /** False: read each record to update on its own, never through a pass over the contact list (for measuring what passes save). */
  listPasses?: boolean;
  /**
   * Asked again while waiting out a backoff (the user pressed Send now): the
   * current signal of such a request, read at each wait. It ends the wait at
   * once and starts the patience over.
   */
  askedAgain?: () => AbortSignal;
}

export interface ReplaySummary {
  /** Operations acknowledged by the service in this run. */
  sent: number;
  conflicts: number;
  failed: number;
  /** Left queued or in doubt (backoff, unreachable, stopped). */
  pending: number;
  requests: number;
  /** Requests spent only on settling doubts (reconciliation overhead). */
  reconciliationRequests: number;
  stopped: { reason: StopReason | 'unreachable'; message: string } | null;
}

const IN_DOUBT_DELAY_MS = 2_000;
/**
 * Sent operations are kept this long, then forgotten: long enough for the
 * Outbox's week of confirmed do-not-call changes, short enough that the table
 * does not grow with every edit ever made.
 */
const DONE_KEPT_MS = 30 * 24 * 3_600_000;

export async function replayOutbox(options: ReplayOptions): Promise<ReplaySummary> {
  const { db, client } = options;
  // A batch whose queueing was killed before its release is never sent half.
  discardAbandonedBatches(db);
  const clock = options.clock ?? systemClock;
  const now = () => new Date(clock.now());
  const concurrency = options.concurrency ?? 4;
  const giveUpAfterMs = options.giveUpAfterMs ?? 120_000;
  // Woken early by cancellation: the loop then sees the signal.
  const wait = (ms: number, signal?: AbortSignal) => clock.sleep(ms, signal).catch(() => undefined);
  const random = options.random ?? Math.random;
  const counters = { requests: 0, reconciliation: 0 };
  let adoption: Promise<unknown> = Promise.resolve();
  const reads = freshReads({
    db,
    client,
    requestOptions: { priority: 'outbox', ...(options.signal ? { signal: options.signal } : {}) },
    nowMs: () => clock.now(),
    counted: (call) => {
      counters.requests += 1;
      return call();
    },
    ...(options.listPasses === undefined ? {} : { listPasses: options.listPasses }),
  });
  const context: SendContext = {
    db,
    client,
    ...(options.signal ? { signal: options.signal } : {}),
    now,
    counters,
    reads,
    adoptionLock<T>(fn: () => Promise<T>): Promise<T> {
      const run = adoption.then(fn, fn);
      adoption = run.catch(() => undefined);
      return run;
    },
  };
  let sent = 0;
  let stopped: ReplaySummary['stopped'] = null;
  let lastProgressMs = now().getTime();
  const inFlight = new Map<number, Promise<void>>();
  const running = new Map<number, Operation>();

  const settle = async (operation: Operation) => {
    const attempt = await attemptOperation(context, operation);
    const at = now();
    switch (attempt.kind) {
      case 'done':
        recordDone(db, operation, attempt.ack, at);
        sent += 1;
        lastProgressMs = at.getTime();
        options.onSettled?.(operation, 'done');
        return;
      case 'failed':
      case 'conflict':
        recordStopped(db, operation, attempt.kind, attempt.problem);
        lastProgressMs = at.getTime();
        options.onSettled?.(operation, attempt.kind);
        return;
      case 'retry': {
        const delay = attempt.error?.retryAfterMs ?? backoffMs(operation.attempts + 1, { ...defaultRetryPolicy, random });
        recordRetry(db, operation, attempt.problem, at.getTime() + Math.max(delay, 250));
        options.onSettled?.(operation, 'retry');
        return;
      }
      case 'in_doubt':
        recordInDoubt(db, operation, attempt.problem, at.getTime() + IN_DOUBT_DELAY_MS * Math.min(8, operation.attempts + 1));
        options.onSettled?.(operation, 'in_doubt');
        return;
      case 'changed':
        // Nothing was sent; the loop reads it again.
        return;
      case 'stop':
        if (attempt.reason === 'read_only') {
          recordStopped(db, operation, 'failed', { kind: 'read_only', message: attempt.message });
        } else if (attempt.inDoubt) {
          recordInDoubt(db, operation, { kind: 'in_doubt', message: attempt.message }, 0);
        } else {
          recordRetry(db, operation, { kind: 'transient', message: attempt.message }, 0);
        }
        stopped ??= { reason: attempt.reason, message: attempt.message };
        return;
    }
  };

  const ready = (operation: Operation) => !waitsForCreate(operation);

  for (;;) {
    if (options.signal?.aborted && stopped === null) stopped = { reason: 'cancelled', message: 'Sending was stopped.' };
    if (stopped === null && inFlight.size < concurrency) {
      const candidates = nextOperations(db, {
        nowMs: now().getTime(),
        inFlight: [...inFlight.keys()],
        urgentOnly: hasUrgentInProgress(db),
        limit: concurrency * 4,
      }).filter(ready);
      for (const operation of candidates) {
        if (inFlight.size >= concurrency) break;
        if (clashesWithRunning(operation, [...running.values()])) continue;
        running.set(operation.seq, operation);
        inFlight.set(
          operation.seq,
          settle(operation).finally(() => {
            inFlight.delete(operation.seq);
            running.delete(operation.seq);
          }),
        );
      }
    }
    if (inFlight.size > 0) {
      await Promise.race(inFlight.values());
      continue;
    }
    if (stopped !== null) break;
    // Nothing in flight and nothing ready now: wait for the soonest backoff, or end.
    const upcoming = nextOperations(db, { nowMs: Number.MAX_SAFE_INTEGER, inFlight: [], urgentOnly: hasUrgentInProgress(db), limit: 200 }).filter(ready);
    if (upcoming.length === 0) break;
    const soonest = Math.min(...upcoming.map((operation) => operation.nextAttemptAtMs));
    const current = now().getTime();
    if (current - lastProgressMs >= giveUpAfterMs) {
      stopped = { reason: 'unreachable', message: upcoming.find((operation) => operation.problem)?.problem?.message ?? 'The service could not be reached.' };
      break;
    }
    const again = options.askedAgain?.();
    const waitSignal = again === undefined ? options.signal : options.signal === undefined ? again : AbortSignal.any([options.signal, again]);
    await wait(Math.max(0, Math.min(soonest - current, lastProgressMs + giveUpAfterMs - current)), waitSignal);
    if (again?.aborted) lastProgressMs = now().getTime();
  }

  pruneDoneOperations(db, new Date(now().getTime() - DONE_KEPT_MS).toISOString());
  const counts = countOperations(db);
  return {
    sent,
    conflicts: counts.conflict,
    failed: counts.failed,
    pending: counts.queued + counts.sending,
    requests: counters.requests,
    reconciliationRequests: counters.reconciliation,
    stopped,
  };
}

function isCreate(operation: Operation): boolean {
  return operation.kind === 'contact.create' || operation.kind === 'campaign.create';
}

/** A create in doubt is settled (by looking for its record) apart from every other create of the same kind. */
function clashesWithRunning(operation: Operation, others: readonly Operation[]): boolean {
  if (!isCreate(operation)) return false;
  const settling = (candidate: Operation) => candidate.state === 'sending';
  return others.some((other) => isCreate(other) && other.resource === operation.resource && (settling(other) || settling(operation)));
}
