export interface StepsOptions {
  /** Stops before the next step. */
  signal?: AbortSignal;
  /** Asked before each step: a promise holds the steps back until it settles (the thread has work of its own to finish first). */
  holdBack?: () => Promise<void> | undefined;
  /**
   * The share of the thread's time the steps may take (0 < share ≤ 1), for work that only prepares for later: after a step that took
   * t ms, the next waits t × (1 − share) / share ms on a timer. Every step at once when not given.
   */
  share?: number;
  /** The clock a step's time is read on, in ms (tests give their own). */
  now?: () => number;
}

/**
 * Runs long synchronous work as short steps, one to a turn of the event
 * loop, so that a thread's messages are taken between two steps instead of
 * after the whole: Node reads a port's messages in the loop's poll phase,
 * and an immediate queued by a step runs only after the next poll. Resolves
 * `true` once the last step has run, `false` if `signal` stopped it first;
 * rejects with a step's error, running no more of them.
 */
export function runStepsBetweenMessages(steps: readonly (() => unknown)[], options: StepsOptions = {}): Promise<boolean> {
  const { share = 1, now = () => performance.now() } = options;
  return new Promise((resolve, reject) => {
    let next = 0;
    const runOne = () => {
      if (options.signal?.aborted === true) return resolve(false);
      const held = options.holdBack?.();
      if (held !== undefined) return void held.then(runOne, runOne);
      const step = steps[next];
      if (step === undefined) return resolve(true);
      next += 1;
      const started = now();
      try {
        step();
      } catch (error) {
        return reject(error);
      }
      const pause = share >= 1 ? 0 : ((now() - started) * (1 - share)) / share;
      if (pause > 0) setTimeout(runOne, pause);
      else setImmediate(runOne);
    };
    setImmediate(runOne);
  });
}
