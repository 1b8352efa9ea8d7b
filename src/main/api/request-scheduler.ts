import { ApiError } from './api-error';
import type { ApiClock } from './clock';
import type { BudgetSnapshot, RateLimitBudget } from './rate-limit-budget';
import type { RateLimitObservation } from './rate-limit-headers';

/**
 * Policy: one scheduler per API key, shared by everything that talks to the
 * API (sync, transcript fetches, outbox replay), because the rate limit is
 * per key: separate queues would each think they own the budget.
 *
 * What the user is waiting for goes first: priorities, highest first, are
 * `interactive` (the call just opened, a save) > `outbox` (replaying edits)
 * > `hydrate` (background detail fetches) > `sync` (background list paging);
 * first come, first served within a priority. A few requests run at once,
 * and every one asks the rate-limit budget before it starts.
 */
export const PRIORITIES = ['interactive', 'outbox', 'hydrate', 'sync'] as const;
export type RequestPriority = (typeof PRIORITIES)[number];

/** What a running task gets: its cancellation signal, and where to report what the response said about the limit. */
export interface RequestSlot {
  signal: AbortSignal | undefined;
  report(observation: RateLimitObservation): void;
}

export interface ScheduleOptions {
  priority?: RequestPriority;
  signal?: AbortSignal;
}

export interface SchedulerStats {
  queued: Record<RequestPriority, number>;
  inFlight: number;
  paused: boolean;
  /** Set once `stopAll` has run: the scheduler refuses all work. */
  stopped: boolean;
  /** When the next request may start, while the budget holds the queue back. */
  waitingUntil?: number;
  rateLimit: BudgetSnapshot;
}

export interface RequestScheduler {
  /** Runs `work` when its turn comes; rejects with an ApiError (`cancelled`, or the stop reason) if it never starts. */
  schedule<T>(work: (slot: RequestSlot) => Promise<T>, options?: ScheduleOptions): Promise<T>;
  /** Holds every queued request; running ones finish. */
  pause(): void;
  resume(): void;
  /**
   * Stops all work for good (used on 401): queued and future requests are
   * rejected with `reason`. Running requests are left to finish, because
   * cutting a write off mid-flight would turn a clear answer into an
   * unknown outcome for the outbox.
   */
  stopAll(reason: ApiError): void;
  readonly stopReason: ApiError | undefined;
  stats(): SchedulerStats;
  /** Called with fresh stats on every change: progress events read them. */
  subscribe(listener: (stats: SchedulerStats) => void): () => void;
}

export interface RequestSchedulerOptions {
  budget: RateLimitBudget;
  clock: ApiClock;
  /** Requests in flight at once. Default 4: enough to hide latency, few enough to be polite. */
  concurrency?: number;
}

interface Task {
  priority: RequestPriority;
  signal: AbortSignal | undefined;
  work: (slot: RequestSlot) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  detach(): void;
}

export function createRequestScheduler(options: RequestSchedulerOptions): RequestScheduler {
  const { budget, clock } = options;
  const concurrency = options.concurrency ?? 4;
  if (!(concurrency >= 1)) throw new RangeError(`concurrency must be at least 1, not ${concurrency}`);
  const queues: Record<RequestPriority, Task[]> = { interactive: [], outbox: [], hydrate: [], sync: [] };
  const listeners = new Set<(stats: SchedulerStats) => void>();
  let inFlight = 0;
  let paused = false;
  let stopReason: ApiError | undefined;
  let pumping = false;
  let waitingUntil: number | undefined;
  let wake: AbortController | undefined;

  // A response may move the window (a reset, a 429): a waiting queue re-evaluates at once.
  budget.subscribe(() => {
    if (waitingUntil !== undefined) kick();
  });

  const head = () => PRIORITIES.map((priority) => queues[priority][0]).find((task) => task !== undefined);

  function stats(): SchedulerStats {
    return {
      queued: { interactive: queues.interactive.length, outbox: queues.outbox.length, hydrate: queues.hydrate.length, sync: queues.sync.length },
      inFlight,
      paused,
      stopped: stopReason !== undefined,
      ...(waitingUntil === undefined ? {} : { waitingUntil }),
      rateLimit: budget.snapshot(),
    };
  }

  function changed() {
    if (listeners.size === 0) return;
    const snapshot = stats();
    for (const listener of listeners) listener(snapshot);
  }

  /** Re-evaluates the queue now: something changed that may let a request start sooner. */
  function kick() {
    wake?.abort();
    void pump();
  }

  // A single loop starts tasks, so the budget is asked by one caller at a time
  // and the queue's head is chosen at the moment a request may go.
  async function pump() {
    if (pumping) return;
    pumping = true;
    try {
      while (!paused && stopReason === undefined && inFlight < concurrency) {
        const next = head();
        if (!next) break;
        const delay = budget.delayMs(next.priority === 'interactive');
        if (delay > 0) {
          wake = new AbortController();
          waitingUntil = clock.now() + delay;
          changed();
          await clock.sleep(delay, wake.signal).catch(() => undefined);
          wake = undefined;
          waitingUntil = undefined;
          continue;
        }
        start(next);
      }
    } finally {
      pumping = false;
      changed();
    }
  }

  function remove(task: Task) {
    const queue = queues[task.priority];
    const index = queue.indexOf(task);
    if (index >= 0) queue.splice(index, 1);
    return index >= 0;
  }

  function start(task: Task) {
    remove(task);
    task.detach();
    inFlight += 1;
    const ticket = budget.begin();
    const slot: RequestSlot = { signal: task.signal, report: (observation) => budget.observe(ticket, observation) };
    changed();
    Promise.resolve()
      .then(() => task.work(slot))
      .then(task.resolve, task.reject)
      .finally(() => {
        inFlight -= 1;
        changed();
        kick();
      });
  }

  function schedule<T>(work: (slot: RequestSlot) => Promise<T>, scheduleOptions: ScheduleOptions = {}): Promise<T> {
    if (stopReason) return Promise.reject(stopReason);
    const { priority = 'sync', signal } = scheduleOptions;
    if (signal?.aborted) return Promise.reject(cancelledBeforeStart());
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (remove(task)) {
          reject(cancelledBeforeStart());
          changed();
          kick();
        }
      };
      const task: Task = {
        priority,
        signal,
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queues[priority].push(task);
      changed();
      kick();
    });
  }

  return {
    schedule,
    pause() {
      paused = true;
      wake?.abort();
      changed();
    },
    resume() {
      paused = false;
      kick();
    },
    stopAll(reason) {
      if (stopReason) return;
      stopReason = reason;
      for (const priority of PRIORITIES) {
        for (const task of queues[priority].splice(0)) {
          task.detach();
          task.reject(reason);
        }
      }
      wake?.abort();
      changed();
    },
    get stopReason() {
      return stopReason;
    },
    stats,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Cancelled while still queued: nothing was sent. */
function cancelledBeforeStart(): ApiError {
  return new ApiError({ kind: 'cancelled', outcome: 'not_applied' });
}
