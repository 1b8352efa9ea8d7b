import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Replaces a small file so that a reader, or the next launch after a crash or
 * a power cut, sees either the old contents or the new, never half of each:
 * write a temporary file beside it, fsync it, rename it over the old one,
 * then fsync the folder so the rename itself is on disk.
 *
 * The file is created with `mode` (readable by the user only by default),
 * whatever the umask and whatever mode the file it replaces had.
 */
export function writeFileAtomically(file: string, contents: string, mode = 0o600): void {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', mode);
  try {
    try {
      fchmodSync(fd, mode);
      writeSync(fd, contents);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(dirname(file));
}

function syncFolder(folder: string): void {
  // Windows cannot open a folder for fsync; its rename is durable enough there.
  if (process.platform === 'win32') return;
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
