import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyPage,
  countAgents,
  countCalls,
  countCampaigns,
  countContacts,
  getCall,
  listAgents,
  listCalls,
  listCampaigns,
  listContacts,
  MirrorQueryError,
  saveCallDetail,
  sortKey,
  upsertAgents,
  upsertCalls,
  upsertCampaigns,
  upsertContacts,
  type CallFilter,
  type ContactFilter,
  type MirrorDb,
  type Page,
  type SortDirection,
} from '../../src/main/mirror/index';
import { callsListQuery } from '../../src/main/mirror/calls-queries';
import { contactsListQuery } from '../../src/main/mirror/contacts-queries';
import { runKeysetQuery } from '../../src/main/mirror/keyset';
import { toCallRow, toContactRow } from '../../src/main/mirror/rows';
import type { Call, Contact } from '../../src/shared/api/resources';
import { createMirrorDataset } from '../bench/mirror-dataset';
import { useTempMirrors } from '../support/temp-mirrors';

const CONTACTS = 240;
const CALLS = 180;
const data = createMirrorDataset({ contacts: CONTACTS, calls: CALLS, entriesPerCall: 4, agents: 6, campaigns: 5, seed: 7 });
const contacts: Contact[] = Array.from({ length: CONTACTS }, (_, index) => data.contact(index));
const calls: Call[] = Array.from({ length: CALLS }, (_, index) => data.call(index));

function fill(db: MirrorDb): void {
  // One transaction for the whole fixture keeps each test's fresh database quick to make.
  applyPage(db, () => fillRecords(db));
}

function fillRecords(db: MirrorDb): void {
  upsertAgents(db, data.agents, { detail: true });
  upsertCampaigns(db, data.campaigns, { detail: true });
  upsertContacts(db, contacts);
  // Half the calls hydrated (campaign_id known), half from the list only.
  calls.forEach((item, index) => (index % 2 === 0 ? saveCallDetail(db, item) : upsertCalls(db, [data.callListItem(index)])));
}

/** Every page of a list, following nextCursor. */
function walk<Row>(list: (after: string | undefined) => Page<Row>): Row[] {
  const rows: Row[] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 1000; guard += 1) {
    const page = list(after);
    rows.push(...page.rows);
    if (page.nextCursor === null) return rows;
    after = page.nextCursor;
  }
  throw new Error('paging did not end');
}

function expectOrdered<T>(values: T[], direction: SortDirection): void {
  for (let index = 1; index < values.length; index += 1) {
    const [before, after] = [values[index - 1] as T, values[index] as T];
    if (direction === 'asc') expect(before <= after, `${String(before)} then ${String(after)}`).toBe(true);
    else expect(before >= after, `${String(before)} then ${String(after)}`).toBe(true);
  }
}

describe('keyset paging', () => {
  const mirrors = useTempMirrors();
  let db: MirrorDb;
  beforeEach(() => {
    db = mirrors.open().db;
    fill(db);
  });

  const directions: SortDirection[] = ['asc', 'desc'];
  const contactSorts = [
    ['name', (row: { name: string }) => sortKey(row.name)],
    ['created_at', (row: { created_at: string }) => Date.parse(row.created_at)],
    ['company', (row: { company: string | null }) => sortKey(row.company)],
  ] as const;

  it.each(contactSorts.flatMap(([field, key]) => directions.map((direction) => [field, direction, key] as const)))(
    'returns every contact exactly once across pages sorted by %s %s',
    (field, direction, key) => {
      const rows = walk((after) => listContacts(db, { sort: { field, direction }, limit: 7, ...(after === undefined ? {} : { after }) }));
      expect(rows).toHaveLength(CONTACTS);
      expect(new Set(rows.map((row) => row.id)).size).toBe(CONTACTS);
      expectOrdered(rows.map((row) => key(row as never) as string | number), direction);
    },
  );

  const callSorts = [
    ['start_timestamp', (row: { start_timestamp: string }) => Date.parse(row.start_timestamp)],
    ['duration_seconds', (row: { duration_seconds: number }) => row.duration_seconds],
    ['cost', (row: { cost: number }) => row.cost],
  ] as const;

  it.each(callSorts.flatMap(([field, key]) => directions.map((direction) => [field, direction, key] as const)))(
    'returns every call exactly once across pages sorted by %s %s',
    (field, direction, key) => {
      const rows = walk((after) => listCalls(db, { sort: { field, direction }, limit: 9, ...(after === undefined ? {} : { after }) }));
      expect(rows).toHaveLength(CALLS);
      expect(new Set(rows.map((row) => row.id)).size).toBe(CALLS);
      expectOrdered(rows.map((row) => key(row as never) as number), direction);
    },
  );

  it.each([
    ['name', 'asc'],
    ['created_at', 'desc'],
  ] as const)('returns every agent and campaign exactly once sorted by %s %s', (field, direction) => {
    const agents = walk((after) => listAgents(db, { sort: { field, direction }, limit: 2, ...(after === undefined ? {} : { after }) }));
    expect(agents.map((row) => row.id).sort()).toEqual(data.agents.map((item) => item.id).sort());
    const campaigns = walk((after) => listCampaigns(db, { sort: { field, direction }, limit: 2, ...(after === undefined ? {} : { after }) }));
    expect(campaigns.map((row) => row.id).sort()).toEqual(data.campaigns.map((item) => item.id).sort());
  });

  it('keeps paging exactly once when rows tie on the sort value', () => {
    const twins = Array.from({ length: 23 }, (_, index) => ({ ...data.contact(0), id: `contact_twin_${index}`, first_name: 'Twin', last_name: 'Same' }));
    upsertContacts(db, twins);
    const rows = walk((after) => listContacts(db, { filter: { text: 'twin' }, limit: 5, ...(after === undefined ? {} : { after }) }));
    expect(rows.map((row) => row.id).sort()).toEqual(twins.map((row) => row.id).sort());
  });

  it('ends with a null cursor on the last page', () => {
    const page = listAgents(db, { limit: 1000 });
    expect(page.rows).toHaveLength(data.agents.length);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses a cursor from another sort, a forged cursor and a page size out of range', () => {
    const page = listContacts(db, { limit: 5 });
    const cursor = page.nextCursor as string;
    expect(() => listContacts(db, { limit: 5, after: cursor, sort: { field: 'created_at', direction: 'asc' } })).toThrow(MirrorQueryError);
    expect(() => listCalls(db, { limit: 5, after: cursor })).toThrow(/belongs to another list or sort/);
    expect(() => listContacts(db, { limit: 5, after: 'not a cursor' })).toThrow(/start again from the first page/);
    expect(() => listContacts(db, { limit: 5, after: Buffer.from('{"t":"contacts/name/asc","v":"x","r":"1; DROP TABLE contacts"}').toString('base64url') })).toThrow(
      MirrorQueryError,
    );
    expect(() => listContacts(db, { limit: 0 })).toThrow(/from 1 to 1000/);
    expect(() => listContacts(db, { limit: 2.5 })).toThrow(MirrorQueryError);
  });
});

