import { describe, expect, it } from 'vitest';
import {
  agentDetailFreshness,
  agentsNeedingDetail,
  callsNeedingDetail,
  campaignsNeedingDetail,
  markCampaignDetailsStale,
  deleteAgent,
  deleteCall,
  deleteCampaign,
  deleteContact,
  exportRecords,
  getAgent,
  getCall,
  getCampaign,
  getContact,
  listContactTags,
  saveCallDetail,
  searchContacts,
  searchTranscripts,
  upsertAgents,
  upsertCalls,
  upsertCampaigns,
  upsertContacts,
  type MirrorDb,
} from '../../src/main/mirror/index';
import { agent, agentListItem, call, callListItem, campaign, campaignListItem, contact, turns } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

function expectSearchIndexesIntact(db: MirrorDb): void {
  // FTS5 compares each index with its external content and throws on any difference.
  expect(() => db.exec("INSERT INTO contacts_fts (contacts_fts) VALUES ('integrity-check')")).not.toThrow();
  expect(() => db.exec("INSERT INTO call_search (call_search) VALUES ('integrity-check')")).not.toThrow();
}

describe('contact writes', () => {
  const mirrors = useTempMirrors();

  it('inserts contacts and reports them as changed', () => {
    const { db } = mirrors.open();
    const result = upsertContacts(db, [contact('contact_1'), contact('contact_2')]);
    expect(result).toEqual({ inserted: 2, updated: 0, unchanged: 0, changedIds: ['contact_1', 'contact_2'] });
    expect(getContact(db, 'contact_1')).toMatchObject({ id: 'contact_1', name: 'Ada Lovelace', company: 'Analytical Engines', pending: false });
  });

  it('is idempotent: writing the same records again changes nothing but the bookkeeping', () => {
    const { db } = mirrors.open();
    const records = [contact('contact_1', { tags: ['vip', 'lead'] }), contact('contact_2')];
    upsertContacts(db, records, { syncedAt: '2025-01-01T00:00:00Z' });
    const before = db.prepare('SELECT * FROM contacts ORDER BY row_id').all();
    const again = upsertContacts(db, records, { syncedAt: '2025-01-01T00:00:00Z' });
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: 2, changedIds: [] });
    expect(db.prepare('SELECT * FROM contacts ORDER BY row_id').all()).toEqual(before);
    expect(listContactTags(db)).toEqual([
      { tag: 'lead', contacts: 1 },
      { tag: 'vip', contacts: 1 },
    ]);
    expectSearchIndexesIntact(db);
  });

  it('keeps fields it does not know in the raw JSON, and in the export', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [{ ...contact('contact_1'), lifetime_value: 1200, preferences: { channel: 'sms' } }]);
    expect(getContact(db, 'contact_1')?.raw).toMatchObject({ lifetime_value: 1200, preferences: { channel: 'sms' } });
    expect([...exportRecords(db, 'contacts')]).toEqual([{ ...contact('contact_1'), lifetime_value: 1200, preferences: { channel: 'sms' } }]);
  });

  it('updates a changed contact in place, with its tags and its search entry', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1', { first_name: 'Ada', tags: ['vip'] })]);
    const result = upsertContacts(db, [contact('contact_1', { first_name: 'Zoë', tags: ['cold'] })]);
    expect(result).toMatchObject({ updated: 1, changedIds: ['contact_1'] });
    expect(getContact(db, 'contact_1')).toMatchObject({ first_name: 'Zoë', name: 'Zoë Lovelace', tags: ['cold'] });
    expect(listContactTags(db)).toEqual([{ tag: 'cold', contacts: 1 }]);
    expect(searchContacts(db, 'zoe', { limit: 5 })).toHaveLength(1);
    expect(searchContacts(db, 'ada ', { limit: 5 })).toHaveLength(0);
    expectSearchIndexesIntact(db);
  });

  it('keeps an explicit null from the server rather than the older value', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1', { company: 'Acme' })]);
    upsertContacts(db, [contact('contact_1', { company: null })]);
    expect(getContact(db, 'contact_1')).toMatchObject({ company: null, raw: { company: null } });
  });

  it('deletes a contact and detaches its calls, as the server does', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1', { tags: ['vip'] })]);
    upsertCalls(db, [callListItem('call_1', { contact_id: 'contact_1' })]);
    expect(deleteContact(db, 'contact_1')).toBe(true);
    expect(deleteContact(db, 'contact_1')).toBe(false);
    expect(getContact(db, 'contact_1')).toBeUndefined();
    expect(listContactTags(db)).toEqual([]);
    expect(getCall(db, 'call_1')).toMatchObject({ contact_id: null, raw: { contact_id: null } });
    expectSearchIndexesIntact(db);
  });
});

