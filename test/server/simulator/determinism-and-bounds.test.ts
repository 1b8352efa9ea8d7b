import { afterEach, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_TICK } from '../../../src/server/simulator/rates';
import { startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { HOUR, TEST_SIMULATION, listAll, liveAgent, simulatorOf, startedCampaign } from '../../support/simulated-workspace';

// Issue 3: the simulator is deterministic under a seed, driven by the clock alone, and keeps each tick's work bounded.
const quiet = () => undefined;
const ALWAYS = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { enabled: true, start: '00:00', end: '23:59' }]));
const seed = { contacts: 200, calls: 100 };
const sandboxes: TestSandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((sandbox) => sandbox.server.close()));
});

async function start(simulate = TEST_SIMULATION as object): Promise<TestSandbox> {
  const sandbox = await startTestSandbox({ seed, simulate: { ...TEST_SIMULATION, dashboardEditsPerMinute: 0.2, ...simulate }, log: quiet });
  sandboxes.push(sandbox);
  return sandbox;
}

/** Positions 0 to 39: the order a campaign of 40 contacts added at once should dial them in. */
const setup40 = Array.from({ length: 40 }, (_, index) => index);

describe('the simulator', () => {
  it('produces the same calls, edits and campaign states from the same seed and the same ticks', async () => {
    const [first, second] = [await start(), await start()];
    const reports = [simulatorOf(first).advance(3 * HOUR), simulatorOf(second).advance(3 * HOUR)];
    // The same on every run, not only between the two sandboxes of this one.
    expect(reports[0]).toMatchObject({ outboundCalls: 23, inboundCalls: 38, webCalls: 12, dashboardEdits: 41, contactsSetToDnc: 0, pausedCampaigns: [] });
    expect(reports[0]!.completedCampaigns).toHaveLength(2);
    expect(reports[1]).toEqual(reports[0]);
    for (const path of ['/calls', '/contacts', '/campaigns']) expect(await listAll(second.api, path)).toEqual(await listAll(first.api, path));
  });

  it('dials the same contacts in the same order on every run of the same requests, though their ids are random', async () => {
    // Records made over the API get random UUIDs: nothing the simulator draws or the order it dials may depend on them.
    const run = async () => {
      const sandbox = await startTestSandbox({ simulate: TEST_SIMULATION, log: quiet });
      sandboxes.push(sandbox);
      const setup = await startedCampaign(sandbox.api, { active: 40, dnc: 3, timezone: 'Europe/Paris', hours: ALWAYS });
      const frontDesk = await liveAgent(sandbox.api, { name: 'Front desk' });
      await sandbox.api.patch(`/agents/${frontDesk}`, { call_direction: 'inbound' });
      const report = simulatorOf(sandbox).advance(3 * HOUR);
      const position = (contactId: string | null) => (contactId === null ? null : setup.contactIds.indexOf(contactId));
      const calls = (await listAll(sandbox.api, '/calls')).reverse().map((call) => ({
        id: call.id,
        agent: call.agent_id === frontDesk ? 'front desk' : call.agent_id === setup.agentId ? 'dialler' : call.agent_id,
        direction: call.direction,
        contact: position(call.contact_id),
        start: call.start_timestamp,
        cost: call.cost,
      }));
      return { report, calls };
    };
    const [first, second] = [await run(), await run()];
    expect(second).toEqual(first);
    const dialled = first.calls.filter((call) => call.direction === 'outbound').map((call) => call.contact);
    // The campaign's queue, in the order its contacts were added: the first 40 minus those it has not reached.
    expect(dialled).toEqual(setup40.slice(0, dialled.length));
    expect(dialled.length).toBe(first.report.outboundCalls);
    expect(first.calls.some((call) => call.agent === 'front desk')).toBe(true);
  });

  it('draws other calls under another seed', async () => {
    const [first, second] = [await start(), await start({ seed: 'another' })];
    simulatorOf(first).advance(3 * HOUR);
    simulatorOf(second).advance(3 * HOUR);
    expect(await listAll(second.api, '/calls')).not.toEqual(await listAll(first.api, '/calls'));
  });

  it('does nothing when the clock has not moved', async () => {
    const sandbox = await start();
    const before = await listAll(sandbox.api, '/calls');
    expect(simulatorOf(sandbox).tick()).toMatchObject({ outboundCalls: 0, inboundCalls: 0, webCalls: 0, dashboardEdits: 0 });
    expect(await listAll(sandbox.api, '/calls')).toEqual(before);
  });

  it('caps the events of one tick, however much time it covers, and stays within the real clock', async () => {
    const sandbox = await start({ timeScale: 3_600 });
    sandbox.clock.advance(24 * HOUR);
    const report = simulatorOf(sandbox).tick();
    const events = report.outboundCalls + report.inboundCalls + report.webCalls + report.dashboardEdits;
    // A day's worth of a seeded workspace's events, cut at the cap.
    expect(events).toBe(MAX_EVENTS_PER_TICK);
    const newest = (await sandbox.api.get('/calls?per_page=1')).body.data[0];
    expect(Date.parse(newest.end_timestamp)).toBeLessThanOrEqual(sandbox.clock.now());
  });
});
