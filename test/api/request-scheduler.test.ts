import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createManualClock,
  createRateLimitBudget,
  createRequestScheduler,
  type RequestPriority,
} from '../../src/main/api';
import { settle } from '../support/virtual-time';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function setup(concurrency = 1) {
  const clock = createManualClock();
  const budget = createRateLimitBudget({ clock });
  const scheduler = createRequestScheduler({ clock, budget, concurrency });
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate>>();
  /** A task that records when it starts and finishes only when its gate opens. */
  const task = (name: string, priority: RequestPriority, signal?: AbortSignal) => {
    const g = gate();
    gates.set(name, g);
    return scheduler.schedule(
      async () => {
        started.push(name);
        await g.opened;
        return name;
      },
      { priority, ...(signal ? { signal } : {}) },
    );
  };
  const finish = async (name: string) => {
    gates.get(name)!.open();
    await settle();
  };
  return { clock, budget, scheduler, started, task, finish };
}

describe('request scheduler', () => {
  it('runs an interactive request next, ahead of sync requests queued before it', async () => {
    const { started, task, finish } = setup(1);
    const all = [task('sync 1', 'sync'), task('sync 2', 'sync'), task('sync 3', 'sync')];
    await settle();
    all.push(task('opened call', 'interactive'));
    await finish('sync 1');
    expect(started).toEqual(['sync 1', 'opened call']);
    await finish('opened call');
    await finish('sync 2');
    await finish('sync 3');
    expect(started).toEqual(['sync 1', 'opened call', 'sync 2', 'sync 3']);
    await expect(Promise.all(all)).resolves.toEqual(['sync 1', 'sync 2', 'sync 3', 'opened call']);
  });

  it('orders interactive > outbox > hydrate > sync, first come first served within each', async () => {
    const { scheduler, started, task, finish } = setup(1);
    scheduler.pause();
    const names: [string, RequestPriority][] = [
      ['sync a', 'sync'],
      ['hydrate a', 'hydrate'],
      ['outbox a', 'outbox'],
      ['sync b', 'sync'],
      ['interactive a', 'interactive'],
      ['outbox b', 'outbox'],
      ['hydrate b', 'hydrate'],
      ['interactive b', 'interactive'],
    ];
    for (const [name, priority] of names) void task(name, priority);
    expect(scheduler.stats().queued).toEqual({ interactive: 2, outbox: 2, hydrate: 2, sync: 2 });
    scheduler.resume();
    await settle();
    for (const name of ['interactive a', 'interactive b', 'outbox a', 'outbox b', 'hydrate a', 'hydrate b', 'sync a']) await finish(name);
    expect(started).toEqual(['interactive a', 'interactive b', 'outbox a', 'outbox b', 'hydrate a', 'hydrate b', 'sync a', 'sync b']);
  });

  it('never runs more requests at once than its concurrency', async () => {
    const { scheduler, started, task, finish } = setup(4);
    for (let i = 1; i <= 6; i++) void task(`r${i}`, 'sync');
    await settle();
    expect(started).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(scheduler.stats()).toMatchObject({ inFlight: 4, queued: { sync: 2 } });
    await finish('r2');
    expect(started).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('cancels a queued request without ever starting it', async () => {
    const { scheduler, started, task, finish } = setup(1);
    void task('running', 'sync');
    const controller = new AbortController();
    const queued = task('queued', 'hydrate', controller.signal);
    await settle();
    controller.abort();
    await expect(queued).rejects.toMatchObject({ kind: 'cancelled', outcome: 'not_applied' });
    expect(scheduler.stats().queued.hydrate).toBe(0);
    await finish('running');
    expect(started).toEqual(['running']);
  });

  it('refuses a request whose signal is already aborted', async () => {
    const { scheduler } = setup();
    const work = async () => 'never';
    await expect(scheduler.schedule(work, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('stopAll rejects queued and later requests with the reason, and lets running ones finish', async () => {
    const { scheduler, started, task, finish } = setup(1);
    const running = task('running', 'sync');
    const queued = [task('queued 1', 'sync'), task('queued 2', 'interactive')];
    await settle();
    const reason = new ApiError({ kind: 'unauthorized', outcome: 'not_applied', status: 401 });
    scheduler.stopAll(reason);
    for (const promise of queued) await expect(promise).rejects.toBe(reason);
    await expect(task('later', 'interactive')).rejects.toBe(reason);
    await finish('running');
    await expect(running).resolves.toBe('running');
    expect(started).toEqual(['running']);
    expect(scheduler.stats()).toMatchObject({ stopped: true, inFlight: 0, queued: { interactive: 0, outbox: 0, hydrate: 0, sync: 0 } });
    expect(scheduler.stopReason).toBe(reason);
  });

  it('holds queued requests while paused and releases them on resume', async () => {
    const { scheduler, started, task } = setup(2);
    scheduler.pause();
    void task('a', 'sync');
    await settle();
    expect(started).toEqual([]);
    expect(scheduler.stats()).toMatchObject({ paused: true, queued: { sync: 1 } });
    scheduler.resume();
    await settle();
    expect(started).toEqual(['a']);
  });
});

describe('request scheduler and the rate-limit budget', () => {
  it('waits for the budget before starting, and starts when the clock gets there', async () => {
    const { clock, budget, scheduler, started, task } = setup(1);
    budget.observe(budget.begin(), { status: 429, receivedAt: clock.now(), retryAfterMs: 5000 });
    void task('after the wait', 'sync');
    await settle();
    expect(started).toEqual([]);
    expect(scheduler.stats().waitingUntil).toBe(clock.now() + 5000);
    clock.advance(4999);
    await settle();
    expect(started).toEqual([]);
    clock.advance(1);
    await settle();
    expect(started).toEqual(['after the wait']);
  });

  it('starts an interactive request at once while background work waits on the spacing', async () => {
    const { clock, budget, scheduler, started, task } = setup(2);
    // 60 left of 100 with a minute to go: past the burst, so background requests are spaced.
    budget.observe(budget.begin(), { status: 200, receivedAt: clock.now(), limit: 100, remaining: 60, resetAt: clock.now() + 60_000 });
    void task('sync', 'sync');
    await settle();
    expect(started).toEqual([]);
    expect(scheduler.stats().waitingUntil).toBeGreaterThan(clock.now());
    void task('opened call', 'interactive');
    await settle();
    expect(started).toEqual(['opened call']);
  });

  it('reports queue sizes, requests left in the window and the reset time', async () => {
    const { clock, budget, scheduler, task } = setup(1);
    const resetAt = clock.now() + 30_000;
    budget.observe(budget.begin(), { status: 200, receivedAt: clock.now(), limit: 100, remaining: 90, resetAt });
    scheduler.pause();
    void task('h', 'hydrate');
    void task('s', 'sync');
    const seen: number[] = [];
    scheduler.subscribe((stats) => seen.push(stats.queued.sync));
    void task('s2', 'sync');
    expect(seen.at(-1)).toBe(2);
    expect(scheduler.stats()).toMatchObject({
      queued: { interactive: 0, outbox: 0, hydrate: 1, sync: 2 },
      inFlight: 0,
      rateLimit: { source: 'headers', limit: 100, remaining: 90, available: 70, resetAt },
    });
  });
});
