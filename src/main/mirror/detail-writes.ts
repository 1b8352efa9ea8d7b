import type { MirrorDb } from './open-mirror';
import { emptyUpsertResult, mergeRaw, type RawRecord, type UpsertResult } from './raw-json';
import { isShadowed, refreshOverlay } from './overlay-writes';
import { statement } from './statements';
import { writeRows, type WriteOptions } from './write-batches';

/**
 * The upsert shared by agents and campaigns, whose lists carry a few fields
 * and whose single GETs carry the rest.
 *
 * - `detail: true` (records from single GETs): stamps `detail_fetched_at`.
 * - `detail: false` (list items): merged into the stored record; when the
 *   list shows a change, the stored detail may be stale too, so
 *   `detail_fetched_at` is cleared and the row reappears in
 *   `…NeedingDetail` for the sync engine to fetch again.
 */
export interface DetailWriteOptions extends WriteOptions {
  detail: boolean;
}

export interface DetailTable {
  table: 'agents' | 'campaigns';
  /** Typed columns from the merged record, named as in the table. */
  columns(merged: RawRecord, rawJson: string): Record<string, string | number | null>;
}

export function upsertWithDetail<Item extends { id: string }>(
  db: MirrorDb,
  spec: DetailTable,
  items: readonly Item[],
  options: DetailWriteOptions,
): UpsertResult {
  const result = emptyUpsertResult();
  const syncedAt = options.syncedAt ?? new Date().toISOString();
  const seenInPass = options.passId ?? null;
  const detailFetchedAt = options.detail ? syncedAt : null;
  writeRows(
    db,
    items,
    (item) => {
      const existing = statement(db, `SELECT row_id, raw_json FROM ${spec.table} WHERE id = ?`).get(item.id) as
        | { row_id: number; raw_json: string }
        | undefined;
      const { merged, json, changed } = mergeRaw(existing?.raw_json, item);
      if (existing !== undefined && !changed) {
        statement(
          db,
          `UPDATE ${spec.table} SET detail_fetched_at = coalesce(?, detail_fetched_at), seen_in_pass = coalesce(?, seen_in_pass), synced_at = ? WHERE row_id = ?`,
        ).run(detailFetchedAt, seenInPass, syncedAt, existing.row_id);
        result.unchanged += 1;
        return;
      }
      const values = { ...spec.columns(merged, json), detail_fetched_at: detailFetchedAt, synced_at: syncedAt };
      const names = Object.keys(values);
      if (existing === undefined) {
        statement(
          db,
          `INSERT INTO ${spec.table} (id, seen_in_pass, ${names.join(', ')}) VALUES (@id, @seen_in_pass, ${names.map((name) => `@${name}`).join(', ')})`,
        ).run({ id: item.id, seen_in_pass: seenInPass, ...values });
        result.inserted += 1;
      } else {
        statement(
          db,
          `UPDATE ${spec.table} SET seen_in_pass = coalesce(@seen_in_pass, seen_in_pass), ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE row_id = @row_id`,
        ).run({ row_id: existing.row_id, seen_in_pass: seenInPass, ...values });
        result.updated += 1;
      }
      if (isShadowed(db, spec.table, item.id)) refreshOverlay(db, spec.table, item.id);
      result.changedIds.push(item.id);
    },
    options.checkpoint,
  );
  return result;
}

/** Ids whose detail was never fetched or went stale, oldest rows first. */
export function idsNeedingDetail(db: MirrorDb, table: 'agents' | 'campaigns', limit: number): string[] {
  const rows = statement(db, `SELECT id FROM ${table} WHERE detail_fetched_at IS NULL ORDER BY row_id LIMIT ?`).all(limit) as { id: string }[];
  return rows.map((row) => row.id);
}
