import { isLocalId } from '../../shared/outbox/edits';
import { MAIN_THREAD_CHOICES, MAIN_THREAD_IDS, runMirrorJob } from '../mirror-jobs/mirror-jobs';
import { serverIdOf } from '../mirror/local-ids';
import { MAX_CONTACT_IDS, type QueryMethodName } from '../../shared/contract/query-methods';
import type { CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import {
  countAgents,
  countCampaigns,
  countContacts,
  getAgent,
  getCampaign,
  getContact,
  listContactCompanies,
  listContactTags,
  listContacts,
  listContactIds,
  callAnalytics,
  callSearchOf,
  type CallListMatch,
  getCall,
  countCalls,
  highlightCall,
  listAgents,
  listCalls,
  listCampaigns,
  listCampaignMembers,
  listCampaignsOfContact,
  countCampaignMembers,
  campaignCallFigures,
  waitingDoNotCallChanges,
  MAX_PAGE_SIZE,
  MirrorQueryError,
  parseCallSearch,
  trackerCountsOfCalls,
  type CallRecord,
  type MirrorDb,
  type Page,
} from '../mirror';
import type { ProfileRegistry } from '../profiles/profile-registry';
import { callsCsvPage } from './calls-csv-export';
import type { MirrorHandles } from './mirror-handles';
import { agentDetailOf, campaignDetailOf, contactDetailOf } from './record-details';

/**
 * The contract's read methods (query-methods.ts), answered from the active
 * profile's mirror, so they work offline. Inputs arrive parsed by the
 * contract; rows leave as the mirror's read side maps them (API field
 * names, display names joined in, search hits as text segments).
 *
 * Without a mirror (the workspace never synced, or no workspace at all)
 * every method answers with empty results rather than an error.
 */
export type QueryHandlers = Pick<CoreHandlers, QueryMethodName>;

export interface QueryServiceDeps {
  profiles: ProfileRegistry;
  mirrors: MirrorHandles;
}

export function createQueryService(deps: QueryServiceDeps): QueryHandlers {
  const empty = emptyQueryHandlers();
  /** The active profile's mirror connection, or undefined when there is nothing to read yet. */
  const activeDb = (): MirrorDb | undefined => {
    const profile = deps.profiles.active();
    return profile ? deps.mirrors.reader(profile)?.db : undefined;
  };
  /** Runs a read on the active mirror, or answers as an empty one would. */
  const read = <T>(query: (db: MirrorDb) => T, otherwise: () => Promise<T>): Promise<T> => {
    const db = activeDb();
    if (!db) return otherwise();
    try {
      return Promise.resolve(query(db));
    } catch (error) {
      // A cursor from another sort, an unreadable date: the field at fault, in plain words.
      if (error instanceof MirrorQueryError) throw new CoreFailure('invalid_request', error.message, [{ field: error.field, message: error.message }]);
      throw error;
    }
  };

  return {
    'calls.list': (input) =>
      read(
        (db) => ({
          ...withTrackerCounts(
            db,
            listCalls(db, {
              limit: input.limit,
              ...(input.filter ? { filter: input.filter } : {}),
              ...(input.sort ? { sort: input.sort } : {}),
              ...(input.after !== undefined ? { after: input.after } : {}),
            }),
          ),
          ...searchNote(input.filter),
        }),
        () => empty['calls.list'](input),
      ),
    'calls.count': (input) => read((db) => ({ total: countCalls(db, input.filter ?? {}) }), () => empty['calls.count'](input)),
    'calls.get': (input) => read((db) => detailOf(getCall(db, input.id)), () => empty['calls.get'](input)),
    'calls.highlight': (input) => read((db) => highlightCall(db, input.id, input.query), () => empty['calls.highlight'](input)),
    'calls.exportCsv': (input) => read((db) => callsCsvPage(db, input), () => empty['calls.exportCsv'](input)),
    'agents.list': (input) =>
      read((db) => ({ agents: allPages((after) => listAgents(db, { limit: MAX_PAGE_SIZE, ...after })).map(({ id, name, is_active }) => ({ id, name, is_active })) }), () => empty['agents.list'](input)),
    'campaigns.list': (input) =>
      read(
        (db) => ({
          campaigns: allPages((after) => listCampaigns(db, { limit: MAX_PAGE_SIZE, sort: { field: 'name', direction: 'asc' }, ...after })).map(({ id, name, status }) => ({
            id,
            name,
            status,
          })),
        }),
        () => empty['campaigns.list'](input),
      ),
    'contacts.list': (input) => read((db) => listContacts(db, pageOptions(input)), () => empty['contacts.list'](input)),
    'contacts.count': (input) => read((db) => ({ total: countContacts(db, input.filter ?? {}) }), () => empty['contacts.count'](input)),
    // Tens of thousands of ids take longer than a window may freeze: read on a thread of their own (mirror-jobs/mirror-jobs.ts).
    'contacts.ids': async (input) => {
      const filter = input.filter ?? {};
      const few = await read((db) => countContacts(db, filter) <= MAIN_THREAD_IDS, async () => true);
      const profile = deps.profiles.active();
      if (few || !profile) return read((db) => listContactIds(db, { filter, ...(input.sort ? { sort: input.sort } : {}) }, MAX_CONTACT_IDS), () => empty['contacts.ids'](input));
      return runMirrorJob({ kind: 'contact-ids', mirrorFile: profile.mirrorFile, filter, sort: input.sort, cap: MAX_CONTACT_IDS });
    },
    // A record created offline keeps being found under the temporary id a view opened it by, once the service gave it its own.
    'contacts.get': (input) => read((db) => contactDetailOf(getContact(db, currentId(db, input.id))), () => empty['contacts.get'](input)),
    // Read again after each sync and each edit: on a big mirror, on a thread of its own (mirror-jobs/mirror-jobs.ts).
    'contacts.filterChoices': async (input) => {
      const few = await read((db) => countContacts(db) <= MAIN_THREAD_CHOICES, async () => true);
      const profile = deps.profiles.active();
      if (few || !profile) return read((db) => ({ tags: listContactTags(db), companies: listContactCompanies(db, MAX_COMPANY_CHOICES) }), () => empty['contacts.filterChoices'](input));
      return runMirrorJob({ kind: 'contact-filter-choices', mirrorFile: profile.mirrorFile, companies: MAX_COMPANY_CHOICES });
    },
    'campaigns.page': (input) => read((db) => listCampaigns(db, pageOptions(input)), () => empty['campaigns.page'](input)),
    'campaigns.count': (input) => read((db) => ({ total: countCampaigns(db, input.filter ?? {}) }), () => empty['campaigns.count'](input)),
    'campaigns.get': (input) => read((db) => campaignDetailOf(getCampaign(db, currentId(db, input.id))), () => empty['campaigns.get'](input)),
    'agents.page': (input) => read((db) => listAgents(db, pageOptions(input)), () => empty['agents.page'](input)),
    'agents.count': (input) => read((db) => ({ total: countAgents(db, input.filter ?? {}) }), () => empty['agents.count'](input)),
    'agents.get': (input) => read((db) => agentDetailOf(getAgent(db, input.id)), () => empty['agents.get'](input)),
    'analytics.summary': (input) => read((db) => callAnalytics(db, input), () => empty['analytics.summary'](input)),
    'contacts.campaigns': (input) => read((db) => ({ campaigns: listCampaignsOfContact(db, currentId(db, input.id)) }), () => empty['contacts.campaigns'](input)),
    'campaigns.contacts': (input) =>
      read(
        (db) => {
          const id = currentId(db, input.id);
          return { ...listCampaignMembers(db, id, { after: input.after, limit: input.limit }), total: countCampaignMembers(db, id) };
        },
        () => empty['campaigns.contacts'](input),
      ),
    'campaigns.figures': (input) => read((db) => campaignCallFigures(db, currentId(db, input.id)), () => empty['campaigns.figures'](input)),
    'outbox.waitingDoNotCall': (input) => read((db) => waitingDoNotCallChanges(db, MAX_WAITING_SHOWN), () => empty['outbox.waitingDoNotCall'](input)),
  };
}

/** The start dialog names this many waiting do-not-call changes at most, and counts the rest. */
const MAX_WAITING_SHOWN = 20;

/** The company filter suggests this many companies at most: beyond, typing the name works. */
const MAX_COMPANY_CHOICES = 1000;

/** A contract page request as the mirror's list options (which take no undefined keys). */
function pageOptions<Filter, Sort>(input: { filter?: Filter | undefined; sort?: Sort | undefined; after?: string | undefined; limit: number }) {
  return {
    limit: input.limit,
    ...(input.filter ? { filter: input.filter } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    ...(input.after !== undefined ? { after: input.after } : {}),
  };
}

/** What a mirror with nothing in it answers; also the read side of a core run without mirrors (tests of other doors). */
export function emptyQueryHandlers(): QueryHandlers {
  return {
    'calls.list': async (input) => ({ rows: [], nextCursor: null, ...searchNote(input.filter) }),
    'calls.count': async () => ({ total: 0 }),
    'calls.get': async () => null,
    'calls.highlight': async ({ query }) => {
      const search = parseCallSearch(query);
      return search === null ? null : { terms: search.terms, summary: [], entries: [], hitCount: 0 };
    },
    'calls.exportCsv': async () => ({ csv: '', rows: 0, nextCursor: null }),
    'agents.list': async () => ({ agents: [] }),
    'campaigns.list': async () => ({ campaigns: [] }),
    'contacts.list': async () => ({ rows: [], nextCursor: null }),
    'contacts.count': async () => ({ total: 0 }),
    'contacts.ids': async () => ({ ids: [], truncated: false }),
    'contacts.get': async () => null,
    'contacts.filterChoices': async () => ({ tags: [], companies: [] }),
    'campaigns.page': async () => ({ rows: [], nextCursor: null }),
    'campaigns.count': async () => ({ total: 0 }),
    'campaigns.get': async () => null,
    'agents.page': async () => ({ rows: [], nextCursor: null }),
    'agents.count': async () => ({ total: 0 }),
    'agents.get': async () => null,
    'analytics.summary': async () => {
      const none = { calls: 0, durationSeconds: 0, averageDurationSeconds: null, cost: 0, averageCost: null };
      return { totals: none, perDay: [], byStatus: [], bySentiment: [], byDirection: [], byAgent: [], byCampaign: [], campaignNotKnown: none };
    },
    'contacts.campaigns': async () => ({ campaigns: [] }),
    'campaigns.contacts': async () => ({ rows: [], nextCursor: null, total: 0 }),
    'campaigns.figures': async () => ({ callsKnown: 0, byStatus: [], bySentiment: [] }),
    'outbox.waitingDoNotCall': async () => ({ changes: [], total: 0 }),
  };
}

/** What the list says about its search text when it was not read as typed ("Searched as plain words: unmatched quote."). */
function searchNote(filter: { text?: string | undefined } | undefined): { note?: string } {
  const note = callSearchOf(filter)?.note ?? null;
  return note === null ? {} : { note };
}

/** A page of the calls table: each call with its keyword trackers' counts. */
function withTrackerCounts(db: MirrorDb, page: Page<CallListMatch>) {
  const counts = trackerCountsOfCalls(
    db,
    page.rows.map((row) => row.id),
  );
  return { rows: page.rows.map((row) => ({ ...row, trackers: counts.get(row.id) ?? [] })), nextCursor: page.nextCursor };
}

/** The contract's call detail: the record without the mirror's bookkeeping (raw JSON, sync times). */
function detailOf(record: CallRecord | undefined) {
  if (record === undefined) return null;
  const { raw: _raw, synced_at: _synced, detail_fetched_at: _fetchedAt, ...detail } = record;
  return detail;
}

/** Every row of a keyset list: the filter dropdowns want all agents and campaigns, which are few. */
function allPages<Row>(page: (after: { after?: string }) => Page<Row>): Row[] {
  const rows: Row[] = [];
  let after: string | null | undefined;
  do {
    const next = page(after ? { after } : {});
    rows.push(...next.rows);
    after = next.nextCursor;
  } while (after);
  return rows;
}

/** The id a record has now: a local id the outbox has since mapped to the service's id becomes that id. */
function currentId(db: MirrorDb, id: string): string {
  if (!isLocalId(id)) return id;
  return serverIdOf(db, id) ?? id;
}
