import type { OperationResource } from '../../shared/outbox/operations';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * The ids the outbox gives records created offline (`local_…`, see migration
 * 006), and the server ids they became once their create was acknowledged
 * or adopted.
 */

export function recordLocalId(db: MirrorDb, localId: string, resource: OperationResource, createdAt: string): void {
  statement(db, 'INSERT INTO local_ids (local_id, resource, server_id, created_at) VALUES (?, ?, NULL, ?)').run(localId, resource, createdAt);
}

export function mapLocalId(db: MirrorDb, localId: string, serverId: string): void {
  statement(db, 'UPDATE local_ids SET server_id = ? WHERE local_id = ?').run(serverId, localId);
}

export function forgetLocalId(db: MirrorDb, localId: string): void {
  statement(db, 'DELETE FROM local_ids WHERE local_id = ?').run(localId);
}

export function forgetLocalIds(db: MirrorDb, localIds: readonly string[]): void {
  statement(db, 'DELETE FROM local_ids WHERE local_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(localIds));
}

/** The server id a local id became, null while its create is pending, undefined for an id the outbox never issued. */
export function serverIdOf(db: MirrorDb, localId: string): string | null | undefined {
  const row = statement(db, 'SELECT server_id FROM local_ids WHERE local_id = ?').get(localId) as { server_id: string | null } | undefined;
  return row?.server_id;
}

/** Whether a server record was already adopted by a create (so reconciliation never adopts it twice). */
export function isAdopted(db: MirrorDb, serverId: string): boolean {
  return statement(db, 'SELECT 1 FROM local_ids WHERE server_id = ?').get(serverId) !== undefined;
}
