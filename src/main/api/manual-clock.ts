import type { ApiClock } from './clock';

/**
 * Virtual time for tests and simulations: `now()` moves only when told to,
 * and sleeps wake when the clock is advanced past them. Lets a test run many
 * rate-limit windows, a 30-second timeout or a Retry-After wait instantly and
 * deterministically, with no real sleeping.
 */
export interface ManualClock extends ApiClock {
  /** Moves time forward by `ms`, waking every sleep that falls due, earliest first. */
  advance(ms: number): void;
  /** Moves time forward to `epochMs` (never backwards). */
  advanceTo(epochMs: number): void;
  /** When the earliest pending sleep wakes, if any. */
  nextWakeAt(): number | undefined;
  /** How many sleeps are pending. */
  pendingSleeps(): number;
  /** Called with the wake time of every sleep that starts, so a test can act once something waits. */
  onSleep(listener: (wakeAt: number) => void): () => void;
}

interface Sleeper {
  wakeAt: number;
  order: number;
  resolve(): void;
}

export function createManualClock(start = Date.parse('2026-03-02T09:00:00.000Z')): ManualClock {
  let current = start;
  let order = 0;
  const sleepers = new Set<Sleeper>();
  const listeners = new Set<(wakeAt: number) => void>();

  const advanceTo = (target: number) => {
    if (target < current) return;
    // Wake in time order, each at its own instant, so a woken task that reads
    // now() synchronously sees the moment it was due.
    for (;;) {
      const due = [...sleepers].filter((s) => s.wakeAt <= target).sort((a, b) => a.wakeAt - b.wakeAt || a.order - b.order)[0];
      if (!due) break;
      sleepers.delete(due);
      current = Math.max(current, due.wakeAt);
      due.resolve();
    }
    current = target;
  };

  return {
    now: () => current,
    sleep(ms, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (ms <= 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const sleeper: Sleeper = {
          wakeAt: current + ms,
          order: order++,
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          sleepers.delete(sleeper);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        sleepers.add(sleeper);
        for (const listener of listeners) listener(sleeper.wakeAt);
      });
    },
    advance: (ms) => advanceTo(current + ms),
    advanceTo,
    nextWakeAt: () => (sleepers.size === 0 ? undefined : Math.min(...[...sleepers].map((s) => s.wakeAt))),
    pendingSleeps: () => sleepers.size,
    onSleep(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
