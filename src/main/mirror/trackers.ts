import { MirrorQueryError } from './errors';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';
import { trackerPhrase } from './tracker-phrase';

/**
 * Keyword trackers (table `keyword_trackers`, counts in `tracker_hits`): the
 * words and phrases a user counts across calls. Written by the user, on this
 * computer only; see 007-create-local-settings.ts for the tables and
 * tracker-counts.ts for the counting.
 */
export const MAX_TRACKERS = 20;

/** Above every call key (see call-keys.ts): a new tracker has every call still to count. */
const COUNT_FROM_THE_TOP = Number.MAX_SAFE_INTEGER;

export interface TrackerRow {
  id: number;
  phrase: string;
  created_at: string;
  /** False while calls stored before the tracker was added are still being counted. */
  counted: boolean;
  /** Calls in which it was said (so far, while counting). */
  calls: number;
  agent: number;
  caller: number;
}

interface TrackerSqlRow {
  tracker_id: number;
  phrase: string;
  created_at: string;
  count_below: number | null;
  calls: number;
  agent: number;
  caller: number;
}

export function listTrackers(db: MirrorDb): TrackerRow[] {
  const rows = statement(
    db,
    `SELECT t.tracker_id, t.phrase, t.created_at, t.count_below, count(h.call_row) AS calls,
       coalesce(sum(h.agent_count), 0) AS agent, coalesce(sum(h.caller_count), 0) AS caller
     FROM keyword_trackers AS t LEFT JOIN tracker_hits AS h ON h.tracker_id = t.tracker_id
     GROUP BY t.tracker_id ORDER BY t.tracker_id`,
  ).all() as TrackerSqlRow[];
  return rows.map((row) => ({
    id: row.tracker_id,
    phrase: row.phrase,
    created_at: row.created_at,
    counted: row.count_below === null,
    calls: row.calls,
    agent: row.agent,
    caller: row.caller,
  }));
}

/**
 * Adds a tracker, to be counted by `countTrackerStep` until it says done.
 * Refuses, naming the field `phrase`: no letter or digit, a phrase already
 * tracked (however it is written), more than MAX_TRACKERS.
 */
export function addTracker(db: MirrorDb, typed: string, createdAt = new Date().toISOString()): number {
  const phrase = trackerPhrase(typed);
  if (phrase === null) throw new MirrorQueryError('A tracker needs a word or phrase with at least one letter or digit.', 'phrase');
  return db.transaction(() => {
    const existing = statement(db, 'SELECT phrase FROM keyword_trackers WHERE phrase_key = ?').get(phrase.key) as { phrase: string } | undefined;
    if (existing !== undefined) throw new MirrorQueryError(`“${existing.phrase}” is already tracked.`, 'phrase');
    const { n } = statement(db, 'SELECT count(*) AS n FROM keyword_trackers').get() as { n: number };
    if (n >= MAX_TRACKERS) throw new MirrorQueryError(`You can keep up to ${MAX_TRACKERS} trackers. Remove one before adding another.`, 'phrase');
    const inserted = statement(db, 'INSERT INTO keyword_trackers (phrase, phrase_key, created_at, count_below) VALUES (?, ?, ?, ?)').run(
      phrase.text,
      phrase.key,
      createdAt,
      COUNT_FROM_THE_TOP,
    );
    return Number(inserted.lastInsertRowid);
  }).immediate();
}

/** Removes a tracker with its counts. False when there was none with that id. */
export function removeTracker(db: MirrorDb, id: number): boolean {
  return db.transaction(() => statement(db, 'DELETE FROM keyword_trackers WHERE tracker_id = ?').run(id).changes > 0).immediate();
}

/** Every tracker's id and phrase, oldest first: cheaper than `listTrackers` when the figures are not needed. */
export function trackerPhrases(db: MirrorDb): { id: number; phrase: string }[] {
  return (statement(db, 'SELECT tracker_id, phrase FROM keyword_trackers ORDER BY tracker_id').all() as { tracker_id: number; phrase: string }[]).map((row) => ({
    id: row.tracker_id,
    phrase: row.phrase,
  }));
}

/** Trackers whose counting has not finished (added just now, or interrupted when the app quit). */
export function trackersToCount(db: MirrorDb): number[] {
  return (statement(db, 'SELECT tracker_id FROM keyword_trackers WHERE count_below IS NOT NULL ORDER BY tracker_id').all() as { tracker_id: number }[]).map(
    (row) => row.tracker_id,
  );
}

export interface CallTrackerCount {
  trackerId: number;
  agent: number;
  caller: number;
}

/** One statement for any number of calls: the ids travel as one JSON array. */
export const TRACKER_COUNTS_OF_CALLS_SQL = `SELECT c.id, h.tracker_id, h.agent_count, h.caller_count
FROM calls_view AS c JOIN tracker_hits AS h ON h.call_row = c.row_id
WHERE c.id IN (SELECT value FROM json_each(?))
ORDER BY h.tracker_id`;

/** Each call's tracker counts, for the calls of a page (by call id); a call without any is absent. */
export function trackerCountsOfCalls(db: MirrorDb, callIds: readonly string[]): Map<string, CallTrackerCount[]> {
  const counts = new Map<string, CallTrackerCount[]>();
  if (callIds.length === 0) return counts;
  const rows = statement(db, TRACKER_COUNTS_OF_CALLS_SQL).all(JSON.stringify(callIds)) as { id: string; tracker_id: number; agent_count: number; caller_count: number }[];
  for (const row of rows) {
    const list = counts.get(row.id) ?? [];
    list.push({ trackerId: row.tracker_id, agent: row.agent_count, caller: row.caller_count });
    counts.set(row.id, list);
  }
  return counts;
}
