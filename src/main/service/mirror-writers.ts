import { MirrorVersionError, openMirror, type Mirror } from '../mirror';
import { CoreFailure } from './dispatch';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';

/**
 * The core's writable connections to the profiles' mirrors, for what the
 * user sets up on this computer (keyword trackers, the Calls screen's saved
 * settings): never server data, which only the profile worker writes.
 *
 * A connection is opened when the user first saves something in a profile
 * and kept; it creates the mirror if no sync has yet (the settings then wait
 * there for the first sync, which opens the same file). Its writes are
 * small, or made in steps (counting a new tracker), because they run on the
 * thread that serves the windows; SQLite serialises them with the sync
 * worker's (each waits up to the busy timeout for the other's commit).
 *
 * A connection is closed when its profile is removed or points at another
 * file, and all of them by `close()` at shutdown.
 */
export interface MirrorWriters {
  /** The profile's mirror, writable; created and brought to the current schema if need be. */
  writer(profile: ProfileEntry): Mirror;
  /** Listens for connections closing (their profile removed or moved), by profile id. */
  onClose(listener: (profileId: string) => void): () => void;
  close(): void;
}

export function createMirrorWriters(profiles: ProfileRegistry): MirrorWriters {
  const open = new Map<string, Mirror>();
  const listeners = new Set<(profileId: string) => void>();

  const drop = (id: string) => {
    const mirror = open.get(id);
    if (!mirror) return;
    open.delete(id);
    for (const listener of [...listeners]) listener(id);
    mirror.close();
  };

  const stopWatching = profiles.onChange(() => {
    for (const [id, mirror] of open) {
      if (profiles.get(id)?.mirrorFile !== mirror.file) drop(id);
    }
  });

  return {
    writer(profile) {
      const cached = open.get(profile.id);
      if (cached && cached.file === profile.mirrorFile && cached.db.open) return cached;
      drop(profile.id);
      const mirror = openForWriting(profile.mirrorFile);
      open.set(profile.id, mirror);
      return mirror;
    },
    onClose(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      stopWatching();
      for (const id of [...open.keys()]) drop(id);
    },
  };
}

function openForWriting(file: string): Mirror {
  try {
    return openMirror(file);
  } catch (error) {
    if (error instanceof MirrorVersionError) throw new CoreFailure('unavailable', error.message);
    if (error instanceof Error && /is not a VoiceDesk mirror/.test(error.message)) throw new CoreFailure('unavailable', error.message);
    throw error;
  }
}
