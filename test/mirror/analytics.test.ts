import { describe, expect, it } from 'vitest';
import { callAnalytics, saveCallDetail, upsertAgents, upsertCalls, upsertCampaigns, type MirrorDb } from '../../src/main/mirror/index';
import { agent, call, callListItem, campaign } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

function fill(db: MirrorDb): void {
  upsertAgents(db, [agent('agent_a', { name: 'Alice' }), agent('agent_b', { name: 'Bruno' })], { detail: true });
  upsertCampaigns(db, [campaign('campaign_x', { name: 'Xmas' })], { detail: true });
  const at = (start: string, seconds: number) => ({ start_timestamp: start, end_timestamp: new Date(Date.parse(start) + seconds * 1000).toISOString() });
  saveCallDetail(db, call('c1', { ...at('2025-01-01T10:00:00Z', 100), call_status: 'completed', direction: 'outbound', sentiment: 'positive', agent_id: 'agent_a', campaign_id: 'campaign_x', duration_seconds: 100, cost: 1 }));
  saveCallDetail(db, call('c2', { ...at('2025-01-01T23:30:00Z', 0), call_status: 'failed', direction: 'inbound', sentiment: null, agent_id: 'agent_a', campaign_id: null, duration_seconds: 0, cost: 0.05 }));
  saveCallDetail(db, call('c3', { ...at('2025-01-02T08:00:00Z', 300), call_status: 'completed', direction: 'web', sentiment: 'negative', agent_id: 'agent_b', campaign_id: null, duration_seconds: 300, cost: 2.5 }));
  saveCallDetail(db, call('c4', { ...at('2025-01-02T12:00:00Z', 30), call_status: 'voicemail', direction: 'outbound', sentiment: 'neutral', agent_id: 'agent_b', campaign_id: 'campaign_x', duration_seconds: 30, cost: 0.25 }));
  // Outside the range below.
  saveCallDetail(db, call('c5', { ...at('2024-12-31T12:00:00Z', 50), call_status: 'completed', direction: 'outbound', sentiment: 'positive', agent_id: 'agent_a', campaign_id: null, duration_seconds: 50, cost: 0.5 }));
}

const RANGE = { from: '2025-01-01T00:00:00Z', to: '2025-01-03T00:00:00Z' };
const noStatus = { completed: 0, voicemail: 0, no_answer: 0, busy: 0, failed: 0 };

