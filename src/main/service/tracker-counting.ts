import { setImmediate as nextTurn } from 'node:timers/promises';
import { countTrackerStep, trackersToCount, type MirrorDb } from '../mirror';

/**
 * Counts new keyword trackers over the calls a mirror already holds, in the
 * background: one short transaction at a time (`countTrackerStep`, about
 * 10 ms for 150 matching calls), giving the event loop back between steps,
 * so the windows stay responsive however common the word (a word said in
 * 43,000 of 50,000 calls takes about 3 s in all; `npm run bench -- mirror`). Interrupted (the app
 * quit), it goes on where it stopped the next time it is started: each step
 * commits its place with its counts.
 *
 * One run per mirror at a time; `start` while one runs does nothing, and a
 * run looks for work again before it ends, so a tracker added meanwhile is
 * counted too.
 */
export interface TrackerCounting {
  /** Counts whatever is left to count in this mirror, unless a run for it is under way. */
  start(key: string, db: MirrorDb): void;
  /** Whether a run for this mirror is under way. */
  running(key: string): boolean;
  /** Resolves when this mirror's run, if any, has ended. */
  idle(key: string): Promise<void>;
  /** Ends this mirror's run after its current step (its connection is closing). */
  stop(key: string): Promise<void>;
}

export function createTrackerCounting(log: (message: string, error: unknown) => void = (message, error) => console.error(message, error)): TrackerCounting {
  const runs = new Map<string, { stopped: boolean; done: Promise<void> }>();

  async function countAll(db: MirrorDb, run: { stopped: boolean }): Promise<void> {
    for (;;) {
      const pending = trackersToCount(db);
      if (pending.length === 0) return;
      for (const id of pending) {
        for (;;) {
          if (run.stopped || !db.open) return;
          if (countTrackerStep(db, id).done) break;
          await nextTurn();
        }
      }
    }
  }

  return {
    start(key, db) {
      if (runs.has(key)) return;
      const run = { stopped: false, done: Promise.resolve() };
      run.done = countAll(db, run)
        .catch((error: unknown) => {
          // Left where it stopped; the next start (the next look at the trackers) tries again.
          if (!run.stopped) log('[core] counting keyword trackers stopped:', error);
        })
        .finally(() => {
          if (runs.get(key) === run) runs.delete(key);
        });
      runs.set(key, run);
    },
    running: (key) => runs.has(key),
    idle: async (key) => runs.get(key)?.done,
    async stop(key) {
      const run = runs.get(key);
      if (!run) return;
      run.stopped = true;
      await run.done;
    },
  };
}
