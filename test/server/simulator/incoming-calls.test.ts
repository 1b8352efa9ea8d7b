import { afterEach, describe, expect, it } from 'vitest';
import { createContact, startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { HOUR, TEST_SIMULATION, listAll, liveAgent, simulatorOf } from '../../support/simulated-workspace';

// Issue 3: inbound and web calls arrive now and then, for active agents that answer calls, and only for them.
let sandbox: TestSandbox;
afterEach(() => sandbox.server.close());

describe('inbound and web calls', () => {
  it('arrive for active agents that answer calls, never for one switched off, still provisioning or outbound only', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION, provisioningDelayMs: 24 * HOUR });
    const answering = await liveAgent(sandbox.api, { name: 'Front desk' });
    const switchedOff = await liveAgent(sandbox.api, { name: 'Night line' });
    await sandbox.api.patch(`/agents/${switchedOff}`, { is_active: false });
    const outboundOnly = await liveAgent(sandbox.api, { name: 'Dialler' });
    await sandbox.api.patch(`/agents/${outboundOnly}`, { call_direction: 'outbound' });
    const provisioning = (await sandbox.api.post('/agents', { name: 'New line', objective: 'Answer' })).body.data.id as string;
    for (let index = 0; index < 20; index++) await createContact(sandbox.api, { first_name: `Caller ${index}` });
    const contactIds = new Set((await listAll(sandbox.api, '/contacts')).map((contact) => contact.id));

    const report = simulatorOf(sandbox).advance(8 * HOUR);
    const calls = await listAll(sandbox.api, '/calls');
    // The report counts the other workspace's website agent too; this workspace sees its own calls only.
    expect({ inbound: report.inboundCalls, web: report.webCalls }).toEqual({ inbound: 55, web: 18 });
    expect(calls).toHaveLength(43);
    expect(new Set(calls.map((call) => call.direction))).toEqual(new Set(['inbound', 'web']));
    expect(new Set(calls.map((call) => call.agent_id))).toEqual(new Set([answering]));
    for (const agent of [switchedOff, outboundOnly, provisioning]) expect(calls.map((call) => call.agent_id)).not.toContain(agent);
    // Some callers are known contacts, the rest unknown numbers; none belongs to a campaign.
    for (const call of calls) if (call.contact_id !== null) expect(contactIds.has(call.contact_id)).toBe(true);
    expect(calls.some((call) => call.contact_id !== null)).toBe(true);
    expect(calls.some((call) => call.contact_id === null)).toBe(true);
    for (const call of calls.slice(0, 10)) expect((await sandbox.api.get(`/calls/${call.id}`)).body.data.campaign_id).toBeNull();
  });

  it('start arriving for an agent once it is switched back on', async () => {
    sandbox = await startTestSandbox({ simulate: TEST_SIMULATION });
    const agent = await liveAgent(sandbox.api);
    await sandbox.api.patch(`/agents/${agent}`, { is_active: false });
    simulatorOf(sandbox).advance(6 * HOUR);
    expect((await sandbox.api.get('/calls')).body.meta.total).toBe(0);
    await sandbox.api.patch(`/agents/${agent}`, { is_active: true });
    simulatorOf(sandbox).advance(6 * HOUR);
    expect((await sandbox.api.get('/calls')).body.meta.total).toBe(32);
  });
});
