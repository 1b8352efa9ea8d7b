import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { KeyPermission } from '../../shared/contract/contract';
import type { DataPaths } from '../files/data-paths';
import { keyHint, keyKindOf } from '../secrets/key-facts';
import { KeychainUnavailable } from '../secrets/keychain-unavailable';
import type { SecretStore } from '../secrets/secret-store';
import { deleteMirrorFiles, defaultMirrorFile } from './mirror-files';
import { KeyMissing, ProfileInputInvalid, ProfileNotFound } from './profile-errors';
import { checkApiKey, checkProfileBaseUrl, checkProfileName, sameName } from './profile-input';
import { readProfilesFile, writeProfilesFile, type ProfilesFile, type StoredProfile } from './profiles-file';

/**
 * The persisted workspace profiles: profiles.json in the data folder, and
 * each profile's key in a secret store.
 *
 * Policies:
 * - Keys go to the OS keychain. The unprotected file is used only when the
 *   caller passes `allowInsecureFallback` (the user opted in) and the
 *   keychain is unavailable; its warning is returned to be shown.
 * - The key is stored before the profile that names it, so a failure leaves
 *   nothing behind; a profile is removed only once its key is deleted.
 * - profiles.json is read afresh for every operation and written whole,
 *   atomically, so the CLI and a running app can both change it.
 * - Mirror files are deleted only when asked (`deleteMirror`), after the UI
 *   has confirmed with the user.
 * - A paused sync stays paused across restarts; the list of paused profiles
 *   also holds this run's profiles (the demo), which have stable ids.
 */
export const PROFILES_FILE_NAME = 'profiles.json';
export const UNPROTECTED_KEYS_FILE_NAME = 'unprotected-keys.json';

export interface ProfileStoreOptions {
  paths: Pick<DataPaths, 'root' | 'profilesDir'>;
  /** The OS keychain. */
  keychain: SecretStore;
  /** The opt-in fallback for computers without a keychain. */
  unprotectedFile: SecretStore;
  now?: () => Date;
}

export interface NewProfile {
  name: string;
  baseUrl: string;
  apiKey: string;
  /** The user agreed to an unprotected file if the keychain is unavailable. */
  allowInsecureFallback?: boolean | undefined;
}

export interface AddedProfile {
  profile: StoredProfile;
  /** Set when the key went to the unprotected file: say it to the user. */
  warning?: string;
}

export interface RemovedProfile {
  profile: StoredProfile;
  /** False when the key's entry had already gone from its store. */
  keyDeleted: boolean;
  /** The mirror files deleted (none unless `deleteMirror`). */
  deletedFiles: string[];
}

export interface ProfileStore {
  readonly file: string;
  list(): StoredProfile[];
  /** The persisted active profile; null means the default (the demo workspace, where there is one). */
  activeId(): string | null;
  get(id: string): StoredProfile | undefined;
  findByName(name: string): StoredProfile | undefined;
  add(input: NewProfile): Promise<AddedProfile>;
  rename(id: string, name: string): StoredProfile;
  /** Persists the active profile; null returns to the default. */
  switchTo(id: string | null): void;
  /** Replaces the profile's key (in the store that holds it) and its kind and hint. */
  rekey(id: string, apiKey: string): Promise<StoredProfile>;
  remove(id: string, options: { deleteMirror: boolean }): Promise<RemovedProfile>;
  /** The profile's key, from its store; KeyMissing when it cannot be had. */
  resolveKey(id: string): Promise<string>;
  /** Learned from the service (a 403 on a write means read-only). */
  setKeyPermission(id: string, permission: KeyPermission): StoredProfile;
  recordSync(id: string, at: Date): StoredProfile;
  /** Whether the user paused the profile's sync; kept by id for any profile, saved or not (the demo). */
  isSyncPaused(id: string): boolean;
  setSyncPaused(id: string, paused: boolean): void;
}

