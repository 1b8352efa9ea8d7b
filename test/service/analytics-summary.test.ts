import { describe, expect, it } from 'vitest';
import { saveCallDetail, upsertAgents, upsertCalls, upsertCampaigns, type MirrorDb } from '../../src/main/mirror';
import { agent, call, callListItem, campaign, turns } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * `analytics.summary` as the renderer reaches it: through dispatch (input
 * parsed by the contract), on the core service, over a real mirror file
 * written by another connection as the profile worker does; every reply parsed
 * by the method's output schema, as the renderer parses it.
 */
const core = useCoreOnMirrors();
const mirrors = core.mirrors;

function coreOn(mirrorFile: string) {
  const { call: request, value } = core.coreOn(mirrorFile);
  const summary = (params: unknown) => value('analytics.summary', params);
  return { request, summary };
}

const SECRET_SUMMARY = 'The caller read out a card number.';

function fill(db: MirrorDb): void {
  upsertAgents(db, [agent('agent_1', { name: 'Riley' }), agent('agent_2', { name: 'Morgan' })], { detail: true });
  upsertCampaigns(db, [campaign('campaign_1', { name: 'Spring outreach', agent_id: 'agent_1', status: 'active' })], { detail: true });
  const at = (start: string, seconds: number) => ({ start_timestamp: start, end_timestamp: new Date(Date.parse(start) + seconds * 1000).toISOString(), duration_seconds: seconds });
  saveCallDetail(db, call('call_1', { ...at('2025-01-10T10:00:00Z', 120), agent_id: 'agent_1', campaign_id: 'campaign_1', call_status: 'completed', sentiment: 'positive', cost: 0.6, summary: SECRET_SUMMARY, transcript: turns('Hello.') }));
  saveCallDetail(db, call('call_2', { ...at('2025-01-10T23:30:00Z', 60), agent_id: 'agent_2', campaign_id: null, direction: 'inbound', call_status: 'completed', sentiment: 'negative', cost: 0.3 }));
  upsertCalls(db, [callListItem('call_3', { ...at('2025-01-12T08:00:00Z', 0), agent_id: 'agent_1', campaign_id: 'campaign_1', call_status: 'no_answer', sentiment: null, cost: 0.05 })]);
  // Before the range asked for below; listed only, so its campaign is not known yet.
  upsertCalls(db, [callListItem('call_4', { ...at('2024-12-20T08:00:00Z', 30), agent_id: 'agent_2', call_status: 'voicemail', sentiment: null, cost: 0.1 })]);
}

function syncedMirror(): string {
  const file = mirrors.file();
  fill(mirrors.open(file).db);
  return file;
}

