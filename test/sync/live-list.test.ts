import { describe, expect, it } from 'vitest';
import type { SyncProgressEvent } from '../../src/main/sync';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { listRequests, recordingFetch, type WireRequest } from '../support/wire-log';
import { openTestSync, runSync, startSyncSandbox, type SyncSandbox } from '../support/sync-sandbox';

/**
 * A live workspace: calls arrive at the head of the newest-first calls list
 * while the sync pages through it (the sandbox lists calls by start, newest
 * first, 100 a page at most). The arrivals are inserted between one page's
 * answer and the next request, at points each test names, so every run
 * pages the same list the same way.
 */
const HOUR = 3_600_000;

function arriveCalls(sandbox: SyncSandbox, count: number, startedAgoMs = 0): string[] {
  const { admin } = sandbox.server;
  return Array.from({ length: count }, () => admin.insertCall(admin.workspaces.main, { start_timestamp: sandbox.clock.now() - startedAgoMs }));
}

/** Calls arriving after the answers to the calls pages named, in the order those answers come. */
function arrivalsAfter(sandbox: SyncSandbox, plan: { afterCallsRequest: number; count: number; startedAgoMs?: number }[]) {
  let callsRequests = 0;
  const arrived: string[] = [];
  const wire = recordingFetch({
    onAnswer(request: WireRequest) {
      if (request.method !== 'GET' || request.path !== '/calls') return undefined;
      callsRequests += 1;
      for (const step of plan.filter((entry) => entry.afterCallsRequest === callsRequests)) arrived.push(...arriveCalls(sandbox, step.count, step.startedAgoMs));
      return undefined;
    },
  });
  return { wire, arrived };
}

function recordProgress(sync: { engine: { onProgress(listener: (event: SyncProgressEvent) => void): () => void } }): SyncProgressEvent[] {
  const events: SyncProgressEvent[] = [];
  sync.engine.onProgress((event) => events.push(event));
  return events;
}

/** The `done` figures shown for one resource's list step, in order. */
const listDone = (events: readonly SyncProgressEvent[], resource: string) => events.filter((event) => event.running && event.resource === resource && event.step === 'list').map((event) => event.done);

const neverFalls = (values: readonly number[]) => values.every((value, index) => index === 0 || value >= values[index - 1]!);

