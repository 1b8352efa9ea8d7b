import type { MirrorDb } from './open-mirror';
import { statement } from './statements';
import { BROAD_MATCHES, type TextPlan } from './text-filter';

/**
 * The calls list's keyword-tracker filter: calls in which the tracker's
 * phrase was said, by anyone or by one speaker (its counts in
 * `tracker_hits`, see tracker-counts.ts).
 *
 * As for search words (text-filter.ts), the plan depends on how many calls
 * match, counted up to a bound: few, and the list is read from the
 * tracker's rows (one index range) and sorted; many, and it walks the sort
 * order's index, checking each call with one primary-key lookup, so a page
 * is found after a short walk instead of sorting every match. SQLite would
 * otherwise make a temporary index of every match first.
 */
export type TrackerSpeaker = 'agent' | 'caller';

export interface TrackerFilter {
  id: number;
  /** Only calls where this speaker said it; anyone when absent. */
  speaker?: TrackerSpeaker | undefined;
}

function speakerCondition(speaker: TrackerSpeaker | undefined): string {
  if (speaker === undefined) return '';
  return speaker === 'agent' ? ' AND h.agent_count > 0' : ' AND h.caller_count > 0';
}

export function isBroadTracker(db: MirrorDb, filter: TrackerFilter): boolean {
  const counted = statement(
    db,
    `SELECT count(*) AS n FROM (SELECT 1 FROM tracker_hits AS h WHERE h.tracker_id = ?${speakerCondition(filter.speaker)} LIMIT ${BROAD_MATCHES + 1})`,
  ).get(filter.id) as { n: number };
  return counted.n > BROAD_MATCHES;
}

/** The condition on `c.row_id`, with one parameter: the tracker's id. */
export function trackerCondition(filter: TrackerFilter, plan: TextPlan): string {
  const speaker = speakerCondition(filter.speaker);
  return plan === 'along-sort'
    ? `EXISTS (SELECT 1 FROM tracker_hits AS h WHERE h.tracker_id = ? AND h.call_row = c.row_id${speaker})`
    : `c.row_id IN (SELECT h.call_row FROM tracker_hits AS h WHERE h.tracker_id = ?${speaker})`;
}

/**
 * How many calls the tracker filter alone selects: its rows, counted from
 * the index, without a lookup of each call (measured at 1,000,000 turns,
 * 60 ms for a word said in 43,000 calls through the calls table, 3 ms so).
 * Every row belongs to a stored call (they go with it).
 */
export function countTrackerCalls(db: MirrorDb, filter: TrackerFilter): number {
  return (statement(db, `SELECT count(*) AS n FROM tracker_hits AS h WHERE h.tracker_id = ?${speakerCondition(filter.speaker)}`).get(filter.id) as { n: number }).n;
}
