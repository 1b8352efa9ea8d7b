import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countContacts } from '../../src/main/mirror';
import { openProfileSync } from '../../src/main/sync';
import { htmlPage, REFUSED_PORT, v1Error } from '../support/scripted-api-server';
import { fakeWorkspace, serveFakeWorkspace } from './fake-workspace';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { listRequests, recordingFetch } from '../support/wire-log';
import { openTestSync, runSync, START, startScriptedSync, startSyncSandbox, tempFolder } from '../support/sync-sandbox';
import { createManualClock } from '../../src/main/api';
import { runOverHttp } from '../support/virtual-time';

describe('when the service refuses or fails', () => {
  it('stops at the first 401 and asks, in plain words, for a new key', async () => {
    const workspace = fakeWorkspace();
    const { server, sync, clock } = await startScriptedSync(
      serveFakeWorkspace(workspace, { override: { path: '/v1/', reply: v1Error(401, 'unauthorized', 'invalid or expired token') } }),
    );

    const summary = await runSync(sync, clock);

    expect(summary.status).toBe('failed');
    expect(summary.error).toEqual({ kind: 'unauthorized', message: expect.stringMatching(/refused the API key.*new key/) });
    expect(server.requests).toHaveLength(1);
    expect(sync.api.scheduler.stats().stopped).toBe(true);
  });

  it('reports a 403 on one list and syncs the others', async () => {
    const workspace = fakeWorkspace({ contacts: 12, calls: 4 });
    const { sync, clock } = await startScriptedSync(
      serveFakeWorkspace(workspace, { override: { path: '/v1/campaigns', reply: v1Error(403, 'forbidden', 'insufficient permissions') } }),
    );

    const summary = await runSync(sync, clock);

    expect(summary.status).toBe('partial');
    expect(summary.problems).toEqual([expect.stringMatching(/^VoiceDesk could not read the campaigns: The API key is not allowed to do this \("insufficient permissions"\)/)]);
    expect(summary.resources.campaigns.converged).toBe(false);
    expect(summary.resources.contacts).toMatchObject({ upserted: 11, converged: true });
    expect(summary.hydrated.calls).toBe(3);
  });

  it('says the app or the service needs updating when a route is unknown', async () => {
    const workspace = fakeWorkspace();
    const { sync, clock } = await startScriptedSync(
      serveFakeWorkspace(workspace, { override: { path: '/v1/calls', reply: { status: 404, json: { error: 'No route found for GET /v1/calls' } } } }),
    );

    const summary = await runSync(sync, clock);

    expect(summary.status).toBe('failed');
    expect(summary.error).toEqual({ kind: 'unknown_route', message: expect.stringMatching(/no route for GET \/v1\/calls.*Update VoiceDesk/) });
    expect(summary.resources.contacts.upserted).toBe(59);
  });

  it('waits out a gateway that is down for a while, then finishes', async () => {
    const workspace = fakeWorkspace({ contacts: 40, calls: 3 });
    const serve = serveFakeWorkspace(workspace);
    let outage = 14;
    const { sync, clock } = await startScriptedSync((request) => (request.path === '/v1/contacts' && outage-- > 0 ? htmlPage(503, '503 Service Unavailable') : serve(request)));

    const summary = await runSync(sync, clock);

    expect(summary.status).toBe('ok');
    expect(summary.resources.contacts.upserted).toBe(39);
    expect(sync.lines.some((line) => /contacts page 1: .*trying again/.test(line))).toBe(true);
  });

  it('fails with a plain message when nothing answers at the address', async () => {
    const clock = createManualClock(START);
    const sync = openProfileSync({ baseUrl: `http://127.0.0.1:${REFUSED_PORT}`, apiKey: 'vap_test_0123456789abcdef', mirrorFile: join(tempFolder(), 'm.sqlite'), clock, retry: { random: () => 0 }, options: { random: () => 0 } });

    const summary = await runOverHttp(clock, sync.api.scheduler, sync.engine.run());
    sync.close();

    expect(summary.status).toBe('failed');
    expect(summary.error).toEqual({ kind: 'network', message: expect.stringMatching(/^VoiceDesk could not connect to 127\.0\.0\.1:\d+\. .*next one continues/) });
  });
});

describe('stopping and starting again', () => {
  it('cancels between pages and resumes at the next page on the next run', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 420, calls: 20 } });
    const controller = new AbortController();
    const wire = recordingFetch({
      onAnswer(request) {
        if (request.path === '/contacts' && request.query.get('page') === '2') controller.abort();
        return undefined;
      },
    });
    const sync = openTestSync(sandbox, { fetch: wire.fetch });

    const cancelled = await runSync(sync, sandbox.clock, { signal: controller.signal });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.error?.message).toMatch(/continues where this one stopped/);
    expect(countContacts(sync.mirror.db)).toBe(200);

    const resumed = await runSync(sync, sandbox.clock);

    expect(resumed.status).toBe('ok');
    expect(listRequests(wire.log, 'contacts').map((request) => request.page)).toEqual([1, 2, 3, 4, 5]);
    expect(resumed.resources.contacts).toMatchObject({ mode: 'full', fetched: 220, upserted: 220 });
    await expectMirrorEqualsServer(sandbox, sync);
  });

  it('refuses a second sync of the same mirror file while one runs', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 50, calls: 5 } });
    const first = openTestSync(sandbox);
    const second = openTestSync(sandbox, { mirrorFile: first.mirror.file });

    const running = first.engine.run();
    const refused = await second.engine.run();
    const finished = await runOverHttp(sandbox.clock, first.api.scheduler, running);

    expect(refused.status).toBe('failed');
    expect(refused.error?.message).toMatch(/^Another VoiceDesk sync \(process \d+\) is already working on this mirror/);
    expect(finished.status).toBe('ok');
  });
});
