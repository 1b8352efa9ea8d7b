import { createSignal, onCleanup, untrack } from 'solid-js';
import type { AppInfo, ProfileList, SyncProgress } from '../../../shared/contract/contract';
import type { CoreClient } from '../api/core-client';

/**
 * What the shell shows about the app as a whole: the app's identity, the
 * profiles and the active one, and the active one's sync (live progress,
 * Sync now and stop). Components render
 * this; only this store talks to the core for it.
 */
export function createAppStore(client: CoreClient) {
  // Results are kept as values: a failure is something to show, not to throw.
  const [info, setInfo] = createSignal<AppInfo | undefined>();
  const [connectionError, setConnectionError] = createSignal<string | undefined>();
  const [profiles, setProfiles] = createSignal<ProfileList | undefined>();
  const [profilesError, setProfilesError] = createSignal<string | undefined>();
  const [sync, setSync] = createSignal<SyncProgress | null>(null);

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
  onCleanup(client.on('profiles.changed', setProfiles));
  onCleanup(
    client.on('sync.progress', (progress) => {
      // Progress of another workspace (still syncing after a switch) is not this one's.
      const activeId = untrack(profiles)?.activeId;
      if (activeId === undefined || progress.profileId === activeId) setSync(progress);
    }),
  );
  const readSyncStatus = () =>
    void client.call('sync.status', {}).then((result) => {
      if (result.ok) setSync(result.value);
    });
  readSyncStatus();
  onCleanup(client.on('profiles.changed', readSyncStatus));

  /** Sync now, or stop the running sync; progress then arrives as events. */
  async function toggleSync() {
    if (syncRequest()) return;
    setSyncRequest(true);
    setSyncProblem(undefined);
    const result = sync()?.phase === 'syncing' ? await client.call('sync.cancel', {}) : await client.call('sync.start', {});
    setSyncRequest(false);
    if (!result.ok) setSyncProblem(result.error.message);
    else if (result.value) setSync(result.value);
  }

  async function switchProfile(id: string) {
    const result = await client.call('profiles.switch', { id });
    if (result.ok) setProfiles(result.value);
    else setProfilesError(result.error.message);
  }

  const activeProfile = () => {
    const list = profiles();
    return list?.profiles.find((profile) => profile.id === list.activeId);
  };

  return { info, connectionError, profiles, profilesError, activeProfile, sync, syncProblem, syncRequest, toggleSync, switchProfile };
}

export type AppStore = ReturnType<typeof createAppStore>;
