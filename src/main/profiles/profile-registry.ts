import type { ProfileList, ProfileSummary } from '../../shared/contract/contract';
import { keyHint, keyKindOf } from '../secrets/key-facts';

/**
 * The workspaces this run of the core knows, and which one is active.
 *
 * A profile's key is held here in memory only and never leaves the core: the
 * summaries handed to the renderer carry the key's hint, not the key.
 */
export interface ProfileRecord {
  id: string;
  name: string;
  baseUrl: string;
  apiKey: string;
  keyPermission: ProfileSummary['keyPermission'];
  demo: boolean;
  lastSyncAt: string | null;
  /** The profile's own mirror database. */
  mirrorFile: string;
}

export interface ProfileRegistry {
  list(): ProfileList;
  active(): ProfileRecord | undefined;
  get(id: string): ProfileRecord | undefined;
  switchTo(id: string): boolean;
  rename(id: string, name: string): boolean;
  onChange(listener: (profiles: ProfileList) => void): () => void;
}

export function summarizeProfile(profile: ProfileRecord): ProfileSummary {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    keyKind: keyKindOf(profile.apiKey),
    keyHint: keyHint(profile.apiKey),
    keyPermission: profile.keyPermission,
    demo: profile.demo,
    lastSyncAt: profile.lastSyncAt,
  };
}

export function createProfileRegistry(initial: readonly ProfileRecord[]): ProfileRegistry {
  const profiles = new Map(initial.map((profile) => [profile.id, { ...profile }]));
  let activeId: string | null = initial[0]?.id ?? null;
  const listeners = new Set<(profiles: ProfileList) => void>();

  const list = (): ProfileList => ({ profiles: [...profiles.values()].map(summarizeProfile), activeId });
  const changed = () => {
    const snapshot = list();
    for (const listener of listeners) listener(snapshot);
  };

  return {
    list,
    active: () => (activeId === null ? undefined : profiles.get(activeId)),
    get: (id) => profiles.get(id),
    switchTo(id) {
      if (!profiles.has(id)) return false;
      activeId = id;
      changed();
      return true;
    },
    rename(id, name) {
      const profile = profiles.get(id);
      if (!profile) return false;
      profile.name = name;
      changed();
      return true;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
