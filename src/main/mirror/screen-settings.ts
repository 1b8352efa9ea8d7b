import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * A screen's saved settings (table `screen_settings`, see
 * 007-create-local-settings.ts): one JSON value per screen, written whole.
 * The mirror stores what it is given; the caller validates what it reads
 * back, since a value saved by an older version may not fit today's shape.
 */
export function getScreenSettings(db: MirrorDb, screen: string): unknown {
  const row = statement(db, 'SELECT value_json FROM screen_settings WHERE screen = ?').get(screen) as { value_json: string } | undefined;
  if (row === undefined) return undefined;
  try {
    return JSON.parse(row.value_json) as unknown;
  } catch {
    return undefined;
  }
}

export function saveScreenSettings(db: MirrorDb, screen: string, value: unknown, updatedAt = new Date().toISOString()): void {
  statement(
    db,
    `INSERT INTO screen_settings (screen, value_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (screen) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at`,
  ).run(screen, JSON.stringify(value), updatedAt);
}
