import type { ManualClock, RequestScheduler } from '../../src/main/api';

/** Lets every queued promise callback and I/O callback run once: a flush, never a wait for time to pass. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs in-process work on virtual time: flush, then jump the clock to the
 * next sleep that is due, until the work is done. Only for work whose every
 * wait is a clock sleep (no real I/O).
 */
export async function runSimulation<T>(clock: ManualClock, work: Promise<T>): Promise<T> {
  const state = track(work);
  for (;;) {
    await settle();
    if (state.done) return work;
    const wake = clock.nextWakeAt();
    if (wake === undefined) throw new Error('the simulation is stuck: nothing is due and the work is not done');
    clock.advanceTo(wake);
  }
}

/**
 * Runs work that goes over real HTTP on virtual time: time jumps only when no
 * request is in flight, to the next moment something waits for (the budget's
 * pacing, a Retry-After, a backoff). A request in flight is always answered
 * on real I/O first, so timeouts never fire by accident.
 */
export async function runOverHttp<T>(clock: ManualClock, scheduler: RequestScheduler, work: Promise<T>): Promise<T> {
  const state = track(work);
  while (!state.done) {
    await Promise.race([state.finished, nothingInFlight(scheduler)]);
    await settle();
    if (state.done || scheduler.stats().inFlight > 0) continue;
    const wake = clock.nextWakeAt();
    if (wake !== undefined) clock.advanceTo(wake);
  }
  return work;
}

function track(work: Promise<unknown>) {
  const state = { done: false, finished: Promise.resolve() };
  state.finished = work.then(
    () => void (state.done = true),
    () => void (state.done = true),
  );
  return state;
}

function nothingInFlight(scheduler: RequestScheduler): Promise<void> {
  if (scheduler.stats().inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = scheduler.subscribe((stats) => {
      if (stats.inFlight === 0) {
        stop();
        resolve();
      }
    });
  });
}
