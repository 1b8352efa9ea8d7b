import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { openSqlite } from '../sqlite/open-sqlite';
import { migrate, requireCurrent, schemaVersionOf } from './migrate';

/**
 * Opening a mirror: the one place that sets the connection's pragmas.
 *
 * - File mode 0600 (readable by the user only: mirrors hold customer data).
 *   The file is created with that mode before SQLite opens it, and the
 *   `-wal`/`-shm` files, which SQLite creates with the database's mode, are
 *   chmod-ed after the open as well. An existing file is narrowed to 0600.
 * - WAL, so readers never wait for the writer and a commit is one append.
 * - `foreign_keys = ON` (transcripts and tags go with their call or contact).
 * - `synchronous = NORMAL`: in WAL mode a committed transaction survives an
 *   app crash or kill -9 and the file cannot be corrupted; only the last
 *   commits may be lost on power loss or an OS crash. That is acceptable for
 *   the server tables because the server is the source of truth and the
 *   next sync brings them back. The outbox is not recoverable that way: open
 *   with `{ synchronous: 'full' }`, or write outbox rows with
 *   `durableTransaction`, which syncs the WAL at that commit.
 * - Checkpoints (copying the WAL into the file, with the fsyncs) stay
 *   SQLite's automatic ones, inside the commit that crosses 1000 WAL pages.
 *   A checkpoint thread with its own connection was tried and measured
 *   worse (by a benchmark no longer kept): under steady writes it keeps the WAL in use, so the
 *   WAL never restarts, grows to hundreds of MB and slows every read, and
 *   the eventual catch-up stalled commits for half a second.
 * - `journal_size_limit`: a WAL that grew during a long write burst is cut
 *   back to 64 MB when it restarts, instead of keeping its largest size.
 */
export type MirrorDb = Database;

export interface OpenMirrorOptions {
  /** Read-only connection (CLI export and search); the file must exist at the current schema version. */
  readonly?: boolean;
  /** `normal` (default) or `full`; see above. */
  synchronous?: 'normal' | 'full';
}

export interface Mirror {
  readonly db: MirrorDb;
  readonly file: string;
  readonly readonly: boolean;
  readonly schemaVersion: number;
  /** Runs `PRAGMA optimize` (on a writable connection) and closes. Safe to call twice. */
  close(): void;
}

const OWNER_ONLY = 0o600;

export function openMirror(file: string, options: OpenMirrorOptions = {}): Mirror {
  const readonly = options.readonly ?? false;
  if (!readonly) createOwnerOnly(file);
  const db = openSqlite(file, { readonly, fileMustExist: readonly });
  try {
    if (!readonly) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma('busy_timeout = 5000');
    if (!readonly) db.pragma('journal_size_limit = 67108864');
    // Sorting and grouping spill to memory, not to a temp file; 32 MB page cache.
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -32000');
    if (readonly) requireCurrent(db, file);
    else {
      migrate(db, file);
      narrowCompanionFiles(file);
      // Planner statistics for any table or index that lacks them (a new
      // index from a migration, a mirror filled since the last close), bounded
      // to a sample so it stays quick: SQLite's advice for long-lived
      // connections. Without them the planner may pick an index that reads a
      // filtered list in the wrong order and sorts it.
      db.pragma('analysis_limit = 1000');
      optimizeUnlessBusy(db, 'optimize = 0x10002');
    }
  } catch (error) {
    db.close();
    if (error instanceof Error && 'code' in error && error.code === 'SQLITE_NOTADB') {
      throw new Error(`${file} is not a VoiceDesk mirror (it is not an SQLite database). Choose another file, or move this one away to start a new mirror.`, {
        cause: error,
      });
    }
    throw error;
  }
  const schemaVersion = schemaVersionOf(db);
  return {
    db,
    file,
    readonly,
    schemaVersion,
    close() {
      if (!db.open) return;
      if (!readonly) optimizeUnlessBusy(db, 'optimize');
      db.close();
    },
  };
}

/**
 * Runs `fn` in a transaction whose commit is synced to disk (synchronous =
 * FULL for that commit only), for rows that exist nowhere else, such as
 * outbox operations. The pragma cannot change inside a transaction, so this
 * must not be called from inside one.
 */
export function durableTransaction<T>(db: MirrorDb, fn: () => T): T {
  if (db.inTransaction) throw new Error('durableTransaction must be called outside any transaction');
  const previous = db.pragma('synchronous', { simple: true }) as number;
  db.pragma('synchronous = FULL');
  try {
    return db.transaction(fn).immediate();
  } finally {
    db.pragma(`synchronous = ${previous}`);
  }
}

/**
 * `PRAGMA optimize` may run ANALYZE, a write: while another connection
 * holds the write lock (an import's step, the sync) it ends in SQLITE_BUSY,
 * after the busy timeout, or at once where SQLite must turn the pragma's
 * read into a write (test/mirror/write-lock.test.ts). Closing a job's
 * connection then threw, and a job that had done its work (an import
 * queued) answered with that error. Statistics are an optimisation:
 * skipped then, gathered by a later open or close.
 */
function optimizeUnlessBusy(db: MirrorDb, pragma: string): void {
  try {
    db.pragma(pragma);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY'))) throw error;
  }
}

function createOwnerOnly(file: string): void {
  if (file === ':memory:' || file === '') return;
  closeSync(openSync(file, 'a', OWNER_ONLY));
  chmodSync(file, OWNER_ONLY);
}

function narrowCompanionFiles(file: string): void {
  if (file === ':memory:' || file === '') return;
  for (const suffix of ['-wal', '-shm']) {
    const companion = file + suffix;
    if (existsSync(companion)) chmodSync(companion, OWNER_ONLY);
  }
}