export function openProfileStore(options: ProfileStoreOptions): ProfileStore {
  const file = join(options.paths.root, PROFILES_FILE_NAME);
  const now = options.now ?? (() => new Date());
  const storeFor = (storage: StoredProfile['keyStorage']): SecretStore => (storage === 'os-keychain' ? options.keychain : options.unprotectedFile);

  // Fails early, before anything is stored, when the file is unreadable.
  const read = () => readProfilesFile(file);
  const update = (change: (contents: ProfilesFile) => void): ProfilesFile => {
    const contents = read();
    change(contents);
    writeProfilesFile(file, contents);
    return contents;
  };
  /** A profile of profiles.json, or ProfileNotFound (which the service words for people: service/profile-failures.ts). */
  const storedProfile = (contents: ProfilesFile, id: string): StoredProfile => {
    const profile = contents.profiles.find((candidate) => candidate.id === id);
    if (!profile) throw new ProfileNotFound(id);
    return profile;
  };
  const checkNameFree = (contents: ProfilesFile, name: string, exceptId?: string) => {
    const taken = contents.profiles.find((profile) => profile.id !== exceptId && sameName(profile.name, name));
    if (taken) throw new ProfileInputInvalid('name', `There is already a workspace named "${taken.name}". Choose another name.`);
  };

  /** Stores a key under a new, random reference in the given store. */
  async function storeKey(apiKey: string, storage: StoredProfile['keyStorage']): Promise<{ keyRef: string; keyStorage: StoredProfile['keyStorage'] }> {
    const keyRef = randomUUID();
    await storeFor(storage).set(keyRef, apiKey);
    return { keyRef, keyStorage: storage };
  }

  /** The keychain; the unprotected file only when the user allowed it and the keychain is unavailable. */
  async function storeNewKey(apiKey: string, allowInsecureFallback: boolean): Promise<{ keyRef: string; keyStorage: StoredProfile['keyStorage']; warning?: string | undefined }> {
    try {
      return await storeKey(apiKey, 'os-keychain');
    } catch (error) {
      if (!(error instanceof KeychainUnavailable) || !allowInsecureFallback) throw error;
      const stored = await storeKey(apiKey, 'unprotected-file');
      return { ...stored, warning: options.unprotectedFile.describe().warning };
    }
  }

  /** Undoes a key stored for a change that then failed; the original failure is what matters. */
  async function forgetKey(storage: StoredProfile['keyStorage'], keyRef: string): Promise<void> {
    await storeFor(storage)
      .delete(keyRef)
      .catch(() => false);
  }

  return {
    file,
    list: () => read().profiles,
    activeId: () => read().activeId,
    get: (id) => read().profiles.find((profile) => profile.id === id),
    findByName: (name) => read().profiles.find((profile) => sameName(profile.name, name)),

    async add(input) {
      const name = checkProfileName(input.name);
      const baseUrl = checkProfileBaseUrl(input.baseUrl);
      const apiKey = checkApiKey(input.apiKey);
      checkNameFree(read(), name);

      const { keyRef, keyStorage, warning } = await storeNewKey(apiKey, input.allowInsecureFallback === true);
      try {
        let added: StoredProfile | undefined;
        update((contents) => {
          // Checked again: another process may have added the name meanwhile.
          checkNameFree(contents, name);
          const id = newProfileId(name, contents);
          added = {
            id,
            name,
            baseUrl,
            keyRef,
            keyStorage,
            keyKind: keyKindOf(apiKey),
            keyHint: keyHint(apiKey),
            keyPermission: 'unknown',
            lastSyncAt: null,
            mirrorFile: defaultMirrorFile(options.paths.profilesDir, id),
            createdAt: now().toISOString(),
          };
          contents.profiles.push(added);
        });
        return warning ? { profile: added!, warning } : { profile: added! };
      } catch (error) {
        await forgetKey(keyStorage, keyRef);
        throw error;
      }
    },

    rename(id, newName) {
      const name = checkProfileName(newName);
      let renamed: StoredProfile | undefined;
      update((contents) => {
        renamed = storedProfile(contents, id);
        checkNameFree(contents, name, id);
        renamed.name = name;
      });
      return renamed!;
    },

    switchTo(id) {
      update((contents) => {
        if (id !== null) storedProfile(contents, id);
        contents.activeId = id;
      });
    },

    async rekey(id, newKey) {
      const apiKey = checkApiKey(newKey);
      const before = storedProfile(read(), id);
      // A new entry first, then the profile points to it, then the old entry
      // goes: at every step one complete key is reachable.
      const { keyRef } = await storeKey(apiKey, before.keyStorage);
      let updated: StoredProfile | undefined;
      try {
        update((contents) => {
          updated = storedProfile(contents, id);
          updated.keyRef = keyRef;
          updated.keyKind = keyKindOf(apiKey);
          updated.keyHint = keyHint(apiKey);
          // A new key may carry other permissions; the service will tell.
          updated.keyPermission = 'unknown';
        });
      } catch (error) {
        await forgetKey(before.keyStorage, keyRef);
        throw error;
      }
      await forgetKey(before.keyStorage, before.keyRef);
      return updated!;
    },

    async remove(id, { deleteMirror }) {
      const profile = storedProfile(read(), id);
      // The key goes first: a profile whose key could not be deleted stays listed, so the user can retry.
      const keyDeleted = await storeFor(profile.keyStorage).delete(profile.keyRef);
      update((contents) => {
        contents.profiles = contents.profiles.filter((candidate) => candidate.id !== id);
        if (contents.activeId === id) contents.activeId = null;
        if (contents.syncPaused) contents.syncPaused = contents.syncPaused.filter((paused) => paused !== id);
      });
      const deletedFiles = deleteMirror ? deleteMirrorFiles(profile.mirrorFile) : [];
      return { profile, keyDeleted, deletedFiles };
    },

    async resolveKey(id) {
      const profile = storedProfile(read(), id);
      let key: string | undefined;
      try {
        key = await storeFor(profile.keyStorage).get(profile.keyRef);
      } catch (error) {
        if (error instanceof KeychainUnavailable) throw new KeyMissing(profile.id, profile.name, error);
        throw error;
      }
      if (key === undefined) throw new KeyMissing(profile.id, profile.name, undefined, profile.keyStorage);
      return key;
    },

    setKeyPermission(id, permission) {
      let updated: StoredProfile | undefined;
      update((contents) => {
        updated = storedProfile(contents, id);
        updated.keyPermission = permission;
      });
      return updated!;
    },

    recordSync(id, at) {
      let updated: StoredProfile | undefined;
      update((contents) => {
        updated = storedProfile(contents, id);
        updated.lastSyncAt = at.toISOString();
      });
      return updated!;
    },

    isSyncPaused: (id) => read().syncPaused?.includes(id) ?? false,

    setSyncPaused(id, paused) {
      update((contents) => {
        const others = (contents.syncPaused ?? []).filter((candidate) => candidate !== id);
        contents.syncPaused = paused ? [...others, id] : others;
      });
    },
  };
}

/** Readable in the data folder (`acme-production-3f9a2c.sqlite`), unique, never "demo". */
function newProfileId(name: string, contents: ProfilesFile): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'workspace';
  for (;;) {
    const id = `${slug}-${randomBytes(3).toString('hex')}`;
    if (!contents.profiles.some((profile) => profile.id === id)) return id;
  }
}
