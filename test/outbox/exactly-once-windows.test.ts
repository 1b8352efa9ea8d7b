import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxReport, replayOutbox } from '../../src/main/outbox';
import { serverIdOf } from '../../src/main/mirror/local-ids';
import { openProfileSync, type ProfileSync } from '../../src/main/sync';
import { createManualClock } from '../../src/main/api';
import { getContact } from '../../src/main/mirror';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { openTestSync, START, startSyncSandbox, type SyncSandbox, tempFolder } from '../support/sync-sandbox';
import { queue } from '../support/outbox-steps';
import { syncAll } from '../support/sync-sandbox';
import { expectServerHolds, intendedState, workspaceState, type WorkspaceState } from './intended-state';
import { mixedEdits, withLocalIds } from './mixed-edits';
import { runOverHttp, settle } from '../support/virtual-time';
import { push, replayToEnd } from '../support/outbox-steps';
import { scriptedFetch, type Rule, type ScriptedFetch } from './scripted-fetch';

/**
 * The moments where exactly-once can break, each made to happen on purpose
 * (scripted-fetch.ts puts one request in the state the test wants), and the
 * end state checked against the server's own database.
 */
type Json = Record<string, unknown>;

interface Setup {
  sandbox: SyncSandbox;
  sync: ProfileSync;
  scripted: ScriptedFetch;
  before: WorkspaceState;
}

async function setUp(rules: Rule[] = [], options: { serverClockOffsetMs?: number } = {}): Promise<Setup> {
  const offset = options.serverClockOffsetMs ?? 0;
  // The server's clock runs `offset` away from this computer's (the client's is the sandbox's manual clock).
  const client = createManualClock(START);
  const sandbox: SyncSandbox = { ...(await startSyncSandbox({ seed: { contacts: 30, calls: 0 }, clock: { now: () => client.now() + offset } })), clock: client };
  const scripted = scriptedFetch(rules);
  const sync = openTestSync(sandbox, { fetch: scripted.fetch });
  await syncAll(sandbox, sync);
  return { sandbox, sync, scripted, before: workspaceState(sandbox.server) };
}