describe('a calls list that grows at its head while it is paged', () => {
  it('absorbs calls arriving between pages in one pass, reading them from the head at the end', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 450 } });
    const { wire, arrived } = arrivalsAfter(sandbox, [
      { afterCallsRequest: 2, count: 2 },
      { afterCallsRequest: 4, count: 3 },
    ]);
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    const progress = recordProgress(sync);

    const summary = await runSync(sync, sandbox.clock, { hydrate: false });

    expect(summary.status).toBe('ok');
    expect(summary.resources.calls).toMatchObject({ mode: 'full', passes: 1, converged: true });
    // Pages 1 to 5 of 455 once each, then page 1 for the five arrivals: no page of the pass asked twice.
    expect(listRequests(wire.log, 'calls').map((request) => request.page)).toEqual([1, 2, 3, 4, 5, 1]);
    expect(sync.lines.some((line) => line.includes('not trustworthy'))).toBe(false);
    expect(sync.lines.some((line) => line.includes('5 record(s) arrived at the head'))).toBe(true);
    expect(arrived).toHaveLength(5);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
    const done = listDone(progress, 'calls');
    expect(neverFalls(done)).toBe(true);
    expect(done.at(-1)).toBe(455);
  });

  it('reads the head again when calls arrived while it was being read', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 250 } });
    // Pass: pages 1 to 4, 120 arrivals absorbed (requests 1-4); head: pages 1 and 2, five more arrive between them
    // and push the rest of the 120 onto page 2 and the end of the head onto page 3 (requests 5-7); head again: page 1.
    const { wire } = arrivalsAfter(sandbox, [
      { afterCallsRequest: 2, count: 60 },
      { afterCallsRequest: 3, count: 60 },
      { afterCallsRequest: 5, count: 5 },
    ]);
    const sync = openTestSync(sandbox, { fetch: wire.fetch });

    const summary = await runSync(sync, sandbox.clock, { hydrate: false });

    expect(summary.resources.calls).toMatchObject({ passes: 1, converged: true });
    expect(listRequests(wire.log, 'calls').map((request) => request.page)).toEqual([1, 2, 3, 4, 1, 2, 3, 1]);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
  });

  it('pages the list again when it grew by more than the rows the arrivals pushed forward, and progress holds still meanwhile', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 250 } });
    // One call at the head (a shift of one) and one that started a year ago, behind the cursor: a growth of two that one arrival cannot explain.
    const { wire } = arrivalsAfter(sandbox, [
      { afterCallsRequest: 1, count: 1 },
      { afterCallsRequest: 1, count: 1, startedAgoMs: 365 * 24 * HOUR },
    ]);
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    const progress = recordProgress(sync);

    const summary = await runSync(sync, sandbox.clock, { hydrate: false });

    expect(summary.status).toBe('ok');
    expect(summary.resources.calls).toMatchObject({ passes: 2, converged: true });
    expect(sync.lines.some((line) => line.includes('the total changed between pages'))).toBe(true);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
    const done = listDone(progress, 'calls');
    expect(neverFalls(done)).toBe(true);
    expect(progress.some((event) => event.resource === 'calls' && event.pass === 2)).toBe(true);
  });

  it('absorbs arrivals in an incremental calls window too', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 40 } });
    const { wire } = arrivalsAfter(sandbox, [
      { afterCallsRequest: 3, count: 3 },
      { afterCallsRequest: 4, count: 2 },
    ]);
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    // Sync 1 (one calls page, request 1) sets the watermark; 250 calls of the last half hour fill the next window.
    await runSync(sync, sandbox.clock, { hydrate: false });
    for (let minute = 0; minute < 250; minute++) arriveCalls(sandbox, 1, (minute % 30) * 60_000 + 1000);
    // Sync 2 pages the window (requests 2-4), with arrivals after its pages 2 and 3.

    const summary = await runSync(sync, sandbox.clock, { hydrate: false });

    expect(summary.resources.calls).toMatchObject({ mode: 'incremental', passes: 1, converged: true });
    // (Page 1 asks the probe size: the first sync's one page of 40 could not show the server's cap.)
    expect(listRequests(wire.log, 'calls').slice(1)).toEqual([
      { page: 1, perPage: 1000, sinceHours: '1' },
      { page: 2, perPage: 100, sinceHours: '1' },
      { page: 3, perPage: 100, sinceHours: '1' },
      { page: 1, perPage: 100, sinceHours: '1' },
    ]);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
  });

  it('resumes reading the head after a run stopped there, and loses none of the arrivals', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 250 } });
    const controller = new AbortController();
    let callsRequests = 0;
    const wire = recordingFetch({
      onAnswer(request) {
        if (request.path !== '/calls') return undefined;
        callsRequests += 1;
        if (callsRequests === 2 || callsRequests === 3) arriveCalls(sandbox, 60);
        // The pass is paged (requests 1-4) and the head's first page answered: stop there, with 120 arrivals to read.
        if (callsRequests === 5) controller.abort();
        return undefined;
      },
    });
    const sync = openTestSync(sandbox, { fetch: wire.fetch });

    const stopped = await runSync(sync, sandbox.clock, { hydrate: false, signal: controller.signal });
    expect(stopped.status).toBe('cancelled');

    const resumed = await runSync(sync, sandbox.clock, { hydrate: false });

    expect(resumed.status).toBe('ok');
    expect(sync.lines.some((line) => /calls: resuming pass \d+ \(head, page/.test(line))).toBe(true);
    expect(resumed.resources.calls).toMatchObject({ passes: 1, converged: true });
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
  });
});
