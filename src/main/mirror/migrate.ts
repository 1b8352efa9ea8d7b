import type { Database } from 'better-sqlite3';
import { MirrorVersionError } from './errors';
import { migrations as allMigrations, type Migration } from './migrations/index';

/** The schema version this code writes: the number of known steps. */
export const SCHEMA_VERSION = allMigrations.length;

export function schemaVersionOf(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies the pending steps in one transaction, tracked by
 * `PRAGMA user_version` (the number of steps applied): a failure anywhere
 * leaves the file exactly as it was. Refuses a file from a newer VoiceDesk,
 * whose schema this code cannot know. `steps` is for tests that build a
 * database as an earlier version left it.
 */
export function migrate(db: Database, file: string, steps: readonly Migration[] = allMigrations): void {
  const current = schemaVersionOf(db);
  refuseNewer(current, steps.length, file);
  if (current === steps.length) return;
  steps.forEach((step, index) => {
    if (step.version !== index + 1) throw new Error(`migration ${step.name} is listed at position ${index + 1} but says version ${step.version}`);
  });
  db.transaction(() => {
    for (const step of steps.slice(current)) step.up(db);
    db.pragma(`user_version = ${steps.length}`);
  }).immediate();
}

/** For a read-only open: the file must already be at exactly this version. */
export function requireCurrent(db: Database, file: string): void {
  const current = schemaVersionOf(db);
  refuseNewer(current, SCHEMA_VERSION, file);
  if (current < SCHEMA_VERSION) {
    throw new MirrorVersionError(
      `The mirror ${file} is at schema version ${current} and needs an upgrade to version ${SCHEMA_VERSION}, which a read-only open cannot make. Open it once without --readonly (the app or \`voicedesk sync\` does this), then retry.`,
      current,
      SCHEMA_VERSION,
    );
  }
}

function refuseNewer(current: number, known: number, file: string): void {
  if (current > known) {
    throw new MirrorVersionError(
      `The mirror ${file} was written by a newer version of VoiceDesk (schema version ${current}; this version knows up to ${known}). Update VoiceDesk, or use another database file; this one was left untouched.`,
      current,
      known,
    );
  }
}
