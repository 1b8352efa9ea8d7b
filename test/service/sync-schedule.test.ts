import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCore, type Backend, type Core } from '../../src/main/app/start-core';
import type { DataPaths } from '../../src/main/files/data-paths';
import { dispatchRequest } from '../../src/main/service/dispatch';
import { UNPROTECTED_KEYS_FILE_NAME } from '../../src/main/profiles/profile-store';
import type { SyncScheduleOptions } from '../../src/main/service/sync-schedule';
import type { SyncActivity } from '../../src/main/service/sync-service';
import type { SecretStore } from '../../src/main/secrets/secret-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import type { SyncProgress } from '../../src/shared/contract/contract';
import { freshDataPaths, storeIn } from '../support/profile-data-folder';
import { describeWithKeychain, testKeychain, unavailableKeychain } from '../support/keychain';
import { tempFolder } from '../support/sync-sandbox';

/**
 * The app syncing by itself: the real core with its schedule on short
 * intervals, against the sandbox over HTTP. The tests wait on what the core
 * tells (the runs' ends, its sync.progress events), never on the clock.
 */
type Ended = Extract<SyncActivity, { type: 'ended' }>;

const cores: Core[] = [];
const servers: SandboxServer[] = [];
const folders: (DataPaths & { dispose(): void })[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  for (const server of servers.splice(0)) await server.close();
  for (const paths of folders.splice(0)) paths.dispose();
});

async function sandbox(options: Parameters<typeof startSandboxServer>[0] = {}): Promise<SandboxServer> {
  const server = await startSandboxServer({ rateLimit: 0, log: () => undefined, ...options });
  servers.push(server);
  return server;
}

function dataPaths(): DataPaths {
  const paths = freshDataPaths();
  folders.push(paths);
  return paths;
}

function coreOn(paths: DataPaths, backend: Backend, autoSync: Partial<SyncScheduleOptions>, keychain: SecretStore = unavailableKeychain()) {
  const core = startCore({
    info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' },
    paths,
    backend,
    autoSync,
    secrets: { keychain, unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) },
  });
  cores.push(core);
  const call = (method: string, params: unknown = {}) => dispatchRequest(core.handlers, method, params);
  return { core, call, ends: endsOf(core), progress: progressOf(core) };
}

