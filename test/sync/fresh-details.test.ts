import { describe, expect, it } from 'vitest';
import { agentDetailFreshness, campaignDetailFreshness, getAgent, getCampaign } from '../../src/main/mirror';
import type { SyncProgressEvent } from '../../src/main/sync';
import type { BusinessHours } from '../../src/shared/api';
import { dashboard, syncedWorkspace } from './detail-edits';
import { detailRequests } from '../support/wire-log';
import { expectMirrorEqualsServer, serverView } from '../support/mirror-vs-server';
import { runSync } from '../support/sync-sandbox';

/**
 * Fresh details (issue 11): fields only the single GETs carry, edited on the
 * dashboard, reach the mirror on a full sync, within the hour on a regular
 * one, and at once when the record's list row changed. The sandbox's store
 * is edited directly, as its dashboard would; the wire log counts the GETs.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEEKDAYS_EARLY: BusinessHours = {
  monday: { enabled: true, start: '07:00', end: '12:00' },
  tuesday: { enabled: true, start: '07:00', end: '12:00' },
  saturday: { enabled: false },
};

describe('fresh agent and campaign details', () => {
  it('a full sync re-reads every agent and campaign detail and brings dashboard edits the lists do not show', async () => {
    const { sandbox, wire, sync, agents, campaigns, agentId, campaignId } = await syncedWorkspace();
    dashboard(sandbox).editAgent(agentId, { first_message: 'Hi, Quinn from Acme here.' });
    dashboard(sandbox).editCampaign(campaignId, { timezone: 'Pacific/Auckland', business_hours: WEEKDAYS_EARLY });
    sandbox.clock.advance(5 * MINUTE);
    const progress: SyncProgressEvent[] = [];
    sync.engine.onProgress((event) => progress.push(event));

    const summary = await runSync(sync, sandbox.clock, { full: true });

    expect(summary.status).toBe('ok');
    expect(detailRequests(wire.log, 'agents').sort()).toEqual([...agents].sort());
    expect(detailRequests(wire.log, 'campaigns').sort()).toEqual([...campaigns].sort());
    expect(summary.hydrated).toMatchObject({ agents: agents.length, campaigns: campaigns.length });
    expect(getAgent(sync.mirror.db, agentId)?.raw).toMatchObject({ first_message: 'Hi, Quinn from Acme here.' });
    expect(getCampaign(sync.mirror.db, campaignId)).toMatchObject({ timezone: 'Pacific/Auckland', raw: { business_hours: WEEKDAYS_EARLY } });
    await expectMirrorEqualsServer(sandbox, sync);
    // The reads count in the run's progress, as details of their resource.
    const finalAgents = progress.filter((event) => event.resource === 'agents' && event.step === 'details').at(-1);
    expect(finalAgents).toMatchObject({ done: agents.length, total: agents.length });
    expect(agentDetailFreshness(sync.mirror.db, agentId)).toEqual({ fetchedAt: new Date(sandbox.clock.now()).toISOString(), stale: false });
  });

  it('a full sync stopped before its detail reads owes every one of them to the next run', async () => {
    const { sandbox, wire, sync, agents, campaigns, agentId } = await syncedWorkspace();
    dashboard(sandbox).editAgent(agentId, { first_message: 'Hi, Quinn from Acme here.' });

    await runSync(sync, sandbox.clock, { full: true, hydrate: false });
    expect(detailRequests(wire.log, 'agents')).toEqual([]);
    sandbox.clock.advance(5 * MINUTE);
    await runSync(sync, sandbox.clock);

    expect(detailRequests(wire.log, 'agents').sort()).toEqual([...agents].sort());
    expect(detailRequests(wire.log, 'campaigns').sort()).toEqual([...campaigns].sort());
    expect(getAgent(sync.mirror.db, agentId)?.raw).toMatchObject({ first_message: 'Hi, Quinn from Acme here.' });
  });

  it('a regular sync within the hour reads no detail of a record whose list row is unchanged', async () => {
    const { sandbox, wire, sync, agentId, campaignId } = await syncedWorkspace();
    const readAt = agentDetailFreshness(sync.mirror.db, agentId)!.fetchedAt;
    dashboard(sandbox).editAgent(agentId, { first_message: 'Hi, Quinn from Acme here.' });
    dashboard(sandbox).editCampaign(campaignId, { timezone: 'Pacific/Auckland', business_hours: WEEKDAYS_EARLY });
    sandbox.clock.advance(HOUR - MINUTE);

    const summary = await runSync(sync, sandbox.clock);

    expect(summary.status).toBe('ok');
    expect(detailRequests(wire.log, 'agents')).toEqual([]);
    expect(detailRequests(wire.log, 'campaigns')).toEqual([]);
    expect(summary.hydrated).toMatchObject({ agents: 0, campaigns: 0 });
    expect(getAgent(sync.mirror.db, agentId)?.raw.first_message).not.toBe('Hi, Quinn from Acme here.');
    expect(getCampaign(sync.mirror.db, campaignId)?.timezone).not.toBe('Pacific/Auckland');
    expect(agentDetailFreshness(sync.mirror.db, agentId)).toEqual({ fetchedAt: readAt, stale: false });
  });

  it('a regular sync re-reads every detail once an hour has passed since it was read', async () => {
    const { sandbox, wire, sync, agents, campaigns, agentId, campaignId } = await syncedWorkspace();
    dashboard(sandbox).editAgent(agentId, { first_message: 'Good morning from Acme.', assistant_personality: 'cheerful' });
    dashboard(sandbox).editCampaign(campaignId, { timezone: 'America/Bogota', business_hours: WEEKDAYS_EARLY });
    sandbox.clock.advance(HOUR);

    const summary = await runSync(sync, sandbox.clock);

    expect(summary.status).toBe('ok');
    expect(detailRequests(wire.log, 'agents').sort()).toEqual([...agents].sort());
    expect(detailRequests(wire.log, 'campaigns').sort()).toEqual([...campaigns].sort());
    expect(getAgent(sync.mirror.db, agentId)?.raw).toMatchObject({ first_message: 'Good morning from Acme.', assistant_personality: 'cheerful' });
    expect(getCampaign(sync.mirror.db, campaignId)).toMatchObject({ timezone: 'America/Bogota', raw: { business_hours: WEEKDAYS_EARLY } });
    await expectMirrorEqualsServer(sandbox, sync);

    // Read again just now: the next regular run leaves them alone.
    wire.log.length = 0;
    sandbox.clock.advance(10 * MINUTE);
    await runSync(sync, sandbox.clock);
    expect(detailRequests(wire.log, 'agents')).toEqual([]);
    expect(detailRequests(wire.log, 'campaigns')).toEqual([]);
  });

  it('a regular sync re-reads at once the details of records whose list row changed, and only those', async () => {
    const { sandbox, wire, sync, agents, campaigns, campaignId } = await syncedWorkspace();
    const { admin } = sandbox.server;
    const [renamed, switchedOff, untouched] = agents.filter((id) => serverView(sandbox.server, 'agents').get(id)!.is_active === true);
    dashboard(sandbox).editAgent(renamed!, { first_message: 'Renamed and reworded.' });
    admin.editAgent(renamed!, { name: 'Quinn at the front desk' });
    dashboard(sandbox).editAgent(switchedOff!, { first_message: 'Switched off and reworded.' });
    admin.editAgent(switchedOff!, { is_active: false });
    dashboard(sandbox).editAgent(untouched!, { first_message: 'Reworded only.' });
    const other = campaigns.find((id) => id !== campaignId && serverView(sandbox.server, 'campaigns').get(id)!.status !== 'cancelled')!;
    dashboard(sandbox).editCampaign(other, { timezone: 'Asia/Kolkata', business_hours: WEEKDAYS_EARLY });
    admin.setCampaignStatus(other, 'cancelled');
    sandbox.clock.advance(10 * MINUTE);

    const summary = await runSync(sync, sandbox.clock);

    expect(summary.status).toBe('ok');
    expect(detailRequests(wire.log, 'agents').sort()).toEqual([renamed, switchedOff].sort());
    expect(detailRequests(wire.log, 'campaigns')).toEqual([other]);
    const { db } = sync.mirror;
    expect(getAgent(db, renamed!)).toMatchObject({ name: 'Quinn at the front desk', raw: { first_message: 'Renamed and reworded.' } });
    expect(getAgent(db, switchedOff!)).toMatchObject({ is_active: false, raw: { first_message: 'Switched off and reworded.' } });
    expect(getAgent(db, untouched!)?.raw.first_message).not.toBe('Reworded only.');
    expect(getCampaign(db, other)).toMatchObject({ status: 'cancelled', timezone: 'Asia/Kolkata' });
    expect(campaignDetailFreshness(db, other)).toEqual({ fetchedAt: new Date(sandbox.clock.now()).toISOString(), stale: false });
  });
});
