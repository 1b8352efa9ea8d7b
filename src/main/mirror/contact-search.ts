import { toFtsQuery } from './fts-query';
import { checkLimit } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { TextSegment } from '../../shared/contract/query-methods';
import type { ContactRow } from '../../shared/contract/record-schemas';
import { CONTACT_COLUMNS, toContactRow } from './rows';
import { statement } from './statements';
import { BROAD_MATCHES, isBroadMatch } from './text-filter';
import { ELLIPSIS, HIT_CLOSE, HIT_OPEN, markWords, splitMarked, toSegments } from './text-segments';

/**
 * Full-text search over contacts: name, email, phone (as written or digits
 * only), company, tags.
 *
 * Order: best match first (BM25) when at most RANKED_MATCHES contacts
 * match; beyond that (a domain every email shares, two letters typed), a
 * rank means little and scoring every match costs tens of milliseconds, so
 * the first matches by name are returned instead.
 */
export const RANKED_MATCHES = BROAD_MATCHES;

export interface ContactSearchHit {
  contact: ContactRow;
  /** The display name with hits marked. */
  name: TextSegment[];
  /** The best matching field's fragment, hits marked. */
  snippet: TextSegment[];
}

const MARKED = `highlight(contacts_fts, 0, '${HIT_OPEN}', '${HIT_CLOSE}') AS name_marked,
  snippet(contacts_fts, -1, '${HIT_OPEN}', '${HIT_CLOSE}', '${ELLIPSIS}', 10) AS snippet_marked`;

/**
 * Best first: FTS5 sorts by rank itself when it is the only table, and the
 * marks are then made for the returned rows only.
 */
export const CONTACT_SEARCH_RANKED_SQL = `SELECT rowid AS row_id, ${MARKED} FROM contacts_fts WHERE contacts_fts MATCH ? ORDER BY rank LIMIT ?`;

/**
 * Broad matches by name: a walk of the name index, checking each row
 * against the matches (the unary plus keeps the planner from driving the
 * query from the thousands of matches and sorting them all). The sort key is
 * selected because SQLite merges the view's two arms in index order only
 * when every ORDER BY term is in the result.
 */
export const CONTACT_SEARCH_BY_NAME_SQL = `SELECT c.row_id, c.sort_name
FROM contacts_view AS c
WHERE +c.row_id IN (SELECT rowid FROM contacts_fts WHERE contacts_fts MATCH ?)
ORDER BY c.sort_name, c.row_id
LIMIT ?`;

interface Marks {
  name_marked: string | null;
  snippet_marked: string | null;
}

const ROW = `SELECT ${CONTACT_COLUMNS} FROM contacts_view AS c WHERE c.row_id = ?`;

/** Contacts matching what the user typed (any input is safe: see fts-query.ts). */
export function searchContacts(db: MirrorDb, query: string, options: { limit: number }): ContactSearchHit[] {
  const limit = checkLimit(options.limit);
  const search = toFtsQuery(query);
  if (search === null) return [];
  const broad = isBroadMatch(db, 'contacts_fts', search.match);
  const found = statement(db, broad ? CONTACT_SEARCH_BY_NAME_SQL : CONTACT_SEARCH_RANKED_SQL).all(search.match, limit) as (Partial<Marks> & { row_id: number })[];
  // Rows for the hits only: a few dozen lookups by key.
  return found.flatMap((hit) => {
    const row = statement(db, ROW).get(hit.row_id);
    if (row === undefined) return [];
    const contact = toContactRow(row);
    if (!broad) return [{ contact, name: splitMarked(hit.name_marked ?? '')[0] as TextSegment[], snippet: toSegments(hit.snippet_marked ?? null) }];
    // Broad matches: asking FTS5 for the marks row by row would expand the
    // search again for each row (a second and more for two letters), so
    // the short fields are marked here instead.
    const name = markWords(contact.name, search.pieces);
    const fields = [contact.name, contact.email, contact.phone, contact.company, contact.tags.join(', ')];
    const snippet = fields.map((field) => markWords(field ?? '', search.pieces)).find((segments) => segments.some((segment) => segment.hit)) ?? name;
    return [{ contact, name, snippet }];
  });
}
