import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * The outbox serves people first: an edit made one at a time (a form, a
 * do-not-call, a campaign draft) goes ahead of a bulk batch already
 * waiting, so a campaign created while 250 tag edits wait does not wait
 * minutes behind them. Do-not-call changes stay first of all.
 *
 * - `outbox_ops.batch` now names the bulk batch an operation belongs to
 *   (an edit of several records at once: a batch action, an import, an
 *   applied file), NULL for an edit of one record. It was a label nobody
 *   read; open operations keep their order by becoming one-at-a-time edits.
 * - `outbox_batches`: one row per bulk batch, with what it does in words and
 *   how many operations it queued, for its progress ("120 of 250 sent").
 * - The sending order's index puts one-at-a-time edits before batches.
 */
const SQL = `
UPDATE outbox_ops SET batch = NULL;

CREATE TABLE outbox_batches (
  batch_id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  operations INTEGER NOT NULL CHECK (operations >= 0)
) STRICT;

DROP INDEX outbox_open_in_order;
CREATE INDEX outbox_open_in_order ON outbox_ops (urgent DESC, batch IS NOT NULL, seq) WHERE state <> 'done';
CREATE INDEX outbox_by_batch ON outbox_ops (batch, state) WHERE batch IS NOT NULL;
`;

export const orderOutboxByLane: Migration = {
  version: 9,
  name: 'order-outbox-by-lane',
  up(db: Database) {
    db.exec(SQL);
  },
};
