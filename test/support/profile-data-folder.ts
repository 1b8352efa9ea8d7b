import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureDataPaths, type DataPaths } from '../../src/main/files/data-paths';
import { openProfileStore, UNPROTECTED_KEYS_FILE_NAME, type ProfileStore } from '../../src/main/profiles/profile-store';
import type { SecretStore } from '../../src/main/secrets/secret-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import { testKeychain } from './keychain';

/** A fresh data folder per test, removed afterwards. */
export function freshDataPaths(): DataPaths & { dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'voicedesk-profiles-'));
  const paths = ensureDataPaths({ root, profilesDir: join(root, 'profiles'), demoDir: join(root, 'demo'), logsDir: join(root, 'logs') });
  return { ...paths, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

export function storeIn(paths: DataPaths, keychain: SecretStore = testKeychain()): ProfileStore {
  return openProfileStore({ paths, keychain, unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) });
}

/** Permission bits of a file, e.g. 0o600. */
export function modeOf(file: string): number {
  return statSync(file).mode & 0o777;
}

/** Creates the files SQLite keeps for a mirror, as if it had been opened (the store only ever deletes them). */
export function fakeMirror(mirrorFile: string): string[] {
  const files = [mirrorFile, `${mirrorFile}-wal`, `${mirrorFile}-shm`];
  mkdirSync(dirname(mirrorFile), { recursive: true });
  for (const file of files) writeFileSync(file, 'SQLite format 3\0');
  return files;
}

/** Every file under a folder, recursively. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
