import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { runStepsBetweenMessages } from '../../src/main/profile-worker/steps-between-messages';

/** The profile worker warms the do-not-call detector up in steps, so that a call opened meanwhile is answered between two. */
describe('running work in steps between a thread’s messages', () => {
  it('takes a message posted before the first step, and one posted by a step, before the steps after it', async () => {
    const { port1, port2 } = new MessageChannel();
    const seen: string[] = [];
    port2.on('message', (message: string) => seen.push(`message ${message}`));
    const steps = [1, 2, 3, 4].map((n) => () => {
      seen.push(`step ${n}`);
      if (n === 2) port1.postMessage('from step 2');
    });
    const done = runStepsBetweenMessages(steps);
    port1.postMessage('before');
    await expect(done).resolves.toBe(true);
    port1.close();
    expect(seen.indexOf('message before')).toBeLessThan(seen.indexOf('step 2'));
    expect(seen.indexOf('message from step 2')).toBeGreaterThan(seen.indexOf('step 2'));
    expect(seen.indexOf('message from step 2')).toBeLessThan(seen.indexOf('step 4'));
    expect(seen.filter((entry) => entry.startsWith('step'))).toEqual(['step 1', 'step 2', 'step 3', 'step 4']);
  });

  it('runs no step once stopped, and says it did not finish', async () => {
    const stop = new AbortController();
    const ran: number[] = [];
    const steps = [1, 2, 3].map((n) => () => {
      ran.push(n);
      if (n === 1) stop.abort();
    });
    await expect(runStepsBetweenMessages(steps, { signal: stop.signal })).resolves.toBe(false);
    expect(ran).toEqual([1]);
  });

  it('holds the steps back while the thread has work of its own, and goes on after it', async () => {
    const ran: string[] = [];
    let finishWork: () => void = () => undefined;
    let work: Promise<void> | undefined;
    const steps = [1, 2, 3].map((n) => () => {
      ran.push(`step ${n}`);
      if (n === 1) work = new Promise<void>((resolve) => (finishWork = resolve)).then(() => void ran.push('work done'));
    });
    const done = runStepsBetweenMessages(steps, { holdBack: () => work });
    // Well after step 1 and its immediate: nothing more runs while the work is underway.
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['step 1']);
    work = undefined;
    finishWork();
    await expect(done).resolves.toBe(true);
    expect(ran).toEqual(['step 1', 'work done', 'step 2', 'step 3']);
  });

  it('fails with a step’s error and runs none after it', async () => {
    const ran: number[] = [];
    const steps = [1, 2, 3].map((n) => () => {
      ran.push(n);
      if (n === 2) throw new Error('step 2 broke');
    });
    await expect(runStepsBetweenMessages(steps)).rejects.toThrow('step 2 broke');
    expect(ran).toEqual([1, 2]);
  });

  // The warm-up's optimising reads run while the app launches on the same cores: they take a quarter of their thread.
  it('takes only its share of the thread when asked: after a step of t ms, the next waits t × (1 − share) / share ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let clock = 0;
      const ran: number[] = [];
      const steps = [1, 2, 3].map((n) => () => {
        ran.push(n);
        clock += 2;
      });
      let finished = false;
      const done = runStepsBetweenMessages(steps, { share: 0.25, now: () => clock }).then((result) => ((finished = true), result));
      for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(ran).toEqual([1]);
      await vi.advanceTimersByTimeAsync(5);
      expect(ran).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual([1, 2]);
      await vi.advanceTimersByTimeAsync(6);
      expect(ran).toEqual([1, 2, 3]);
      expect(finished).toBe(false);
      await vi.advanceTimersByTimeAsync(6);
      await expect(done).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
