import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { HOUR, MINUTE, TEST_SIMULATION, listAll, simulatorOf, startedCampaign } from '../../support/simulated-workspace';

// Spec 3.1 and issue 3: every call is billed to the workspace wallet; an empty wallet pauses the campaign.
const ALWAYS = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { enabled: true, start: '00:00', end: '23:59' }]));

let sandbox: TestSandbox;
afterEach(() => sandbox.server.close());

const cents = (cost: number) => Math.round(cost * 100);

describe('the wallet', () => {
  it('is debited by each call’s cost, and pauses the campaign when it runs dry', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const { admin } = sandbox.server;
    const workspace = admin.workspaces.main;
    const setup = await startedCampaign(sandbox.api, { active: 80, timezone: 'Europe/Paris', hours: ALWAYS });
    admin.setWalletBalance(workspace, 40);

    const report = simulatorOf(sandbox).advance(6 * HOUR);
    expect(report.pausedCampaigns).toEqual([setup.campaignId]);
    expect((await sandbox.api.get(`/campaigns/${setup.campaignId}`)).body.data.status).toBe('paused');

    const calls = await listAll(sandbox.api, '/calls');
    expect(calls).toHaveLength(8);
    expect(calls.every((call) => call.direction === 'outbound')).toBe(true);
    const spent = calls.reduce((sum, call) => sum + cents(call.cost), 0);
    expect(admin.walletBalance(workspace)).toBe(40 - spent);
    // In the order they were placed, the balance stayed above zero until the last call, which emptied it.
    const costs = (admin.db.prepare('SELECT cost FROM calls WHERE workspace_id = ? ORDER BY seq').all(workspace) as { cost: number }[]).map((row) => cents(row.cost));
    const balances = costs.map((_, index) => 40 - costs.slice(0, index + 1).reduce((a, b) => a + b, 0));
    expect(balances.slice(0, -1).every((balance) => balance > 0)).toBe(true);
    expect(balances.at(-1)).toBeLessThanOrEqual(0);

    simulatorOf(sandbox).advance(2 * HOUR);
    expect((await sandbox.api.get('/calls')).body.meta.total).toBe(calls.length);
  });

  it('pauses an active campaign at the next tick when the wallet is emptied on the dashboard', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const setup = await startedCampaign(sandbox.api, { active: 10, timezone: 'Europe/Paris', hours: ALWAYS });
    sandbox.server.admin.setWalletBalance(sandbox.server.admin.workspaces.main, 0);
    simulatorOf(sandbox).advance(MINUTE);
    expect((await sandbox.api.get(`/campaigns/${setup.campaignId}`)).body.data.status).toBe('paused');
    expect((await sandbox.api.get('/calls')).body.meta.total).toBe(0);
  });
});
