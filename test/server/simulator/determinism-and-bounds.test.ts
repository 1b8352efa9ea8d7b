import { afterEach, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_TICK } from '../../../src/server/simulator/rates';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { HOUR, TEST_SIMULATION, listAll, simulatorOf } from '../helpers/simulation';

// Issue 3: the simulator is deterministic under a seed, driven by the clock alone, and keeps each tick's work bounded.
const quiet = () => undefined;
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

describe('the simulator', () => {
  it('produces the same calls, edits and campaign states from the same seed and the same ticks', async () => {
    const [first, second] = [await start(), await start()];
    const reports = [simulatorOf(first).advance(3 * HOUR), simulatorOf(second).advance(3 * HOUR)];
    expect(reports[0]!.outboundCalls + reports[0]!.inboundCalls + reports[0]!.webCalls).toBeGreaterThan(0);
    expect(reports[1]).toEqual(reports[0]);
    for (const path of ['/calls', '/contacts', '/campaigns']) expect(await listAll(second.api, path)).toEqual(await listAll(first.api, path));
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
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThanOrEqual(MAX_EVENTS_PER_TICK);
    const newest = (await sandbox.api.get('/calls?per_page=1')).body.data[0];
    expect(Date.parse(newest.end_timestamp)).toBeLessThanOrEqual(sandbox.clock.now());
  });
});
