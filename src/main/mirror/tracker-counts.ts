import type { MirrorDb } from './open-mirror';
import { statement } from './statements';
import { HIT_CLOSE, HIT_OPEN, TURN_SEPARATOR } from './text-segments';
import { trackerPhrase } from './tracker-phrase';

/**
 * Counting keyword trackers, from the full-text index (`call_search`, one
 * document per call whose agent and caller columns each join every turn
 * with TURN_SEPARATOR, the other speaker's turns empty, see
 * 011-split-call-search-by-speaker.ts).
 *
 * The index finds the calls that hold a tracker's phrase; highlight() then
 * marks each occurrence in the call's transcript, and the turn an
 * occurrence falls in says who said it. An occurrence that spans two turns
 * (the last word of one and the first of the next) was said by nobody and is
 * not counted. Only calls with at least one counted occurrence get a row in
 * `tracker_hits`.
 *
 * Why the counts are stored rather than computed when a list is read:
 * "calls where the caller said it", sorted by duration and counted, needs
 * every matching call split by speaker, and reading a call's document to
 * highlight it costs 25 to 45 µs (measured at 1,000,000 turns: a word said
 * in 43,000 of 50,000 calls takes about 3 s to count). Stored, the filter is
 * an index range or one key lookup a row, and a page's counts one indexed
 * read. The price is paid once per tracker, in steps (`countTrackerStep`),
 * and per call as sync stores its transcript (`countTrackersInCall`).
 */

/** Calls counted per step of a new tracker: a step stays well under the 50 ms a write may hold the main thread. */
export const TRACKER_COUNT_STEP = 150;

export interface SpeakerCounts {
  agent: number;
  caller: number;
}

const MARKS = new RegExp(`[${HIT_OPEN}${HIT_CLOSE}${TURN_SEPARATOR}]`, 'gu');

/** Occurrences in a highlighted transcript, by the speaker of the turn each falls in; `speakers` holds one letter a turn, `a` or `c`. */
export function countBySpeaker(marked: string, speakers: string): SpeakerCounts {
  const counts: SpeakerCounts = { agent: 0, caller: 0 };
  let turn = 0;
  let openedIn = -1;
  // Only the markers matter: a regular expression jumps from one to the next (a transcript is a few thousand characters).
  for (const [mark] of marked.matchAll(MARKS)) {
    if (mark === TURN_SEPARATOR) turn += 1;
    else if (mark === HIT_OPEN) openedIn = turn;
    else {
      if (openedIn === turn) {
        if (speakers[turn] === 'a') counts.agent += 1;
        else if (speakers[turn] === 'c') counts.caller += 1;
      }
      openedIn = -1;
    }
  }
  return counts;
}

/** Each matching call's transcript with the occurrences marked, and its speakers in turn order. */
const MARKED = `highlight(call_search, 0, '${HIT_OPEN}', '${HIT_CLOSE}') AS agent_marked,
  highlight(call_search, 1, '${HIT_OPEN}', '${HIT_CLOSE}') AS caller_marked,
  (SELECT group_concat(s, '') FROM (SELECT CASE t.speaker WHEN 'agent' THEN 'a' ELSE 'c' END AS s
     FROM transcript_entries AS t WHERE t.call_row = call_search.rowid ORDER BY t.position)) AS speakers`;

/**
 * A call key bound for a comparison with `call_search.rowid`. better-sqlite3
 * binds a JavaScript number as a REAL, and FTS5 ignores a rowid constraint
 * whose value is not an INTEGER: `rowid = ?` then matched every call, and
 * `rowid < ?` read the index from the top. A BigInt binds as an INTEGER.
 */
function rowidParameter(callRow: number): bigint {
  return BigInt(callRow);
}

interface MarkedRow {
  call_row: number;
  agent_marked: string | null;
  caller_marked: string | null;
  speakers: string | null;
}

function saveCounts(db: MirrorDb, trackerId: number, row: MarkedRow): void {
  // Each speaker column holds only that speaker's turns, at their positions: counting both with the turns' speakers adds up.
  const agent = countBySpeaker(row.agent_marked ?? '', row.speakers ?? '');
  const caller = countBySpeaker(row.caller_marked ?? '', row.speakers ?? '');
  const counts = { agent: agent.agent + caller.agent, caller: agent.caller + caller.caller };
  if (counts.agent + counts.caller === 0) return;
  statement(db, 'INSERT OR REPLACE INTO tracker_hits (tracker_id, call_row, agent_count, caller_count) VALUES (?, ?, ?, ?)').run(
    trackerId,
    row.call_row,
    counts.agent,
    counts.caller,
  );
}

interface TrackerToCount {
  tracker_id: number;
  phrase: string;
}

/**
 * Counts every tracker in one call whose search document was just written
 * (saveCallDetail, in its transaction), replacing the call's earlier counts.
 */
export function countTrackersInCall(db: MirrorDb, callRow: number): void {
  statement(db, 'DELETE FROM tracker_hits WHERE call_row = ?').run(callRow);
  const trackers = statement(db, 'SELECT tracker_id, phrase FROM keyword_trackers').all() as TrackerToCount[];
  for (const tracker of trackers) {
    const phrase = trackerPhrase(tracker.phrase);
    if (phrase === null) continue;
    const row = statement(db, `SELECT call_search.rowid AS call_row, ${MARKED} FROM call_search WHERE call_search MATCH ? AND call_search.rowid = ?`).get(
      phrase.match,
      rowidParameter(callRow),
    ) as MarkedRow | undefined;
    if (row !== undefined) saveCounts(db, tracker.tracker_id, row);
  }
}

/**
 * One step of counting a tracker across the calls already stored: the next
 * `step` matching calls, newest first, below the tracker's cursor, in one
 * transaction with the cursor moved past them. Calls stored by sync in the
 * meantime are counted by sync itself (`countTrackersInCall`); counting one
 * twice writes the same row. Returns whether calls remain to count.
 */
export function countTrackerStep(db: MirrorDb, trackerId: number, step = TRACKER_COUNT_STEP): { done: boolean } {
  return db.transaction(() => {
    const tracker = statement(db, 'SELECT tracker_id, phrase, count_below FROM keyword_trackers WHERE tracker_id = ?').get(trackerId) as
      | (TrackerToCount & { count_below: number | null })
      | undefined;
    if (tracker === undefined || tracker.count_below === null) return { done: true };
    const phrase = trackerPhrase(tracker.phrase);
    const rows =
      phrase === null
        ? []
        : (statement(
            db,
            `SELECT call_search.rowid AS call_row, ${MARKED} FROM call_search
             WHERE call_search MATCH ? AND call_search.rowid < ? ORDER BY call_search.rowid DESC LIMIT ?`,
          ).all(phrase.match, rowidParameter(tracker.count_below), step) as MarkedRow[]);
    for (const row of rows) saveCounts(db, trackerId, row);
    const last = rows[rows.length - 1];
    const below = rows.length < step || last === undefined ? null : last.call_row;
    statement(db, 'UPDATE keyword_trackers SET count_below = ? WHERE tracker_id = ?').run(below, trackerId);
    return { done: below === null };
  }).immediate();
}
