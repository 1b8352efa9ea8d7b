import { describe, expect, it } from 'vitest';
import { agentsListQuery } from '../../src/main/mirror/agents-queries';
import { analyticsQueries } from '../../src/main/mirror/analytics';
import { callsListQuery, type CallFilter, type CallSortField } from '../../src/main/mirror/calls-queries';
import { campaignsListQuery } from '../../src/main/mirror/campaigns-queries';
import { CONTACT_SEARCH_BY_NAME_SQL, CONTACT_SEARCH_RANKED_SQL } from '../../src/main/mirror/contact-search';
import { CONTACT_COMPANIES_SQL, contactConditions, contactsListQuery, type ContactSortField } from '../../src/main/mirror/contacts-queries';
import {
  addTracker,
  applyPage,
  countTrackerStep,
  listCalls,
  listContacts,
  saveCallDetail,
  upsertAgents,
  upsertCampaigns,
  upsertContacts,
  type MirrorDb,
} from '../../src/main/mirror/index';
import { HELD_OPERATIONS_SQL } from '../../src/main/mirror/held-batches';
import { NEXT_OPERATIONS_SQL, OPEN_ADD_CONTACTS_SQL } from '../../src/main/mirror/outbox-store';
import { dncRequestsPageQuery } from '../../src/main/mirror/dnc-requests-pages';
import { TRACKER_COUNTS_OF_CALLS_SQL } from '../../src/main/mirror/trackers';
import { buildCountQuery, buildKeysetQuery, encodeCursor, type KeysetQuery, type SortDirection } from '../../src/main/mirror/keyset';
import { WAITING_CONTACT_IDS } from '../../src/main/mirror/dnc-requests-queries';
import { createMirrorDataset } from '../bench/mirror-dataset';
import { useTempMirrors } from '../support/temp-mirrors';

function plan(db: MirrorDb, sql: string, params: unknown[]): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail);
}

/**
 * No step reads a whole mirror table row by row. An index walk (`SCAN …
 * USING INDEX`, stopped by LIMIT) is fine, and so is a scan of a subquery's
 * few grouped rows.
 */
function expectNoFullScan(steps: string[]): void {
  for (const step of steps) expect(step, steps.join('\n')).not.toMatch(/^SCAN (agents|campaigns|contacts|contact_tags|calls|transcript_entries)$/);
}

function expectIndexOrder(steps: string[]): void {
  expect(steps.join('\n'), 'the sort must come from an index, not a temporary b-tree').not.toMatch(/TEMP B-TREE FOR ORDER BY/);
}

function fill(db: MirrorDb): void {
  const data = createMirrorDataset({ contacts: 300, calls: 200, entriesPerCall: 3, agents: 5, campaigns: 4 });
  applyPage(db, () => {
    upsertAgents(db, data.agents, { detail: true });
    upsertCampaigns(db, data.campaigns, { detail: true });
    upsertContacts(db, Array.from({ length: 300 }, (_, index) => data.contact(index)));
    for (let index = 0; index < 200; index += 1) saveCallDetail(db, data.call(index));
  });
}

/** The first page's SQL and a later page's (with a cursor from a real page). */
function pagesOf(db: MirrorDb, query: KeysetQuery, cursorFrom: (db: MirrorDb) => string | null): { sql: string; params: unknown[] }[] {
  const first = buildKeysetQuery(query);
  const cursor = cursorFrom(db);
  if (cursor === null) throw new Error('expected a second page');
  return [first, buildKeysetQuery({ ...query, after: cursor })];
}

const directions: SortDirection[] = ['asc', 'desc'];
const statsCases = [
  ['on a fresh database', false],
  ['after ANALYZE', true],
] as const;

