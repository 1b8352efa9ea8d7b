import type { Call, CallListItem, TranscriptEntry } from '../../shared/api/resources';
import { addCallDocument, removeCallDocument } from './call-search-index';
import { newCallKey } from './call-keys';
import { recordDncRequest } from './dnc-requests';
import type { MirrorDb } from './open-mirror';
import { changedAssignments, emptyUpsertResult, mergeRaw, textOrNull, type RawRecord, type UpsertResult } from './raw-json';
import { timeMs } from './sort-keys';
import { countTrackersInCall } from './tracker-counts';
import { setCheckpoint } from './sync-state';
import { statement } from './statements';
import { writeRows, type WriteOptions } from './write-batches';

/**
 * Writes to `calls` and `transcript_entries`, by sync only.
 *
 * Calls are read-only on the server and a completed call never changes, so
 * its detail (summary and transcript) is fetched once: `callsNeedingDetail`
 * lists the calls without it, newest first, and a list upsert never clears
 * it. The transcript lives in `transcript_entries`, not in `raw_json`;
 * `summary` and `transcript` are written only by `saveCallDetail` (a list
 * item carrying them is stripped of them), which keeps the full-text index
 * and the keyword trackers' counts in step.
 */

const TYPED = [
  'agent_id',
  'contact_id',
  'campaign_id',
  'direction',
  'call_status',
  'duration_seconds',
  'sentiment',
  'cost',
  'start_timestamp',
  'start_ms',
  'end_timestamp',
  'raw_json',
] as const;
const SELECT_EXISTING = 'SELECT * FROM calls WHERE id = ?';

interface ExistingCall extends Record<string, unknown> {
  row_id: number;
  raw_json: string;
  detail_fetched_at: string | null;
}

/** Inserts or updates calls from list pages (no summary, no transcript). */
export function upsertCalls(db: MirrorDb, items: readonly CallListItem[], options: WriteOptions = {}): UpsertResult {
  const result = emptyUpsertResult();
  const syncedAt = options.syncedAt ?? new Date().toISOString();
  const seenInPass = options.passId ?? null;
  writeRows(
    db,
    items,
    (item) => {
      const { summary: _summary, transcript: _transcript, ...listFields } = item as CallListItem & { summary?: unknown; transcript?: unknown };
      const existing = statement(db, SELECT_EXISTING).get(item.id) as ExistingCall | undefined;
      const { merged, json, changed } = mergeRaw(existing?.raw_json, listFields);
      if (existing !== undefined && !changed) {
        statement(db, 'UPDATE calls SET seen_in_pass = coalesce(?, seen_in_pass), synced_at = ? WHERE row_id = ?').run(seenInPass, syncedAt, existing.row_id);
        result.unchanged += 1;
        return;
      }
      const columns = callColumns(merged, json);
      if (existing === undefined) {
        insertCall(db, item.id, columns, { summary: null, detail_fetched_at: null, seen_in_pass: seenInPass, synced_at: syncedAt });
        result.inserted += 1;
      } else {
        const assignments = changedAssignments(existing, columns);
        statement(db, `UPDATE calls SET ${[...assignments, 'seen_in_pass = coalesce(@seen_in_pass, seen_in_pass), synced_at = @synced_at'].join(', ')} WHERE row_id = @row_id`).run({
          ...columns,
          seen_in_pass: seenInPass,
          synced_at: syncedAt,
          row_id: existing.row_id,
        });
        result.updated += 1;
      }
      result.changedIds.push(item.id);
    },
    options.checkpoint,
  );
  return result;
}

/**
 * Stores a call's detail from a single-call GET: its fields (merged into the
 * stored record), its summary, its transcript (replacing any earlier one),
 * its full-text document, its keyword trackers' counts and its do-not-call
 * request (dnc-requests.ts), in one transaction with the optional checkpoint. Inserts the call if no list has brought it yet.
 */
