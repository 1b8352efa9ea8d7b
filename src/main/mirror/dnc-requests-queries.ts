import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * The do-not-call requests waiting for someone to act: by default, the
 * contacts who asked and are still `active` (as the views show them, a
 * queued "mark do not call" included), each once, with their newest
 * request not dismissed; newest call first. `all` adds contacts already
 * `dnc` and dismissed requests. Calls with no contact are listed apart:
 * there is nobody to mark.
 */

export interface DncRequestRow {
  contact_id: string | null;
  call_id: string;
  started_at: string;
  /** The sentence that asked. */
  text: string;
  /** null for a call without a contact, or a contact the mirror does not hold. */
  contact_status: string | null;
  contact_name: string | null;
  /** 1 while an edit of the contact made here waits in the outbox (its status as shown may not have reached the service). */
  contact_pending: number | null;
  /** The whole caller turn the sentence stands in (null if the transcript lost it meanwhile). */
  turn: string | null;
  /** Where the sentence stands: turn `position` of the transcript, characters `start` to `end` (exclusive) of that turn. */
  position: number;
  start: number;
  end: number;
  dismissed_at: string | null;
}

export interface DncRequestList {
  contacts: DncRequestRow[];
  withoutContact: DncRequestRow[];
}

// Every query here reads from the requests (a few thousand at most) to their
// calls: `CROSS JOIN` keeps that order. Left to itself, SQLite walked the
// calls' contact index (every call) and looked each one up in the requests.
//
// The contact's fields as the views show them, by key: a correlated lookup is
// an index search in each branch of contacts_view, where a join to the view
// would materialise every contact.
export const contactField = (field: 'status' | 'name' | 'pending') => `(SELECT ${field} FROM contacts_view WHERE id = c.contact_id)`;

export const columns = (withContact: boolean) =>
  `c.contact_id AS contact_id, c.id AS call_id, c.start_timestamp AS started_at, d.text AS text,
  ${withContact ? `${contactField('status')} AS contact_status, ${contactField('name')} AS contact_name, ${contactField('pending')} AS contact_pending` : 'NULL AS contact_status, NULL AS contact_name, NULL AS contact_pending'},
  t.text AS turn, d.position AS position, d.start AS start, d."end" AS "end", d.dismissed_at AS dismissed_at`;

export const TURN = 'LEFT JOIN transcript_entries AS t ON t.call_row = d.call_row AND t.position = d.position';
const WAITING = `d.dismissed_at IS NULL AND ${contactField('status')} = 'active'`;

const WITH_CONTACT = `
SELECT ${columns(true)} FROM (
  SELECT d.call_row AS call_row,
    row_number() OVER (PARTITION BY c.contact_id ORDER BY c.start_ms DESC, c.row_id DESC) AS nth
  FROM dnc_requests AS d
  CROSS JOIN calls_view AS c ON c.row_id = d.call_row
  WHERE c.contact_id IS NOT NULL AND (@all = 1 OR (${WAITING}))
) AS newest
JOIN dnc_requests AS d ON d.call_row = newest.call_row
JOIN calls_view AS c ON c.row_id = d.call_row
${TURN}
WHERE newest.nth = 1
ORDER BY c.start_ms DESC, c.row_id DESC`;

const WITHOUT_CONTACT = `
SELECT ${columns(false)}
FROM dnc_requests AS d
CROSS JOIN calls_view AS c ON c.row_id = d.call_row
${TURN}
WHERE c.contact_id IS NULL AND (@all = 1 OR d.dismissed_at IS NULL)
ORDER BY c.start_ms DESC, c.row_id DESC`;

export function listDncRequests(db: MirrorDb, options: { all?: boolean } = {}): DncRequestList {
  const all = options.all === true ? 1 : 0;
  return {
    contacts: statement(db, WITH_CONTACT).all({ all }) as DncRequestRow[],
    withoutContact: statement(db, WITHOUT_CONTACT).all({ all }) as DncRequestRow[],
  };
}

/** Dismisses a call's request (remembered: it stays dismissed when the transcript is stored again). False if the call has none. */
export function dismissDncRequest(db: MirrorDb, callId: string, at: string = new Date().toISOString()): boolean {
  return (
    statement(db, 'UPDATE dnc_requests SET dismissed_at = ? WHERE call_row = (SELECT row_id FROM calls WHERE id = ?)').run(at, callId).changes > 0
  );
}

/** The contacts who wait (active, with a request not dismissed), each once: the distinct ids first, then one status lookup each. */
export const WAITING_CONTACT_IDS = `
SELECT w.id AS id FROM (
  SELECT DISTINCT c.contact_id AS id FROM dnc_requests AS d CROSS JOIN calls_view AS c ON c.row_id = d.call_row
  WHERE d.dismissed_at IS NULL AND c.contact_id IS NOT NULL
) AS w
WHERE (SELECT status FROM contacts_view WHERE id = w.id) = 'active'`;

/** How many wait (the default list's lengths), without reading their text. */
export function countDncRequests(db: MirrorDb): { contacts: number; withoutContact: number } {
  const row = statement(
    db,
    `SELECT
      (SELECT count(*) FROM (${WAITING_CONTACT_IDS})) AS contacts,
      (SELECT count(*) FROM dnc_requests AS d CROSS JOIN calls_view AS c ON c.row_id = d.call_row WHERE d.dismissed_at IS NULL AND c.contact_id IS NULL) AS withoutContact`,
  ).get() as { contacts: number; withoutContact: number };
  return { contacts: row.contacts, withoutContact: row.withoutContact };
}

/** Every contact who waits ("mark all"): as many as the count says, resolved here rather than from the pages a screen has loaded. */
export function waitingDncContactIds(db: MirrorDb): string[] {
  return statement(db, WAITING_CONTACT_IDS).pluck().all() as string[];
}

/** The call's request, dismissed or not, with its contact as the views show it; undefined when its caller did not ask. */
export function dncRequestForCall(db: MirrorDb, callId: string): DncRequestRow | undefined {
  return statement(
    db,
    `SELECT ${columns(true)} FROM calls_view AS c
     JOIN dnc_requests AS d ON d.call_row = c.row_id
     ${TURN}
     WHERE c.id = ?`,
  ).get(callId) as DncRequestRow | undefined;
}

/**
 * Dismisses the request the list shows for this call: for a contact, every
 * request of theirs up to this call's time (the list shows a contact once,
 * with their newest request, so an older one would otherwise take its place);
 * a later request is news and will be listed again. False if the call has none.
 */
export function dismissDncRequestsThrough(db: MirrorDb, callId: string, at: string = new Date().toISOString()): boolean {
  return db.transaction(() => {
    const call = statement(db, 'SELECT c.row_id AS row_id, c.contact_id AS contact_id, c.start_ms AS start_ms FROM calls_view AS c JOIN dnc_requests AS d ON d.call_row = c.row_id WHERE c.id = ?').get(callId) as
      | { row_id: number; contact_id: string | null; start_ms: number }
      | undefined;
    if (call === undefined) return false;
    statement(db, 'UPDATE dnc_requests SET dismissed_at = ? WHERE call_row = ?').run(at, call.row_id);
    if (call.contact_id !== null) {
      statement(
        db,
        `UPDATE dnc_requests SET dismissed_at = ? WHERE dismissed_at IS NULL
         AND call_row IN (SELECT row_id FROM calls WHERE contact_id = ? AND start_ms <= ?)`,
      ).run(at, call.contact_id, call.start_ms);
    }
    return true;
  }).immediate();
}
