/**
 * A push that failed by an unexpected error (the worker's run threw: the
 * mirror stayed locked past its busy timeout under heavy disk load, an
 * exception nobody classified) is tried again by itself. Without this, the
 * edits it carried, which the user was told were saved, waited for whatever
 * asked for a push next: the next sync (none, with auto-sync off or a long
 * interval), a new edit, Send now.
 *
 * Policy:
 * - after FIRST_DELAY_MS, then twice as long after each retry that failed
 *   too, never longer than MAX_DELAY_MS: a disk that stays busy is not
 *   hammered, and an edit never waits more than about a minute once it clears;
 * - one retry pending per profile at most: pushes that failed together (they
 *   joined one run) ask for one retry, not one each;
 * - only while the profile still has edits waiting, looked at when the retry
 *   is due (the user may have discarded them, or another push sent them);
 * - any push that finished (whatever it sent) starts the backoff over, and
 *   cancels a pending retry: that push has already done the retry's work;
 * - cancelled when the profile is removed, and for good when the core closes.
 *   The timers are unref'd: a pending retry never keeps the process alive.
 *
 * The failures that already have their own handling are not this module's:
 * a service that cannot be reached (replay waits it out, then the push ends
 * with `unreachable` and the next sync or connectivity watch sends again),
 * a refused key (the UI asks for a new one), another process sending the
 * outbox (it sends these edits). Those pushes end with a summary, so they
 * reset the backoff rather than start it.
 */
export interface PushRetryOptions {
  /** Sends the profile's outbox; its outcome comes back through `failed` or `succeeded`. */
  push(profileId: string): Promise<unknown>;
  /** Whether edits of the profile are still waiting to be sent. */
  editsWaiting(profileId: string): boolean;
  /** One line per retry planned or dropped (never an edit's values). */
  logger?: (line: string) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Where retries wait (the system's timers, unref'd, by default). */
  timers?: RetryTimers;
}

export interface RetryTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface PushRetry {
  /** A push of the profile threw: plans a retry unless one is pending. */
  failed(profileId: string): void;
  /** A push of the profile finished: the backoff starts over. */
  succeeded(profileId: string): void;
  /** The profile is gone: no retry for it. */
  forget(profileId: string): void;
  /** The profiles with a retry planned or under way (to forget the removed ones). */
  profiles(): string[];
  /** No retry from now on. */
  close(): void;
}

export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 60_000;

/** The system's timers, unref'd: a pending retry never keeps the process alive (the app quits, a test run ends). */
export const systemTimers: RetryTimers = {
  set(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return timer;
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createPushRetry(options: PushRetryOptions): PushRetry {
  const first = options.firstDelayMs ?? FIRST_DELAY_MS;
  const max = options.maxDelayMs ?? MAX_DELAY_MS;
  const timers = options.timers ?? systemTimers;
  const log = (line: string) => options.logger?.(line);
  /** Per profile: retries already planned since the last push that finished, and the one pending. */
  const states = new Map<string, { tries: number; timer: unknown }>();
  let closed = false;

  const forget = (profileId: string) => {
    const state = states.get(profileId);
    if (state?.timer !== undefined) timers.clear(state.timer);
    states.delete(profileId);
  };

  const due = (profileId: string) => {
    const state = states.get(profileId);
    if (closed || !state) return;
    state.timer = undefined;
    let waiting: boolean;
    try {
      waiting = options.editsWaiting(profileId);
    } catch (error) {
      // The mirror cannot be read here: the push could not work either. The next push asked for starts over.
      log(`outbox: not trying the push of "${profileId}" again: its outbox could not be read (${error instanceof Error ? error.message : String(error)})`);
      waiting = false;
    }
    if (!waiting) {
      states.delete(profileId);
      return;
    }
    log(`outbox: trying the push of "${profileId}" again (retry ${state.tries})`);
    // Its own failure or success comes back through failed/succeeded; a push that could not start (no key) ends the retries.
    options.push(profileId).catch(() => undefined);
  };

  return {
    failed(profileId) {
      if (closed) return;
      const state = states.get(profileId) ?? { tries: 0, timer: undefined };
      states.set(profileId, state);
      if (state.timer !== undefined) return;
      const delay = Math.min(first * 2 ** state.tries, max);
      state.tries += 1;
      state.timer = timers.set(() => due(profileId), delay);
      log(`outbox: a push of "${profileId}" failed; trying again in ${formatDelay(delay)} if edits still wait`);
    },
    succeeded: forget,
    forget,
    profiles: () => [...states.keys()],
    close() {
      closed = true;
      for (const profileId of [...states.keys()]) forget(profileId);
    },
  };
}

function formatDelay(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
