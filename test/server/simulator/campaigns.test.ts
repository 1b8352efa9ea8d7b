import { afterEach, describe, expect, it } from 'vitest';
import { isWithinBusinessHours } from '../../../src/server/simulator/business-hours';
import { startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { HOUR, MINUTE, TEST_SIMULATION, listAll, simulatorOf, startedCampaign } from '../../support/simulated-workspace';

// Issue 3, the living workspace: active campaigns dial their contacts within
// their business hours, never a dnc contact, and finish when all are processed.
// The clock starts on Wednesday 2025-01-15 at 12:00 UTC, 21:00 in Tokyo (UTC+9, no DST).
const TOKYO = 'Asia/Tokyo';
/** Open from 20:00 to 23:00 Tokyo time on Wednesdays: 11:00–14:00 UTC, so open when the clock starts. */
const OPEN_NOW = { wednesday: { enabled: true, start: '20:00', end: '23:00' } };
/** Thursday 09:00–17:00 in Tokyo: Thursday 00:00–08:00 UTC, closed when the clock starts. */
const THURSDAY_MORNING = { thursday: { enabled: true, start: '09:00', end: '17:00' } };
const ALWAYS = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { enabled: true, start: '00:00', end: '23:59' }]));

let sandbox: TestSandbox;
afterEach(() => sandbox.server.close());

async function outboundCalls() {
  return (await listAll(sandbox.api, '/calls')).filter((call) => call.direction === 'outbound');
}

function processedContacts(campaignId: string): string[] {
  return (sandbox.server.admin.db.prepare('SELECT contact_id FROM campaign_contacts WHERE campaign_id = ? AND processed_at IS NOT NULL').all(campaignId) as { contact_id: string }[])
    .map((row) => row.contact_id)
    .sort();
}

async function campaignStatus(campaignId: string): Promise<string> {
  return (await sandbox.api.get(`/campaigns/${campaignId}`)).body.data.status;
}

describe('an active campaign', () => {
  it('calls within its hours only contacts that are neither dnc nor already processed, each once', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const setup = await startedCampaign(sandbox.api, { active: 30, dnc: 5, timezone: TOKYO, hours: OPEN_NOW });
    const startedAt = Date.parse((await sandbox.api.get(`/campaigns/${setup.campaignId}`)).body.data.started_at);

    simulatorOf(sandbox).advance(HOUR);
    const first = await outboundCalls();
    expect(first.length).toBe(7);
    simulatorOf(sandbox).advance(HOUR);
    const calls = await outboundCalls();
    expect(calls.length).toBe(22);

    const called = calls.map((call) => call.contact_id);
    expect(new Set(called).size).toBe(called.length);
    for (const contactId of called) expect(setup.contactIds).toContain(contactId);
    // Newest first in the list: dialled in the order they were added, the same on every run (the seed and the requests fix the dials).
    expect([...called].reverse()).toEqual(setup.contactIds.slice(0, 22));
    // A dnc member is never dialled; it is marked processed only when the campaign runs out of others and completes, which it has not.
    expect(processedContacts(setup.campaignId)).toEqual([...called].sort());
    expect(await campaignStatus(setup.campaignId)).toBe('active');
    for (const call of calls) {
      expect(call.agent_id).toBe(setup.agentId);
      expect(Date.parse(call.start_timestamp)).toBeGreaterThanOrEqual(startedAt);
      expect(Date.parse(call.end_timestamp)).toBeLessThanOrEqual(sandbox.clock.now());
      expect((await sandbox.api.get(`/calls/${call.id}`)).body.data.campaign_id).toBe(setup.campaignId);
    }
  });

  it('places no call outside its hours, and starts calling when they open', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const setup = await startedCampaign(sandbox.api, { active: 20, timezone: TOKYO, hours: THURSDAY_MORNING });

    simulatorOf(sandbox).advance(11 * HOUR); // Wednesday 23:00 UTC, 08:00 on Thursday in Tokyo
    expect(await outboundCalls()).toEqual([]);
    expect(processedContacts(setup.campaignId)).toEqual([]);
    expect(await campaignStatus(setup.campaignId)).toBe('active');

    simulatorOf(sandbox).advance(2 * HOUR); // Thursday 01:00 UTC, 10:00 in Tokyo
    const calls = await outboundCalls();
    expect(calls.length).toBe(7);
    for (const call of calls) expect(isWithinBusinessHours(THURSDAY_MORNING, TOKYO, new Date(call.start_timestamp))).toBe(true);
  });

  it('never calls a contact set to dnc through the API after the campaign started', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const setup = await startedCampaign(sandbox.api, { active: 12, timezone: TOKYO, hours: ALWAYS });
    for (let minute = 0; minute < 180 && (await outboundCalls()).length < 2; minute++) simulatorOf(sandbox).advance(MINUTE);
    const calledBefore = new Set((await outboundCalls()).map((call) => call.contact_id));
    expect(calledBefore.size).toBeGreaterThanOrEqual(2);
    const setToDnc = setup.contactIds.filter((id) => !calledBefore.has(id)).slice(0, 3);
    expect(setToDnc).toHaveLength(3);
    for (const contactId of setToDnc) expect((await sandbox.api.patch(`/contacts/${contactId}`, { status: 'dnc' })).status).toBe(200);

    simulatorOf(sandbox).advance(4 * HOUR);
    const called = (await outboundCalls()).map((call) => call.contact_id);
    for (const contactId of setToDnc) expect(called).not.toContain(contactId);
    expect(await campaignStatus(setup.campaignId)).toBe('completed');
  });

  it('is completed once every contact is processed: each dialable one called once, dnc ones skipped', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const setup = await startedCampaign(sandbox.api, { active: 4, dnc: 1, timezone: TOKYO, hours: ALWAYS });

    const report = simulatorOf(sandbox).advance(3 * HOUR);
    expect(report.completedCampaigns).toEqual([setup.campaignId]);
    expect(await campaignStatus(setup.campaignId)).toBe('completed');
    const called = (await outboundCalls()).map((call) => call.contact_id).sort();
    expect(called).toEqual([...setup.contactIds].sort());
    expect(processedContacts(setup.campaignId)).toEqual([...setup.contactIds, ...setup.dncIds].sort());

    simulatorOf(sandbox).advance(HOUR);
    expect(await outboundCalls()).toHaveLength(4);
  });

  it('waits, still active, while its agent is switched off', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const setup = await startedCampaign(sandbox.api, { active: 10, timezone: TOKYO, hours: ALWAYS });
    await sandbox.api.patch(`/agents/${setup.agentId}`, { is_active: false });
    simulatorOf(sandbox).advance(2 * HOUR);
    expect(await outboundCalls()).toEqual([]);
    expect(await campaignStatus(setup.campaignId)).toBe('active');

    await sandbox.api.patch(`/agents/${setup.agentId}`, { is_active: true });
    simulatorOf(sandbox).advance(2 * HOUR);
    expect((await outboundCalls()).length).toBe(10);
  });
});
