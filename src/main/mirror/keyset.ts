import { MirrorQueryError } from './errors';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Keyset paging: a page starts strictly after the (sort value, row id) of
 * the previous page's last row, so each page is an index range read of
 * `limit` rows however deep the user scrolls, and rows are returned exactly
 * once across pages even with ties on the sort value (the row id breaks
 * them). Sort keys are never NULL (see the tables), so the row-value
 * comparison never meets NULL.
 *
 * The cursor is opaque to callers: base64url JSON naming the list and sort
 * it belongs to, so a cursor replayed against another sort is refused rather
 * than silently skipping rows.
 */
export type SortDirection = 'asc' | 'desc';

export interface Page<Row> {
  rows: Row[];
  /** Pass as `after` to get the next page; null on the last page. */
  nextCursor: string | null;
}

export const MAX_PAGE_SIZE = 1000;

/** Trusted SQL fragments (constants of this folder) plus bound values. */
export interface KeysetQuery {
  select: string;
  from: string;
  where: readonly string[];
  params: readonly unknown[];
  sortExpression: string;
  rowIdExpression: string;
  direction: SortDirection;
  /** Names the list and sort the cursor belongs to, e.g. `contacts/name/asc`. */
  cursorTag: string;
  after?: string | undefined;
  limit: number;
  /**
   * Columns computed for the page's rows only, after the page is chosen
   * (e.g. a search snippet, which costs tens of µs a row): they may use
   * `page.keyset_row`, and their bound values come in `params`. Without the
   * wrapping, SQLite would compute them for every row it sorts. `with`:
   * more common table expressions after `page`, which they may read (the
   * bound values of `with` come first in `params`).
   */
  pageColumns?: { sql: string; params: readonly unknown[]; with?: string } | undefined;
}

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

interface CursorBody {
  t: string;
  v: string | number;
  r: number;
}

export function encodeCursor(tag: string, value: string | number, rowId: number): string {
  const body: CursorBody = { t: tag, v: value, r: rowId };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, tag: string): CursorBody {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new MirrorQueryError('The page cursor is not one this mirror gave out; start again from the first page.', 'after');
  }
  const candidate = body as Partial<CursorBody> | null;
  if (
    candidate === null ||
    typeof candidate !== 'object' ||
    typeof candidate.t !== 'string' ||
    !(typeof candidate.v === 'string' || typeof candidate.v === 'number') ||
    typeof candidate.r !== 'number' ||
    !Number.isSafeInteger(candidate.r)
  ) {
    throw new MirrorQueryError('The page cursor is not one this mirror gave out; start again from the first page.', 'after');
  }
  if (candidate.t !== tag) {
    throw new MirrorQueryError(`The page cursor belongs to another list or sort (${candidate.t}, not ${tag}); start again from the first page.`, 'after');
  }
  return { t: candidate.t, v: candidate.v, r: candidate.r };
}

export function checkLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new MirrorQueryError(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}, not ${limit}.`, 'limit');
  }
  return limit;
}

export function buildKeysetQuery(query: KeysetQuery): BuiltQuery {
  const limit = checkLimit(query.limit);
  const where = [...query.where];
  const params = [...query.params];
  if (query.after !== undefined) {
    const cursor = decodeCursor(query.after, query.cursorTag);
    where.push(`(${query.sortExpression}, ${query.rowIdExpression}) ${query.direction === 'asc' ? '>' : '<'} (?, ?)`);
    params.push(cursor.v, cursor.r);
  }
  const order = query.direction === 'asc' ? 'ASC' : 'DESC';
  const sql = `SELECT ${query.select}, ${query.sortExpression} AS keyset_value, ${query.rowIdExpression} AS keyset_row
FROM ${query.from}
${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
ORDER BY ${query.sortExpression} ${order}, ${query.rowIdExpression} ${order}
LIMIT ?`;
  // One extra row tells whether another page follows.
  params.push(limit + 1);
  if (query.pageColumns === undefined) return { sql, params };
  return {
    // MATERIALIZED keeps SQLite from flattening the page into the outer query (and computing the columns before the LIMIT).
    sql: `WITH page AS MATERIALIZED (${sql})${query.pageColumns.with === undefined ? '' : `,
${query.pageColumns.with}`}
SELECT page.*, ${query.pageColumns.sql} FROM page ORDER BY page.keyset_value ${order}, page.keyset_row ${order}`,
    params: [...params, ...query.pageColumns.params],
  };
}

export function runKeysetQuery<Row>(db: MirrorDb, query: KeysetQuery, mapRow: (row: unknown) => Row): Page<Row> {
  const built = buildKeysetQuery(query);
  const raw = statement(db, built.sql).all(...built.params) as { keyset_value: string | number; keyset_row: number }[];
  const more = raw.length > query.limit;
  const rows = more ? raw.slice(0, query.limit) : raw;
  const last = rows[rows.length - 1];
  return {
    rows: rows.map(mapRow),
    nextCursor: more && last !== undefined ? encodeCursor(query.cursorTag, last.keyset_value, last.keyset_row) : null,
  };
}

export function buildCountQuery(from: string, where: readonly string[], params: readonly unknown[]): BuiltQuery {
  return { sql: `SELECT count(*) AS n FROM ${from}${where.length === 0 ? '' : ` WHERE ${where.join(' AND ')}`}`, params: [...params] };
}

export function runCount(db: MirrorDb, built: BuiltQuery): number {
  return (statement(db, built.sql).get(...built.params) as { n: number }).n;
}

/** Filter conditions, each with its bound values. */
export class Conditions {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.where.push(sql);
    this.params.push(...params);
    return this;
  }

  /** `column IN (?, …)` for one value or a list; an empty list matches nothing. */
  addIn(column: string, value: string | readonly string[] | undefined): this {
    if (value === undefined) return this;
    const values = typeof value === 'string' ? [value] : [...value];
    if (values.length === 0) return this.add('0');
    return this.add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  }
}
