import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * The rows of `outbox_batches` (migration 009): the bulk batches the
 * outbox sends after one-at-a-time edits, and where their operations stand.
 */

export interface BatchRow {
  batchId: string;
  label: string;
  queuedAt: string;
  /** Operations it queued. */
  operations: number;
}

export function insertBatch(db: MirrorDb, batch: BatchRow): void {
  statement(db, 'INSERT INTO outbox_batches (batch_id, label, queued_at, operations) VALUES (?, ?, ?, ?)').run(batch.batchId, batch.label, batch.queuedAt, batch.operations);
}

export interface BatchProgress extends BatchRow {
  /** Per state, the batch's operations still in the outbox (done ones stay a while). */
  queued: number;
  sending: number;
  done: number;
  failed: number;
  conflict: number;
  /** Done in the last `recentMs` before `nowMs`: the rate it is going at. */
  doneRecently: number;
}

/** Every bulk batch with operations not yet done, oldest first, with where its operations stand. */
export function openBatches(db: MirrorDb, options: { sinceIso: string }): BatchProgress[] {
  const rows = statement(
    db,
    `SELECT b.batch_id, b.label, b.queued_at, b.operations,
       sum(o.state = 'queued') AS queued, sum(o.state = 'sending') AS sending, sum(o.state = 'done') AS done,
       sum(o.state = 'failed') AS failed, sum(o.state = 'conflict') AS conflict,
       sum(o.state = 'done' AND o.done_at >= @since) AS done_recently
     FROM outbox_batches AS b JOIN outbox_ops AS o ON o.batch = b.batch_id
     GROUP BY b.batch_id
     HAVING sum(o.state IN ('queued', 'sending')) > 0
     ORDER BY b.queued_at, b.batch_id`,
  ).all({ since: options.sinceIso }) as {
    batch_id: string;
    label: string;
    queued_at: string;
    operations: number;
    queued: number;
    sending: number;
    done: number;
    failed: number;
    conflict: number;
    done_recently: number;
  }[];
  return rows.map((row) => ({
    batchId: row.batch_id,
    label: row.label,
    queuedAt: row.queued_at,
    operations: row.operations,
    queued: row.queued,
    sending: row.sending,
    done: row.done,
    failed: row.failed,
    conflict: row.conflict,
    doneRecently: row.done_recently,
  }));
}

export function countBatchOperations(db: MirrorDb, batchId: string): number {
  return (statement(db, 'SELECT count(*) AS n FROM outbox_ops WHERE batch = ?').get(batchId) as { n: number }).n;
}
