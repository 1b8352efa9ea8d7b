import type { Database, Statement } from 'better-sqlite3';

/**
 * Prepared statements, compiled once per database and reused: per-request work
 * stays at binding and stepping. Keyed by the SQL text, which in the query
 * modules is always a module constant.
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
