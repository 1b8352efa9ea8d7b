import { afterEach, describe, expect, it } from 'vitest';
import { openMirror, type Mirror } from '../../src/main/mirror';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { createPushRetry, systemTimers, type RetryTimers } from '../../src/main/service/push-retry';
import { editingCore } from '../support/editing-core';

/**
 * A push whose run threw is tried again by itself (service/push-retry.ts).
 * The cause here is a real one: another connection holds the mirror's write
 * lock (BEGIN IMMEDIATE), so the worker's next write ends in SQLITE_BUSY once
 * its busy timeout (5 s, open-mirror.ts; no option lowers it) has passed.
 */
const opened: Mirror[] = [];
afterEach(() => {
  for (const mirror of opened.splice(0)) mirror.close();
});

describe('a push that failed by an unexpected error', () => {
  it('is tried again by itself once the mirror is free, and the edit reaches the service', async () => {
    const lines: string[] = [];
    /** Another connection to the mirror, and whether it takes the write lock at the next request the service receives. */
    const lock: { blocker?: Mirror; atNextRequest: boolean } = { atNextRequest: false };
    const { core, anyContact, serverContact, drained, value } = await editingCore({
      logger: (line) => lines.push(line),
      // The push's first request: the worker's next write (recording what it read, or marking the edit sent) waits for this lock.
      onRequest(event) {
        if (event.phase !== 'received' || !lock.atNextRequest || !lock.blocker) return;
        lock.atNextRequest = false;
        lock.blocker.db.exec('BEGIN IMMEDIATE');
      },
    });
    const { id } = anyContact();
    const blocker = openMirror(core.profiles.active()!.mirrorFile);
    opened.push(blocker);
    lock.blocker = blocker;

    // Queued by another connection (as `voicedesk apply` does): the app's mirror watch asks for exactly one push, and
    // never again for this edit. (An edit queued through the app is also pushed by the watch's look, at a moment no test controls.)
    const plan = planEdits(blocker.db, [{ op: 'contact.update', id, fields: { company: 'Retried Ltd' } }]);
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    lock.atNextRequest = true;
    queueEdits(blocker.db, plan.edits);

    await expect.poll(() => lines.some((line) => line.startsWith('outbox: a push failed'))).toBe(true);
    expect(blocker.db.inTransaction).toBe(true);
    blocker.db.exec('ROLLBACK');

    // Nothing else asks for a push now: no sync runs by itself here, and no new edit appears.
    await drained();
    expect(serverContact(id)).toMatchObject({ company: 'Retried Ltd' });
    expect((await value('outbox.list', {})).totals).toEqual({ pending: 0, failed: 0, conflicts: 0 });
    expect(lines).toContainEqual(expect.stringMatching(/a push of ".+" failed; trying again in 2 s/));
    // The log says what happened, never what the edit was.
    expect(lines.filter((line) => line.includes('Retried Ltd'))).toEqual([]);
  });
});

describe('the retry policy', () => {
  /** Timers the test fires itself: the policy's delays, without waiting for them. */
  function manualTimers() {
    const planned = new Map<number, { run: () => void; ms: number }>();
    let next = 1;
    const timers: RetryTimers = {
      set(run, ms) {
        planned.set(next, { run, ms });
        return next++;
      },
      clear: (handle) => void planned.delete(handle as number),
    };
    const fire = () => {
      const [handle, timer] = [...planned.entries()][0] ?? [];
      if (handle === undefined || !timer) throw new Error('no retry is planned');
      planned.delete(handle);
      timer.run();
    };
    return { timers, fire, delays: () => [...planned.values()].map((timer) => timer.ms) };
  }

  function policy(options: { waiting?: () => boolean } = {}) {
    const clock = manualTimers();
    const pushes: string[] = [];
    const retry = createPushRetry({ push: async (id) => void pushes.push(id), editsWaiting: options.waiting ?? (() => true), timers: clock.timers });
    return { retry, pushes, ...clock };
  }

  it('waits 2 s, then twice as long after each retry that failed too, never more than a minute', () => {
    const { retry, fire, delays, pushes } = policy();
    const seen: number[] = [];
    for (let failure = 0; failure < 8; failure++) {
      retry.failed('p');
      seen.push(...delays());
      fire();
    }
    expect(seen).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(pushes).toHaveLength(8);
  });

  it('keeps one retry pending per profile, however many pushes failed together', () => {
    const { retry, delays } = policy();
    retry.failed('p');
    retry.failed('p');
    retry.failed('p');
    retry.failed('q');
    expect(delays()).toEqual([2_000, 2_000]);
  });

  it('starts over after a push that finished, which also cancels the pending retry', () => {
    const { retry, fire, delays, pushes } = policy();
    retry.failed('p');
    fire();
    retry.failed('p');
    expect(delays()).toEqual([4_000]);
    retry.succeeded('p');
    expect(delays()).toEqual([]);
    retry.failed('p');
    expect(delays()).toEqual([2_000]);
    expect(pushes).toEqual(['p']);
  });

  it('does not push when no edit waits any more, and then starts over', () => {
    let waiting = false;
    const { retry, fire, delays, pushes } = policy({ waiting: () => waiting });
    retry.failed('p');
    fire();
    expect(pushes).toEqual([]);
    waiting = true;
    retry.failed('p');
    expect(delays()).toEqual([2_000]);
  });

  it('forgets a removed profile, and tries nothing once closed', () => {
    const { retry, delays } = policy();
    retry.failed('p');
    retry.failed('q');
    retry.forget('p');
    expect(retry.profiles()).toEqual(['q']);
    retry.close();
    expect(delays()).toEqual([]);
    retry.failed('q');
    expect(delays()).toEqual([]);
  });

  it('waits on timers that never keep the process alive', () => {
    // Cleared at once: nothing waits for the figure, the policy's longest delay.
    const timer = systemTimers.set(() => undefined, 60_000) as ReturnType<typeof setTimeout>;
    try {
      expect(timer.hasRef()).toBe(false);
    } finally {
      systemTimers.clear(timer);
    }
  });
});