/** The runs' ends, in order, and a way to wait for the nth (counted from the core's start). */
function endsOf(core: Core) {
  const seen: Ended[] = [];
  const waiters: { count: number; resolve(): void }[] = [];
  core.sync.onActivity((activity) => {
    if (activity.type !== 'ended') return;
    seen.push(activity);
    for (const waiter of waiters.filter((candidate) => seen.length >= candidate.count)) waiter.resolve();
  });
  return {
    seen,
    async nth(count: number): Promise<Ended> {
      if (seen.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      return seen[count - 1]!;
    },
    /** The next end after those seen so far. */
    next(): Promise<Ended> {
      return this.nth(seen.length + 1);
    },
  };
}

/** Every sync.progress event, and a way to wait for the first one matching. */
function progressOf(core: Core) {
  const seen: SyncProgress[] = [];
  const waiters: { test(progress: SyncProgress): boolean; resolve(progress: SyncProgress): void }[] = [];
  core.events.subscribe((name, payload) => {
    if (name !== 'sync.progress') return;
    const progress = payload as SyncProgress;
    seen.push(progress);
    for (const waiter of waiters.splice(0)) {
      if (waiter.test(progress)) waiter.resolve(progress);
      else waiters.push(waiter);
    }
  });
  return {
    seen,
    when(test: (progress: SyncProgress) => boolean): Promise<SyncProgress> {
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}

const remote = (server: SandboxServer, name = 'Sandbox'): Backend => ({ kind: 'remote', baseUrl: server.baseUrl, apiKey: server.keys.write, name });

describe('the sync schedule', () => {
  it('syncs the active workspace at start-up, works through a transcript backlog in batches, then syncs again on its own', async () => {
    const server = await sandbox({ seed: { contacts: 20, calls: 12 } });
    const { core, ends, progress } = coreOn(dataPaths(), remote(server), { everyMs: 100, hydrateBatch: 5, backlogPauseMs: 0 });
    const profileId = core.profiles.active()!.id;

    const batches = [await ends.nth(1), await ends.nth(2), await ends.nth(3)];
    const contact = server.admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? LIMIT 1').get(server.admin.workspaces.main) as { id: string };
    server.admin.insertCall(server.admin.workspaces.main, { contact_id: contact.id, summary: 'A call made after the start-up sync.' });
    const later = await ends.nth(4);

    expect(batches.map((end) => [end.profileId, end.summary?.status, end.summary?.hydrated.calls, end.summary?.callsAwaitingDetail])).toEqual([
      [profileId, 'ok', 5, 7],
      [profileId, 'ok', 5, 2],
      [profileId, 'ok', 2, 0],
    ]);
    expect(later.summary).toMatchObject({ status: 'ok', hydrated: { calls: 1 }, callsAwaitingDetail: 0 });
    expect(later.summary!.resources.calls.upserted).toBe(1);
    expect(core.profiles.active()!.lastSyncAt).toBe(later.summary!.finishedAt);
    // One run at a time: each run's start is followed by its end before the next starts.
    const marks = progress.seen.filter((event) => event.phase !== 'syncing' || event.resource === null).map((event) => (event.phase === 'syncing' ? 'start' : 'end'));
    expect(marks.slice(0, 8)).toEqual(['start', 'end', 'start', 'end', 'start', 'end', 'start', 'end']);
  });

  it("waits for the window's first page before the start-up sync, and no longer than its delay when no page says so", async () => {
    const server = await sandbox({ seed: { contacts: 5, calls: 0 } });
    const waiting = coreOn(dataPaths(), remote(server), { everyMs: 3_600_000, startDelayMs: 3_600_000 });
    const profileId = waiting.core.profiles.active()!.id;
    const planned = waiting.core.schedule?.planned();
    expect(planned?.profileId).toBe(profileId);
    expect(waiting.progress.seen.filter((event) => event.phase === 'syncing')).toEqual([]);
    expect(await waiting.call('app.firstPageShown')).toEqual({ ok: true, value: {} });
    expect((await waiting.ends.nth(1)).summary?.status).toBe('ok');
    // A page drawn again (a reload) starts nothing more: the next run is the one due after the interval.
    expect(await waiting.call('app.firstPageShown')).toEqual({ ok: true, value: {} });
    expect(waiting.core.schedule?.planned()?.at).toBeGreaterThan(Date.now() + 3_000_000);

    // No page at all (voicedesk ui --no-open): the start-up run starts after its delay.
    const alone = coreOn(dataPaths(), remote(server), { everyMs: 3_600_000, startDelayMs: 1 });
    expect((await alone.ends.nth(1)).summary?.status).toBe('ok');
  });

  it('does not start a second run when Sync now is pressed during a scheduled one', async () => {
    const server = await sandbox({ seed: { contacts: 20, calls: 30 } });
    const { core, call, ends, progress } = coreOn(dataPaths(), remote(server), { everyMs: 60_000, hydrateBatch: 30 });
    const profileId = core.profiles.active()!.id;
    await progress.when((event) => event.resource === 'transcripts');

    const pressed = await call('sync.start', {});
    const first = await ends.nth(1);

    expect(pressed).toMatchObject({ ok: true, value: { phase: 'syncing' } });
    expect(first.summary?.hydrated.calls).toBe(30);
    expect(ends.seen).toHaveLength(1);
    expect(await core.sync.whenFinished(profileId)).toBeUndefined();
    // The next run is planned from this one's end, a whole interval on.
    expect(core.schedule!.planned()).toMatchObject({ profileId });
  });

  it('says it is offline when the service cannot be reached, tries again soon, and catches up once it is back', async () => {
    const dataFile = join(tempFolder(), 'sandbox.sqlite');
    const first = await sandbox({ seed: { contacts: 10, calls: 4 }, dataFile });
    const { core, call, ends } = coreOn(dataPaths(), remote(first), { everyMs: 60_000, offlineRetryMs: 20 });
    expect((await ends.nth(1)).progress).toMatchObject({ phase: 'idle', online: true });

    await first.close();
    servers.splice(servers.indexOf(first), 1);
    await call('sync.start', {});
    const offline = await ends.next();
    const retry = core.schedule!.planned();
    await sandbox({ port: first.port, dataFile });
    let back = await ends.next();
    while (back.progress.phase === 'offline') back = await ends.next();

    expect(offline.progress).toMatchObject({ phase: 'offline', online: false, message: expect.stringMatching(/could not connect to 127\.0\.0\.1/) });
    expect(retry!.at - Date.parse(offline.summary!.finishedAt)).toBeLessThan(60_000);
    expect(back.progress).toMatchObject({ phase: 'idle', online: true, message: null });
    expect(await call('sync.status')).toMatchObject({ ok: true, value: { phase: 'idle', online: true } });
  });

  it('syncs at once when the machine wakes, rather than when the next run is due', async () => {
    const server = await sandbox({ seed: { contacts: 10, calls: 4 } });
    const { core, ends } = coreOn(dataPaths(), remote(server), { everyMs: 10 * 60_000 });
    await ends.nth(1);
    expect(core.schedule!.planned()!.at - Date.now()).toBeGreaterThan(60_000);

    core.wake('resume');

    expect((await ends.nth(2)).summary?.status).toBe('ok');
  });

  it('syncs at once when the service it could not reach is back, found by a probe rather than a request', async () => {
    const dataFile = join(tempFolder(), 'sandbox.sqlite');
    const first = await sandbox({ seed: { contacts: 10, calls: 4 }, dataFile });
    // Offline retries an hour apart: only the probe can bring the next run within the test.
    const { call, ends } = coreOn(dataPaths(), remote(first), { everyMs: 60 * 60_000, offlineRetryMs: 60 * 60_000 });
    await ends.nth(1);
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    await call('sync.start', {});
    expect((await ends.next()).progress.phase).toBe('offline');

    await sandbox({ port: first.port, dataFile });
    // The default probe runs every few seconds.
    const back = await ends.next();

    expect(back.progress).toMatchObject({ phase: 'idle', online: true });
  });

  it('pauses: the running sync stops, nothing starts until resumed, and the pause outlasts a restart', async () => {
    const server = await sandbox({ seed: { contacts: 20, calls: 80 } });
    const paths = dataPaths();
    const options = { everyMs: 60_000, hydrateBatch: 80 };
    const before = coreOn(paths, remote(server), options);
    const profileId = before.core.profiles.active()!.id;
    await before.progress.when((event) => event.resource === 'transcripts' && event.done > 0);

    const paused = await before.call('sync.pause');
    const stopped = await before.ends.nth(1);

    expect(paused).toMatchObject({ ok: true, value: { profileId, phase: 'paused' } });
    expect(stopped.summary?.status).toBe('cancelled');
    expect(stopped.progress.phase).toBe('paused');
    expect(before.core.schedule!.planned()).toBeNull();
    expect(await before.call('sync.start')).toMatchObject({ ok: false, error: { code: 'unavailable', message: expect.stringMatching(/paused/) } });
    expect(JSON.parse(readFileSync(join(paths.root, 'profiles.json'), 'utf8')).syncPaused).toEqual([profileId]);

    await before.core.close();
    const after = coreOn(paths, remote(server), options);

    expect(await after.call('sync.status')).toMatchObject({ ok: true, value: { profileId, phase: 'paused' } });
    expect(after.core.schedule!.planned()).toBeNull();
    expect(await after.core.sync.whenFinished(profileId)).toBeUndefined();

    // The schedule starts the run at once; its progress follows as events.
    expect(await after.call('sync.resume')).toMatchObject({ ok: true, value: { profileId, phase: 'idle' } });
    const resumed = await after.ends.nth(1);
    expect(resumed.summary).toMatchObject({ status: 'ok', callsAwaitingDetail: 0 });
    expect(after.core.schedule!.planned()).toMatchObject({ profileId });
    expect(JSON.parse(readFileSync(join(paths.root, 'profiles.json'), 'utf8')).syncPaused).toEqual([]);
  });

  it('syncs a workspace switched to when it is due, and none on start-up without workspaces', async () => {
    const server = await sandbox({ seed: { contacts: 10, calls: 3 } });
    const paths = dataPaths();
    const { core, call, ends } = coreOn(paths, { kind: 'saved' }, { everyMs: 60_000 });
    expect(core.schedule!.planned()).toBeNull();
    expect(await call('sync.status')).toEqual({ ok: true, value: null });

    const added = await call('profiles.add', { name: 'Sandbox', baseUrl: server.baseUrl, apiKey: server.keys.write, allowInsecureFallback: true });
    const id = (added as { ok: true; value: { profiles: { id: string }[] } }).value.profiles[0]!.id;
    await call('profiles.switch', { id });
    const first = await ends.nth(1);

    expect(first).toMatchObject({ profileId: id, summary: { status: 'ok' } });
    await call('profiles.remove', { id, deleteMirror: true });
  });
});

describeWithKeychain('the sync schedule and a key the keychain lost', () => {
  it('asks for the key again instead of failing, stops trying, and syncs as soon as the key is entered', async () => {
    const server = await sandbox({ seed: { contacts: 10, calls: 3 } });
    const paths = dataPaths();
    const keychain = testKeychain();
    const { profile } = await storeIn(paths, keychain).add({ name: 'Sandbox', baseUrl: server.baseUrl, apiKey: server.keys.write });
    await keychain.delete(profile.keyRef);
    const { core, call, ends } = coreOn(paths, { kind: 'profile', id: profile.id }, { everyMs: 60_000 }, keychain);
    try {
      const missing = await ends.nth(1);

      expect(missing.progress).toMatchObject({ profileId: profile.id, phase: 'needs_key', message: expect.stringMatching(/no longer in the system keychain.*Enter the key again/) });
      expect(core.schedule!.planned()).toBeNull();
      expect(await call('sync.status')).toMatchObject({ ok: true, value: { phase: 'needs_key' } });

      await call('profiles.rekey', { id: profile.id, apiKey: server.keys.write });
      const synced = await ends.nth(2);

      expect(synced.progress).toMatchObject({ phase: 'idle', online: true });
      expect(synced.summary?.status).toBe('ok');
    } finally {
      await core.profiles.remove(profile.id, { deleteMirror: true });
    }
  });
});
