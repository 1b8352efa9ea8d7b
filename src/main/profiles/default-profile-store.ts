import { join } from 'node:path';
import type { DataPaths } from '../files/data-paths';
import { createKeyringSecretStore } from '../secrets/keyring-secret-store';
import type { SecretStore } from '../secrets/secret-store';
import { createUnprotectedFileSecretStore } from '../secrets/unprotected-file-secret-store';
import { openProfileStore, UNPROTECTED_KEYS_FILE_NAME, type ProfileStore } from './profile-store';

/** The app's own profile store: profiles.json in the data folder, keys in the OS keychain (or the opted-in file beside it). */
export interface SecretStores {
  keychain: SecretStore;
  unprotectedFile: SecretStore;
}

export function defaultSecretStores(paths: Pick<DataPaths, 'root'>): SecretStores {
  return { keychain: createKeyringSecretStore(), unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) };
}

export function openDefaultProfileStore(paths: Pick<DataPaths, 'root' | 'profilesDir'>, secrets: SecretStores = defaultSecretStores(paths)): ProfileStore {
  return openProfileStore({ paths, ...secrets });
}
