import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openMirror, type Mirror, type OpenMirrorOptions } from '../../src/main/mirror/index';

/**
 * A fresh real SQLite file per test, in its own temporary folder; every
 * mirror opened through it is closed and the folder removed after the test.
 */
export function useTempMirrors() {
  const opened: Mirror[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const mirror of opened.splice(0)) mirror.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'voicedesk-mirror-test-'));
    dirs.push(dir);
    return dir;
  };
  return {
    /** A new empty folder, removed after the test. */
    folder,
    /** A path for a database file in a new folder. */
    file: (name = 'mirror.sqlite') => join(folder(), name),
    /** Opens (and later closes) a mirror; a new file unless one is given. */
    open(file?: string, options?: OpenMirrorOptions): Mirror {
      const mirror = openMirror(file ?? join(folder(), 'mirror.sqlite'), options);
      opened.push(mirror);
      return mirror;
    },
  };
}
