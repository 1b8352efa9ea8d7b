import { assertNever } from '../../shared/assert-never';
import { MirrorStateError } from './errors';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Checkpoints and passes: what the sync engine needs to resume exactly and
 * to detect deletions safely.
 */

export type MirrorResource = 'agents' | 'campaigns' | 'contacts' | 'calls';
export const mirrorResources: readonly MirrorResource[] = ['agents', 'campaigns', 'contacts', 'calls'];

/** Where a resumable job stands; `value` is any JSON-serialisable value. */
export interface Checkpoint {
  key: string;
  value: unknown;
}

export function resourceTable(resource: MirrorResource): string {
  switch (resource) {
    case 'agents':
      return 'agents';
    case 'campaigns':
      return 'campaigns';
    case 'contacts':
      return 'contacts';
    case 'calls':
      return 'calls';
    default:
      return assertNever(resource, 'resource');
  }
}

export function getCheckpoint(db: MirrorDb, key: string): unknown {
  const row = statement(db, 'SELECT value_json FROM sync_checkpoints WHERE key = ?').get(key) as { value_json: string } | undefined;
  return row === undefined ? undefined : (JSON.parse(row.value_json) as unknown);
}

export function setCheckpoint(db: MirrorDb, key: string, value: unknown, updatedAt: string = new Date().toISOString()): void {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError(`checkpoint ${key}: the value must be JSON-serialisable`);
  statement(
    db,
    `INSERT INTO sync_checkpoints (key, value_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at`,
  ).run(key, json, updatedAt);
}

export function deleteCheckpoint(db: MirrorDb, key: string): void {
  statement(db, 'DELETE FROM sync_checkpoints WHERE key = ?').run(key);
}

/**
 * Runs `fn` (any number of write calls for one page) and writes the
 * checkpoint describing that page, in ONE transaction: killed at any
 * instant, the database holds either the page and its checkpoint or
 * neither. Write functions called inside join the transaction (their own
 * transactions become savepoints and are not chunked).
 */
export function applyPage<T>(db: MirrorDb, fn: () => T, checkpoint?: Checkpoint): T {
  return db.transaction(() => {
    const result = fn();
    if (checkpoint !== undefined) setCheckpoint(db, checkpoint.key, checkpoint.value);
    return result;
  }).immediate();
}

// --- Passes and deletion detection ---------------------------------------

export type PassKind = 'full' | 'partial';

export interface SyncPass {
  passId: number;
  resource: MirrorResource;
  kind: PassKind;
  startedAt: string;
  completedAt: string | null;
}

/** Starts a pass over a resource; upserts and `markSeen` given its id stamp the rows they see. */
export function startPass(db: MirrorDb, resource: MirrorResource, kind: PassKind = 'full', startedAt: string = new Date().toISOString()): number {
  const result = statement(db, 'INSERT INTO sync_passes (resource, kind, started_at) VALUES (?, ?, ?)').run(resource, kind, startedAt);
  return Number(result.lastInsertRowid);
}

export function completePass(db: MirrorDb, passId: number, completedAt: string = new Date().toISOString()): void {
  const result = statement(db, 'UPDATE sync_passes SET completed_at = ? WHERE pass_id = ? AND completed_at IS NULL').run(completedAt, passId);
  if (result.changes === 0) {
    if (getPass(db, passId) === undefined) throw new MirrorStateError(`sync pass ${passId} does not exist; start it with startPass first`);
  }
}

export function getPass(db: MirrorDb, passId: number): SyncPass | undefined {
  const row = statement(db, 'SELECT pass_id, resource, kind, started_at, completed_at FROM sync_passes WHERE pass_id = ?').get(passId) as
    | { pass_id: number; resource: MirrorResource; kind: PassKind; started_at: string; completed_at: string | null }
    | undefined;
  if (row === undefined) return undefined;
  return { passId: row.pass_id, resource: row.resource, kind: row.kind, startedAt: row.started_at, completedAt: row.completed_at };
}

/** The most recent completed pass of a kind over a resource, e.g. to schedule the next full pass. */
export function lastCompletedPass(db: MirrorDb, resource: MirrorResource, kind: PassKind): SyncPass | undefined {
  const row = statement(
    db,
    `SELECT pass_id FROM sync_passes WHERE resource = ? AND kind = ? AND completed_at IS NOT NULL ORDER BY pass_id DESC LIMIT 1`,
  ).get(resource, kind) as { pass_id: number } | undefined;
  return row === undefined ? undefined : getPass(db, row.pass_id);
}

/**
 * Stamps rows seen in a page without rewriting them (e.g. ids of records
 * that failed to decode: seen, so not suspected of deletion). Unknown ids
 * are ignored.
 */
export function markSeen(db: MirrorDb, resource: MirrorResource, ids: readonly string[], passId: number): void {
  const stamp = statement(db, `UPDATE ${resourceTable(resource)} SET seen_in_pass = ? WHERE id = ?`);
  db.transaction(() => {
    for (const id of ids) stamp.run(passId, id);
  }).immediate();
}

/**
 * Ids of rows NOT seen in a completed full pass: candidates for deletion,
 * each to be confirmed with a single GET (404) before `delete…` removes it.
 * Refuses a partial or unfinished pass: a row missing from an incomplete
 * listing proves nothing.
 */
export function listUnseenIds(db: MirrorDb, resource: MirrorResource, passId: number): string[] {
  const pass = getPass(db, passId);
  if (pass === undefined) throw new MirrorStateError(`sync pass ${passId} does not exist`);
  if (pass.resource !== resource) throw new MirrorStateError(`sync pass ${passId} went over ${pass.resource}, not ${resource}`);
  if (pass.kind !== 'full') throw new MirrorStateError(`sync pass ${passId} was partial; only a completed full pass can reveal deletions`);
  if (pass.completedAt === null) throw new MirrorStateError(`sync pass ${passId} has not completed; call completePass after its last page`);
  const rows = statement(db, `SELECT id FROM ${resourceTable(resource)} WHERE seen_in_pass IS NOT ? ORDER BY row_id`).all(passId) as { id: string }[];
  return rows.map((row) => row.id);
}

// --- Reads for the sync engine's paging checks (added with the sync engine) --

/**
 * Which of `ids` a pass has already stamped: an id seen twice in one pass
 * means the list shifted under offset paging (rows were added ahead of the
 * cursor), so the pass may have missed others.
 */
export function seenInPass(db: MirrorDb, resource: MirrorResource, passId: number, ids: readonly string[]): string[] {
  const seen = statement(db, `SELECT 1 FROM ${resourceTable(resource)} WHERE id = ? AND seen_in_pass = ?`);
  return ids.filter((id) => seen.get(id, passId) !== undefined);
}

/** How many distinct rows a pass has stamped, to compare with the server's `meta.total` at its end. */
export function countSeenInPass(db: MirrorDb, resource: MirrorResource, passId: number): number {
  return (statement(db, `SELECT count(*) AS n FROM ${resourceTable(resource)} WHERE seen_in_pass = ?`).get(passId) as { n: number }).n;
}

/** Rows of a server table (not the views: pending local edits are not the server's). */
export function countServerRows(db: MirrorDb, resource: MirrorResource): number {
  return (statement(db, `SELECT count(*) AS n FROM ${resourceTable(resource)}`).get() as { n: number }).n;
}
