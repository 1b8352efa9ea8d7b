import DatabaseConstructor from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { getContact, upsertContacts } from '../../src/main/mirror';
import { recordServerRead } from '../../src/main/outbox/record-outcome';
import { contact } from './fixtures';
import { PATIENCE_MS } from '../support/patience';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * Two connections on one mirror file (WAL), as the app has them while an
 * import is queued on its worker thread: which writes wait for the other's
 * transaction (the busy timeout) and which fail at once with SQLITE_BUSY.
 *
 * SQLite calls the busy handler only for a connection that holds no read
 * yet. A transaction begun DEFERRED that reads first and then writes must
 * turn its read into a write: with another connection holding the write
 * lock it fails at once (SQLITE_BUSY), and once another connection has
 * committed since its read it can never write (SQLITE_BUSY_SNAPSHOT),
 * whatever the busy timeout. Begun IMMEDIATE, it takes the write lock
 * first, waiting for it, so neither can happen.
 */
describe('two writers on one mirror', () => {
  const mirrors = useTempMirrors();

  /** A second connection on the same file, as an import's worker has, whose busy timeout the test chooses. */
  function otherConnection(file: string, busyTimeoutMs: number) {
    const db = new DatabaseConstructor(file, { fileMustExist: true });
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    return db;
  }

  const readThenWrite = (db: DatabaseConstructor.Database) => () => {
    db.prepare("SELECT value_json FROM sync_checkpoints WHERE key = 'probe'").get();
    db.prepare("INSERT OR REPLACE INTO sync_checkpoints (key, value_json, updated_at) VALUES ('probe', '1', '2025-01-01T00:00:00Z')").run();
  };

  it('fails at once, whatever the busy timeout, when a deferred transaction turns its read into a write while another connection writes', ({ task }) => {
    const { db, file } = mirrors.open();
    // Longer than the test's own deadline: a wait would fail it as timed out (Vitest fails a synchronous test that ran past it), where
    // a shorter one would end in the same SQLITE_BUSY and pass.
    db.pragma(`busy_timeout = ${task.timeout + 1_000}`);
    const other = otherConnection(file, 0);
    try {
      other.exec('BEGIN IMMEDIATE');
      // It fails without calling the busy handler.
      expect(() => db.transaction(readThenWrite(db))()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('cannot write after another connection committed since its read when begun deferred; begun immediate, the other waits', () => {
    const { db, file } = mirrors.open();
    const other = otherConnection(file, 0);
    const otherWrites = () => other.prepare("INSERT OR REPLACE INTO sync_checkpoints (key, value_json, updated_at) VALUES ('other', '1', '2025-01-01T00:00:00Z')").run();
    try {
      expect(() =>
        db.transaction(() => {
          db.prepare('SELECT count(*) FROM sync_checkpoints').get();
          otherWrites();
          readThenWrite(db)();
        })(),
      ).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY_SNAPSHOT' }));
      // Immediate: the write lock is this transaction's from its start; the other connection (no busy timeout here) is the one refused.
      db.transaction(() => {
        db.prepare('SELECT count(*) FROM sync_checkpoints').get();
        expect(otherWrites).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
        readThenWrite(db)();
      }).immediate();
    } finally {
      other.close();
    }
  });

  it('records a record read from the service (outbox) while an import’s step holds the write lock: it waits, then writes', async () => {
    const { db, file } = mirrors.open();
    upsertContacts(db, [contact('contact_1', { first_name: 'Ana' })]);
    // The write waits for the holder's release, which must come: the common patience rather than the mirror's own 5 s, which is not under test.
    db.pragma(`busy_timeout = ${PATIENCE_MS}`);
    // Long enough that the write below nearly always meets the lock held (the case that tells waiting from failing at once); the write waits whatever the figure.
    const holder = holdWriteLock(file, 400);
    await holder.held;
    // Begun deferred, this read the contact, then failed at once turning the read into a write.
    recordServerRead(db, 'contacts', contact('contact_1', { first_name: 'Anna' }), new Date('2025-01-02T00:00:00Z'));
    await holder.released;
    expect(getContact(db, 'contact_1')?.first_name).toBe('Anna');
  });

  it('closes a mirror while another connection holds the write lock (its statistics are left for later)', () => {
    const mirror = mirrors.open();
    const { db, file } = mirror;
    // Enough new rows, read on this connection, for PRAGMA optimize (run by close) to analyse the table: a write.
    upsertContacts(db, Array.from({ length: 2_000 }, (_, index) => contact(`contact_${index}`)));
    db.prepare('SELECT count(*) FROM contacts WHERE id > ?').get('contact_1');
    const other = otherConnection(file, 0);
    try {
      other.exec('BEGIN IMMEDIATE');
      // No wait here: what a busy timeout would end in, at once.
      db.pragma('busy_timeout = 0');
      expect(() => db.pragma('optimize')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      expect(() => mirror.close()).not.toThrow();
      expect(db.open).toBe(false);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });
});

/**
 * Another connection, on a thread of its own, takes the file's write lock
 * (`held`), keeps it `holdMs`, and lets it go (`released`), as an import's
 * step does. The hold is no synchronisation: a write that waits for the
 * lock succeeds however the two threads run; only one that fails at once
 * can tell the hold from no hold.
 */
function holdWriteLock(file: string, holdMs: number): { held: Promise<void>; released: Promise<void> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require('better-sqlite3');
     const db = new Database(workerData.file, { fileMustExist: true });
     db.exec('BEGIN IMMEDIATE');
     parentPort.postMessage('held');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
     db.exec('ROLLBACK');
     db.close();
     parentPort.postMessage('released');`,
    { eval: true, workerData: { file, holdMs } },
  );
  const message = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      worker.on('message', (value) => value === expected && resolve());
      worker.once('error', reject);
    });
  return { held: message('held'), released: message('released') };
}
