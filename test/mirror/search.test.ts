import { describe, expect, it } from 'vitest';
import {
  highlightCall,
  listCalls,
  listContacts,
  saveCallDetail,
  searchContacts,
  searchTranscripts,
  toFtsQuery,
  upsertCalls,
  upsertContacts,
  type MirrorDb,
} from '../../src/main/mirror/index';
import type { TextSegment } from '../../src/shared/contract/query-methods';
import { RANKED_MATCHES } from '../../src/main/mirror/contact-search';
import { markWords } from '../../src/main/mirror/text-segments';
import { call, callListItem, contact, turns } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

const HOSTILE = ['"', 'AND OR', 'NEAR(', '*', "'; DROP TABLE contacts; --", 'a"b"c"', '(((', 'name:zoe', '^start', 'x OR', '\u0000', 'NOT', '-', '""', 'zoë*"*', '💥'];

const hits = (segments: TextSegment[]) => segments.filter((segment) => segment.hit).map((segment) => segment.text);
const text = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');

describe('the user-to-FTS5 query translation', () => {
  it('quotes every word and makes the last one a prefix while typing', () => {
    expect(toFtsQuery('cancel subscr')).toEqual({
      match: '"cancel" "subscr"*',
      terms: ['cancel', 'subscr'],
      pieces: [
        { text: 'cancel', prefix: false },
        { text: 'subscr', prefix: true },
      ],
    });
  });

  it('takes the last word whole after a space', () => {
    expect(toFtsQuery('cancel subscription ')?.match).toBe('"cancel" "subscription"');
  });

  it('keeps a quoted phrase together, and makes an unclosed one a prefix phrase', () => {
    expect(toFtsQuery('"cancel my subscription" now ')?.match).toBe('"cancel my subscription" "now"');
    expect(toFtsQuery('refund "cancel my sub')?.match).toBe('"refund" "cancel my sub"*');
  });

  it('honours a star typed after any word', () => {
    expect(toFtsQuery('appoint* tuesday ')?.match).toBe('"appoint"* "tuesday"');
  });

  it('turns FTS operators and syntax into plain words', () => {
    expect(toFtsQuery('AND OR NOT ')?.match).toBe('"AND" "OR" "NOT"');
    expect(toFtsQuery('NEAR(a b) ')?.match).toBe('"NEAR(a" "b)"');
    expect(toFtsQuery('name:zoe ')?.match).toBe('"name:zoe"');
  });

  it('marks matching words in plain text the way the index matches them', () => {
    const pieces = toFtsQuery('zoe nu')?.pieces ?? [];
    expect(markWords('Zoë Núñez (zoe.nunez@example.com)', pieces)).toEqual([
      { text: 'Zoë', hit: true },
      { text: ' ', hit: false },
      { text: 'Núñez', hit: true },
      { text: ' (', hit: false },
      { text: 'zoe', hit: true },
      { text: '.', hit: false },
      { text: 'nunez', hit: true },
      { text: '@example.com)', hit: false },
    ]);
    expect(markWords('Zoey', toFtsQuery('zoe ')?.pieces ?? [])).toEqual([{ text: 'Zoey', hit: false }]);
  });

  it('returns null when nothing searchable was typed', () => {
    for (const input of ['', '   ', '"', '*', '""', '- ( )', "'"]) expect(toFtsQuery(input)).toBeNull();
  });
});

function fillCalls(db: MirrorDb): void {
  saveCallDetail(
    db,
    call('call_zoe', {
      start_timestamp: '2025-01-01T09:00:00Z',
      summary: 'Zoë asked for an appointment.',
      transcript: turns('Hello, am I speaking with Zoë?', 'Yes. I would like to cancel my subscription.', 'Sorry to hear that.'),
    }),
  );
  saveCallDetail(
    db,
    call('call_refund', {
      start_timestamp: '2025-02-01T09:00:00Z',
      summary: 'Duplicate charge; refund issued.',
      transcript: turns('How can I help?', 'I was charged twice.', 'I will issue a refund today.'),
    }),
  );
  saveCallDetail(
    db,
    call('call_schedule', {
      start_timestamp: '2025-03-01T09:00:00Z',
      summary: 'Rescheduled.',
      transcript: turns('Your appointment is on Tuesday.', 'Can we make it Wednesday?', 'Subscription renewals are separate.'),
    }),
  );
  // Not hydrated yet: not searchable.
  upsertCalls(db, [callListItem('call_unfetched', { start_timestamp: '2025-04-01T09:00:00Z' })]);
}

