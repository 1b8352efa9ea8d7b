import type { MirrorDb } from './open-mirror';
import { emptyUpsertResult, mergeRaw, type RawRecord, type UpsertResult } from './raw-json';
import { isShadowed, refreshOverlay } from './overlay-writes';
import { statement } from './statements';
import { writeRows, type WriteOptions } from './write-batches';

/**
 * The upsert shared by agents and campaigns, whose lists carry a few fields
 * and whose single GETs carry the rest.
 *
 * - `detail: true` (records from single GETs): stamps `detail_fetched_at`
 *   and clears `detail_stale`.
 * - `detail: false` (list items): merged into the stored record; when the
 *   list shows a change, the stored detail may be stale too, so
 *   `detail_stale` is set and the row reappears in `…NeedingDetail` for the
 *   sync engine to fetch again. `detail_fetched_at` keeps the time of the
 *   last single GET: the views still show the detail they hold, and the
 *   hourly re-read (sync/detail-refresh.ts) knows its age.
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
  const stamp = (stored: boolean): Record<string, string | number> =>
    options.detail ? { detail_fetched_at: syncedAt, detail_stale: 0 } : { detail_stale: stored ? 1 : 0 };
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
          `UPDATE ${spec.table} SET detail_fetched_at = coalesce(@fetched, detail_fetched_at), detail_stale = CASE WHEN @fetched IS NULL THEN detail_stale ELSE 0 END,
             seen_in_pass = coalesce(@seen, seen_in_pass), synced_at = @synced WHERE row_id = @row_id`,
        ).run({ fetched: detailFetchedAt, seen: seenInPass, synced: syncedAt, row_id: existing.row_id });
        result.unchanged += 1;
        return;
      }
      const values = { ...spec.columns(merged, json), ...stamp(existing !== undefined), synced_at: syncedAt };
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

/**
 * Ids whose detail is due, oldest rows first: never fetched, marked stale,
 * or (with `fetchedBefore`, an ISO instant) last fetched at or before it.
 */
export function idsNeedingDetail(db: MirrorDb, table: 'agents' | 'campaigns', limit: number, fetchedBefore?: string): string[] {
  const rows = statement(
    db,
    `SELECT id FROM ${table} WHERE detail_fetched_at IS NULL OR detail_stale = 1 OR detail_fetched_at <= ? ORDER BY row_id LIMIT ?`,
  ).all(fetchedBefore ?? null, limit) as { id: string }[];
  return rows.map((row) => row.id);
}

/** Marks every stored detail stale (a full sync re-reads them all); rows never fetched are due already. */
export function markDetailsStale(db: MirrorDb, table: 'agents' | 'campaigns'): number {
  return statement(db, `UPDATE ${table} SET detail_stale = 1 WHERE detail_fetched_at IS NOT NULL AND detail_stale = 0`).run().changes;
}

/** When a record's detail was last fetched (ISO), and whether it is marked stale; undefined for an unknown id. */
export function detailFreshness(db: MirrorDb, table: 'agents' | 'campaigns', id: string): { fetchedAt: string | null; stale: boolean } | undefined {
  const row = statement(db, `SELECT detail_fetched_at, detail_stale FROM ${table} WHERE id = ?`).get(id) as
    | { detail_fetched_at: string | null; detail_stale: number }
    | undefined;
  return row === undefined ? undefined : { fetchedAt: row.detail_fetched_at, stale: row.detail_stale === 1 };
}
