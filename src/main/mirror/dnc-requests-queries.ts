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

const columns = (status: string) =>
  `c.contact_id AS contact_id, c.id AS call_id, c.start_timestamp AS started_at, d.text AS text, ${status} AS contact_status,
  d.position AS position, d.start AS start, d."end" AS "end", d.dismissed_at AS dismissed_at`;

const WITH_CONTACT = `
SELECT ${columns('k.status')} FROM (
  SELECT d.call_row AS call_row,
    row_number() OVER (PARTITION BY c.contact_id ORDER BY c.start_ms DESC, c.row_id DESC) AS nth
  FROM dnc_requests AS d
  JOIN calls_view AS c ON c.row_id = d.call_row
  LEFT JOIN contacts_view AS k ON k.id = c.contact_id
  WHERE c.contact_id IS NOT NULL AND (@all = 1 OR (d.dismissed_at IS NULL AND k.status = 'active'))
) AS newest
JOIN dnc_requests AS d ON d.call_row = newest.call_row
JOIN calls_view AS c ON c.row_id = d.call_row
LEFT JOIN contacts_view AS k ON k.id = c.contact_id
WHERE newest.nth = 1
ORDER BY c.start_ms DESC, c.row_id DESC`;

const WITHOUT_CONTACT = `
SELECT ${columns('NULL')}
FROM dnc_requests AS d
JOIN calls_view AS c ON c.row_id = d.call_row
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
