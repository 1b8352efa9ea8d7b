import { existsSync } from 'node:fs';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { chooseSqliteBinding, SQLITE_BINDING_ENV } from '../../shared/sqlite-binding';
import { recountListTotals } from './list-totals';
import { migrate } from './migrate';

/**
 * Opens the sandbox database (a file, or memory when no path is given) with
 * the settings every connection needs, set once here: WAL so readers never
 * wait for a writer, foreign keys so cascades do the cleanup, and
 * synchronous=NORMAL, which in WAL mode cannot corrupt the file and only risks
 * the last commits on power loss: fine for a sandbox, and much faster.
 */
export function openDatabase(path?: string): Database {
  // Under Electron as Node (the desktop app's demo), the Electron build of better-sqlite3; under Node, the default.
  const nativeBinding = chooseSqliteBinding({ electronVersion: process.versions.electron, electronBuild: process.env[SQLITE_BINDING_ENV], exists: existsSync });
  const db = new DatabaseConstructor(path ?? ':memory:', nativeBinding === undefined ? {} : { nativeBinding });
  try {
    if (path !== undefined) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // 64 MiB of page cache keeps the list indexes of a large workspace in memory.
    db.pragma('cache_size = -65536');
    migrate(db);
    recountListTotals(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