function smallBatch(before: WorkspaceState): Json[] {
  const contacts = [...before.contacts.keys()].sort();
  const agent = [...before.agents.keys()].sort()[0]!;
  return [
    { op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', tags: ['new'] } },
    { op: 'contact.create', ref: 'n2', fields: { first_name: 'Grace', phone: '+15550002002' } },
    { op: 'contact.update', id: contacts[0], fields: { company: 'Acme One' } },
    { op: 'contacts.tag', ids: [contacts[1]], add: ['vip'] },
    { op: 'contact.delete', id: contacts[2] },
    { op: 'contact.update', id: contacts[3], fields: { status: 'dnc' } },
    { op: 'campaign.create', ref: 'k1', fields: { name: 'Spring', agent_id: agent } },
    { op: 'campaign.add_contacts', id: 'k1', contact_ids: ['n1', contacts[4]] },
    { op: 'agent.update', id: agent, fields: { objective: 'Book a demo.' } },
  ];
}

function expectIntended(setup: Setup, sync: ProfileSync, edits: Json[], refs: Record<string, string>): void {
  expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
  expectServerHolds(setup.sandbox.server, intendedState(setup.before, edits), (ref) => (refs[ref] === undefined ? undefined : (serverIdOf(sync.mirror.db, refs[ref]) ?? undefined)));
}

const writes = (log: readonly string[], pattern: RegExp) => log.filter((line) => pattern.test(line)).length;

describe('exactly-once, window by window', () => {
  it('sends once, after checking, an operation marked as sending whose request never left', async () => {
    const setup = await setUp();
    for (const [method, path] of [
      ['POST', /^\/contacts$/],
      ['PATCH', /^\/contacts\//],
      ['DELETE', /^\/contacts\//],
      ['POST', /^\/campaigns$/],
      ['POST', /^\/campaigns\/.*\/contacts$/],
      ['PATCH', /^\/agents\//],
    ] as const) {
      setup.scripted.add({ method, path, action: { kind: 'never-sent' } });
    }
    const edits = smallBatch(setup.before);
    const refs = queue(setup.sync, edits);
    const from = setup.scripted.log.length;

    const runs = await replayToEnd(setup.sandbox, setup.sync);

    expectIntended(setup, setup.sync, edits, refs);
    const log = setup.scripted.log.slice(from);
    // Each create that failed was looked for (a list read) before it went again.
    expect(writes(log, /^POST \/contacts$/)).toBe(3);
    expect(writes(log, /^POST \/campaigns$/)).toBe(2);
    expect(writes(log, /^GET \/campaigns\?/)).toBeGreaterThan(0);
    expect(runs.reduce((sum, run) => sum + run.reconciliationRequests, 0)).toBeGreaterThan(0);
  });

  it('adopts the record a create made when its answer was lost, and never sends it again', async () => {
    const setup = await setUp([
      { method: 'POST', path: /^\/contacts$/, action: { kind: 'answer-lost' }, times: 2 },
      { method: 'POST', path: /^\/campaigns$/, action: { kind: 'answer-lost' } },
      { method: 'POST', path: /^\/campaigns\/.*\/contacts$/, action: { kind: 'answer-lost' } },
      { method: 'PATCH', path: /^\/contacts\//, action: { kind: 'answer-lost' }, times: 3 },
      { method: 'DELETE', path: /^\/contacts\//, action: { kind: 'answer-lost' } },
    ]);
    const edits = smallBatch(setup.before);
    const refs = queue(setup.sync, edits);
    const from = setup.scripted.log.length;

    await replayToEnd(setup.sandbox, setup.sync);

    expectIntended(setup, setup.sync, edits, refs);
    const log = setup.scripted.log.slice(from);
    expect(writes(log, /^POST \/contacts$/)).toBe(2);
    expect(writes(log, /^POST \/campaigns$/)).toBe(1);
  });

  describe('killed at any request, before or after the server committed it', () => {
    // The batch makes 9 writes; the client is frozen at the n-th and restarted from its database as a kill -9 leaves it.
    const points = Array.from({ length: 9 }, (_, index) => index + 1).flatMap((write) => [
      { write, before: true },
      { write, before: false },
    ]);
    it.each(points)('write $write (before the server: $before)', async ({ write, before }) => {
      const folder = tempFolder();
      const image = join(folder, 'after-crash.sqlite');
      const setup = await setUp();
      const edits = smallBatch(setup.before);
      const refs = queue(setup.sync, edits);
      let crashed!: () => void;
      const crash = new Promise<void>((resolve) => (crashed = resolve));
      setup.scripted.add({
        method: 'ANY-WRITE',
        path: /.*/,
        action: {
          kind: 'crash',
          before,
          onCrash: () => {
            setup.sync.mirror.db.exec(`VACUUM INTO '${image}'`);
            crashed();
          },
        },
        times: 1,
        skip: write - 1,
      });
      void replayOutbox({ db: setup.sync.mirror.db, client: setup.sync.api, clock: setup.sandbox.clock, random: () => 0 });
      await crash;

      const restarted = openProfileSync({ baseUrl: setup.sandbox.server.baseUrl, apiKey: setup.sandbox.server.keys.write, mirrorFile: image, clock: setup.sandbox.clock, retry: { random: () => 0 } });
      try {
        await replayToEnd(setup.sandbox, restarted);
        expectIntended(setup, restarted, edits, refs);
      } finally {
        restarted.close();
      }
    });
  });

  it('never lets two matching creates adopt one record, when one is settled while the other is on its way', async () => {
    const setup = await setUp([{ method: 'POST', path: /^\/contacts$/, action: { kind: 'never-sent' } }]);
    const first = [{ op: 'contact.create', ref: 'plain', fields: { first_name: 'Sam', last_name: 'Same' } }];
    const refs = queue(setup.sync, first);
    await push(setup.sandbox, setup.sync, { giveUpAfterMs: 0 });
    // The first create is in doubt (its request never left). The user creates a second Sam, tagged.
    const second = [{ op: 'contact.create', ref: 'tagged', fields: { first_name: 'Sam', last_name: 'Same', tags: ['vip'] } }];
    Object.assign(refs, queue(setup.sync, second));
    const plainSeq = outboxReport(setup.sync.mirror.db).pending.find((entry) => entry.in_doubt)!.seq;
    // Past the first one's wait before it is checked, so both go at once.
    setup.sandbox.clock.advance(60_000);

    // When both are on their way at once, the second create commits before the first one's reconciliation
    // reads the list, and its answer arrives only after the first one has been settled.
    let posted!: () => void;
    const postCommitted = new Promise<void>((resolve) => (posted = resolve));
    let plainSettled!: () => void;
    const plainDone = new Promise<void>((resolve) => (plainSettled = resolve));
    const mark = setup.scripted.log.length;
    const requested = (prefix: string) => setup.scripted.log.slice(mark).some((line) => line.startsWith(prefix));
    const bothOnTheirWay = async () => {
      await settle();
      return requested('POST /contacts') && requested('GET /contacts?');
    };
    setup.scripted.add({ method: 'POST', path: /^\/contacts$/, body: /"vip"/, action: { kind: 'hold', onAnswer: posted, until: async () => (await bothOnTheirWay()) && plainDone } });
    setup.scripted.add({ method: 'GET', path: /^\/contacts\?/, action: { kind: 'delay', until: async () => (await bothOnTheirWay()) && postCommitted } });
    const summary = await push(setup.sandbox, setup.sync, {
      onSettled: (operation) => {
        if (operation.seq === plainSeq) plainSettled();
      },
    });
    // However the two were ordered, the second run may be needed for the first create.
    if (summary.pending > 0) await replayToEnd(setup.sandbox, setup.sync);

    expectIntended(setup, setup.sync, [...first, ...second], refs);
  });

  it('takes an edit made while an earlier edit of the same field was in doubt as no conflict once the earlier one proves applied', async () => {
    const setup = await setUp();
    const id = [...setup.before.contacts.keys()].sort()[0]!;
    setup.scripted.add({ method: 'PATCH', path: /^\/contacts\//, action: { kind: 'answer-lost' } });
    const first = [{ op: 'contact.update', id, fields: { company: 'First' } }];
    queue(setup.sync, first);
    await push(setup.sandbox, setup.sync, { giveUpAfterMs: 0 });
    expect(outboxReport(setup.sync.mirror.db).pending).toMatchObject([{ in_doubt: true }]);
    const second = [{ op: 'contact.update', id, fields: { company: 'Second', last_name: 'Later' } }];
    queue(setup.sync, second);

    const runs = await replayToEnd(setup.sandbox, setup.sync);

    expect(runs.at(-1)).toMatchObject({ conflicts: 0, failed: 0 });
    expectIntended(setup, setup.sync, [...first, ...second], {});
  });

  it('puts its reconciliation reads ahead of background sync requests, as it does its writes', async () => {
    const setup = await setUp();
    setup.scripted.add({ method: 'POST', path: /^\/contacts$/, action: { kind: 'answer-lost' } });
    const edits = [{ op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', email: 'ada@example.com' } }];
    const refs = queue(setup.sync, edits);
    await push(setup.sandbox, setup.sync, { giveUpAfterMs: 0 });
    setup.sandbox.clock.advance(60_000);

    // A sync has a backlog of list pages waiting when the replay starts.
    const { scheduler } = setup.sync.api;
    scheduler.pause();
    const backlog = Array.from({ length: 8 }, (_, index) => setup.sync.api.listAgents({ page: index + 1, perPage: 1 }, { priority: 'sync' }));
    const mark = setup.scripted.log.length;
    const replaying = replayOutbox({ db: setup.sync.mirror.db, client: setup.sync.api, clock: setup.sandbox.clock, random: () => 0 });
    while (scheduler.stats().queued.sync + scheduler.stats().queued.outbox < 9) await settle();
    scheduler.resume();
    await runOverHttp(setup.sandbox.clock, scheduler, Promise.all([replaying, ...backlog]));

    const log = setup.scripted.log.slice(mark);
    expect(log.findIndex((line) => line.startsWith('GET /contacts?'))).toBeLessThan(log.findIndex((line) => line.startsWith('GET /agents?')));
    expectIntended(setup, setup.sync, edits, refs);
  });

  it('sends an add-contacts before the delete of a contact it names, as the user made them', async () => {
    const setup = await setUp();
    const contacts = [...setup.before.contacts.keys()].sort();
    const draft = [...setup.before.campaigns.values()].find((campaign) => campaign.status === 'draft')!.id as string;
    const edits = [
      { op: 'campaign.add_contacts', id: draft, contact_ids: [contacts[0], contacts[1], contacts[2]] },
      { op: 'contact.delete', id: contacts[2] },
    ];
    queue(setup.sync, edits);
    // Were both on their way at once, the delete would reach the server first.
    let deleted!: () => void;
    const deleteAnswered = new Promise<void>((resolve) => (deleted = resolve));
    const mark = setup.scripted.log.length;
    setup.scripted.add({
      method: 'POST',
      path: /^\/campaigns\/.*\/contacts$/,
      action: {
        kind: 'delay',
        until: async () => {
          await settle();
          if (setup.scripted.log.slice(mark).some((line) => line.startsWith('DELETE '))) await deleteAnswered;
        },
      },
    });
    setup.scripted.add({ method: 'DELETE', path: /^\/contacts\//, action: { kind: 'hold', onAnswer: deleted, until: async () => undefined } });

    const runs = await replayToEnd(setup.sandbox, setup.sync);

    expect(runs.at(-1)).toMatchObject({ failed: 0, conflicts: 0 });
    expectIntended(setup, setup.sync, edits, {});
  });

  it('deletes the record a create in doubt made, once the create is settled', async () => {
    const setup = await setUp();
    setup.scripted.add({ method: 'POST', path: /^\/contacts$/, action: { kind: 'answer-lost' } });
    const created = [{ op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', email: 'ada@example.com' } }];
    const refs = queue(setup.sync, created);
    await push(setup.sandbox, setup.sync, { giveUpAfterMs: 0 });
    const deleted = [{ op: 'contact.delete', id: refs.n1 }];
    queue(setup.sync, deleted);

    await replayToEnd(setup.sandbox, setup.sync);

    expectIntended(setup, setup.sync, [...created, { op: 'contact.delete', id: 'n1' }], refs);
  });

  it('sends an edit merged into an operation while replay was reading before sending it', async () => {
    const setup = await setUp();
    const id = [...setup.before.contacts.keys()].sort()[0]!;
    const first = [{ op: 'contacts.tag', ids: [id], add: ['vip'] }];
    queue(setup.sync, first);
    // The tag update reads the contact's current tags first; meanwhile the user edits the same contact (the app, or an apply).
    const second = [{ op: 'contact.update', id, fields: { company: 'Edited meanwhile' } }];
    setup.scripted.add({
      method: 'GET',
      path: new RegExp(`^/contacts/${id}$`),
      action: {
        kind: 'delay',
        until: async () => {
          queue(setup.sync, second);
        },
      },
    });

    const runs = await replayToEnd(setup.sandbox, setup.sync);

    expect(runs.at(-1)).toMatchObject({ failed: 0, conflicts: 0 });
    expectIntended(setup, setup.sync, [...first, ...second], {});
  });

  it.each([
    { skew: 'the server 10 minutes behind', offset: -10 * 60_000 },
    { skew: 'the server 10 minutes ahead', offset: 10 * 60_000 },
    { skew: 'the server an hour behind (a clock set in the wrong time zone)', offset: -60 * 60_000 },
  ])('adopts a create whose answer was lost with $skew', async ({ offset }) => {
    const setup = await setUp([{ method: 'POST', path: /^\/contacts$/, action: { kind: 'answer-lost' } }], { serverClockOffsetMs: offset });
    const edits = [{ op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', email: 'ada@example.com' } }];
    const refs = queue(setup.sync, edits);
    const from = setup.scripted.log.length;

    await replayToEnd(setup.sandbox, setup.sync);

    expectIntended(setup, setup.sync, edits, refs);
    expect(writes(setup.scripted.log.slice(from), /^POST \/contacts$/)).toBe(1);
  });

  it('keeps a create in doubt while its reconciliation cannot read the list, and adopts it once it can', async () => {
    const setup = await setUp();
    setup.scripted.add({ method: 'POST', path: /^\/contacts$/, action: { kind: 'answer-lost' } });
    // Every attempt of the first reconciliation read (the client retries a read four times).
    setup.scripted.add({ method: 'GET', path: /^\/contacts\?/, action: { kind: 'never-sent' }, times: 4 });
    const edits = [{ op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', email: 'ada@example.com' } }];
    const refs = queue(setup.sync, edits);
    const from = setup.scripted.log.length;

    const runs = await replayToEnd(setup.sandbox, setup.sync);

    expectIntended(setup, setup.sync, edits, refs);
    const log = setup.scripted.log.slice(from);
    expect(writes(log, /^POST \/contacts$/)).toBe(1);
    expect(writes(log, /^GET \/contacts\?/)).toBe(5);
    expect(runs[0]!.sent).toBe(1);
  });

  it('never resends a create in doubt while the key cannot read, and says it is waiting', async () => {
    const setup = await setUp();
    const edits = [{ op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', email: 'ada@example.com' } }];
    queue(setup.sync, edits);
    const writeOnly = setup.sandbox.server.admin.createApiKey(setup.sandbox.server.admin.workspaces.main, { read: false });
    const scripted = scriptedFetch([{ method: 'POST', path: /^\/contacts$/, action: { kind: 'answer-lost' } }]);
    const pusher = openProfileSync({
      baseUrl: setup.sandbox.server.baseUrl,
      apiKey: writeOnly,
      mirror: setup.sync.mirror,
      clock: setup.sandbox.clock,
      fetch: scripted.fetch,
      retry: { random: () => 0 },
    });

    const summary = await push(setup.sandbox, pusher);

    expect(summary).toMatchObject({ sent: 0, pending: 1 });
    expect(summary.stopped?.reason).toBe('unreachable');
    expect(writes(scripted.log, /^POST \/contacts$/)).toBe(1);
    expect([...workspaceState(setup.sandbox.server).contacts.values()].filter((contact) => contact.first_name === 'Ada')).toHaveLength(1);
    expect(outboxReport(setup.sync.mirror.db).pending).toMatchObject([{ op: 'contact.create', in_doubt: true }]);
  });

  // A list page read before an edit reached the server, handed to the sync after the edit was acknowledged:
  // the engine skips records the outbox got acknowledged after the page was requested (list-pass.ts).
  it('keeps showing an acknowledged edit when a sync page read before it was sent arrives after it', async () => {
    const setup = await setUp();
    const id = [...setup.before.contacts.keys()].sort()[0]!;
    const edits = [{ op: 'contact.update', id, fields: { company: 'Ours now' } }];
    queue(setup.sync, edits);
    // The sync's page is read before the edit reaches the server, and handed to the sync only after the edit was acknowledged.
    let acknowledged!: () => void;
    const done = new Promise<void>((resolve) => (acknowledged = resolve));
    let pageRead!: () => void;
    const read = new Promise<void>((resolve) => (pageRead = resolve));
    setup.scripted.add({ method: 'GET', path: /^\/contacts\?page=1&/, action: { kind: 'hold', onAnswer: pageRead, until: () => done } });
    setup.scripted.add({ method: 'PATCH', path: /^\/contacts\//, action: { kind: 'delay', until: () => read } });

    const both = Promise.all([
      replayOutbox({ db: setup.sync.mirror.db, client: setup.sync.api, clock: setup.sandbox.clock, random: () => 0, onSettled: () => acknowledged() }),
      setup.sync.engine.run({ full: true, hydrate: false }),
    ]);
    await runOverHttp(setup.sandbox.clock, setup.sync.api.scheduler, both);

    expectIntended(setup, setup.sync, edits, {});
    expect(getContact(setup.sync.mirror.db, id)).toMatchObject({ company: 'Ours now' });
  });

  it('ends exactly as intended when a sync runs alongside the replay, writing the same contacts', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 60, calls: 0 }, faults: 'drop=0.15,reset=0.1,html=0.05,seed=21' });
    const sync = openTestSync(sandbox);
    await syncAll(sandbox, sync);
    const before = workspaceState(sandbox.server);
    const edits = mixedEdits(before);
    const refs = queue(sync, edits.first);
    Object.assign(refs, queue(sync, withLocalIds(edits.second, refs)));

    const both = Promise.all([
      replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0 }),
      sync.engine.run({ full: true, hydrate: false }),
    ]);
    const [, synced] = await runOverHttp(sandbox.clock, sync.api.scheduler, both);
    expect(synced.status).toBe('ok');
    await replayToEnd(sandbox, sync);

    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
    expectServerHolds(sandbox.server, intendedState(before, [...edits.first, ...edits.second]), (ref) =>
      refs[ref] === undefined ? undefined : (serverIdOf(sync.mirror.db, refs[ref]) ?? undefined),
    );
    await syncAll(sandbox, sync);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
  });
});
