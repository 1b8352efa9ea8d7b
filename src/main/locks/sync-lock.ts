import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * One sync at a time per mirror file, across processes: the app and a
 * `voicedesk sync` in a terminal must not interleave their passes and
 * checkpoints over the same file. The lock is a file next to the mirror
 * holding the owner's process id, created exclusively. A lock left by a
 * process that no longer runs (killed with -9) is taken over, so a crash
 * never blocks the next sync.
 */
export class SyncLocked extends Error {
  override readonly name = 'SyncLocked';
  constructor(
    readonly ownerPid: number,
    purpose: LockPurpose = 'sync',
  ) {
    super(
      `Another VoiceDesk ${purpose === 'sync' ? 'sync' : 'push of the outbox'} (process ${ownerPid}) is already working on this mirror. Wait for it to finish, or stop it, then try again.`,
    );
  }
}

/**
 * What the lock guards: `sync` (passes and checkpoints) or `outbox` (replay:
 * two processes sending the same queue would send an operation twice). The
 * two may run side by side.
 */
export type LockPurpose = 'sync' | 'outbox';

export interface SyncLock {
  release(): void;
}

/** Locks held by this process, so two engines here cannot both take one over as "stale". */
const heldHere = new Set<string>();

export function acquireSyncLock(mirrorFile: string, purpose: LockPurpose = 'sync'): SyncLock {
  if (mirrorFile === '' || mirrorFile === ':memory:') return { release: () => undefined };
  const path = `${mirrorFile}.${purpose === 'sync' ? 'sync' : 'outbox'}-lock`;
  for (let tries = 0; ; tries++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
      const owner = Number.parseInt(readOwner(path), 10);
      const known = Number.isSafeInteger(owner) && owner > 0;
      if (tries > 0 || (known && (heldHere.has(path) || (owner !== process.pid && isRunning(owner))))) throw new SyncLocked(known ? owner : 0, purpose);
      // Stale: its owner is gone.
      try {
        unlinkSync(path);
      } catch {
        // Someone else took it over first; the next try finds out.
      }
    }
  }
}

function readOwner(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return isCode(error, 'EPERM');
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
