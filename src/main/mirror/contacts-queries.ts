import type { ContactStatus } from '../../shared/api/resources';
import { assertNever } from '../../shared/assert-never';
import { phoneSearchDigits } from '../../shared/phone/phone-format';
import { toFtsQuery } from './fts-query';
import { buildCountQuery, checkLimit, Conditions, MAX_PAGE_SIZE, runCount, runKeysetQuery, type KeysetQuery, type Page, type SortDirection } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { ContactRow } from '../../shared/contract/record-schemas';
import { CONTACT_COLUMNS, recordExtras, toContactRow, type ContactRecord } from './rows';
import { sortKey } from './sort-keys';
import { isBroadPhoneMatch, phoneCondition, runsToSearch } from './phone-filter';
import { statement } from './statements';
import { isBroadMatch, textCondition, type TextPlan } from './text-filter';

/** Read queries over contacts, through `contacts_view` (never the table). */

export type ContactSortField = 'name' | 'created_at' | 'company';

export interface ContactFilter {
  status?: ContactStatus | undefined;
  /** Contacts carrying this tag (exact). */
  tag?: string | undefined;
  /** Contacts of this company, ignoring case and accents. */
  company?: string | undefined;
  /** Words searched in name, email, phone, company and tags (see fts-query.ts); blank means no filter. */
  text?: string | undefined;
}

export interface ContactListOptions {
  filter?: ContactFilter | undefined;
  /** Default: name, ascending. */
  sort?: { field: ContactSortField; direction: SortDirection } | undefined;
  /** The `nextCursor` of the previous page. */
  after?: string | undefined;
  limit: number;
}

function sortColumn(field: ContactSortField): string {
  switch (field) {
    case 'name':
      return 'c.sort_name';
    case 'created_at':
      return 'c.created_ms';
    case 'company':
      return 'c.company_sort';
    default:
      return assertNever(field, 'contact sort field');
  }
}

export function contactConditions(filter: ContactFilter = {}, textPlan: TextPlan = 'from-matches'): Conditions {
  const conditions = new Conditions();
  if (filter.status !== undefined) conditions.add('c.status = ?', filter.status);
  if (filter.tag !== undefined) conditions.add('c.row_id IN (SELECT contact_row FROM contact_tags_view WHERE tag = ?)', filter.tag);
  if (filter.company !== undefined) conditions.add('c.company_sort = ?', sortKey(filter.company));
  const search = filter.text === undefined ? null : toFtsQuery(filter.text);
  const digits = filter.text === undefined ? null : phoneSearchDigits(filter.text);
  if (search !== null && digits !== null) {
    const runs = runsToSearch(digits);
    // A phone number typed in any format finds one stored in any other: by its digits, anywhere in the stored number's (phone-filter.ts).
    const phone = runs.map((run) => phoneCondition(run, textPlan));
    conditions.add(`(${[textCondition('contacts_fts', textPlan), ...phone.map((part) => part.sql)].join(' OR ')})`, search.match, ...phone.flatMap((part) => part.params));
  } else if (search !== null) conditions.add(textCondition('contacts_fts', textPlan), search.match);
  return conditions;
}

export function contactsListQuery(options: ContactListOptions, textPlan: TextPlan = 'from-matches'): KeysetQuery {
  const sort = options.sort ?? { field: 'name', direction: 'asc' };
  const conditions = contactConditions(options.filter, textPlan);
  return {
    select: CONTACT_COLUMNS,
    from: 'contacts_view AS c',
    where: conditions.where,
    params: conditions.params,
    sortExpression: sortColumn(sort.field),
    rowIdExpression: 'c.row_id',
    direction: sort.direction,
    cursorTag: `contacts/${sort.field}/${sort.direction}`,
    after: options.after,
    limit: options.limit,
  };
}

/** How a search of `filter` is best read (see text-filter.ts). */
function textPlanOf(db: MirrorDb, filter: ContactFilter | undefined): TextPlan {
  const search = filter?.text === undefined ? null : toFtsQuery(filter.text);
  if (search === null) return 'from-matches';
  const digits = phoneSearchDigits(filter?.text ?? '');
  const broad = isBroadMatch(db, 'contacts_fts', search.match) || (digits !== null && isBroadPhoneMatch(db, runsToSearch(digits)));
  return broad ? 'along-sort' : 'from-matches';
}

/** One page of contacts, filtered and sorted. */
export function listContacts(db: MirrorDb, options: ContactListOptions): Page<ContactRow> {
  return runKeysetQuery(db, contactsListQuery(options, textPlanOf(db, options.filter)), toContactRow);
}

/**
 * The ids of every contact a filter matches, in the list's order, for a
 * batch edit over "all N matching": read with the list's own keyset query
 * (same filter, same sort, same search plan), page after page, so the ids
 * are exactly the rows the list would show. At most `cap` (the contract's
 * MAX_CONTACT_IDS); `truncated` says more matched.
 */
