import type { MirrorDb } from './open-mirror';
import { setCheckpoint, type Checkpoint } from './sync-state';

/**
 * How write functions group rows into transactions.
 *
 * better-sqlite3 is synchronous and runs on the Electron main thread, so a
 * transaction must stay well under 50 ms. Without a checkpoint, rows are
 * written in transactions of at most ROWS_PER_TRANSACTION rows. With a
 * checkpoint, the rows and the checkpoint are ONE transaction, however many
 * rows: a page is atomic with its checkpoint. `npm run bench` times both: a
 * page of 100 new contacts (five indexes, the search index, tags) takes
 * about 15 ms, an unchanged one about 3 ms, one call's detail under 1 ms;
 * the rare slow commit is the one that runs SQLite's WAL checkpoint (an
 * fsync) or an FTS5 segment merge. Called inside an outer transaction
 * (`applyPage`), everything joins that transaction.
 *
 * Every write transaction in the mirror is BEGIN IMMEDIATE (better-sqlite3's
 * `.immediate()`): it takes the write lock first, so with another
 * connection on the file (a CLI command while the app runs) it waits
 * (busy_timeout) instead of failing with SQLITE_BUSY when a read would have
 * to turn into a write.
 */
export const ROWS_PER_TRANSACTION = 100;

export interface WriteOptions {
  /** The sync pass that saw these rows (see `startPass`); omitted by writes outside a pass. */
  passId?: number;
  /** When the rows were received; defaults to now. */
  syncedAt?: string;
  /** Written in the same transaction as the rows. */
  checkpoint?: Checkpoint;
}

export function writeRows<T>(db: MirrorDb, rows: readonly T[], write: (row: T) => void, checkpoint?: Checkpoint): void {
  if (checkpoint !== undefined || db.inTransaction) {
    db.transaction(() => {
      for (const row of rows) write(row);
      if (checkpoint !== undefined) setCheckpoint(db, checkpoint.key, checkpoint.value);
    }).immediate();
    return;
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const chunk = rows.slice(start, start + ROWS_PER_TRANSACTION);
    db.transaction(() => {
      for (const row of chunk) write(row);
    }).immediate();
  }
}
