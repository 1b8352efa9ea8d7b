import DatabaseConstructor from 'better-sqlite3';

/** A screen's settings as saved in a mirror file, read through a connection of its own (null when none were saved). */
export function savedScreenSettings(file: string, screen = 'calls'): unknown {
  const db = new DatabaseConstructor(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT value_json FROM screen_settings WHERE screen = ?').get(screen) as { value_json: string } | undefined;
    return row ? JSON.parse(row.value_json) : null;
  } finally {
    db.close();
  }
}
