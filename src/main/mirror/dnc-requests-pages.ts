import { columns, contactField, TURN, type DncRequestRow } from './dnc-requests-queries';
import { buildKeysetQuery, encodeCursor, type KeysetQuery, type Page } from './keyset';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * The Do-not-call requests screen's lists, a keyset page at a time (newest
 * call first), so neither the query nor the reply carries thousands of
 * requests: `contacts`, each active contact who asked once, with their
 * newest request not dismissed; `withoutContact`, the calls without a
 * contact whose caller asked, not dismissed. The same rows as
 * `listDncRequests` without `all`.
 *
 * The page walks the calls' time index (`k`, covering: no call row is
 * read) newest first and looks each call up in the requests by key; only a
 * call with a request is read (`c`), so a page costs about the calls
 * between its first and last request, and the LIMIT stops the walk. At
 * worst (a last page, or few requests) that is the whole index, a quick
 * read of keys. Reading from the requests instead and sorting them cost
 * every request's call and contact for each page (about 100 ms at 4,000
 * requests). `CROSS JOIN` keeps that order. A request is a contact's
 * newest waiting one when no later waiting request of theirs exists: an
 * index range of that contact's calls (`calls_by_contact`), a few rows.
 * The names, turns and statuses are read for the page's rows only, by key.
 */
export type DncRequestKind = 'contacts' | 'withoutContact';

const FROM = 'calls_view AS k CROSS JOIN dnc_requests AS d ON d.call_row = k.row_id CROSS JOIN calls_view AS c ON c.row_id = d.call_row';

const NEWEST_OF_CONTACT = `NOT EXISTS (
  SELECT 1 FROM calls_view AS n CROSS JOIN dnc_requests AS e ON e.call_row = n.row_id
  WHERE n.contact_id = c.contact_id AND e.dismissed_at IS NULL AND (n.start_ms > c.start_ms OR (n.start_ms = c.start_ms AND n.row_id > c.row_id))
)`;

const WHERE: Record<DncRequestKind, string[]> = {
  contacts: ['d.dismissed_at IS NULL', 'c.contact_id IS NOT NULL', NEWEST_OF_CONTACT, `${contactField('status')} = 'active'`],
  withoutContact: ['d.dismissed_at IS NULL', 'c.contact_id IS NULL'],
};

export function dncRequestsPageQuery(kind: DncRequestKind, options: { after?: string | undefined; limit: number }): KeysetQuery {
  return {
    select: 'c.row_id AS page_row',
    from: FROM,
    where: WHERE[kind],
    params: [],
    sortExpression: 'k.start_ms',
    rowIdExpression: 'k.row_id',
    direction: 'desc',
    cursorTag: `dnc-requests/${kind}`,
    after: options.after,
    limit: options.limit,
  };
}

/** The page's rows in full, by key: names, turns and statuses for these rows only. */
const ROWS_OF = (withContact: boolean) => `
SELECT ${columns(withContact)}
FROM dnc_requests AS d CROSS JOIN calls_view AS c ON c.row_id = d.call_row
${TURN}
WHERE d.call_row IN (SELECT value FROM json_each(?))
ORDER BY c.start_ms DESC, c.row_id DESC`;

export function listDncRequestsPage(db: MirrorDb, kind: DncRequestKind, options: { after?: string | undefined; limit: number }): Page<DncRequestRow> {
  const built = buildKeysetQuery(dncRequestsPageQuery(kind, options));
  const found = statement(db, built.sql).all(...built.params) as { keyset_value: number; keyset_row: number }[];
  const more = found.length > options.limit;
  const keys = more ? found.slice(0, options.limit) : found;
  const last = keys[keys.length - 1];
  const rows = keys.length === 0 ? [] : (statement(db, ROWS_OF(kind === 'contacts')).all(JSON.stringify(keys.map((key) => key.keyset_row))) as DncRequestRow[]);
  return {
    rows,
    nextCursor: more && last ? encodeCursor(`dnc-requests/${kind}`, last.keyset_value, last.keyset_row) : null,
  };
}
