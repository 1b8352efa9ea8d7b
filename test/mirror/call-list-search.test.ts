import { describe, expect, it } from 'vitest';
import { applyPage, countCalls, highlightCall, listCalls, saveCallDetail, upsertCalls, type CallFilter, type MirrorDb } from '../../src/main/mirror/index';
import type { CallListOptions } from '../../src/main/mirror/calls-queries';
import { call, callListItem, turns } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/** Every call id a list gives, page after page. */
function allIds(db: MirrorDb, options: CallListOptions): string[] {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = listCalls(db, { ...options, ...(after === undefined ? {} : { after }) });
    ids.push(...page.rows.map((row) => row.id));
    after = page.nextCursor ?? undefined;
  } while (after !== undefined);
  return ids;
}

function fill(db: MirrorDb): void {
  saveCallDetail(
    db,
    call('call_cancel', {
      start_timestamp: '2025-01-01T09:00:00Z',
      sentiment: 'negative',
      duration_seconds: 300,
      cost: 2,
      summary: 'Caller wants to cancel.',
      transcript: turns('How can I help?', 'I want to cancel my plan.', 'Sorry to hear that, I can cancel it.'),
    }),
  );
  saveCallDetail(
    db,
    call('call_agent_cancel', {
      start_timestamp: '2025-02-01T09:00:00Z',
      sentiment: 'positive',
      duration_seconds: 30,
      cost: 0.2,
      summary: 'Renewal.',
      transcript: turns('Shall I cancel my order form?', 'No, please renew it.'),
    }),
  );
  saveCallDetail(
    db,
    call('call_voicemail', {
      start_timestamp: '2025-03-01T09:00:00Z',
      sentiment: 'neutral',
      summary: 'Voicemail left about a refund.',
      transcript: turns('Leaving a voicemail about your refund.'),
    }),
  );
  upsertCalls(db, [callListItem('call_unfetched', { start_timestamp: '2025-04-01T09:00:00Z' })]);
}

const ids = (db: MirrorDb, filter: CallFilter, sort?: CallListOptions['sort']) => allIds(db, { filter, limit: 10, ...(sort ? { sort } : {}) });

describe('searching the calls list', () => {
  const mirrors = useTempMirrors();

  it('finds who said it: caller: and agent: before a word or a phrase', () => {
    const { db } = mirrors.open();
    fill(db);
    expect(ids(db, { text: 'caller:"cancel my" ' })).toEqual(['call_cancel']);
    expect(ids(db, { text: 'agent:"cancel my" ' })).toEqual(['call_agent_cancel']);
    expect(ids(db, { text: '"cancel my" ' })).toEqual(['call_agent_cancel', 'call_cancel']);
    expect(ids(db, { text: 'caller:renew ' })).toEqual(['call_agent_cancel']);
    expect(ids(db, { text: 'agent:renew ' })).toEqual([]);
  });

  it('combines OR, exclusions and prefixes', () => {
    const { db } = mirrors.open();
    fill(db);
    expect(ids(db, { text: 'refund OR renew ' })).toEqual(['call_voicemail', 'call_agent_cancel']);
    expect(ids(db, { text: 'cancel -renew ' })).toEqual(['call_cancel']);
    expect(ids(db, { text: 'canc* -caller:plan ' })).toEqual(['call_agent_cancel']);
    // Exclusions alone: the searchable calls without them (a call without its transcript is not searchable).
    expect(ids(db, { text: '-cancel ' })).toEqual(['call_voicemail']);
    expect(countCalls(db, { text: '-cancel ' })).toBe(1);
  });

  it('searches text that is not valid syntax as plain words', () => {
    const { db } = mirrors.open();
    fill(db);
    expect(ids(db, { text: '"cancel my' })).toEqual(['call_agent_cancel', 'call_cancel']);
    expect(ids(db, { text: 'refund OR' })).toEqual([]);
  });

  it('combines a search with every filter, in one list and one count', () => {
    const { db } = mirrors.open();
    fill(db);
    const search = { text: 'cancel ' };
    expect(ids(db, { ...search, sentiment: ['negative'] })).toEqual(['call_cancel']);
    expect(ids(db, { ...search, from: '2025-01-15T00:00:00Z', to: '2025-03-01T00:00:00Z' })).toEqual(['call_agent_cancel']);
    expect(ids(db, { ...search, minDurationSeconds: 60 })).toEqual(['call_cancel']);
    expect(ids(db, { ...search, maxCost: 1 })).toEqual(['call_agent_cancel']);
    expect(ids(db, { ...search, status: ['completed'], direction: ['outbound'], agentId: 'agent_1' })).toEqual(['call_agent_cancel', 'call_cancel']);
    expect(countCalls(db, { ...search, sentiment: ['negative', 'positive'] })).toBe(2);
    expect(ids(db, { ...search, agentId: 'agent_2' })).toEqual([]);
  });

  it('gives each row its best snippet, hits marked, only while searching', () => {
    const { db } = mirrors.open();
    fill(db);
    const [row] = listCalls(db, { filter: { text: 'caller:renew ' }, limit: 5 }).rows;
    expect(row?.snippet?.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['renew']);
    expect(row?.snippet?.map((segment) => segment.text).join('')).not.toContain('\u001e');
    expect(listCalls(db, { limit: 5 }).rows[0]).not.toHaveProperty('snippet');
  });

  it('sorts by relevance or by time, and relevance without a search is newest first', () => {
    const { db } = mirrors.open();
    fill(db);
    saveCallDetail(db, call('call_refunds', { start_timestamp: '2024-12-01T00:00:00Z', summary: 'Refund, refund, refund.', transcript: turns('Refund please.') }));
    const relevance = { field: 'relevance', direction: 'asc' } as const;
    expect(ids(db, { text: 'refund ' }, relevance)).toEqual(['call_refunds', 'call_voicemail']);
    expect(ids(db, { text: 'refund ' })).toEqual(['call_voicemail', 'call_refunds']);
    expect(ids(db, {}, relevance)).toEqual(ids(db, {}));
  });

  it('returns every match, page after page, by time and by relevance, each exactly once', () => {
    const { db } = mirrors.open();
    applyPage(db, () => {
      for (let index = 0; index < 260; index += 1) {
        const said = index % 2 === 0 ? 'I need a refund' : 'Refund refund, I said refund';
        saveCallDetail(db, call(`call_${String(index).padStart(4, '0')}`, { start_timestamp: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(), transcript: turns('Hello.', said) }));
      }
    });
    const byTime = allIds(db, { filter: { text: 'caller:refund' }, limit: 100 });
    expect(byTime).toHaveLength(260);
    expect(new Set(byTime).size).toBe(260);
    const byRelevance = allIds(db, { filter: { text: 'caller:refund' }, sort: { field: 'relevance', direction: 'asc' }, limit: 100 });
    expect([...byRelevance].sort()).toEqual([...byTime].sort());
    expect(countCalls(db, { text: 'caller:refund' })).toBe(260);
  });

  it('highlights who said it in the call view', () => {
    const { db } = mirrors.open();
    fill(db);
    expect(highlightCall(db, 'call_cancel', 'caller:cancel ')?.entries.map((entry) => entry.position)).toEqual([1]);
    expect(highlightCall(db, 'call_cancel', 'agent:cancel ')?.entries.map((entry) => entry.position)).toEqual([2]);
    expect(highlightCall(db, 'call_cancel', 'cancel ')?.entries.map((entry) => entry.position)).toEqual([1, 2]);
    expect(highlightCall(db, 'call_cancel', '-renew ')).toMatchObject({ terms: [], entries: [], hitCount: 0 });
  });
});
