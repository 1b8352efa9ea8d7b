import { existsSync } from 'node:fs';
import { MirrorVersionError, openMirror, type Mirror } from '../../main/mirror';
import { SyncLocked } from '../../main/locks/sync-lock';
import { CliFailure } from '../cli-failure';

/**
 * Opening a mirror for the commands that read it (export, search, outbox)
 * or queue edits in it (apply, import-contacts), and turning the ways that can fail into sentences that say what to do.
 */
export function openMirrorForReading(file: string): Mirror {
  if (!existsSync(file)) throw new CliFailure(`there is no mirror at ${file}; run voicedesk sync first (or check the --db path)`);
  try {
    return openMirror(file, { readonly: true });
  } catch (error) {
    throw mirrorFailure(error, file);
  }
}

/** Opening a mirror to queue edits in: made when missing (creates need no sync), refused when unreadable. */
export function openMirrorForWriting(file: string): Mirror {
  try {
    return openMirror(file);
  } catch (error) {
    throw mirrorFailure(error, file);
  }
}

export function mirrorFailure(error: unknown, file: string): unknown {
  if (error instanceof MirrorVersionError || error instanceof SyncLocked) return new CliFailure(error.message);
  if (error instanceof Error && /is not a VoiceDesk mirror/.test(error.message)) return new CliFailure(error.message);
  if (error instanceof Error && 'code' in error && (error.code === 'SQLITE_CANTOPEN' || error.code === 'EACCES' || error.code === 'ENOENT')) {
    return new CliFailure(`cannot open the mirror ${file}: check that its folder exists and that you may write there`);
  }
  return error;
}