describe.each(statsCases)('query plans %s', (_, analyze) => {
  const mirrors = useTempMirrors();
  const open = () => {
    const { db } = mirrors.open();
    fill(db);
    if (analyze) db.exec('ANALYZE');
    return db;
  };

  const contactSorts: ContactSortField[] = ['name', 'created_at', 'company'];
  it.each(contactSorts.flatMap((field) => directions.map((direction) => [field, direction] as const)))(
    'walks an index for the contact list sorted by %s %s',
    (field, direction) => {
      const db = open();
      const options = { sort: { field, direction }, limit: 50 };
      for (const page of pagesOf(db, contactsListQuery(options), (handle) => listContacts(handle, options).nextCursor)) {
        const steps = plan(db, page.sql, page.params);
        expectNoFullScan(steps);
        expectIndexOrder(steps);
      }
    },
  );

  const callSorts: CallSortField[] = ['start_timestamp', 'duration_seconds', 'cost'];
  it.each(callSorts.flatMap((field) => directions.map((direction) => [field, direction] as const)))(
    'walks an index for the call list sorted by %s %s, names joined by key',
    (field, direction) => {
      const db = open();
      const options = { sort: { field, direction }, limit: 50 };
      for (const page of pagesOf(db, callsListQuery(options), (handle) => listCalls(handle, options).nextCursor)) {
        const steps = plan(db, page.sql, page.params);
        expectNoFullScan(steps);
        expectIndexOrder(steps);
        // Names (and the contact's phone, for a caller's number) come from scalar subqueries by key (a join would materialize the UNION ALL views).
        expect(steps.filter((step) => /^SEARCH (s|contact_overlay|agent_overlay|campaign_overlay) USING INDEX sqlite_autoindex_\w+ \(id=\?\)$/.test(step))).toHaveLength(8);
        expect(steps.join('\n')).not.toMatch(/MATERIALIZE|CO-ROUTINE/);
      }
    },
  );

  const callFilters: [string, CallFilter, RegExp][] = [
    ['agent', { agentId: 'agent_0001' }, /calls_by_agent/],
    ['campaign', { campaignId: 'campaign_0001' }, /calls_by_campaign/],
    ['contact', { contactId: 'contact_0000001' }, /calls_by_contact/],
    ['status', { status: 'failed' }, /calls_by_status|calls_by_start/],
    ['date range', { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' }, /calls_by_start/],
  ];
  it.each(callFilters)('serves the newest calls of one %s from an index in order', (_, filter, index) => {
    const db = open();
    const built = buildKeysetQuery(callsListQuery({ filter, limit: 50 }));
    const steps = plan(db, built.sql, built.params);
    expectNoFullScan(steps);
    expectIndexOrder(steps);
    expect(steps.join('\n')).toMatch(index);
  });

  it('reads a list filtered by a few search matches from the full-text index', () => {
    const db = open();
    const built = buildKeysetQuery(callsListQuery({ filter: { text: 'refund' }, limit: 50 }, 'from-matches'));
    expect(plan(db, built.sql, built.params).join('\n')).toMatch(/SCAN call_search VIRTUAL TABLE/);
  });

  it('walks the sort index for a list filtered by many search matches', () => {
    const db = open();
    const calls = buildKeysetQuery(callsListQuery({ filter: { text: 'refund' }, limit: 50 }, 'along-sort'));
    // The page first (its snippets come after it, see keyset.ts).
    const callSteps = plan(db, calls.sql, calls.params).filter((step) => step !== 'MATERIALIZE page');
    expect(callSteps[0]).toMatch(/^SCAN calls USING INDEX calls_by_start/);
    expectIndexOrder(callSteps);
    const contacts = buildKeysetQuery(contactsListQuery({ filter: { text: 'example' }, limit: 50 }, 'along-sort'));
    const contactSteps = plan(db, contacts.sql, contacts.params);
    // The server rows and the overlay rows, each along its name index, merged.
    expect(contactSteps.slice(0, 3).join('\n')).toMatch(/^MERGE \(UNION ALL\)\nLEFT\nSCAN s USING (COVERING )?INDEX contacts_by_name/);
    expect(contactSteps.join('\n')).toMatch(/SCAN contact_overlay USING (COVERING )?INDEX contact_overlay_by_name/);
    expectIndexOrder(contactSteps);
  });

  it('finds a typed phone number through the digits index, never reading every contact', () => {
    const db = open();
    const filter = { text: '+1 (555) 709-8781' };
    const count = contactConditions(filter);
    for (const built of [buildKeysetQuery(contactsListQuery({ filter, limit: 50 }, 'from-matches')), buildCountQuery('contacts_view AS c', count.where, count.params)]) {
      const steps = plan(db, built.sql, built.params);
      expectNoFullScan(steps);
      // The digits index read on each side of the view (synced rows, pending edits), for one run: the one without the country code holds the other.
      expect(steps.filter((step) => /^SCAN contact_phone_trigrams VIRTUAL TABLE/.test(step)).length, steps.join('\n')).toBeGreaterThanOrEqual(2);
      expect(built.params.filter((param) => typeof param === 'string' && /^"\d+"$/.test(param))).toEqual(['"5557098781"']);
      // Fetched by key from the matches (after ANALYZE, 300 contacts are few enough that walking the name index is as cheap).
      if (!analyze) expect(steps.filter((step) => step === 'MULTI-INDEX OR'), steps.join('\n')).toHaveLength(2);
    }
  });

  const trackedDb = () => {
    const db = open();
    const id = addTracker(db, 'thanks');
    while (!countTrackerStep(db, id).done);
    if (analyze) db.exec('ANALYZE');
    return { db, id };
  };

  it('reads a list filtered by a tracker said in few calls from the tracker’s rows', () => {
    const { db, id } = trackedDb();
    const built = buildKeysetQuery(callsListQuery({ filter: { tracker: { id, speaker: 'caller' } }, limit: 50 }, 'from-matches', 'from-matches'));
    const steps = plan(db, built.sql, built.params);
    expectNoFullScan(steps);
    expect(steps.join('\n')).toMatch(/SEARCH h USING PRIMARY KEY \(tracker_id=\?\)/);
  });

  it.each(callSorts)('walks the %s index for a list filtered by a tracker said in many calls, one key lookup a call', (field) => {
    const { db, id } = trackedDb();
    const built = buildKeysetQuery(callsListQuery({ filter: { tracker: { id } }, sort: { field, direction: 'desc' }, limit: 50 }, 'from-matches', 'along-sort'));
    const steps = plan(db, built.sql, built.params);
    expect(steps[0]).toMatch(/^SCAN calls USING INDEX calls_by_/);
    // Either index finds the one (tracker, call) pair.
    expect(steps.join('\n')).toMatch(/SEARCH h EXISTS USING (PRIMARY KEY|(COVERING )?INDEX tracker_hits_by_call) \((tracker_id=\? AND call_row=\?|call_row=\? AND tracker_id=\?)\)/);
    expectIndexOrder(steps);
  });

  it('reads the tracker counts of a page of calls by key', () => {
    const { db } = trackedDb();
    const steps = plan(db, TRACKER_COUNTS_OF_CALLS_SQL, ['["call_0000001"]']);
    expectNoFullScan(steps);
    expect(steps.join('\n')).toMatch(/SEARCH h USING INDEX tracker_hits_by_call \(call_row=\?\)/);
    expect(steps.join('\n')).toMatch(/SEARCH calls USING COVERING INDEX sqlite_autoindex_calls_1 \(id=\?\)/);
  });

  it('walks the sending-order index for the outbox’s next operations, with no sort of its own', () => {
    const db = open();
    const steps = plan(db, NEXT_OPERATIONS_SQL, [{ now: 0, in_flight: '[]', urgent_only: 0, limit: 16 }]);
    expect(steps.join('\n')).toMatch(/SCAN o USING INDEX outbox_open_in_order/);
    expectIndexOrder(steps);
  });

  it.each(['contacts', 'withoutContact'] as const)('walks the calls’ time index for a page of do-not-call requests (%s), each request, call and contact by key, no sort', (kind) => {
    const db = open();
    db.exec(`INSERT INTO dnc_requests (call_row, position, text, start, "end") SELECT row_id, 0, 'stop calling me', 0, 15 FROM calls WHERE row_id % 3 = 0`);
    if (analyze) db.exec('ANALYZE');
    const first = buildKeysetQuery(dncRequestsPageQuery(kind, { limit: 50 }));
    const later = buildKeysetQuery(dncRequestsPageQuery(kind, { limit: 50, after: encodeCursor(`dnc-requests/${kind}`, Date.UTC(2025, 5, 1), 100) }));
    for (const built of [first, later]) {
      const steps = plan(db, built.sql, built.params);
      expectNoFullScan(steps);
      expect(steps[0], steps.join('\n')).toMatch(/^(SCAN|SEARCH) calls USING COVERING INDEX calls_by_start/);
      // Each call looked up in the requests by key (a Bloom filter first, after ANALYZE), never the requests read whole and sorted.
      expect(steps.join('\n')).toMatch(/SEARCH d USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(steps).not.toContain('SCAN d');
      expect(steps.join('\n')).toMatch(/SEARCH calls USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expectIndexOrder(steps);
      if (kind === 'contacts') expect(steps.join('\n')).toMatch(/SEARCH calls USING (COVERING )?INDEX calls_by_contact \(contact_id=\?/);
    }
  });

  it('counts the waiting contacts from the requests, each call by key', () => {
    const db = open();
    const steps = plan(db, `SELECT count(*) FROM (${WAITING_CONTACT_IDS})`, []);
    expectNoFullScan(steps);
    expect(steps.join('\n')).toMatch(/SCAN d\n.*SEARCH calls USING INTEGER PRIMARY KEY/);
  });

  it('walks an index for the agent and campaign lists', () => {
    const db = open();
    for (const query of [agentsListQuery({ limit: 50 }), campaignsListQuery({ limit: 50 })]) {
      const built = buildKeysetQuery(query);
      const steps = plan(db, built.sql, built.params);
      expectNoFullScan(steps);
      expectIndexOrder(steps);
    }
  });

  it('groups the companies of the contacts filter from the company index alone, never reading a contact’s row', () => {
    const db = open();
    const steps = plan(db, CONTACT_COMPANIES_SQL, [1000]);
    expect(steps[0], steps.join('\n')).toBe('SCAN c USING COVERING INDEX contacts_by_company_name');
    expect(steps.join('\n'), 'the groups must come in index order').not.toMatch(/TEMP B-TREE/);
  });

  it('reads a held batch’s operations newest first along the batch index, without sorting the batch', () => {
    const db = open();
    const steps = plan(db, HELD_OPERATIONS_SQL, ['held_1_x', 500]);
    expect(steps.join('\n')).toMatch(/SEARCH outbox_ops USING INDEX outbox_by_batch \(batch=\?\)/);
    expectIndexOrder(steps);
  });

  it('reads the open add-contacts operations along their own index, not every operation of the outbox', () => {
    const db = open();
    const steps = plan(db, OPEN_ADD_CONTACTS_SQL, []);
    expect(steps).toEqual(['SCAN outbox_ops USING INDEX outbox_open_add_contacts']);
  });

  it('reads a search combined with filters from the full-text index, and snippets for the page only', () => {
    const db = open();
    const options = { filter: { text: 'refund', sentiment: ['negative' as const], from: '2025-01-01T00:00:00Z' }, limit: 50 };
    const built = buildKeysetQuery(callsListQuery(options, 'from-matches'));
    const steps = plan(db, built.sql, built.params);
    expect(steps.join('\n')).toMatch(/SCAN call_search VIRTUAL TABLE/);
    // The page is chosen first, then its snippets in one pass of the search over the page's range of keys: not a
    // full-text lookup per row (`rowid = ?`, shown as INDEX 0:=M…), each of which reads the word's whole list of calls.
    expect(steps.join('\n')).toMatch(/MATERIALIZE page/);
    expect(steps.join('\n')).toMatch(/MATERIALIZE snippets\nSCAN call_search VIRTUAL TABLE INDEX 0:M\d+></);
    expect(steps.join('\n')).not.toMatch(/call_search VIRTUAL TABLE INDEX 0:=/);
    expectNoFullScan(steps);
  });

  it('walks the time index for a broad search combined with a filter', () => {
    const db = open();
    const built = buildKeysetQuery(callsListQuery({ filter: { text: 'refund OR thanks', agentId: 'agent_0001' }, limit: 50 }, 'along-sort'));
    const steps = plan(db, built.sql, built.params);
    expect(steps.join('\n')).toMatch(/calls_by_agent/);
    expectNoFullScan(steps);
  });

  it('ranks a search by relevance from the full-text index, key lookups for each match', () => {
    const db = open();
    const options = { filter: { text: 'caller:speaking' }, sort: { field: 'relevance' as const, direction: 'asc' as const }, limit: 50 };
    for (const page of pagesOf(db, callsListQuery(options), (handle) => listCalls(handle, { ...options, limit: 1 }).nextCursor)) {
      const steps = plan(db, page.sql, page.params);
      expect(steps.join('\n')).toMatch(/SCAN call_search VIRTUAL TABLE/);
      expect(steps.join('\n')).toMatch(/SEARCH calls USING INTEGER PRIMARY KEY/);
      expectNoFullScan(steps);
    }
  });

  it('lets the full-text index rank contact matches, and walks the name index for broad ones', () => {
    const db = open();
    const ranked = plan(db, CONTACT_SEARCH_RANKED_SQL, ['"zoe"', 50]);
    expect(ranked).toEqual([expect.stringMatching(/^SCAN contacts_fts VIRTUAL TABLE INDEX/)]);
    const broad = plan(db, CONTACT_SEARCH_BY_NAME_SQL, ['"example"', 50]);
    expect(broad.join('\n')).toMatch(/SCAN s USING (COVERING )?INDEX contacts_by_name/);
    expect(broad.join('\n')).not.toMatch(/TEMP B-TREE/);
    expectIndexOrder(broad);
  });

  it('aggregates the whole history along covering indexes, in group order, without reading the rows', () => {
    const db = open();
    const queries = analyticsQueries({});
    const expected: Record<keyof typeof queries, RegExp> = {
      first: /COVERING INDEX/,
      last: /COVERING INDEX/,
      day: /COVERING INDEX calls_analytics_by_day \(start_ms>\? AND start_ms<\?\)/,
      mix: /COVERING INDEX calls_analytics_by_mix/,
      owners: /COVERING INDEX calls_analytics_by_owner/,
      // Only the calls still waiting for their detail: none once hydrated.
      campaignNotKnown: /INDEX calls_needing_detail|INDEX calls_by_campaign/,
    };
    for (const [name, query] of Object.entries(queries) as [keyof typeof queries, { sql: string; params: unknown[] }][]) {
      const params = name === 'day' ? [...query.params, 0, 86_400_000] : query.params;
      const steps = plan(db, query.sql, params);
      expect(steps.join('\n'), name).toMatch(expected[name]);
      expect(steps.join('\n'), name).not.toMatch(/TEMP B-TREE FOR GROUP BY/);
    }
  });

  it('aggregates a date range of one agent without a full scan', () => {
    const db = open();
    for (const [name, query] of Object.entries(analyticsQueries({ from: '2025-01-01T00:00:00Z', to: '2025-03-01T00:00:00Z', agentId: 'agent_0001' }))) {
      const params = name === 'day' ? [...query.params, 0, 86_400_000] : query.params;
      expectNoFullScan(plan(db, query.sql, params));
    }
  });
});
