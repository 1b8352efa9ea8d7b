import type { ApiClock, RequestScheduler } from '../api';
import type { MirrorResource } from '../mirror';

/**
 * Progress of a run, as events: which resource, which step, how far
 * (records for lists, GETs for details), how many requests VoiceDesk may
 * still send in the rate-limit window, and an estimate of the time left.
 *
 * Progress never runs backwards within a step: a resource whose list is
 * paged again (a repair pass) keeps the count it reached until the new pass
 * overtakes it, and says which pass it is (`pass`).
 *
 * The estimate extrapolates the step's own pace so far (records per second
 * since the step started), which already includes the rate-limit pacing,
 * retries and the server's speed; it is null until the step has made some
 * progress or while the total is unknown.
 */
export type ProgressStep = 'list' | 'confirm' | 'details';

export interface SyncProgressEvent {
  running: boolean;
  /** `transcripts`: call details (summary and transcript). */
  resource: MirrorResource | 'transcripts' | null;
  step: ProgressStep | null;
  done: number;
  total: number | null;
  /** VoiceDesk's share of the window still unspent, when the server has said. */
  requestsLeftInWindow: number | null;
  etaSeconds: number | null;
  /** 1 for a resource's first pass in this run, 2 for its first repair… */
  pass: number;
}

export interface ProgressTracker {
  /** A new step begins: resets the pace. */
  begin(resource: SyncProgressEvent['resource'], step: ProgressStep, total: number | null, pass?: number): void;
  /** Progress within the current step. */
  update(done: number, total?: number | null): void;
  finish(): void;
  current(): SyncProgressEvent;
  subscribe(listener: (event: SyncProgressEvent) => void): () => void;
}

const IDLE: SyncProgressEvent = { running: false, resource: null, step: null, done: 0, total: null, requestsLeftInWindow: null, etaSeconds: null, pass: 0 };

export function createProgressTracker(clock: ApiClock, scheduler: RequestScheduler): ProgressTracker {
  const listeners = new Set<(event: SyncProgressEvent) => void>();
  let event: SyncProgressEvent = IDLE;
  let stepStart = { at: 0, done: 0 };
  /** The most the current step has shown: a repair pass of the same step starts from here, not from zero. */
  let floor = 0;

  const windowLeft = () => {
    const available = scheduler.stats().rateLimit.available;
    return available === undefined ? null : Math.max(0, Math.floor(available));
  };

  const eta = (done: number, total: number | null): number | null => {
    if (total === null) return null;
    if (done >= total) return 0;
    const progressed = done - stepStart.done;
    const elapsed = clock.now() - stepStart.at;
    if (progressed <= 0 || elapsed <= 0) return null;
    return Math.round(((total - done) * elapsed) / progressed / 1000);
  };

  const emit = (next: SyncProgressEvent) => {
    event = next;
    for (const listener of [...listeners]) {
      try {
        listener(next);
      } catch {
        // A broken listener must not stop the sync it watches.
      }
    }
  };

  return {
    begin(resource, step, total, pass = 1) {
      const again = event.running && event.resource === resource && event.step === step;
      floor = again ? event.done : 0;
      stepStart = { at: clock.now(), done: 0 };
      emit({ running: true, resource, step, done: floor, total: again ? (total ?? event.total) : total, requestsLeftInWindow: windowLeft(), etaSeconds: null, pass });
    },
    update(done, total = event.total) {
      const shown = Math.max(floor, done);
      emit({ ...event, done: shown, total, requestsLeftInWindow: windowLeft(), etaSeconds: eta(done, total) });
    },
    finish() {
      floor = 0;
      emit({ ...IDLE, requestsLeftInWindow: windowLeft() });
    },
    current: () => event,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
