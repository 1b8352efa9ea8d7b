import type { Database, Statement } from 'better-sqlite3';

/**
 * Prepared statements cached per connection and SQL text. Preparing costs
 * tens of microseconds, which matters when a list page must take a few
 * milliseconds and an upsert runs tens of thousands of times a second. The
 * SQL text is always built from constants of this folder, never from user
 * input (values are bound), so the cache stays small.
 */
const caches = new WeakMap<Database, Map<string, Statement>>();

export function statement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (prepared === undefined) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