export function listContactIds(
  db: MirrorDb,
  options: { filter?: ContactFilter; sort?: ContactListOptions['sort'] },
  cap: number,
): { ids: string[]; truncated: boolean } {
  const textPlan = textPlanOf(db, options.filter);
  const ids: string[] = [];
  let after: string | undefined;
  // One past the cap tells whether more matched.
  while (ids.length <= cap) {
    const query = contactsListQuery({ ...options, limit: Math.min(MAX_PAGE_SIZE, cap + 1 - ids.length), ...(after === undefined ? {} : { after }) }, textPlan);
    const page = runKeysetQuery(db, { ...query, select: 'c.id AS id' }, (row) => (row as { id: string }).id);
    ids.push(...page.rows);
    if (page.nextCursor === null) break;
    after = page.nextCursor;
  }
  return ids.length > cap ? { ids: ids.slice(0, cap), truncated: true } : { ids, truncated: false };
}

/** How many contacts the same filter matches. */
export function countContacts(db: MirrorDb, filter: ContactFilter = {}): number {
  const conditions = contactConditions(filter);
  if (conditions.where.length === 0) return (statement(db, ALL_CONTACTS_COUNT_SQL).get() as { n: number }).n;
  return runCount(db, buildCountQuery('contacts_view AS c', conditions.where, conditions.params));
}

/**
 * Every contact the user sees, without a filter: the list's total, read again
 * every few seconds while a sync writes. Counted through the view, each of
 * 100,000 synced contacts is looked up among the pending edits (a tenth of a
 * second and more on the thread that serves the window); here SQLite counts
 * the synced table whole, and only the few pending edits are looked up (ids
 * are unique on both sides, as the view relies on).
 */
const ALL_CONTACTS_COUNT_SQL = `SELECT (SELECT count(*) FROM contacts)
  - (SELECT count(*) FROM contact_overlay AS o WHERE EXISTS (SELECT 1 FROM contacts AS s WHERE s.id = o.id))
  + (SELECT count(*) FROM contact_overlay WHERE deleted = 0) AS n`;

export function getContact(db: MirrorDb, id: string): ContactRecord | undefined {
  const row = statement(db, `SELECT ${CONTACT_COLUMNS}, c.raw_json, c.synced_at, c.detail_fetched_at FROM contacts_view AS c WHERE c.id = ?`).get(id);
  return row === undefined ? undefined : { ...toContactRow(row), ...recordExtras(row) };
}

/** Every tag in use with its number of contacts, by tag: for a filter menu. */
export function listContactTags(db: MirrorDb): { tag: string; contacts: number }[] {
  return statement(db, 'SELECT tag, count(*) AS contacts FROM contact_tags_view GROUP BY tag ORDER BY tag').all() as { tag: string; contacts: number }[];
}

/**
 * The companies contacts work for, with their number of contacts, in name
 * order (one spelling per company, as the company filter ignores case and
 * accents): for the company filter's suggestions. At most `limit`.
 *
 * Grouped per arm of `contacts_view` and merged here: a GROUP BY over the
 * view itself (a UNION ALL since the outbox's overlay) would read every
 * contact into a temporary b-tree. The first `limit` companies of the
 * union are among the first `limit` of each arm, so each arm stops there.
 */
export function listContactCompanies(db: MirrorDb, limit: number): { company: string; contacts: number }[] {
  const top = checkLimit(limit);
  const rows = [
    ...(statement(db, CONTACT_COMPANIES_SQL).all(top) as CompanyGroup[]),
    ...(statement(db, OVERLAY_COMPANIES_SQL).all(top) as CompanyGroup[]),
  ];
  const merged = new Map<string, { company: string; contacts: number }>();
  for (const row of rows) {
    const known = merged.get(row.company_sort);
    if (known) known.contacts += row.contacts;
    else merged.set(row.company_sort, { company: row.company, contacts: row.contacts });
  }
  return [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, top)
    .map(([, group]) => group);
}

interface CompanyGroup {
  company_sort: string;
  company: string;
  contacts: number;
}

/** Server contacts without a pending edit, grouped along the company index. */
export const CONTACT_COMPANIES_SQL = `SELECT c.company_sort AS company_sort, min(c.company) AS company, count(*) AS contacts
FROM contacts AS c
WHERE c.company_sort <> '' AND NOT EXISTS (SELECT 1 FROM contact_overlay AS o WHERE o.id = c.id)
GROUP BY c.company_sort
ORDER BY c.company_sort
LIMIT ?`;

/** Contacts as pending edits show them (deletions left out). */
const OVERLAY_COMPANIES_SQL = `SELECT company_sort, min(company) AS company, count(*) AS contacts
FROM contact_overlay
WHERE deleted = 0 AND company_sort <> ''
GROUP BY company_sort
ORDER BY company_sort
LIMIT ?`;