describe('transcript search', () => {
  const mirrors = useTempMirrors();

  it('finds "Zoë" when the user types "zoe", in transcripts and summaries', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    const found = searchTranscripts(db, 'zoe', { limit: 10 });
    expect(found.map((hit) => hit.call.id)).toEqual(['call_zoe']);
    expect(hits(found[0]?.snippet ?? [])).toContain('Zoë');
  });

  it('matches a phrase only where its words are adjacent', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    expect(searchTranscripts(db, '"cancel my subscription"', { limit: 10 }).map((hit) => hit.call.id)).toEqual(['call_zoe']);
    expect(searchTranscripts(db, '"my cancel"', { limit: 10 })).toEqual([]);
    // As separate words, "subscription" alone also finds the renewals call.
    expect(searchTranscripts(db, 'subscription ', { limit: 10 }).map((hit) => hit.call.id)).toEqual(['call_schedule', 'call_zoe']);
  });

  it('matches the last word as a prefix while typing', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    expect(searchTranscripts(db, 'appoint', { limit: 10 }).map((hit) => hit.call.id)).toEqual(['call_schedule', 'call_zoe']);
    expect(searchTranscripts(db, 'appoint ', { limit: 10 })).toEqual([]);
  });

  it('searches summaries as well as transcripts', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    expect(searchTranscripts(db, 'duplicate', { limit: 10 }).map((hit) => hit.call.id)).toEqual(['call_refund']);
  });

  it('returns the newest calls first by default, and can rank by relevance', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    saveCallDetail(db, call('call_refunds', { start_timestamp: '2025-01-15T00:00:00Z', summary: 'Refund, refund, refund.', transcript: turns('Refund please.') }));
    expect(searchTranscripts(db, 'refund ', { limit: 10 }).map((hit) => hit.call.id)).toEqual(['call_refund', 'call_refunds']);
    expect(searchTranscripts(db, 'refund ', { limit: 10, order: 'relevance' }).map((hit) => hit.call.id)).toEqual(['call_refunds', 'call_refund']);
    expect(searchTranscripts(db, 'refund ', { limit: 1 })).toHaveLength(1);
  });

  it('returns snippets as text segments with the hits marked, never markup', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_html', { summary: null, transcript: turns('<b>refund</b> & <script>alert(1)</script> please') }));
    const [hit] = searchTranscripts(db, 'refund ', { limit: 5 });
    expect(hit?.snippet).toEqual([
      { text: '<b>', hit: false },
      { text: 'refund', hit: true },
      { text: '</b> & <script>alert(1)</script> please', hit: false },
    ]);
  });

  it('cannot be fooled by marker characters inside a transcript', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_markers', { summary: null, transcript: turns('fake \u0002hit\u0003 and a real refund') }));
    const [hit] = searchTranscripts(db, 'refund ', { limit: 5 });
    expect(hits(hit?.snippet ?? [])).toEqual(['refund']);
  });

  it.each(HOSTILE)('returns without throwing for the hostile input %j', (input) => {
    const { db } = mirrors.open();
    fillCalls(db);
    expect(() => searchTranscripts(db, input, { limit: 10 })).not.toThrow();
    expect(() => highlightCall(db, 'call_zoe', input)).not.toThrow();
    expect(() => listCalls(db, { filter: { text: input }, limit: 10 })).not.toThrow();
    expect(db.prepare('SELECT count(*) AS n FROM calls').get()).toEqual({ n: 4 });
  });

  it('marks the hits turn by turn for the call view, with the summary', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    const found = highlightCall(db, 'call_zoe', 'zoe');
    expect(found?.terms).toEqual(['zoe']);
    expect(found?.entries.map((entry) => entry.position)).toEqual([0]);
    expect(found?.entries[0]?.segments).toEqual([
      { text: 'Hello, am I speaking with ', hit: false },
      { text: 'Zoë', hit: true },
      { text: '?', hit: false },
    ]);
    expect(hits(found?.summary ?? [])).toEqual(['Zoë']);
    expect(found?.hitCount).toBe(2);
  });

  it('finds a phrase in its turn and says so for calls without a hit or without detail', () => {
    const { db } = mirrors.open();
    fillCalls(db);
    const found = highlightCall(db, 'call_zoe', '"cancel my subscription"');
    expect(found?.entries).toEqual([
      {
        position: 1,
        segments: [
          { text: 'Yes. I would like to ', hit: false },
          { text: 'cancel my subscription', hit: true },
          { text: '.', hit: false },
        ],
      },
    ]);
    expect(highlightCall(db, 'call_refund', '"cancel my subscription"')).toMatchObject({ entries: [], summary: [], hitCount: 0 });
    expect(highlightCall(db, 'call_unfetched', 'zoe')).toMatchObject({ entries: [], hitCount: 0 });
    expect(highlightCall(db, 'call_zoe', '"')).toBeNull();
  });
});