const JANUARY = { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' };

describe('analytics.summary', () => {
  it('answers with zeros, not an error, before the first sync', async () => {
    const { summary } = coreOn(mirrors.file());
    const none = { calls: 0, durationSeconds: 0, averageDurationSeconds: null, cost: 0, averageCost: null };
    expect(await summary({})).toEqual({ totals: none, perDay: [], byStatus: [], bySentiment: [], byDirection: [], byAgent: [], byCampaign: [], campaignNotKnown: none });
  });

  it('sums calls, talk time and cost over a date range, and over the whole history without one', async () => {
    const { summary } = coreOn(syncedMirror());
    const january = await summary(JANUARY);
    expect(january.totals).toMatchObject({ calls: 3, durationSeconds: 180, averageDurationSeconds: 60 });
    expect(january.totals.cost).toBeCloseTo(0.95, 10);
    expect((await summary({})).totals.calls).toBe(4);
  });

  it('counts calls per day by status, in the days of the offset it is given', async () => {
    const { summary } = coreOn(syncedMirror());
    const inUtc = await summary(JANUARY);
    expect(inUtc.perDay.map(({ day, calls, byStatus }) => ({ day, calls, completed: byStatus.completed, no_answer: byStatus.no_answer }))).toEqual([
      { day: '2025-01-10', calls: 2, completed: 2, no_answer: 0 },
      { day: '2025-01-12', calls: 1, completed: 0, no_answer: 1 },
    ]);
    expect(inUtc.perDay[0]).toMatchObject({ durationSeconds: 180, averageDurationSeconds: 90 });
    // At UTC+2 the call at 23:30 UTC belongs to the next day.
    const inAthens = await summary({ ...JANUARY, utcOffsetMinutes: 120 });
    expect(inAthens.perDay.map(({ day, calls }) => [day, calls])).toEqual([
      ['2025-01-10', 1],
      ['2025-01-11', 1],
      ['2025-01-12', 1],
    ]);
  });

  it('gives the sentiment mix, and compares agents and campaigns by name', async () => {
    const { summary } = coreOn(syncedMirror());
    const figures = await summary(JANUARY);
    expect(Object.fromEntries(figures.bySentiment.map((row) => [String(row.sentiment), row.calls]))).toEqual({ positive: 1, negative: 1, null: 1 });
    expect(figures.byAgent.map(({ agentId, agentName, calls, averageDurationSeconds }) => ({ agentId, agentName, calls, averageDurationSeconds }))).toEqual([
      { agentId: 'agent_1', agentName: 'Riley', calls: 2, averageDurationSeconds: 60 },
      { agentId: 'agent_2', agentName: 'Morgan', calls: 1, averageDurationSeconds: 60 },
    ]);
    expect(figures.byCampaign.map(({ campaignId, campaignName, calls }) => ({ campaignId, campaignName, calls }))).toEqual([
      { campaignId: 'campaign_1', campaignName: 'Spring outreach', calls: 2 },
      { campaignId: null, campaignName: null, calls: 1 },
    ]);
  });

  it('counts apart the calls whose campaign is not known until their details are fetched', async () => {
    const file = syncedMirror();
    const { summary } = coreOn(file);
    const before = await summary({});
    expect(before.campaignNotKnown).toMatchObject({ calls: 1, durationSeconds: 30 });
    expect(Object.fromEntries(before.byCampaign.map(({ campaignId, calls }) => [String(campaignId), calls]))).toEqual({ campaign_1: 2, null: 1 });

    saveCallDetail(mirrors.open(file).db, call('call_4', { start_timestamp: '2024-12-20T08:00:00Z', end_timestamp: '2024-12-20T08:00:30Z', agent_id: 'agent_2', campaign_id: null, duration_seconds: 30 }));
    const after = await summary({});
    expect(after.campaignNotKnown.calls).toBe(0);
    expect(Object.fromEntries(after.byCampaign.map(({ campaignId, calls }) => [String(campaignId), calls]))).toEqual({ campaign_1: 2, null: 2 });
  });

  it('narrows every figure to one agent or one campaign', async () => {
    const { summary } = coreOn(syncedMirror());
    const morgan = await summary({ agentId: 'agent_2' });
    expect(morgan.totals.calls).toBe(2);
    expect(morgan.byAgent.map((row) => row.agentId)).toEqual(['agent_2']);
    const spring = await summary({ ...JANUARY, campaignId: 'campaign_1' });
    expect(spring.totals.calls).toBe(2);
    expect(spring.byStatus.map(({ status, calls }) => [status, calls])).toEqual([
      ['completed', 1],
      ['no_answer', 1],
    ]);
    expect((await summary({ agentId: 'agent_404' })).totals.calls).toBe(0);
  });

  it('replies with figures only, never the calls themselves', async () => {
    const { summary } = coreOn(syncedMirror());
    const reply = JSON.stringify(await summary({}));
    for (const id of ['call_1', 'call_2', 'call_3', 'call_4']) expect(reply).not.toContain(id);
    expect(reply).not.toContain(SECRET_SUMMARY);
    expect(reply).not.toMatch(/transcript|summary|contact/i);
  });

  it('refuses a bad range or filter, naming the field at fault', async () => {
    const { request } = coreOn(syncedMirror());
    const problems = async (params: unknown) => {
      const reply = await request('analytics.summary', params);
      if (reply.ok) throw new Error(`expected ${JSON.stringify(params)} to be refused`);
      expect(reply.error.code).toBe('invalid_request');
      return reply.error.problems?.map((problem) => problem.field);
    };
    expect(await problems({ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toEqual(['to']);
    expect(await problems({ from: '2025-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' })).toEqual(['to']);
    expect(await problems({ from: 'last tuesday' })).toEqual(['from']);
    expect(await problems({ to: 20250101 })).toEqual(['to']);
    expect(await problems({ utcOffsetMinutes: 30.5 })).toEqual(['utcOffsetMinutes']);
    expect(await problems({ utcOffsetMinutes: 24 * 60 })).toEqual(['utcOffsetMinutes']);
    expect(await problems({ agentId: ' ' })).toEqual(['agentId']);
    expect(await problems({ campaignId: 7 })).toEqual(['campaignId']);
    const reply = await request('analytics.summary', { from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' });
    expect(reply.ok || reply.error.message).toMatch(/to must be later than from/);
  });

  it('reads what the sync writes after the first read', async () => {
    const file = syncedMirror();
    const { summary } = coreOn(file);
    expect((await summary(JANUARY)).totals.calls).toBe(3);
    upsertCalls(mirrors.open(file).db, [callListItem('call_5', { start_timestamp: '2025-01-20T09:00:00Z', end_timestamp: '2025-01-20T09:01:00Z', duration_seconds: 60 })]);
    const after = await summary(JANUARY);
    expect(after.totals.calls).toBe(4);
    expect(after.perDay.map((day) => day.day)).toContain('2025-01-20');
  });
});