export function saveCallDetail(db: MirrorDb, call: Call, options: WriteOptions = {}): { inserted: boolean } {
  const syncedAt = options.syncedAt ?? new Date().toISOString();
  return db.transaction(() => {
    const existing = statement(db, SELECT_EXISTING).get(call.id) as ExistingCall | undefined;
    if (existing?.detail_fetched_at != null) removeCallDocument(db, existing.row_id);
    const { transcript, ...record } = call;
    const { merged, json } = mergeRaw(existing?.raw_json, record);
    const columns = callColumns(merged, json);
    const detail = { summary: textOrNull(merged['summary']), detail_fetched_at: syncedAt, seen_in_pass: options.passId ?? null, synced_at: syncedAt };
    let callRow: number;
    if (existing === undefined) {
      callRow = insertCall(db, call.id, columns, detail);
    } else {
      callRow = existing.row_id;
      const assignments = changedAssignments(existing, { ...columns, summary: detail.summary });
      statement(
        db,
        `UPDATE calls SET ${[...assignments, 'detail_fetched_at = @detail_fetched_at, seen_in_pass = coalesce(@seen_in_pass, seen_in_pass), synced_at = @synced_at'].join(', ')}
         WHERE row_id = @row_id`,
      ).run({ ...columns, ...detail, row_id: callRow });
    }
    replaceTranscript(db, callRow, transcript);
    addCallDocument(db, callRow);
    countTrackersInCall(db, callRow);
    recordDncRequest(db, callRow, transcript);
    if (options.checkpoint !== undefined) setCheckpoint(db, options.checkpoint.key, options.checkpoint.value);
    return { inserted: existing === undefined };
  }).immediate();
}

/** Ids of calls whose detail has not been stored, newest first: the hydration queue. */
export function callsNeedingDetail(db: MirrorDb, limit: number): string[] {
  const rows = statement(db, 'SELECT id FROM calls WHERE detail_fetched_at IS NULL ORDER BY start_ms DESC, row_id DESC LIMIT ?').all(limit) as {
    id: string;
  }[];
  return rows.map((row) => row.id);
}

/** How many calls still wait for their detail: the hydration queue's length, for progress. */
export function countCallsNeedingDetail(db: MirrorDb): number {
  return (statement(db, 'SELECT count(*) AS n FROM calls WHERE detail_fetched_at IS NULL').get() as { n: number }).n;
}

/** Removes a call the server no longer has, with its transcript and search document. True if it existed. */
export function deleteCall(db: MirrorDb, id: string): boolean {
  return db.transaction(() => {
    const existing = statement(db, SELECT_EXISTING).get(id) as ExistingCall | undefined;
    if (existing === undefined) return false;
    if (existing.detail_fetched_at !== null) removeCallDocument(db, existing.row_id);
    statement(db, 'DELETE FROM calls WHERE row_id = ?').run(existing.row_id);
    return true;
  }).immediate();
}

type CallColumns = Record<(typeof TYPED)[number], string | number | null>;

function callColumns(merged: RawRecord, rawJson: string): CallColumns {
  const call = merged as CallListItem & { campaign_id?: string | null };
  return {
    agent_id: textOrNull(call.agent_id),
    contact_id: textOrNull(call.contact_id),
    campaign_id: textOrNull(call.campaign_id),
    direction: call.direction,
    call_status: call.call_status,
    duration_seconds: call.duration_seconds,
    sentiment: textOrNull(call.sentiment),
    cost: call.cost,
    start_timestamp: call.start_timestamp,
    start_ms: timeMs(call.start_timestamp),
    end_timestamp: call.end_timestamp,
    raw_json: rawJson,
  };
}

function insertCall(
  db: MirrorDb,
  id: string,
  columns: CallColumns,
  rest: { summary: string | null; detail_fetched_at: string | null; seen_in_pass: number | null; synced_at: string },
): number {
  const rowId = newCallKey(db, id, columns.start_ms as number);
  statement(
    db,
    `INSERT INTO calls (row_id, id, ${TYPED.join(', ')}, summary, detail_fetched_at, seen_in_pass, synced_at)
     VALUES (@row_id, @id, ${TYPED.map((name) => `@${name}`).join(', ')}, @summary, @detail_fetched_at, @seen_in_pass, @synced_at)`,
  ).run({ row_id: rowId, id, ...columns, ...rest });
  return rowId;
}

function replaceTranscript(db: MirrorDb, callRow: number, transcript: readonly TranscriptEntry[]): void {
  statement(db, 'DELETE FROM transcript_entries WHERE call_row = ?').run(callRow);
  const insert = statement(
    db,
    'INSERT INTO transcript_entries (call_row, position, speaker, text, timestamp, extra_json) VALUES (?, ?, ?, ?, ?, ?)',
  );
  transcript.forEach((entry, position) => {
    const { speaker, text, timestamp, ...extra } = entry;
    insert.run(callRow, position, speaker, text, timestamp, Object.keys(extra).length === 0 ? null : JSON.stringify(extra));
  });
}