describe('contact search', () => {
  const mirrors = useTempMirrors();

  function fillContacts(db: MirrorDb): void {
    upsertContacts(db, [
      contact('contact_zoe', { first_name: 'Zoë', last_name: 'Núñez', email: 'zoe@acme.test', phone: '+1 (555) 010-2030', company: 'Acme', tags: ['vip', 'follow-up'] }),
      contact('contact_zoey', { first_name: 'Zoey', last_name: 'Park', email: 'zp@globex.test', phone: '+44 20 7946 0000', company: 'Globex', tags: [] }),
      contact('contact_bob', { first_name: 'Bob', last_name: 'Stone', email: 'bob@initech.test', phone: null, company: null, tags: ['cold'] }),
    ]);
  }

  it('finds accented names without accents, and by prefix', () => {
    const { db } = mirrors.open();
    fillContacts(db);
    expect(searchContacts(db, 'zoe ', { limit: 10 }).map((hit) => hit.contact.id)).toEqual(['contact_zoe']);
    expect(searchContacts(db, 'nunez', { limit: 10 }).map((hit) => hit.contact.id)).toEqual(['contact_zoe']);
    expect(searchContacts(db, 'zo', { limit: 10 }).map((hit) => hit.contact.id).sort()).toEqual(['contact_zoe', 'contact_zoey']);
  });

  it('searches email, phone as written or as digits, company and tags', () => {
    const { db } = mirrors.open();
    fillContacts(db);
    const ids = (query: string) => searchContacts(db, query, { limit: 10 }).map((hit) => hit.contact.id);
    expect(ids('initech')).toEqual(['contact_bob']);
    expect(ids('010-2030')).toEqual(['contact_zoe']);
    expect(ids('15550102030')).toEqual(['contact_zoe']);
    expect(ids('globex')).toEqual(['contact_zoey']);
    expect(ids('follow-up')).toEqual(['contact_zoe']);
    expect(ids('cold ')).toEqual(['contact_bob']);
  });

  it('returns the name and a snippet with the hits marked', () => {
    const { db } = mirrors.open();
    fillContacts(db);
    const [hit] = searchContacts(db, 'zoe ', { limit: 10 });
    expect(hit?.name).toEqual([
      { text: 'Zoë', hit: true },
      { text: ' Núñez', hit: false },
    ]);
    expect(hits(hit?.snippet ?? []).length).toBeGreaterThan(0);
  });

  it('filters the contact list by the same words', () => {
    const { db } = mirrors.open();
    fillContacts(db);
    expect(listContacts(db, { filter: { text: 'zo' }, limit: 10 }).rows.map((row) => row.id)).toEqual(['contact_zoe', 'contact_zoey']);
  });

  it('orders a very broad match by name, with hits still marked', () => {
    const { db } = mirrors.open();
    const many = Array.from({ length: RANKED_MATCHES + 5 }, (_, index) =>
      contact(`contact_${String(index).padStart(5, '0')}`, { first_name: `Member${String(RANKED_MATCHES + 5 - index).padStart(5, '0')}`, company: 'Everyone Ltd' }),
    );
    upsertContacts(db, many);
    const found = searchContacts(db, 'everyone', { limit: 3 });
    expect(found.map((hit) => hit.contact.first_name)).toEqual(['Member00001', 'Member00002', 'Member00003']);
    expect(hits(found[0]?.snippet ?? [])).toEqual(['Everyone']);
    expect(found[0]?.name).toEqual([{ text: 'Member00001 Lovelace', hit: false }]);
  });

  it.each(HOSTILE)('returns without throwing for the hostile input %j', (input) => {
    const { db } = mirrors.open();
    fillContacts(db);
    expect(() => searchContacts(db, input, { limit: 10 })).not.toThrow();
    expect(() => listContacts(db, { filter: { text: input }, limit: 10 })).not.toThrow();
    expect(db.prepare('SELECT count(*) AS n FROM contacts').get()).toEqual({ n: 3 });
  });

  it('shows the text around a hit unchanged apart from the marks', () => {
    const { db } = mirrors.open();
    fillContacts(db);
    const [hit] = searchContacts(db, 'acme', { limit: 1 });
    expect(text(hit?.snippet ?? [])).toMatch(/acme/i);
  });
});