describe('call analytics', () => {
  const mirrors = useTempMirrors();

  it('sums and averages calls, duration and cost over a date range', () => {
    const { db } = mirrors.open();
    fill(db);
    const { totals } = callAnalytics(db, RANGE);
    expect(totals.calls).toBe(4);
    expect(totals.durationSeconds).toBe(430);
    expect(totals.averageDurationSeconds).toBeCloseTo(107.5, 10);
    expect(totals.cost).toBeCloseTo(3.8, 10);
    expect(totals.averageCost).toBeCloseTo(0.95, 10);
    expect(callAnalytics(db).totals.calls).toBe(5);
  });

  it('counts calls per day by status, in UTC by default', () => {
    const { db } = mirrors.open();
    fill(db);
    const { perDay } = callAnalytics(db, RANGE);
    expect(perDay.map(({ day, calls, durationSeconds, byStatus }) => ({ day, calls, durationSeconds, byStatus }))).toEqual([
      { day: '2025-01-01', calls: 2, durationSeconds: 100, byStatus: { ...noStatus, completed: 1, failed: 1 } },
      { day: '2025-01-02', calls: 2, durationSeconds: 330, byStatus: { ...noStatus, completed: 1, voicemail: 1 } },
    ]);
    expect(perDay[0]?.cost).toBeCloseTo(1.05, 10);
    expect(perDay[1]?.averageCost).toBeCloseTo(1.375, 10);
  });

  it('moves a late call to the next day at a positive UTC offset', () => {
    const { db } = mirrors.open();
    fill(db);
    const { perDay } = callAnalytics(db, { ...RANGE, utcOffsetMinutes: 120 });
    expect(perDay.map(({ day, calls, byStatus }) => ({ day, calls, byStatus }))).toEqual([
      { day: '2025-01-01', calls: 1, byStatus: { ...noStatus, completed: 1 } },
      { day: '2025-01-02', calls: 3, byStatus: { ...noStatus, completed: 1, failed: 1, voicemail: 1 } },
    ]);
  });

  it('splits by status, sentiment and direction', () => {
    const { db } = mirrors.open();
    fill(db);
    const figures = callAnalytics(db, RANGE);
    expect(figures.byStatus.map(({ status, calls, durationSeconds }) => ({ status, calls, durationSeconds }))).toEqual([
      { status: 'completed', calls: 2, durationSeconds: 400 },
      { status: 'failed', calls: 1, durationSeconds: 0 },
      { status: 'voicemail', calls: 1, durationSeconds: 30 },
    ]);
    expect(Object.fromEntries(figures.bySentiment.map(({ sentiment, calls }) => [String(sentiment), calls]))).toEqual({ positive: 1, negative: 1, neutral: 1, null: 1 });
    expect(Object.fromEntries(figures.byDirection.map(({ direction, calls }) => [direction, calls]))).toEqual({ outbound: 2, inbound: 1, web: 1 });
  });

  it('compares agents and campaigns, with their names', () => {
    const { db } = mirrors.open();
    fill(db);
    const figures = callAnalytics(db, RANGE);
    expect(figures.byAgent.map(({ agentId, agentName, calls, durationSeconds, averageDurationSeconds }) => ({ agentId, agentName, calls, durationSeconds, averageDurationSeconds }))).toEqual([
      { agentId: 'agent_a', agentName: 'Alice', calls: 2, durationSeconds: 100, averageDurationSeconds: 50 },
      { agentId: 'agent_b', agentName: 'Bruno', calls: 2, durationSeconds: 330, averageDurationSeconds: 165 },
    ]);
    const byCampaign = Object.fromEntries(figures.byCampaign.map(({ campaignId, campaignName, calls, cost }) => [String(campaignId), { campaignName, calls, cost: Math.round(cost * 100) / 100 }]));
    expect(byCampaign).toEqual({ campaign_x: { campaignName: 'Xmas', calls: 2, cost: 1.25 }, null: { campaignName: null, calls: 2, cost: 2.55 } });
  });

  it('tells calls outside any campaign from calls whose detail, which names the campaign, is not fetched yet', () => {
    const { db } = mirrors.open();
    fill(db);
    upsertCalls(db, [callListItem('c6', { start_timestamp: '2025-01-02T15:00:00Z', end_timestamp: '2025-01-02T15:01:00Z', duration_seconds: 60, cost: 0.4 })]);
    const figures = callAnalytics(db, RANGE);
    expect(figures.campaignNotKnown).toMatchObject({ calls: 1, durationSeconds: 60, averageDurationSeconds: 60 });
    expect(figures.campaignNotKnown.cost).toBeCloseTo(0.4, 10);
    expect(figures.byCampaign.find((row) => row.campaignId === null)).toMatchObject({ calls: 2, durationSeconds: 300 });
    expect(figures.totals.calls).toBe(5);
    // Narrowed to one campaign, no call can be of unknown campaign.
    expect(callAnalytics(db, { ...RANGE, campaignId: 'campaign_x' }).campaignNotKnown.calls).toBe(0);
  });

  it('drops the "no campaign" row when every call without a campaign waits for its detail', () => {
    const { db } = mirrors.open();
    upsertCalls(db, [callListItem('c1'), callListItem('c2')]);
    const figures = callAnalytics(db);
    expect(figures.byCampaign).toEqual([]);
    expect(figures.campaignNotKnown.calls).toBe(2);
  });

  it('narrows every figure to one agent', () => {
    const { db } = mirrors.open();
    fill(db);
    const figures = callAnalytics(db, { ...RANGE, agentId: 'agent_b' });
    expect(figures.totals.calls).toBe(2);
    expect(figures.byAgent.map((row) => row.agentId)).toEqual(['agent_b']);
  });

  it('gives zero counts and null averages for a range without calls', () => {
    const { db } = mirrors.open();
    fill(db);
    const figures = callAnalytics(db, { from: '2030-01-01T00:00:00Z' });
    expect(figures.totals).toEqual({ calls: 0, durationSeconds: 0, averageDurationSeconds: null, cost: 0, averageCost: null });
    expect(figures.perDay).toEqual([]);
    expect(figures.campaignNotKnown).toEqual(figures.totals);
  });

  it('refuses an offset that is not a whole number of minutes within a day', () => {
    const { db } = mirrors.open();
    expect(() => callAnalytics(db, { utcOffsetMinutes: 30.5 })).toThrow(/utcOffsetMinutes/);
    expect(() => callAnalytics(db, { utcOffsetMinutes: 24 * 60 })).toThrow(/utcOffsetMinutes/);
  });
});