describe('agent and campaign writes', () => {
  const mirrors = useTempMirrors();

  it('keeps detail-only fields when a later list item has fewer fields', () => {
    const { db } = mirrors.open();
    upsertAgents(db, [agent('agent_1', { objective: 'Book demos' })], { detail: true });
    upsertAgents(db, [agentListItem('agent_1')], { detail: false });
    expect(getAgent(db, 'agent_1')).toMatchObject({ detail_fetched: true, raw: { objective: 'Book demos', call_direction: 'both' } });
  });

  it('marks the detail stale when the list shows a change, keeping when it was fetched, and fresh again once fetched', () => {
    const { db } = mirrors.open();
    upsertAgents(db, [agentListItem('agent_1'), agentListItem('agent_2')], { detail: false });
    expect(agentsNeedingDetail(db, 10)).toEqual(['agent_1', 'agent_2']);
    upsertAgents(db, [agent('agent_1'), agent('agent_2')], { detail: true, syncedAt: '2026-03-02T09:00:00.000Z' });
    expect(agentsNeedingDetail(db, 10)).toEqual([]);
    upsertAgents(db, [agentListItem('agent_1', { is_active: false }), agentListItem('agent_2')], { detail: false, syncedAt: '2026-03-02T09:05:00.000Z' });
    expect(agentsNeedingDetail(db, 10)).toEqual(['agent_1']);
    expect(agentDetailFreshness(db, 'agent_1')).toEqual({ fetchedAt: '2026-03-02T09:00:00.000Z', stale: true });
    expect(getAgent(db, 'agent_1')).toMatchObject({ is_active: false, detail_fetched: true, raw: { objective: 'Book demos' } });
    upsertAgents(db, [agent('agent_1', { is_active: false })], { detail: true, syncedAt: '2026-03-02T09:06:00.000Z' });
    expect(agentDetailFreshness(db, 'agent_1')).toEqual({ fetchedAt: '2026-03-02T09:06:00.000Z', stale: false });
  });

  it('counts a detail as due once it was fetched at or before the instant asked', () => {
    const { db } = mirrors.open();
    upsertAgents(db, [agent('agent_1')], { detail: true, syncedAt: '2026-03-02T09:00:00.000Z' });
    upsertAgents(db, [agent('agent_2')], { detail: true, syncedAt: '2026-03-02T09:30:00.000Z' });
    expect(agentsNeedingDetail(db, 10, '2026-03-02T08:59:59.999Z')).toEqual([]);
    expect(agentsNeedingDetail(db, 10, '2026-03-02T09:00:00.000Z')).toEqual(['agent_1']);
    expect(agentsNeedingDetail(db, 10, '2026-03-02T10:00:00.000Z')).toEqual(['agent_1', 'agent_2']);
  });

  it('marks every fetched detail stale at once, and a list item that changes nothing leaves the mark alone', () => {
    const { db } = mirrors.open();
    upsertCampaigns(db, [campaign('campaign_1'), campaign('campaign_2')], { detail: true });
    upsertCampaigns(db, [campaignListItem('campaign_3')], { detail: false });
    expect(markCampaignDetailsStale(db)).toBe(2);
    upsertCampaigns(db, [campaignListItem('campaign_1')], { detail: false });
    expect(campaignsNeedingDetail(db, 10)).toEqual(['campaign_1', 'campaign_2', 'campaign_3']);
    upsertCampaigns(db, [campaign('campaign_1')], { detail: true });
    expect(campaignsNeedingDetail(db, 10)).toEqual(['campaign_2', 'campaign_3']);
  });

  it('stores campaigns with their detail and deletes them', () => {
    const { db } = mirrors.open();
    upsertAgents(db, [agent('agent_1', { name: 'Sam' })], { detail: true });
    upsertCampaigns(db, [campaignListItem('campaign_1', { agent_id: 'agent_1' })], { detail: false });
    expect(campaignsNeedingDetail(db, 5)).toEqual(['campaign_1']);
    upsertCampaigns(db, [campaign('campaign_1', { agent_id: 'agent_1', timezone: 'Asia/Tokyo' })], { detail: true });
    expect(getCampaign(db, 'campaign_1')).toMatchObject({
      agent_name: 'Sam',
      timezone: 'Asia/Tokyo',
      description: 'Spring outreach',
      raw: { business_hours: { monday: { enabled: true, start: '09:00', end: '17:00' } } },
    });
    expect(deleteCampaign(db, 'campaign_1')).toBe(true);
    expect(deleteAgent(db, 'agent_1')).toBe(true);
    expect(getCampaign(db, 'campaign_1')).toBeUndefined();
  });
});

