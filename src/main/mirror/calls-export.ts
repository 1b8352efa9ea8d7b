import { apiTranscriptOf, callsListQuery, listPlans, type CallListOptions } from './calls-queries';
import { runKeysetQuery } from './keyset';
import type { MirrorDb } from './open-mirror';
import { parseRaw, type RawRecord } from './raw-json';
import { CALL_COLUMNS } from './rows';
import { phoneLike } from '../../shared/caller-label';

/**
 * The calls of a list (its filter and sort) as records to export, a keyset
 * page at a time so that no export holds every call in memory or blocks
 * for long: each record in API shape as complete as the mirror holds it
 * (list and detail merged, unknown fields kept, `summary` and `transcript`
 * once the detail is stored), with the display names the list shows.
 */
export interface ExportedCall {
  record: RawRecord;
  contact_name: string | null;
  agent_name: string | null;
  campaign_name: string | null;
  /** The caller's number when known (src/shared/caller-label.ts). */
  caller_number: string | null;
}

interface ExportSqlRow {
  export_row: number;
  raw_json: string;
  detail_fetched_at: string | null;
  contact_name: string | null;
  agent_name: string | null;
  campaign_name: string | null;
  caller_number: unknown;
}

export function exportCallsPage(db: MirrorDb, options: CallListOptions) {
  const plans = listPlans(db, options.filter);
  const query = callsListQuery(options, plans.text, plans.tracker);
  // No snippets in a file: they are the screen's.
  return runKeysetQuery(db, { ...query, select: `${CALL_COLUMNS}, c.row_id AS export_row, c.raw_json`, pageColumns: undefined }, (raw): ExportedCall => {
    const row = raw as ExportSqlRow;
    const record = parseRaw(row.raw_json);
    return {
      record: row.detail_fetched_at === null ? record : { ...record, transcript: apiTranscriptOf(db, row.export_row) },
      contact_name: row.contact_name,
      agent_name: row.agent_name,
      campaign_name: row.campaign_name,
      caller_number: phoneLike(row.caller_number),
    };
  });
}
