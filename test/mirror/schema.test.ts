import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import DatabaseConstructor from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { durableTransaction, getContact, MirrorVersionError, openMirror, SCHEMA_VERSION, upsertContacts } from '../../src/main/mirror/index';
import { migrations } from '../../src/main/mirror/migrations/index';
import { contact } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

const SNAPSHOT = fileURLToPath(new URL('./schema-snapshot.sql', import.meta.url));
const UPDATE_HINT =
  'The mirror schema differs from test/mirror/schema-snapshot.sql. If you added a migration on purpose, regenerate the snapshot with\n' +
  '  UPDATE_SCHEMA_SNAPSHOT=1 npm test -- test/mirror/schema.test.ts\n' +
  'review the diff, commit it, and add the new version to test/mirror/upgrade.test.ts. A shipped migration must never be edited.';

/**
 * Everything the migrations define. Left out: FTS5's shadow tables (they
 * follow from the virtual tables and SQLite's version) and SQLite's own
 * tables (sqlite_stat1 appears once PRAGMA optimize has analysed).
 */
function schemaText(file: string): string {
  const db = new DatabaseConstructor(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT type, name, sql FROM sqlite_master
         WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
           AND name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')
         ORDER BY type, name`,
      )
      .all() as { type: string; name: string; sql: string }[];
    return `${rows.map((row) => `-- ${row.type} ${row.name}\n${row.sql.trim()};`).join('\n\n')}\n`;
  } finally {
    db.close();
  }
}

describe('mirror schema', () => {
  const mirrors = useTempMirrors();

  it('migrates an empty database to the committed schema snapshot', () => {
    const mirror = mirrors.open();
    mirror.close();
    const actual = schemaText(mirror.file);
    if (process.env['UPDATE_SCHEMA_SNAPSHOT'] === '1') writeFileSync(SNAPSHOT, actual);
    expect(existsSync(SNAPSHOT), UPDATE_HINT).toBe(true);
    expect(actual, UPDATE_HINT).toBe(readFileSync(SNAPSHOT, 'utf8'));
  });

  it('records the number of applied steps as user_version', () => {
    const mirror = mirrors.open();
    expect(mirror.schemaVersion).toBe(SCHEMA_VERSION);
    expect(mirror.db.pragma('user_version', { simple: true })).toBe(migrations.length);
  });

  it('lists the migrations in order, numbered from 1, with distinct names', () => {
    expect(migrations.map((step) => step.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(new Set(migrations.map((step) => step.name)).size).toBe(migrations.length);
  });

  it('declares every table STRICT', () => {
    const mirror = mirrors.open();
    const tables = mirror.db
      .prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
      .all() as { name: string; strict: number }[];
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['agents', 'calls', 'campaigns', 'contact_tags', 'contacts', 'sync_checkpoints', 'sync_passes', 'transcript_entries']),
    );
    for (const table of tables) expect(table).toEqual({ name: table.name, strict: 1 });
  });

  it('opens with WAL, foreign keys and synchronous NORMAL', () => {
    const { db } = mirrors.open();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('can open with synchronous FULL for durable writes', () => {
    const { db } = mirrors.open(undefined, { synchronous: 'full' });
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('commits a durable transaction with synchronous FULL and restores NORMAL after', () => {
    const { db } = mirrors.open();
    const inside = durableTransaction(db, () => {
      upsertContacts(db, [contact('contact_1')]);
      return db.pragma('synchronous', { simple: true });
    });
    expect(inside).toBe(2);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(getContact(db, 'contact_1')).toBeDefined();
  });

  it('creates the database, its WAL and its shared-memory file readable by the user only', () => {
    const mirror = mirrors.open();
    upsertContacts(mirror.db, [contact('contact_1')]);
    for (const suffix of ['', '-wal', '-shm']) {
      expect({ file: suffix || 'database', mode: statSync(mirror.file + suffix).mode & 0o777 }).toEqual({ file: suffix || 'database', mode: 0o600 });
    }
  });

  it('narrows an existing database file to mode 0600', () => {
    const file = mirrors.file();
    writeFileSync(file, '', { mode: 0o644 });
    mirrors.open(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a database from a newer version in plain words and leaves it untouched', () => {
    const file = mirrors.file();
    const raw = new DatabaseConstructor(file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => openMirror(file)).toThrow(MirrorVersionError);
    expect(() => openMirror(file)).toThrow(/written by a newer version of VoiceDesk.*Update VoiceDesk/);
    const after = new DatabaseConstructor(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
    expect(after.prepare("SELECT count(*) AS n FROM sqlite_master").get()).toEqual({ n: 0 });
    after.close();
  });

  it('says in plain words when the file is not a database at all', () => {
    const file = mirrors.file();
    writeFileSync(file, 'these are not the bytes of an SQLite database, just a text file that is long enough'.repeat(20), { mode: 0o600 });
    expect(() => openMirror(file)).toThrow(/is not a VoiceDesk mirror/);
  });

  it('opens a current database read-only and refuses writes through it', () => {
    const file = mirrors.open().file;
    const reader = mirrors.open(file, { readonly: true });
    expect(reader.readonly).toBe(true);
    expect(() => upsertContacts(reader.db, [contact('contact_1')])).toThrow(/readonly/);
  });

  it('refuses to open an outdated database read-only, saying how to upgrade it', () => {
    const file = mirrors.file();
    new DatabaseConstructor(file).close();
    expect(() => openMirror(file, { readonly: true })).toThrow(/needs an upgrade.*Open it once without --readonly/);
  });
});
