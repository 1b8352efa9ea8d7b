import { describe, expect, it } from 'vitest';
import { getCall } from '../../src/main/mirror';
import { detailRequests, listRequests, recordingFetch } from '../support/wire-log';
import { expectMirrorEqualsServer, mirrorView } from '../support/mirror-vs-server';
import { openTestSync, runSync, START, startSyncSandbox } from '../support/sync-sandbox';
import { runOverHttp } from '../support/virtual-time';

const HOUR = 3_600_000;

describe('a sync against the sandbox over HTTP', () => {
  it('mirrors every agent, campaign, contact and call, field for field, transcripts included', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 260, calls: 130 } });
    const sync = openTestSync(sandbox);

    const summary = await runSync(sync, sandbox.clock);

    expect(summary).toMatchObject({ status: 'ok', rejected: [], problems: [], callsAwaitingDetail: 0, hydrated: { agents: 5, campaigns: 10, calls: 130 } });
    expect(summary.resources.contacts).toMatchObject({ mode: 'full', fetched: 260, upserted: 260, passes: 1, converged: true, pageSize: 100 });
    await expectMirrorEqualsServer(sandbox, sync);
  });

  it('keeps two workspaces apart, each syncing into its own mirror at the same time', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 90, calls: 30 } });
    const main = openTestSync(sandbox);
    const other = openTestSync(sandbox, { apiKey: sandbox.server.keys.other_workspace });

    const [mainSummary, otherSummary] = await Promise.all([main.engine.run(), other.engine.run()]);

    expect([mainSummary.status, otherSummary.status]).toEqual(['ok', 'ok']);
    await expectMirrorEqualsServer(sandbox, main);
    const { db, workspaces } = sandbox.server.admin;
    const otherContacts = (db.prepare('SELECT id FROM contacts WHERE workspace_id = ? ORDER BY id').all(workspaces.other) as { id: string }[]).map((row) => row.id);
    expect([...mirrorView(other, 'contacts').keys()].sort()).toEqual(otherContacts);
    expect(mirrorView(other, 'calls').size).toBe((db.prepare('SELECT count(*) AS n FROM calls WHERE workspace_id = ?').get(workspaces.other) as { n: number }).n);
  });

  it('asks for 1000 rows on the first page, then pages with the 100 the server allows', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 260, calls: 0 } });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch });

    await runSync(sync, sandbox.clock, { hydrate: false });

    expect(listRequests(wire.log, 'contacts')).toEqual([
      { page: 1, perPage: 1000, sinceHours: null },
      { page: 2, perPage: 100, sinceHours: null },
      { page: 3, perPage: 100, sinceHours: null },
    ]);
  });

  it('costs a handful of requests on a quiet workspace, and changes nothing', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 300, calls: 150 } });
    const sync = openTestSync(sandbox);
    await runSync(sync, sandbox.clock);

    // Within the hour: agent and campaign details are not due yet (test/sync/fresh-details.test.ts).
    sandbox.clock.advance(HOUR / 2);
    const again = await runSync(sync, sandbox.clock);

    expect(again.status).toBe('ok');
    expect(again.requests).toBe(4);
    expect(Object.values(again.resources).map((counts) => [counts.mode, counts.upserted, counts.deleted])).toEqual([
      ['full', 0, 0],
      ['full', 0, 0],
      ['peek', 0, 0],
      ['incremental', 0, 0],
    ]);
  });

  it('brings new calls through the incremental window, reaching an hour behind the last sync', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 30, calls: 20 } });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await runSync(sync, sandbox.clock);
    const { admin } = sandbox.server;

    sandbox.clock.advance(5 * HOUR + 10 * 60_000);
    // A long call that started before the last sync and was recorded only now: the overlap is for it.
    const late = admin.insertCall(admin.workspaces.main, { start_timestamp: START - 20 * 60_000, duration_seconds: 1800, summary: 'A late one.' });
    const fresh = admin.insertCall(admin.workspaces.main, { start_timestamp: sandbox.clock.now() - HOUR, transcript: [{ speaker: 'caller', text: 'Is my order on its way?', timestamp: 1.5 }] });
    const summary = await runSync(sync, sandbox.clock);

    // 5 h 10 min since the watermark, plus the hour of overlap, rounded up.
    expect(listRequests(wire.log, 'calls').at(-1)).toMatchObject({ sinceHours: '7' });
    expect(summary.resources.calls).toMatchObject({ mode: 'incremental', upserted: 2 });
    expect(getCall(sync.mirror.db, late)).toMatchObject({ summary: 'A late one.', detail_fetched: true });
    expect(getCall(sync.mirror.db, fresh)?.transcript).toEqual([{ position: 0, speaker: 'caller', text: 'Is my order on its way?', timestamp: 1.5 }]);
    await expectMirrorEqualsServer(sandbox, sync);
  });

  it('pages an incremental window that slides while it is read without taking it for a changing list', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 10, calls: 0 } });
    const { admin } = sandbox.server;
    const main = admin.workspaces.main;
    // Calls just inside the far end of the next window: time passing while it is paged leaves them behind.
    for (let n = 0; n < 3; n++) admin.insertCall(main, { start_timestamp: START - 59 * 60_000 + n * 1000 });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await runSync(sync, sandbox.clock, { hydrate: false });
    for (let n = 0; n < 150; n++) admin.insertCall(main, { start_timestamp: START + n * 60_000 });
    sandbox.clock.advanceTo(START + 3 * HOUR);
    let slid = false;
    const sliding = recordingFetch({
      onAnswer(request) {
        if (!slid && request.path === '/calls' && request.query.get('page') === '1') {
          slid = true;
          sandbox.clock.advance(2 * 60_000);
        }
        return undefined;
      },
    });
    const later = openTestSync(sandbox, { fetch: sliding.fetch, mirror: sync.mirror });

    const summary = await runSync(later, sandbox.clock, { hydrate: false });

    expect(listRequests(sliding.log, 'calls').map((request) => [request.page, request.sinceHours])).toEqual([
      [1, '4'],
      [2, '4'],
    ]);
    expect(summary.resources.calls).toMatchObject({ mode: 'incremental', passes: 1, converged: true, upserted: 150 });
    expect(mirrorView(later, 'calls').size).toBe(153);
  });

  it('fetches a call’s transcript once, newest calls first, never again on later syncs', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 60 } });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch, options: { detailConcurrency: 1 } });

    await runSync(sync, sandbox.clock);
    sandbox.clock.advance(30 * HOUR);
    const later = await runSync(sync, sandbox.clock, { full: true });

    const fetched = detailRequests(wire.log, 'calls');
    expect(new Set(fetched).size).toBe(60);
    expect(fetched).toHaveLength(60);
    const starts = fetched.map((id) => Date.parse(mirrorView(sync, 'calls').get(id)!.start_timestamp as string));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(later.resources.calls).toMatchObject({ mode: 'full', fetched: 60, upserted: 0 });
  });

  it('leaves details for later with hydration off, the lists still exact', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 40, calls: 30 } });
    const sync = openTestSync(sandbox);

    const summary = await runSync(sync, sandbox.clock, { hydrate: false });

    expect(summary).toMatchObject({ status: 'ok', callsAwaitingDetail: 30, hydrated: { agents: 0, campaigns: 0, calls: 0 } });
    expect([...mirrorView(sync, 'calls').values()].every((call) => !('transcript' in call))).toBe(true);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
  });

  it('fetches a call the user opens ahead of the background hydration', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 80 } });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await runSync(sync, sandbox.clock, { hydrate: false });
    // The oldest call: background hydration (newest first) would come to it last.
    const oldest = [...mirrorView(sync, 'calls').values()].sort((a, b) => Date.parse(a.start_timestamp as string) - Date.parse(b.start_timestamp as string))[0]!.id as string;

    let openedAt = -1;
    let opened: Promise<unknown> | undefined;
    const stop = sync.engine.onProgress((event) => {
      if (event.resource === 'transcripts' && event.done === 10 && opened === undefined) {
        openedAt = detailRequests(wire.log, 'calls').length;
        opened = sync.engine.openCall(oldest);
      }
    });
    const summary = await runOverHttp(sandbox.clock, sync.api.scheduler, sync.engine.run());
    stop();

    await expect(opened).resolves.toMatchObject({ fetched: true, call: { id: oldest, detail_fetched: true } });
    const order = detailRequests(wire.log, 'calls');
    expect(order.indexOf(oldest)).toBeGreaterThanOrEqual(openedAt);
    // Only the requests already in flight go before it.
    expect(order.indexOf(oldest)).toBeLessThanOrEqual(openedAt + 4);
    expect(order.filter((id) => id === oldest)).toHaveLength(1);
    expect(summary.callsAwaitingDetail).toBe(0);
    await expect(sync.engine.openCall(oldest)).resolves.toMatchObject({ fetched: false });
  });
});
