import { createSignal, onCleanup, untrack } from 'solid-js';
import type { AppInfo, OutboxCounts, ProfileList, SyncProgress } from '../../../shared/contract/contract';
import type { OutboxList } from '../../../shared/contract/outbox-methods';
import type { CoreClient } from '../api/core-client';

/**
 * What the shell shows about the app as a whole: the app's identity, the
 * profiles and the active one, and the active one's sync (live progress,
 * Sync now and stop, pause and resume) and outbox counts (read at start and
 * on a switch, then kept by `outbox.changed`). Components render
 * this; only this store talks to the core for it.
 */
export function createAppStore(client: CoreClient) {
  // Results are kept as values: a failure is something to show, not to throw.
  const [info, setInfo] = createSignal<AppInfo | undefined>();
  const [connectionError, setConnectionError] = createSignal<string | undefined>();
  const [profiles, setProfiles] = createSignal<ProfileList | undefined>();
  const [profilesError, setProfilesError] = createSignal<string | undefined>();
  const [sync, setSync] = createSignal<SyncProgress | null>(null);
  const [outbox, setOutbox] = createSignal<OutboxCounts | undefined>();

  void client.call('app.info', {}).then((result) => {
    if (result.ok) setInfo(result.value);
    else setConnectionError(result.error.message);
  });
  void client.call('profiles.list', {}).then((result) => {
    if (result.ok) setProfiles(result.value);
    else setProfilesError(result.error.message);
  });
  const [syncProblem, setSyncProblem] = createSignal<string | undefined>();
  const [syncRequest, setSyncRequest] = createSignal(false);
  const isActive = (profileId: string) => {
    const activeId = untrack(profiles)?.activeId;
    return activeId === undefined || profileId === activeId;
  };
  /** A new profile list, from an event or a reply: after a switch, the outbox counts are the new workspace's. */
  function takeProfiles(list: ProfileList) {
    const before = untrack(profiles);
    setProfiles(list);
    if (before === undefined || list.activeId === before.activeId) return;
    // Another workspace's edits waiting are not this one's.
    setOutbox(undefined);
    readOutboxCounts();
  }
  onCleanup(client.on('profiles.changed', takeProfiles));
  // Progress of another workspace (still syncing after a switch) is not this one's.
  onCleanup(client.on('sync.progress', (progress) => isActive(progress.profileId) && setSync(progress)));
  // The counts arrive as events when they change; the ones standing at start, or in a workspace switched to, are read.
  let outboxReads = 0;
  onCleanup(
    client.on('outbox.changed', (counts) => {
      if (!isActive(counts.profileId)) return;
      outboxReads += 1; // an event is newer than any read still on its way
      setOutbox(counts);
    }),
  );
  /** The active workspace's outbox as just read (here, or by the Outbox screen): its counts for the status bar. */
  function acceptOutboxList(list: OutboxList) {
    const profileId = untrack(profiles)?.activeId ?? '';
    setOutbox({ profileId, ...list.totals });
  }
  function readOutboxCounts() {
    const read = ++outboxReads;
    void client.call('outbox.list', { limit: 1 }).then((result) => {
      if (result.ok && read === outboxReads) acceptOutboxList(result.value);
    });
  }
  readOutboxCounts();
  const readSyncStatus = () =>
    void client.call('sync.status', {}).then((result) => {
      if (result.ok) setSync(result.value);
    });
  readSyncStatus();
  onCleanup(client.on('profiles.changed', readSyncStatus));

  // The computer is back online: a sync that could not reach the service tries at once, not at its next turn.
  const onOnline = () => {
    if (untrack(sync)?.phase === 'offline') void client.call('sync.start', {});
  };
  globalThis.addEventListener?.('online', onOnline);
  onCleanup(() => globalThis.removeEventListener?.('online', onOnline));
  // The page's view of the network is a hint for the core, which checks the workspace's service at once rather than at its next probe.
  const onNetworkChange = (event: Event) => void client.call('app.networkChanged', { online: event.type === 'online' });
  for (const type of ['online', 'offline']) globalThis.addEventListener?.(type, onNetworkChange);
  onCleanup(() => ['online', 'offline'].forEach((type) => globalThis.removeEventListener?.(type, onNetworkChange)));

  /** Runs a sync request; its progress then arrives as events. */
  async function request(method: 'sync.start' | 'sync.cancel' | 'sync.pause' | 'sync.resume') {
    if (syncRequest()) return;
    setSyncRequest(true);
    setSyncProblem(undefined);
    const result = await client.call(method, {});
    setSyncRequest(false);
    // A key the keychain lost is not a failure to show: the sync's state (needs_key) already asks for it.
    if (!result.ok && result.error.code !== 'key_missing') setSyncProblem(result.error.message);
    else if (result.ok && result.value) setSync(result.value);
  }

  /** Sync now, or stop the running sync. */
  const toggleSync = () => request(sync()?.phase === 'syncing' ? 'sync.cancel' : 'sync.start');
  /** Pause sync (stopping a running one), or resume it. */
  const togglePause = () => request(sync()?.phase === 'paused' ? 'sync.resume' : 'sync.pause');

  async function switchProfile(id: string) {
    const result = await client.call('profiles.switch', { id });
    if (result.ok) takeProfiles(result.value);
    else setProfilesError(result.error.message);
  }

  const activeProfile = () => {
    const list = profiles();
    return list?.profiles.find((profile) => profile.id === list.activeId);
  };

  return {
    info,
    connectionError,
    profiles,
    profilesError,
    activeProfile,
    sync,
    syncProblem,
    syncRequest,
    outbox,
    acceptOutboxList,
    toggleSync,
    togglePause,
    switchProfile,
    /** A reply carrying the new list, ahead of its profiles.changed event. */
    acceptProfiles: takeProfiles,
  };
}

export type AppStore = ReturnType<typeof createAppStore>;