describe('call writes', () => {
  const mirrors = useTempMirrors();

  it('queues calls without detail for hydration, newest first, and never again once stored', () => {
    const { db } = mirrors.open();
    upsertCalls(db, [
      callListItem('call_old', { start_timestamp: '2025-01-01T10:00:00Z' }),
      callListItem('call_new', { start_timestamp: '2025-03-01T10:00:00Z' }),
      callListItem('call_mid', { start_timestamp: '2025-02-01T10:00:00Z' }),
    ]);
    expect(callsNeedingDetail(db, 10)).toEqual(['call_new', 'call_mid', 'call_old']);
    expect(callsNeedingDetail(db, 1)).toEqual(['call_new']);
    saveCallDetail(db, call('call_new', { start_timestamp: '2025-03-01T10:00:00Z' }));
    upsertCalls(db, [callListItem('call_new', { start_timestamp: '2025-03-01T10:00:00Z' })]);
    expect(callsNeedingDetail(db, 10)).toEqual(['call_mid', 'call_old']);
  });

  it('stores a call detail with summary and transcript, merged with the list fields', () => {
    const { db } = mirrors.open();
    upsertCalls(db, [{ ...callListItem('call_1'), list_only: 'kept' }]);
    saveCallDetail(db, call('call_1', { campaign_id: 'campaign_9', summary: 'Wants a refund.', transcript: turns('Hello.', 'I want a refund.') }));
    const stored = getCall(db, 'call_1');
    expect(stored).toMatchObject({ campaign_id: 'campaign_9', summary: 'Wants a refund.', detail_fetched: true, raw: { list_only: 'kept', summary: 'Wants a refund.' } });
    expect(stored?.transcript).toEqual([
      { position: 0, speaker: 'agent', text: 'Hello.', timestamp: 0 },
      { position: 1, speaker: 'caller', text: 'I want a refund.', timestamp: 5 },
    ]);
    expect(stored?.raw).not.toHaveProperty('transcript');
    // A later list page, which has no campaign_id, keeps the one the detail brought.
    upsertCalls(db, [callListItem('call_1')]);
    expect(getCall(db, 'call_1')).toMatchObject({ campaign_id: 'campaign_9', summary: 'Wants a refund.' });
    expectSearchIndexesIntact(db);
  });

  it('replaces a transcript whole and re-indexes it when a detail is stored again', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { summary: 'first', transcript: turns('apples', 'pears', 'plums') }));
    saveCallDetail(db, call('call_1', { summary: 'second', transcript: turns('oranges') }));
    expect(getCall(db, 'call_1')?.transcript.map((entry) => entry.text)).toEqual(['oranges']);
    expect(searchTranscripts(db, 'pears', { limit: 5 })).toEqual([]);
    expect(searchTranscripts(db, 'oranges', { limit: 5 }).map((hit) => hit.call.id)).toEqual(['call_1']);
    expect(searchTranscripts(db, 'second', { limit: 5 }).map((hit) => hit.call.id)).toEqual(['call_1']);
    expectSearchIndexesIntact(db);
  });

  it('inserts a call from its detail when no list has brought it yet', () => {
    const { db } = mirrors.open();
    expect(saveCallDetail(db, call('call_1'))).toEqual({ inserted: true });
    expect(saveCallDetail(db, call('call_1'))).toEqual({ inserted: false });
    expect(getCall(db, 'call_1')?.transcript).toHaveLength(2);
  });

  it('exports calls in API shape, with summary and transcript once stored, unknown entry fields included', () => {
    const { db } = mirrors.open();
    const transcript = [{ speaker: 'agent' as const, text: 'Hi', timestamp: 0, confidence: 0.9 }];
    saveCallDetail(db, call('call_1', { transcript }));
    upsertCalls(db, [callListItem('call_2', { start_timestamp: '2025-02-01T00:00:00Z' })]);
    const exported = [...exportRecords(db, 'calls')];
    expect(exported).toEqual([
      { ...call('call_1'), transcript },
      callListItem('call_2', { start_timestamp: '2025-02-01T00:00:00Z' }),
    ]);
  });

  it('deletes a call with its transcript and search document', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { summary: 'refund' }));
    expect(deleteCall(db, 'call_1')).toBe(true);
    expect(deleteCall(db, 'call_1')).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM transcript_entries').get()).toEqual({ n: 0 });
    expect(searchTranscripts(db, 'refund', { limit: 5 })).toEqual([]);
    expectSearchIndexesIntact(db);
  });

  it('gives calls starting in the same second distinct keys in newest-first order', () => {
    const { db } = mirrors.open();
    const items = Array.from({ length: 50 }, (_, index) => callListItem(`call_${index}`, { start_timestamp: '2025-01-10T10:00:00Z' }));
    upsertCalls(db, items);
    upsertCalls(db, [callListItem('call_later', { start_timestamp: '2025-01-10T10:00:01Z' })]);
    const keys = db.prepare('SELECT id, row_id FROM calls ORDER BY row_id DESC').all() as { id: string; row_id: number }[];
    expect(new Set(keys.map((key) => key.row_id)).size).toBe(51);
    expect(keys[0]?.id).toBe('call_later');
  });
});
