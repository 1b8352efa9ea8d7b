import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A profile's own mirror database in the data folder's profiles/ folder. */
export function defaultMirrorFile(profilesDir: string, profileId: string): string {
  return join(profilesDir, `${profileId.replace(/[^a-z0-9.-]/gi, '_')}.sqlite`);
}

/** The database and the files SQLite keeps beside it (write-ahead log, shared memory, rollback journal). */
export function mirrorFilesOf(mirrorFile: string): string[] {
  return [mirrorFile, `${mirrorFile}-wal`, `${mirrorFile}-shm`, `${mirrorFile}-journal`];
}

/** Deletes a mirror and its companion files; returns those that existed. */
export function deleteMirrorFiles(mirrorFile: string): string[] {
  const existing = mirrorFilesOf(mirrorFile).filter((file) => existsSync(file));
  for (const file of existing) rmSync(file, { force: true });
  return existing;
}
