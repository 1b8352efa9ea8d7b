import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * Facts about the database itself, as JSON under a name: what it was seeded
 * with (see seed/seed-record.ts). Not part of any workspace.
 */
export function readSetting(db: Database, key: string): unknown {
  const row = statement(db, 'SELECT value FROM sandbox_settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
}

export function writeSetting(db: Database, key: string, value: unknown): void {
  statement(db, 'INSERT INTO sandbox_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
}
