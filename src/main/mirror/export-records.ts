import { apiTranscriptOf } from './calls-queries';
import { assertNever } from '../../shared/assert-never';
import type { MirrorDb } from './open-mirror';
import { parseRaw, type RawRecord } from './raw-json';
import { statement } from './statements';
import type { MirrorResource } from './sync-state';

/**
 * Every record of a resource in API shape, as complete as the mirror holds
 * it (list and detail merged, unknown fields kept; calls with `summary` and
 * `transcript` once their detail is stored), for `voicedesk export`. Read
 * through the views, in batches, so memory stays flat at any size.
 */
function viewOf(resource: MirrorResource): string {
  switch (resource) {
    case 'agents':
      return 'agents_view';
    case 'campaigns':
      return 'campaigns_view';
    case 'contacts':
      return 'contacts_view';
    case 'calls':
      return 'calls_view';
    default:
      return assertNever(resource, 'resource');
  }
}

export function* exportRecords(db: MirrorDb, resource: MirrorResource, batchSize = 500): Generator<RawRecord> {
  const batch = statement(db, `SELECT row_id, raw_json, detail_fetched_at FROM ${viewOf(resource)} WHERE row_id > ? ORDER BY row_id LIMIT ?`);
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = batch.all(after, batchSize) as { row_id: number; raw_json: string; detail_fetched_at: string | null }[];
    for (const row of rows) {
      const record = parseRaw(row.raw_json);
      yield resource === 'calls' && row.detail_fetched_at !== null ? { ...record, transcript: apiTranscriptOf(db, row.row_id) } : record;
    }
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < batchSize) return;
    after = last.row_id;
  }
}
