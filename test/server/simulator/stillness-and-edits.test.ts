import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DASHBOARD_EDITS_PER_MINUTE } from '../../../src/server/simulator/rates';
import { startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { HOUR, TEST_SIMULATION, listAll, simulatorOf } from '../../support/simulated-workspace';

// Issue 3: --no-simulate keeps the workspace still; dashboard edits happen only when enabled.
const quiet = () => undefined;
let sandbox: TestSandbox;
afterEach(() => sandbox.server.close());

async function snapshot() {
  const paths = ['/agents', '/campaigns', '/contacts', '/calls'];
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await listAll(sandbox.api, path)] as const)));
}

describe('without simulation', () => {
  it('leaves a seeded workspace with running campaigns exactly as it was while time passes', async () => {
    sandbox = await startTestSandbox({ seed: { contacts: 300, calls: 200 }, simulate: false, log: quiet });
    expect(sandbox.server.simulator).toBeUndefined();
    const campaigns = await listAll(sandbox.api, '/campaigns');
    expect(campaigns.some((campaign) => campaign.status === 'active')).toBe(true);
    const before = await snapshot();
    sandbox.clock.advance(12 * HOUR);
    expect(await snapshot()).toEqual(before);
  });
});

describe('dashboard edits', () => {
  // No calls: every campaign of this seed stays a draft, so only edits could change contacts.
  const seed = { contacts: 300, calls: 0 };

  it('are off by default outside the demo: contacts stay as they are', async () => {
    sandbox = await startTestSandbox({ seed, simulate: TEST_SIMULATION, log: quiet });
    expect(simulatorOf(sandbox).dashboardEditsPerMinute).toBe(0);
    const before = await listAll(sandbox.api, '/contacts');
    const report = simulatorOf(sandbox).advance(3 * HOUR);
    expect(report.dashboardEdits).toBe(0);
    expect(await listAll(sandbox.api, '/contacts')).toEqual(before);
  });

  it('change, create and delete contacts at the configured rate when enabled', async () => {
    sandbox = await startTestSandbox({ seed, simulate: { ...TEST_SIMULATION, dashboardEditsPerMinute: 1 }, log: quiet });
    const start = sandbox.clock.now();
    const before = await listAll(sandbox.api, '/contacts');
    const report = simulatorOf(sandbox).advance(2 * HOUR);
    expect(report.dashboardEdits).toBe(127);
    const after = await listAll(sandbox.api, '/contacts');
    const beforeById = new Map(before.map((contact) => [contact.id, contact]));
    const created = after.filter((contact) => !beforeById.has(contact.id));
    const fields = (contact: { tags: string[]; company: string | null }) => JSON.stringify([contact.tags, contact.company]);
    const edited = after.filter((contact) => beforeById.has(contact.id) && fields(contact) !== fields(beforeById.get(contact.id)));
    const deleted = before.length + created.length - after.length;
    expect({ created: created.length, edited: edited.length, deleted }).toEqual({ created: 33, edited: 75, deleted: 6 });
    // An edit moves updated_at, as a PATCH would.
    for (const contact of edited.slice(0, 10)) expect(Date.parse((await sandbox.api.get(`/contacts/${contact.id}`)).body.data.updated_at)).toBeGreaterThan(start);
    expect((await sandbox.api.get('/contacts')).body.meta.total).toBe(after.length);
  });

  it('are on by default in a demo workspace, and can be turned off', async () => {
    sandbox = await startTestSandbox({ seed: { preset: 'demo' }, simulate: TEST_SIMULATION, log: quiet });
    expect(simulatorOf(sandbox).dashboardEditsPerMinute).toBe(DEMO_DASHBOARD_EDITS_PER_MINUTE);
    await sandbox.server.close();
    sandbox = await startTestSandbox({ seed: { preset: 'demo' }, simulate: { ...TEST_SIMULATION, dashboardEditsPerMinute: 0 }, log: quiet });
    expect(simulatorOf(sandbox).dashboardEditsPerMinute).toBe(0);
  });
});
