import { findDncRequest } from '../../shared/dnc/dnc-request';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';
import { deleteCheckpoint, getCheckpoint, setCheckpoint } from './sync-state';

/**
 * Do-not-call requests found in callers' turns (table from
 * 013-create-dnc-requests.ts). Only turns whose speaker is `caller` are
 * read: an agent saying "I'll take you off our list" asks for nothing.
 * A call keeps the FIRST caller turn that asked, and in it the first
 * sentence that did.
 *
 * Found as sync stores each transcript (`recordDncRequest`, in
 * saveCallDetail's transaction) and, for transcripts stored before the
 * table existed, in steps (`scanDncRequestsStep`) run on the sync worker.
 */

/** Calls scanned per step: a step stays a short transaction (about 20 turns a call). */
export const DNC_SCAN_STEP = 200;
const SCAN_CHECKPOINT = 'dnc-requests-scan';

interface CallerTurn {
  position: number;
  text: string;
}

function firstRequest(turns: readonly CallerTurn[]): { position: number; text: string; start: number; end: number } | null {
  for (const turn of turns) {
    const found = findDncRequest(turn.text);
    if (found !== null) return { position: turn.position, text: found.sentence, start: found.start, end: found.end };
  }
  return null;
}

function saveRequest(db: MirrorDb, callRow: number, turns: readonly CallerTurn[]): void {
  const request = firstRequest(turns);
  if (request === null) {
    statement(db, 'DELETE FROM dnc_requests WHERE call_row = ?').run(callRow);
    return;
  }
  // A transcript stored again keeps the user's dismissal.
  statement(
    db,
    `INSERT INTO dnc_requests (call_row, position, text, start, "end") VALUES (@call_row, @position, @text, @start, @end)
     ON CONFLICT (call_row) DO UPDATE SET position = excluded.position, text = excluded.text, start = excluded.start, "end" = excluded."end"`,
  ).run({ call_row: callRow, ...request });
}

/** Records (or clears) the call's request from the transcript just stored; runs inside saveCallDetail's transaction. */
export function recordDncRequest(db: MirrorDb, callRow: number, transcript: readonly { speaker: string; text: string }[]): void {
  const turns: CallerTurn[] = [];
  transcript.forEach((entry, position) => {
    if (entry.speaker === 'caller') turns.push({ position, text: entry.text });
  });
  saveRequest(db, callRow, turns);
}

/**
 * One step of scanning the transcripts stored before requests were
 * recorded: the next `step` calls with a transcript, by descending key,
 * below the checkpoint, in one transaction with the checkpoint moved past
 * them (removed when none remain). A call sync stores meanwhile is
 * recorded by sync; scanning it again writes the same row.
 */
export function scanDncRequestsStep(db: MirrorDb, step = DNC_SCAN_STEP): { done: boolean } {
  return db.transaction(() => {
    const checkpoint = getCheckpoint(db, SCAN_CHECKPOINT) as { below: number | null } | undefined;
    if (checkpoint === undefined) return { done: true };
    const calls = statement(
      db,
      'SELECT row_id FROM calls WHERE detail_fetched_at IS NOT NULL AND row_id < coalesce(?, 9223372036854775807) ORDER BY row_id DESC LIMIT ?',
    ).all(checkpoint.below, step) as { row_id: number }[];
    const turns = statement(db, "SELECT position, text FROM transcript_entries WHERE call_row = ? AND speaker = 'caller' ORDER BY position");
    for (const call of calls) saveRequest(db, call.row_id, turns.all(call.row_id) as CallerTurn[]);
    const last = calls[calls.length - 1];
    if (calls.length < step || last === undefined) {
      deleteCheckpoint(db, SCAN_CHECKPOINT);
      return { done: true };
    }
    setCheckpoint(db, SCAN_CHECKPOINT, { below: last.row_id });
    return { done: false };
  }).immediate();
}

/**
 * The newest caller turns the mirror holds, for the detector's warm-up (dnc-warm-up.ts): the sync worker runs the
 * detector on the workspace's own turns before the first page it stores. Read newest first by key, so ten thousand
 * rows however big the mirror (3 to 4 ms on the bench's mirror of 100,000 calls; about one turn in thirty is worth a
 * look there, and the warm-up reads only those).
 */
export function callerTurnsForWarmUp(db: MirrorDb, limit = 10_000): string[] {
  return statement(db, "SELECT text FROM transcript_entries WHERE speaker = 'caller' ORDER BY row_id DESC LIMIT ?").pluck().all(limit) as string[];
}

/** Whether transcripts stored before requests were recorded still wait to be scanned (the list may lack some until sync has run). */
export function dncScanPending(db: MirrorDb): boolean {
  return getCheckpoint(db, SCAN_CHECKPOINT) !== undefined;
}
