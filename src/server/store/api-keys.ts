import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * API keys. The token is stored as issued: this is a sandbox, and the command
 * line must print the same keys again after a restart with --data.
 */
export interface ApiKeyRecord {
  id: number;
  workspace_id: number;
  token: string;
  kind: 'live' | 'test';
  can_read: 0 | 1;
  can_write: 0 | 1;
  /** The user who created the key; null for a key without an owning user (spec 5.6). */
  owner_user_id: string | null;
  /** Marks the keys the command line prints, to find them again on restart. */
  label: string | null;
  created_at: number;
  revoked_at: number | null;
}

export function insertApiKey(db: Database, key: Omit<ApiKeyRecord, 'id' | 'revoked_at'>): number {
  const result = statement(
    db,
    `INSERT INTO api_keys (workspace_id, token, kind, can_read, can_write, owner_user_id, label, created_at)
     VALUES (@workspace_id, @token, @kind, @can_read, @can_write, @owner_user_id, @label, @created_at)`,
  ).run(key);
  return Number(result.lastInsertRowid);
}

const COLUMNS = 'id, workspace_id, token, kind, can_read, can_write, owner_user_id, label, created_at, revoked_at';

export function findApiKeyByToken(db: Database, token: string): ApiKeyRecord | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM api_keys WHERE token = ?`).get(token) as ApiKeyRecord | undefined;
}

export function findApiKeyByLabel(db: Database, label: string): ApiKeyRecord | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM api_keys WHERE label = ?`).get(label) as ApiKeyRecord | undefined;
}

/** Returns whether a live key was revoked. */
export function revokeApiKey(db: Database, token: string, now: number): boolean {
  return statement(db, 'UPDATE api_keys SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now, token).changes > 0;
}
