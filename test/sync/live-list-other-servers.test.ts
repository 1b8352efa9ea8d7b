import { describe, expect, it } from 'vitest';
import { fakeWorkspace, serveFakeWorkspace, type FakeBehaviour, type FakeWorkspace } from './fake-workspace';
import { mirrorView } from '../support/mirror-vs-server';
import { runSync, startScriptedSync } from '../support/sync-sandbox';
import type { RecordedRequest, Reply } from '../support/scripted-api-server';

/**
 * Records arriving while the list is paged, on implementations of the spec
 * other than ours (fake-workspace.ts): without `meta` (no total to compare),
 * and with a list that is not newest first. The fake serves its arrays as
 * they are at each request; records are added between two answers.
 */
type Json = Record<string, unknown>;

/** Serves the fake workspace, and after the `n`th request to `path` runs what `after[n]` says. */
function serveWithArrivals(workspace: FakeWorkspace, behaviour: FakeBehaviour, path: string, after: Record<number, () => void>) {
  const serve = serveFakeWorkspace(workspace, behaviour);
  let requests = 0;
  return (request: RecordedRequest): Reply => {
    const reply = serve(request);
    if (request.path === path) after[++requests]?.();
    return reply;
  };
}

function newCall(workspace: FakeWorkspace, n: number): Json {
  const newest = Date.parse(workspace.calls[0]!.start_timestamp as string);
  const start = new Date(newest + 60_000).toISOString();
  return { ...workspace.calls[0], id: `call_new_${n}`, start_timestamp: start, end_timestamp: start };
}

const listPages = (requests: readonly RecordedRequest[], path: string) => requests.filter((request) => request.path === path).map((request) => Number(request.query['page']));

describe('records arriving during a sync, on other implementations of the spec', () => {
  it('absorbs calls arriving at the head of a list without meta, from the overlap of the pages alone', async () => {
    const workspace = fakeWorkspace({ calls: 60 });
    const arrive = (count: number) => () => {
      for (let n = 0; n < count; n++) workspace.calls.unshift(newCall(workspace, workspace.calls.length));
    };
    const { server, sync, clock } = await startScriptedSync(serveWithArrivals(workspace, { cap: 25, meta: 'none' }, '/v1/calls', { 2: arrive(2), 3: arrive(1) }));

    const summary = await runSync(sync, clock, { hydrate: false });

    expect(summary.resources.calls).toMatchObject({ passes: 1, converged: true });
    // Pages of 25 (page 1 asked 1000 and got 25), then the head until a page brings nothing new.
    expect(listPages(server.requests, '/v1/calls')).toEqual([1, 2, 3, 1, 2]);
    expect([...mirrorView(sync, 'calls').keys()].sort()).toEqual(workspace.calls.map((call) => call.id as string).sort());
  });

  it('reads the order from the data: a list that is not newest first is paged again when it grows', async () => {
    // The fake lists contacts oldest first; a contact added at the start of the list (the server may sort as it likes)
    // pushes a row onto the next page, exactly like an arrival at a newest-first head, but is not taken for one.
    const workspace = fakeWorkspace({ contacts: 60 });
    const first = workspace.contacts[0]!;
    const addAtStart = () => workspace.contacts.unshift({ ...first, id: 'contact_new', created_at: '2027-01-01T00:00:00.000Z' });
    const { server, sync, clock } = await startScriptedSync(serveWithArrivals(workspace, { cap: 25, meta: 'echo' }, '/v1/contacts', { 2: addAtStart }));

    const summary = await runSync(sync, clock, { hydrate: false });

    expect(summary.resources.contacts).toMatchObject({ passes: 2, converged: true });
    expect(sync.lines.some((line) => line.includes('the total changed between pages'))).toBe(true);
    expect(listPages(server.requests, '/v1/contacts')).toEqual([1, 2, 3, 1, 2, 3]);
    expect(mirrorView(sync, 'contacts').has('contact_new')).toBe(true);
  });
});
