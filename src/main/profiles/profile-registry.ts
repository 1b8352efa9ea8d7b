import type { KeyPermission, ProfileList, ProfileSummary } from '../../shared/contract/contract';
import { keyHint, keyKindOf } from '../secrets/key-facts';
import { ProfileNotFound, ProfileOperationRefused } from './profile-errors';
import { checkProfileName } from './profile-input';
import type { AddedProfile, NewProfile, ProfileStore, RemovedProfile } from './profile-store';
import type { StoredProfile } from './profiles-file';

/**
 * The workspaces this run of the core knows, and which one is active: the
 * persisted profiles (profiles.json, keys in the keychain) and this run's
 * ephemeral ones (the demo workspace, whose key the sandbox process hands
 * over at each launch, or a workspace named on the command line with its key
 * in an environment variable). Ephemeral keys are held in memory only.
 *
 * No key ever leaves through here except resolveKey, for the core's own use:
 * entries and summaries carry the key's kind and last four characters.
 */
export interface EphemeralProfile {
  id: string;
  name: string;
  baseUrl: string;
  apiKey: string;
  demo: boolean;
  mirrorFile: string;
  keyPermission?: KeyPermission;
}

/** What the core knows about a profile, without its key. */
export interface ProfileEntry {
  id: string;
  name: string;
  baseUrl: string;
  keyKind: ProfileSummary['keyKind'];
  keyHint: string;
  keyPermission: KeyPermission;
  keyStorage: ProfileSummary['keyStorage'];
  demo: boolean;
  lastSyncAt: string | null;
  /** The profile's own mirror database. */
  mirrorFile: string;
}

export interface ProfileRegistry {
  list(): ProfileList;
  active(): ProfileEntry | undefined;
  get(id: string): ProfileEntry | undefined;
  switchTo(id: string): boolean;
  rename(id: string, name: string): boolean;
  add(input: NewProfile): Promise<AddedProfile>;
  rekey(id: string, apiKey: string): Promise<ProfileEntry>;
  remove(id: string, options: { deleteMirror: boolean }): Promise<RemovedProfile>;
  /** The profile's key, for the core's own requests. KeyMissing when the keychain cannot give it. */
  resolveKey(id: string): Promise<string>;
  /** A sync of the profile finished at `at` (persisted for saved profiles, kept in memory for this run's). */
  recordSync(id: string, at: Date): void;
  /** What the service said the key may do (a write refused as read-only, or one accepted); persisted for saved profiles. */
  setKeyPermission(id: string, permission: KeyPermission): void;
  /** Whether the user paused the profile's sync (persisted with the profiles, when there is a store). */
  isSyncPaused(id: string): boolean;
  setSyncPaused(id: string, paused: boolean): void;
  /** Adds one of this run's profiles after start-up (the demo, opened from the welcome screen). */
  addEphemeral(profile: EphemeralProfile): void;
  onChange(listener: (profiles: ProfileList) => void): () => void;
}

export interface ProfileRegistryOptions {
  /** This run's profiles that are not persisted, listed first. */
  ephemeral?: readonly EphemeralProfile[];
  /** The persisted profiles; without it only the ephemeral ones exist (tests, browser mode on CI). */
  store?: ProfileStore;
  /** The profile to start on; by default the persisted active one, else the first ephemeral one. */
  activeId?: string;
}

export function summarizeProfile(profile: ProfileEntry): ProfileSummary {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    keyKind: profile.keyKind,
    keyHint: profile.keyHint,
    keyPermission: profile.keyPermission,
    keyStorage: profile.keyStorage,
    demo: profile.demo,
    lastSyncAt: profile.lastSyncAt,
  };
}

export function entryOfStored(profile: StoredProfile): ProfileEntry {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    keyKind: profile.keyKind,
    keyHint: profile.keyHint,
    keyPermission: profile.keyPermission,
    keyStorage: profile.keyStorage,
    demo: false,
    lastSyncAt: profile.lastSyncAt,
    mirrorFile: profile.mirrorFile,
  };
}

function entryOfEphemeral(profile: EphemeralProfile & { lastSyncAt?: string }): ProfileEntry {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    keyKind: keyKindOf(profile.apiKey),
    keyHint: keyHint(profile.apiKey),
    keyPermission: profile.keyPermission ?? 'unknown',
    keyStorage: 'memory',
    demo: profile.demo,
    lastSyncAt: profile.lastSyncAt ?? null,
    mirrorFile: profile.mirrorFile,
  };
}

