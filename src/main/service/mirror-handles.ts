import { existsSync } from 'node:fs';
import { MirrorVersionError, openMirror, type Mirror } from '../mirror';
import { CoreFailure } from './dispatch';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';

/**
 * The read side's connections to the profiles' mirrors: one read-only
 * connection per profile, opened when first needed and kept (SQLite's WAL
 * lets it read while the profile worker writes through its own connection).
 *
 * Policy: reading never creates, migrates or writes a mirror; that is the
 * sync engine's work, on its own thread. A mirror that does not exist yet,
 * or that the sync has not finished creating (an older schema version), is
 * "not there yet": `reader()` returns undefined and is asked again next
 * time, so the screens show empty results until the first sync writes.
 *
 * A connection is closed when its profile is removed or points at another
 * file, and all of them by `close()` at shutdown.
 */
export interface MirrorHandles {
  /** The profile's mirror, read-only; undefined while it does not exist yet. */
  reader(profile: ProfileEntry): Mirror | undefined;
  close(): void;
}

export function createMirrorHandles(profiles: ProfileRegistry): MirrorHandles {
  const open = new Map<string, Mirror>();

  const drop = (id: string) => {
    open.get(id)?.close();
    open.delete(id);
  };

  const stopWatching = profiles.onChange(() => {
    for (const [id, mirror] of open) {
      if (profiles.get(id)?.mirrorFile !== mirror.file) drop(id);
    }
  });

  return {
    reader(profile) {
      const cached = open.get(profile.id);
      if (cached && cached.file === profile.mirrorFile && cached.db.open) return cached;
      drop(profile.id);
      const mirror = openForReading(profile.mirrorFile);
      if (mirror) open.set(profile.id, mirror);
      return mirror;
    },
    close() {
      stopWatching();
      for (const id of [...open.keys()]) drop(id);
    },
  };
}

function openForReading(file: string): Mirror | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return openMirror(file, { readonly: true });
  } catch (error) {
    // Created but not yet migrated by the first sync: nothing to read yet.
    if (error instanceof MirrorVersionError && error.fileVersion < error.knownVersion) return undefined;
    if (error instanceof MirrorVersionError) throw new CoreFailure('unavailable', error.message);
    if (error instanceof Error && /is not a VoiceDesk mirror/.test(error.message)) throw new CoreFailure('unavailable', error.message);
    throw error;
  }
}
