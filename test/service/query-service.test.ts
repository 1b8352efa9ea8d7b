import { closeSync, openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { saveCallDetail, upsertAgents, upsertCalls, upsertCampaigns, upsertContacts, type MirrorDb } from '../../src/main/mirror';
import { agent, call, callListItem, campaign, contact, turns } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * The contract's read methods as the renderer reaches them: through
 * dispatch (input parsed by the contract), on the core service, over real
 * mirror files written by another connection, as the profile worker does. Every
 * reply is also checked against the method's output schema, as the
 * renderer checks it.
 */
const { mirrors, coreOn } = useCoreOnMirrors();

const HOSTILE = '<img src=x onerror=alert(1)>';

function fill(db: MirrorDb): void {
  upsertAgents(db, [agent('agent_1', { name: 'Riley' }), agent('agent_2', { name: 'Morgan' })], { detail: true });
  upsertCampaigns(db, [campaign('campaign_1', { name: 'Spring outreach', agent_id: 'agent_1', status: 'active' })], { detail: true });
  upsertContacts(db, [contact('contact_1', { first_name: 'Ada', last_name: 'Lovelace' }), contact('contact_2', { first_name: 'Grace', last_name: 'Hopper' })]);
  saveCallDetail(
    db,
    call('call_1', {
      start_timestamp: '2025-01-10T10:00:00Z',
      end_timestamp: '2025-01-10T10:02:00Z',
      duration_seconds: 120,
      campaign_id: 'campaign_1',
      summary: 'The caller compared prices with Globex.',
      transcript: turns('Hello, this is Riley.', 'We were quoted less by Globex, to be honest.', 'I understand. Globex has a setup fee.'),
    }),
  );
  saveCallDetail(
    db,
    call('call_2', {
      contact_id: 'contact_2',
      agent_id: 'agent_2',
      direction: 'inbound',
      sentiment: 'negative',
      call_status: 'completed',
      start_timestamp: '2025-01-11T09:00:00Z',
      end_timestamp: '2025-01-11T09:00:30Z',
      duration_seconds: 30,
      cost: 0.2,
      summary: 'A caller pasted markup.',
      transcript: turns('Hi.', `My name is ${HOSTILE} and I want to cancel.`),
    }),
  );
  // Listed but not hydrated yet: no summary, no transcript.
  upsertCalls(db, [callListItem('call_3', { start_timestamp: '2025-01-12T08:00:00Z', end_timestamp: '2025-01-12T08:05:00Z', duration_seconds: 300, call_status: 'voicemail', sentiment: null })]);
}

function syncedMirror(): string {
  const file = mirrors.file();
  const writer = mirrors.open(file);
  fill(writer.db);
  return file;
}

describe('the read methods before the first sync', () => {
  it('answer with empty results when the mirror file does not exist yet', async () => {
    const { value } = coreOn(mirrors.file());
    expect(await value('calls.list', { limit: 50 })).toEqual({ rows: [], nextCursor: null });
    expect(await value('calls.count', {})).toEqual({ total: 0 });
    expect(await value('calls.get', { id: 'call_1' })).toBeNull();
    expect(await value('calls.list', { limit: 50, filter: { text: '"Globex' } })).toEqual({ rows: [], nextCursor: null, note: 'Searched as plain words: unmatched quote.' });
    expect(await value('calls.highlight', { id: 'call_1', query: 'Globex' })).toEqual({ terms: ['Globex'], summary: [], entries: [], hitCount: 0 });
    expect(await value('agents.list', {})).toEqual({ agents: [] });
    expect(await value('campaigns.list', {})).toEqual({ campaigns: [] });
  });

  it('answer with empty results while the sync has only just created the file', async () => {
    const file = mirrors.file();
    closeSync(openSync(file, 'w'));
    const { value } = coreOn(file);
    expect(await value('calls.list', { limit: 50 })).toEqual({ rows: [], nextCursor: null });

    // Once the sync has written, the next request reads it.
    fill(mirrors.open(file).db);
    expect((await value('calls.count', {})).total).toBe(3);
  });
});

describe('listing calls from the mirror', () => {
  it('lists the newest first with contact, agent and campaign names, and pages by cursor', async () => {
    const { value } = coreOn(syncedMirror());
    const first = await value('calls.list', { limit: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(['call_3', 'call_2']);
    expect(first.rows[1]).toMatchObject({ contact_name: 'Grace Hopper', agent_name: 'Morgan', direction: 'inbound', sentiment: 'negative', detail_fetched: true });
    expect(first.rows[0]).toMatchObject({ detail_fetched: false, sentiment: null });
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await value('calls.list', { limit: 2, after: first.nextCursor });
    expect(second).toMatchObject({ rows: [{ id: 'call_1', campaign_name: 'Spring outreach', contact_name: 'Ada Lovelace' }], nextCursor: null });
  });

  it('filters, sorts and counts with the same filter', async () => {
    const { value } = coreOn(syncedMirror());
    const ids = async (params: object) => (await value('calls.list', { limit: 50, ...params })).rows.map((row) => row.id);

    expect(await ids({ filter: { status: ['completed'] } })).toEqual(['call_2', 'call_1']);
    expect(await ids({ filter: { direction: ['inbound'] } })).toEqual(['call_2']);
    expect(await ids({ filter: { sentiment: ['positive', 'negative'] } })).toEqual(['call_2', 'call_1']);
    expect(await ids({ filter: { agentId: 'agent_1' } })).toEqual(['call_3', 'call_1']);
    expect(await ids({ filter: { campaignId: 'campaign_1' } })).toEqual(['call_1']);
    expect(await ids({ filter: { from: '2025-01-11T00:00:00Z', to: '2025-01-12T00:00:00Z' } })).toEqual(['call_2']);
    expect(await ids({ sort: { field: 'duration_seconds', direction: 'asc' } })).toEqual(['call_2', 'call_1', 'call_3']);
    expect(await ids({ sort: { field: 'cost', direction: 'desc' } })).toEqual(['call_3', 'call_1', 'call_2']);
    expect(await value('calls.count', { filter: { status: ['completed'] } })).toEqual({ total: 2 });
    expect(await value('calls.count', {})).toEqual({ total: 3 });
  });

  it('searches within the list: every match with its snippet, combined with filters, with a note for text it read as plain words', async () => {
    const { value, call } = coreOn(syncedMirror());
    const globex = await value('calls.list', { limit: 50, filter: { text: 'caller:globex ', sentiment: ['positive'] } });
    expect(globex.rows.map((row) => row.id)).toEqual(['call_1']);
    expect(globex.rows[0]?.snippet?.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['Globex']);
    expect(globex).not.toHaveProperty('note');
    expect(await value('calls.count', { filter: { text: 'globex OR cancel ', minDurationSeconds: 60 } })).toEqual({ total: 1 });
    expect(await value('calls.list', { limit: 50, filter: { text: 'globex' }, sort: { field: 'relevance', direction: 'asc' } })).toMatchObject({ rows: [{ id: 'call_1' }] });
    expect(await value('calls.list', { limit: 50, filter: { text: '"cancel' } })).toMatchObject({ rows: [{ id: 'call_2' }], note: 'Searched as plain words: unmatched quote.' });
    // The list without a search carries no snippets.
    expect((await value('calls.list', { limit: 1 })).rows[0]).not.toHaveProperty('snippet');
    expect(await call('calls.list', { limit: 10, filter: { minCost: -1 } })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('refuses a bad request with the field at fault', async () => {
    const { call } = coreOn(syncedMirror());
    const first = await call('calls.list', { limit: 1, sort: { field: 'cost', direction: 'asc' } });
    if (!first.ok || first.value.nextCursor === null) throw new Error('expected a next page');

    const foreign = await call('calls.list', { limit: 1, after: first.value.nextCursor });
    expect(foreign).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'after' }] } });
    expect(foreign.ok || foreign.error.message).toMatch(/another list or sort/);
    expect(await call('calls.list', { limit: 0 })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(await call('calls.list', { limit: 10, filter: { status: ['ringing'] } })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(await call('calls.list', { limit: 10, filter: { from: 'yesterday' } })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(await call('calls.get', { id: '' })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('reads what the sync writes after the first read, on the same connection', async () => {
    const file = syncedMirror();
    const { value } = coreOn(file);
    expect(await value('calls.count', {})).toEqual({ total: 3 });
    upsertCalls(mirrors.open(file).db, [callListItem('call_4', { start_timestamp: '2025-02-01T00:00:00Z', end_timestamp: '2025-02-01T00:01:00Z' })]);
    expect((await value('calls.list', { limit: 1 })).rows[0]?.id).toBe('call_4');
  });

  it('reads the active workspace, and follows a switch', async () => {
    const empty = mirrors.file();
    const { value, profiles } = coreOn(syncedMirror(), empty);
    expect(await value('calls.count', {})).toEqual({ total: 3 });
    profiles.switchTo('p1');
    expect(await value('calls.count', {})).toEqual({ total: 0 });
  });
});

describe('one call from the mirror', () => {
  it('gives the summary and the transcript turn by turn', async () => {
    const { value } = coreOn(syncedMirror());
    const detail = await value('calls.get', { id: 'call_1' });
    expect(detail).toMatchObject({ id: 'call_1', contact_name: 'Ada Lovelace', summary: 'The caller compared prices with Globex.', detail_fetched: true });
    expect(detail?.transcript).toEqual([
      { position: 0, speaker: 'agent', text: 'Hello, this is Riley.', timestamp: 0 },
      { position: 1, speaker: 'caller', text: 'We were quoted less by Globex, to be honest.', timestamp: 5 },
      { position: 2, speaker: 'agent', text: 'I understand. Globex has a setup fee.', timestamp: 10 },
    ]);
    expect(detail).not.toHaveProperty('raw');
  });

  it('says when the transcript has not been fetched yet, and when the call is not mirrored', async () => {
    const { value } = coreOn(syncedMirror());
    expect(await value('calls.get', { id: 'call_3' })).toMatchObject({ id: 'call_3', detail_fetched: false, summary: null, transcript: [] });
    expect(await value('calls.get', { id: 'call_404' })).toBeNull();
  });
});

describe('searching transcripts and summaries', () => {
  it('finds calls by a word in the transcript, with the hits marked in text segments', async () => {
    const { value } = coreOn(syncedMirror());
    const { rows } = await value('calls.list', { limit: 20, filter: { text: 'globex' } });
    expect(rows.map((row) => row.id)).toEqual(['call_1']);
    expect(rows[0]!.snippet!.filter((segment) => segment.hit).map((segment) => segment.text)).toContain('Globex');
  });

  it('returns markup in a transcript as plain text, never as HTML', async () => {
    const { value } = coreOn(syncedMirror());
    const { rows } = await value('calls.list', { limit: 20, filter: { text: 'onerror' } });
    expect(rows.map((row) => row.id)).toEqual(['call_2']);
    expect(rows[0]!.snippet!.map((segment) => segment.text).join('')).toContain(HOSTILE);
    const highlight = await value('calls.highlight', { id: 'call_2', query: 'onerror' });
    expect(highlight?.entries).toEqual([
      {
        position: 1,
        segments: [
          { text: 'My name is <img src=x ', hit: false },
          { text: 'onerror', hit: true },
          { text: '=alert(1)> and I want to cancel.', hit: false },
        ],
      },
    ]);
  });

  it('highlights every turn that matches, for next and previous match', async () => {
    const { value } = coreOn(syncedMirror());
    const highlight = await value('calls.highlight', { id: 'call_1', query: 'Globex' });
    expect(highlight).toMatchObject({ terms: ['Globex'], hitCount: 3 });
    expect(highlight?.entries.map((entry) => entry.position)).toEqual([1, 2]);
    expect(highlight?.summary.filter((segment) => segment.hit)).toEqual([{ text: 'Globex', hit: true }]);
    expect(await value('calls.highlight', { id: 'call_1', query: '  "" ' })).toBeNull();
  });

  it('takes any typed text safely', async () => {
    const { call } = coreOn(syncedMirror());
    for (const text of ['"', 'AND OR', 'NEAR(', '*', "'; DROP TABLE calls; --", '\u0000', '', 'caller:', '-', 'x OR', '{agent}:x', 'x'.repeat(500)]) {
      expect(await call('calls.list', { limit: 5, filter: { text } })).toMatchObject({ ok: true });
      expect(await call('calls.count', { filter: { text } })).toMatchObject({ ok: true });
      expect(await call('calls.highlight', { id: 'call_1', query: text })).toMatchObject({ ok: true });
    }
  });
});

describe('the filter choices', () => {
  it('lists every mirrored agent and campaign by name', async () => {
    const { value } = coreOn(syncedMirror());
    expect(await value('agents.list', {})).toEqual({
      agents: [
        { id: 'agent_2', name: 'Morgan', is_active: true },
        { id: 'agent_1', name: 'Riley', is_active: true },
      ],
    });
    expect(await value('campaigns.list', {})).toEqual({ campaigns: [{ id: 'campaign_1', name: 'Spring outreach', status: 'active' }] });
  });
});

describe('the read connections', () => {
  it('are read-only and closed with the handles', async () => {
    const file = syncedMirror();
    const { value, profiles, readers } = coreOn(file);
    await value('calls.count', {});
    const reader = readers.reader(profiles.active()!)!;
    expect(reader.readonly).toBe(true);
    expect(() => reader.db.prepare('DELETE FROM calls').run()).toThrow(/readonly/i);
    readers.close();
    expect(reader.db.open).toBe(false);
    // The writer's file is untouched.
    expect(mirrors.open(file, { readonly: true }).db.prepare('SELECT count(*) AS n FROM calls').get()).toEqual({ n: 3 });
  });
});