export function createProfileRegistry(options: ProfileRegistryOptions = {}): ProfileRegistry {
  const ephemeral = new Map<string, EphemeralProfile & { lastSyncAt?: string }>((options.ephemeral ?? []).map((profile) => [profile.id, { ...profile }]));
  const store = options.store;
  const listeners = new Set<(profiles: ProfileList) => void>();
  /** Paused syncs when there is no store to keep them in. */
  const pausedHere = new Set<string>();

  const entries = (): ProfileEntry[] => [...[...ephemeral.values()].map(entryOfEphemeral), ...(store?.list().map(entryOfStored) ?? [])];
  const get = (id: string): ProfileEntry | undefined => {
    const temporary = ephemeral.get(id);
    if (temporary) return entryOfEphemeral(temporary);
    const stored = store?.get(id);
    return stored ? entryOfStored(stored) : undefined;
  };
  const requireStore = (id: string): ProfileStore => {
    if (ephemeral.get(id)?.demo) throw new ProfileOperationRefused('The demo workspace’s key comes with the demo itself; it cannot be changed or removed.');
    if (ephemeral.has(id)) throw new ProfileOperationRefused('This workspace was opened from the command line with its key in an environment variable; change the key there.');
    if (!store) throw new ProfileOperationRefused('Saved workspaces are not available in this run of the app.');
    return store;
  };

  const initial = options.activeId ?? store?.activeId() ?? undefined;
  let activeId: string | null = initial !== undefined && get(initial) ? initial : (entries()[0]?.id ?? null);

  const list = (): ProfileList => {
    const all = entries();
    // A profile removed by another process (the CLI) is no longer active here either.
    if (activeId !== null && !all.some((profile) => profile.id === activeId)) activeId = all[0]?.id ?? null;
    return { profiles: all.map(summarizeProfile), activeId };
  };
  const changed = () => {
    const snapshot = list();
    for (const listener of [...listeners]) listener(snapshot);
  };

  return {
    list,
    active: () => (activeId === null ? undefined : get(activeId)),
    get,
    switchTo(id) {
      if (!get(id)) return false;
      activeId = id;
      // Persisted, so the next launch opens here; null stands for an ephemeral profile (the default).
      store?.switchTo(ephemeral.has(id) ? null : id);
      changed();
      return true;
    },
    rename(id, name) {
      const temporary = ephemeral.get(id);
      if (temporary) temporary.name = checkProfileName(name);
      else if (store?.get(id)) store.rename(id, name);
      else return false;
      changed();
      return true;
    },
    async add(input) {
      if (!store) throw new ProfileOperationRefused('Saved workspaces are not available in this run of the app.');
      const added = await store.add(input);
      changed();
      return added;
    },
    async rekey(id, apiKey) {
      if (!get(id)) throw new ProfileNotFound(id);
      const updated = await requireStore(id).rekey(id, apiKey);
      changed();
      return entryOfStored(updated);
    },
    async remove(id, removeOptions) {
      if (!get(id)) throw new ProfileNotFound(id);
      const removed = await requireStore(id).remove(id, removeOptions);
      if (activeId === id) activeId = entries()[0]?.id ?? null;
      changed();
      return removed;
    },
    async resolveKey(id) {
      const temporary = ephemeral.get(id);
      if (temporary) return temporary.apiKey;
      if (!store) throw new ProfileNotFound(id);
      return store.resolveKey(id);
    },
    recordSync(id, at) {
      const temporary = ephemeral.get(id);
      if (temporary) temporary.lastSyncAt = at.toISOString();
      else if (store?.get(id)) store.recordSync(id, at);
      else return;
      changed();
    },
    setKeyPermission(id, permission) {
      if (get(id)?.keyPermission === permission) return;
      const temporary = ephemeral.get(id);
      if (temporary) temporary.keyPermission = permission;
      else if (store?.get(id)) store.setKeyPermission(id, permission);
      else return;
      changed();
    },
    isSyncPaused: (id) => (store ? store.isSyncPaused(id) : pausedHere.has(id)),
    setSyncPaused(id, paused) {
      if (store) store.setSyncPaused(id, paused);
      else if (paused) pausedHere.add(id);
      else pausedHere.delete(id);
    },
    addEphemeral(profile) {
      if (get(profile.id)) throw new ProfileOperationRefused(`There is already a workspace with the id "${profile.id}".`);
      ephemeral.set(profile.id, { ...profile });
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
