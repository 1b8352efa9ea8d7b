import type { OperationKind, OperationResource } from '../../shared/outbox/operations';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Held batches: a bulk batch too large for one transaction (an import of
 * 50,000 contacts) is written in steps, so other writers get the mirror
 * between them, under a held id `held_<pid>_<uuid>` in `outbox_ops.batch`.
 * Held operations are never sent, listed or counted; the final small
 * transaction renames them to the batch's real id (the release), and only
 * then is the user told the batch is queued. A held id whose process is gone
 * was never released (the app was killed while queueing): its operations
 * are discarded (src/main/outbox/held-batches.ts), never sent half.
 *
 * The held state lives in the id rather than in a column: no migration, and
 * every query that must leave held operations out does so on the row itself.
 */
export const HELD_PREFIX = 'held_';

/** SQL: the operation (of `outbox_ops`, as `alias`) is not held. */
export function notHeldSql(alias?: string): string {
  const column = alias === undefined ? 'batch' : `${alias}.batch`;
  return `(${column} IS NULL OR substr(${column}, 1, ${HELD_PREFIX.length}) <> '${HELD_PREFIX}')`;
}

export function isHeldBatch(batch: string | null): boolean {
  return batch !== null && batch.startsWith(HELD_PREFIX);
}

export function heldBatchId(pid: number, uuid: string): string {
  return `${HELD_PREFIX}${pid}_${uuid}`;
}

/** The process that is writing a held batch. */
export function holderOf(held: string): number {
  return Number(held.slice(HELD_PREFIX.length).split('_')[0]);
}

/** Held batches in the mirror (along the batch index: `held_` ≤ id < `held``). */
export function heldBatches(db: MirrorDb): string[] {
  const rows = statement(db, `SELECT DISTINCT batch FROM outbox_ops WHERE batch >= '${HELD_PREFIX}' AND batch < 'held\`'`).all() as { batch: string }[];
  return rows.map((row) => row.batch);
}

/** What a held operation is, without its values (enough to discard it). */
export interface HeldOperation {
  seq: number;
  kind: OperationKind;
  resource: OperationResource;
  target: string;
}

/**
 * A held batch's operations, newest first, at most `limit`. Held operations
 * are never sent, so all are queued: `state DESC, seq DESC` is the order of
 * the batch index (batch, state) read backwards, where `ORDER BY seq` alone
 * sorted the whole batch again for every step of a discard.
 */
export function heldOperations(db: MirrorDb, held: string, limit: number): HeldOperation[] {
  return statement(db, HELD_OPERATIONS_SQL).all(held, limit) as HeldOperation[];
}

export const HELD_OPERATIONS_SQL = 'SELECT seq, kind, resource, target FROM outbox_ops WHERE batch = ? ORDER BY state DESC, seq DESC LIMIT ?';

/**
 * The release's writes: do-not-call changes leave the batch (they are never
 * part of one, and go first), the rest take the batch's real id. Returns
 * the operations now in the batch.
 */
export function moveHeldOperations(db: MirrorDb, held: string, batchId: string): number {
  statement(db, 'UPDATE outbox_ops SET batch = NULL WHERE batch = ? AND urgent = 1').run(held);
  return statement(db, 'UPDATE outbox_ops SET batch = ? WHERE batch = ?').run(batchId, held).changes;
}
