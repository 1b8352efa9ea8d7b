import type { Database } from 'better-sqlite3';
import { migrations } from './migrations/index';

/**
 * Applies pending migrations in one transaction, tracked by
 * `PRAGMA user_version` (the number of steps applied). Refuses a database
 * written by a newer sandbox, whose schema this code cannot know.
 */
export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `the data file is at schema version ${current} but this sandbox knows only ${migrations.length}; use a newer sandbox or another --data file`,
    );
  }
  if (current === migrations.length) return;
  db.transaction(() => {
    for (const step of migrations.slice(current)) step.up(db);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}
