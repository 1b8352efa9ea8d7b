import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/main/api';
import { getCall, getContact } from '../../src/main/mirror';
import { createFixedWindowLimiter } from '../support/fixed-window-limiter';
import { fakeWorkspace, serveFakeWorkspace } from './fake-workspace';
import { mirrorView } from '../support/mirror-vs-server';
import { runSync, START, startScriptedSync } from '../support/sync-sandbox';
import type { RecordedRequest } from '../support/scripted-api-server';

/**
 * The spec leaves much open, and the client must work against any server
 * that follows it, not only ours. These servers are scripted to take the
 * liberties the spec allows.
 */
const listsOf = (requests: readonly RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => ({ page: Number(request.query['page']), perPage: Number(request.query['per_page']) }));

describe('against other implementations of the spec', () => {
  it('syncs bare lists without meta, capped silently at 25, and reports the records it cannot read', async () => {
    const workspace = fakeWorkspace();
    const clock = createManualClock(START);
    const limiter = createFixedWindowLimiter(clock, { limit: 100, windowMs: 60_000, form: 'unix-seconds' });
    const { server, sync } = await startScriptedSync(serveFakeWorkspace(workspace, { cap: 25, meta: 'none', bare: true, limiter }), { clock });

    const summary = await runSync(sync, clock);

    expect(listsOf(server.requests, '/v1/contacts')).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 25 },
      { page: 3, perPage: 25 },
    ]);
    expect(summary.status).toBe('ok');
    expect(summary.rateLimited).toBe(0);
    expect(limiter.refusedTotal()).toBe(0);
    expect(summary.resources.contacts).toMatchObject({ fetched: 60, upserted: 59, rejected: 1, pageSize: 25 });
    expect(summary.rejected).toEqual([
      { resource: 'contacts', id: 'contact_7', field: 'status', problem: expect.stringContaining('"active"') },
      { resource: 'calls', id: 'call_3', field: 'transcript[0].speaker', problem: expect.stringContaining('"agent"') },
    ]);
    expect(getContact(sync.mirror.db, 'contact_7')).toBeUndefined();
    expect(getContact(sync.mirror.db, 'contact_8')).toMatchObject({ first_name: 'Person8' });
    expect(getCall(sync.mirror.db, 'call_3')).toMatchObject({ detail_fetched: false });
    expect(summary.hydrated.calls).toBe(29);
    // A field the spec does not name survives, as sent.
    expect(mirrorView(sync, 'agents').get('agent_1')).toMatchObject({ voice_speed: 1.1 });
  });

  it('does not trust a meta.per_page that echoes the request while fewer rows come back', async () => {
    const workspace = fakeWorkspace({ contacts: 70 });
    const { server, sync, clock } = await startScriptedSync(serveFakeWorkspace(workspace, { cap: 30, meta: 'echo' }));

    const summary = await runSync(sync, clock, { hydrate: false });

    expect(listsOf(server.requests, '/v1/contacts')).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 30 },
      { page: 3, perPage: 30 },
    ]);
    expect(summary.resources.contacts).toMatchObject({ converged: true, pageSize: 30, upserted: 69, rejected: 1 });
  });

  it('asks again with a smaller page when the server refuses per_page=1000, and remembers what it accepts', async () => {
    const workspace = fakeWorkspace({ contacts: 130 });
    const { server, sync, clock } = await startScriptedSync(serveFakeWorkspace(workspace, { maxAccepted: 100, meta: 'echo' }));

    await runSync(sync, clock, { hydrate: false });
    expect(listsOf(server.requests, '/v1/contacts')).toEqual([
      { page: 1, perPage: 1000 },
      { page: 1, perPage: 500 },
      { page: 1, perPage: 250 },
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
    ]);

    server.requests.length = 0;
    await runSync(sync, clock, { full: true, hydrate: false });
    expect(listsOf(server.requests, '/v1/contacts')).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
    ]);
  });

  it('ends a list that ignores paging when page 2 repeats page 1, with no rate-limit headers at all', async () => {
    const workspace = fakeWorkspace({ agents: 4, campaigns: 3, contacts: 10, calls: 5 });
    const { server, sync, clock } = await startScriptedSync(serveFakeWorkspace(workspace, { wholeSmallLists: true }));

    const summary = await runSync(sync, clock);

    expect(listsOf(server.requests, '/v1/agents')).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 4 },
    ]);
    expect(summary.resources.agents).toMatchObject({ converged: true, upserted: 4, passes: 1 });
    expect(summary.resources.campaigns).toMatchObject({ converged: true, upserted: 3 });
    expect([...mirrorView(sync, 'agents').keys()].sort()).toEqual(['agent_0', 'agent_1', 'agent_2', 'agent_3']);
  });
});