describe('filters and counts', () => {
  const mirrors = useTempMirrors();
  let db: MirrorDb;
  beforeEach(() => {
    db = mirrors.open().db;
    fill(db);
  });

  const contactCases: [string, ContactFilter, (contact: Contact) => boolean][] = [
    ['no filter', {}, () => true],
    ['status dnc', { status: 'dnc' }, (item) => item.status === 'dnc'],
    ['tag vip', { tag: 'vip' }, (item) => (item.tags ?? []).includes('vip')],
    ['company, ignoring case', { company: 'ACME INC' }, (item) => item.company === 'Acme Inc'],
    ['text "garcía"', { text: 'garcia' }, (item) => item.last_name === 'García'],
    ['status and tag', { status: 'active', tag: 'lead' }, (item) => item.status === 'active' && (item.tags ?? []).includes('lead')],
  ];

  it.each(contactCases)('lists and counts the same contacts with %s, matching the data', (_, filter, predicate) => {
    const expected = contacts.filter(predicate).map((item) => item.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const rows = walk((after) => listContacts(db, { filter, limit: 11, ...(after === undefined ? {} : { after }) }));
    expect(rows.map((row) => row.id).sort()).toEqual(expected);
    expect(countContacts(db, filter)).toBe(expected.length);
  });

  const callCases: [string, CallFilter, (item: Call, index: number) => boolean][] = [
    ['no filter', {}, () => true],
    ['status failed', { status: 'failed' }, (item) => item.call_status === 'failed'],
    ['two statuses', { status: ['busy', 'no_answer'] }, (item) => item.call_status === 'busy' || item.call_status === 'no_answer'],
    ['direction and sentiment', { direction: 'outbound', sentiment: 'positive' }, (item) => item.direction === 'outbound' && item.sentiment === 'positive'],
    ['agent', { agentId: 'agent_0002' }, (item) => item.agent_id === 'agent_0002'],
    ['contact', { contactId: calls[0]?.contact_id as string }, (item) => item.contact_id === calls[0]?.contact_id],
    ['campaign (known once hydrated)', { campaignId: 'campaign_0003' }, (item, index) => index % 2 === 0 && item.campaign_id === 'campaign_0003'],
    [
      'date range',
      { from: '2025-02-01T00:00:00Z', to: '2025-04-01T00:00:00Z' },
      (item) => item.start_timestamp >= '2025-02-01T00:00:00' && item.start_timestamp < '2025-04-01T00:00:00',
    ],
    ['transcript text', { text: 'refund' }, (item, index) => index % 2 === 0 && /refund/i.test(item.transcript.map((entry) => entry.text).join(' ') + ' ' + item.summary)],
    // Counted as all calls less those waiting (calls-queries.ts), alone; with another filter, directly.
    ['transcript stored', { transcript: true }, (_, index) => index % 2 === 0],
    ['transcript waiting', { transcript: false }, (_, index) => index % 2 === 1],
    ['transcript stored and a status', { transcript: true, status: 'completed' }, (item, index) => index % 2 === 0 && item.call_status === 'completed'],
  ];

  it.each(callCases)('lists and counts the same calls with %s, matching the data', (_, filter, predicate) => {
    const expected = calls.filter(predicate).map((item) => item.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const rows = walk((after) => listCalls(db, { filter, limit: 13, ...(after === undefined ? {} : { after }) }));
    expect(rows.map((row) => row.id).sort()).toEqual(expected);
    expect(countCalls(db, filter)).toBe(expected.length);
  });

  it('finds the same rows whether a search filter is read from the matches or along the sort', () => {
    for (const text of ['refund', 'appointment tuesday', 'zoe']) {
      const fromMatches = walk((after) => runKeysetQuery(db, callsListQuery({ filter: { text }, limit: 9, ...(after === undefined ? {} : { after }) }, 'from-matches'), toCallRow));
      const alongSort = walk((after) => runKeysetQuery(db, callsListQuery({ filter: { text }, limit: 9, ...(after === undefined ? {} : { after }) }, 'along-sort'), toCallRow));
      expect(alongSort.map((row) => row.id)).toEqual(fromMatches.map((row) => row.id));
      expect(fromMatches.length).toBeGreaterThan(0);
    }
    const contactsFromMatches = walk((after) => runKeysetQuery(db, contactsListQuery({ filter: { text: 'garcia' }, limit: 4, ...(after === undefined ? {} : { after }) }, 'from-matches'), toContactRow));
    const contactsAlongSort = walk((after) => runKeysetQuery(db, contactsListQuery({ filter: { text: 'garcia' }, limit: 4, ...(after === undefined ? {} : { after }) }, 'along-sort'), toContactRow));
    expect(contactsAlongSort.map((row) => row.id)).toEqual(contactsFromMatches.map((row) => row.id));
    expect(contactsFromMatches.length).toBeGreaterThan(0);
  });

  it('matches nothing with an empty list of statuses', () => {
    expect(countCalls(db, { status: [] })).toBe(0);
    expect(listCalls(db, { filter: { status: [] }, limit: 5 }).rows).toEqual([]);
  });

  it('filters agents by active and campaigns by status, with counts to match', () => {
    const active = data.agents.filter((item) => item.is_active).length;
    expect(countAgents(db, { active: true })).toBe(active);
    expect(listAgents(db, { filter: { active: false }, limit: 100 }).rows).toHaveLength(data.agents.length - active);
    const drafts = data.campaigns.filter((item) => item.status === 'draft').length;
    expect(countCampaigns(db, { status: 'draft' })).toBe(drafts);
    expect(listCampaigns(db, { filter: { status: ['draft'] }, limit: 100 }).rows).toHaveLength(drafts);
  });

  it('refuses an unreadable date with the field at fault', () => {
    expect(() => countCalls(db, { from: 'last tuesday' })).toThrow(expect.objectContaining({ name: 'MirrorQueryError', field: 'filter.from' }));
  });
});

describe('single-record getters', () => {
  const mirrors = useTempMirrors();

  it('returns a call with display names, summary and transcript in order', () => {
    const { db } = mirrors.open();
    fill(db);
    const source = calls[0] as Call;
    const stored = getCall(db, source.id);
    const contactRecord = contacts.find((item) => item.id === source.contact_id);
    expect(stored).toMatchObject({
      id: source.id,
      summary: source.summary,
      agent_name: data.agents.find((item) => item.id === source.agent_id)?.name,
      contact_name: [contactRecord?.first_name, contactRecord?.last_name].filter(Boolean).join(' '),
      detail_fetched: true,
    });
    expect(stored?.transcript.map((entry) => entry.text)).toEqual(source.transcript.map((entry) => entry.text));
    expect(getCall(db, 'call_missing')).toBeUndefined();
  });
});

describe('a call whose contact the mirror does not hold', () => {
  const mirrors = useTempMirrors();

  it('carries the contact’s phone when the contact is held, else a number the service sent with the call, else none', () => {
    const { db } = mirrors.open();
    const contact = contacts[0] as Contact;
    upsertContacts(db, [contact]);
    const base = data.callListItem(0);
    upsertCalls(db, [
      { ...base, id: 'call_known', contact_id: contact.id },
      // Fields the v1 spec does not name, as other implementations send them (kept in the raw record).
      { ...base, id: 'call_from_number', contact_id: 'contact_gone', from_number: '+1 555 010 2030' } as typeof base,
      { ...base, id: 'call_from', contact_id: 'contact_gone', from: '+44 20 7946 0000' } as typeof base,
      { ...base, id: 'call_not_a_number', contact_id: 'contact_gone', from: { city: 'Leeds' } } as typeof base,
      { ...base, id: 'call_bare', contact_id: 'contact_gone' },
    ]);
    const numbers = Object.fromEntries(['call_known', 'call_from_number', 'call_from', 'call_not_a_number', 'call_bare'].map((id) => [id, getCall(db, id)?.caller_number]));
    expect(numbers).toEqual({
      call_known: contact.phone,
      call_from_number: '+1 555 010 2030',
      call_from: '+44 20 7946 0000',
      call_not_a_number: null,
      call_bare: null,
    });
    expect(getCall(db, 'call_bare')?.contact_name).toBeNull();
  });
});
