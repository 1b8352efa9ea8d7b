import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithinBusinessHours } from '../../../src/server/simulator/business-hours';
import { INITIAL_WALLET_CENTS } from '../../../src/server/bootstrap/ensure-workspaces';
import { ALWAYS_ON_CAMPAIGN_NAME } from '../../../src/server/seed/seed-campaigns';
import { startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { listAll } from '../../support/simulated-workspace';
import { findDncRequest } from '../../../src/shared/dnc/dnc-request';

// Issue 3: `--seed demo` is a believable workspace: a few agents, about ten
// campaigns in every status, 2,000 contacts and 5,000 calls with transcripts.
let sandbox: TestSandbox;
/* eslint-disable @typescript-eslint/no-explicit-any -- listings are inspected as plain JSON */
let agents: any[];
let campaigns: any[];
let contacts: any[];
let calls: any[];
/* eslint-enable @typescript-eslint/no-explicit-any */
const DAY = 86_400_000;

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: { preset: 'demo' }, log: () => undefined });
  agents = await listAll(sandbox.api, '/agents');
  campaigns = await Promise.all((await listAll(sandbox.api, '/campaigns')).map(async (item) => (await sandbox.api.get(`/campaigns/${item.id}`)).body.data));
  contacts = await listAll(sandbox.api, '/contacts');
  calls = await listAll(sandbox.api, '/calls');
});
afterAll(() => sandbox.server.close());

describe('the demo workspace', () => {
  it('has 3 to 5 agents, each on a phone number of its own, most of them live', () => {
    expect(agents.length).toBeGreaterThanOrEqual(3);
    expect(agents.length).toBeLessThanOrEqual(5);
    expect(agents.filter((agent) => agent.is_active).length).toBeGreaterThanOrEqual(3);
    const numbers = sandbox.server.admin.db.prepare('SELECT DISTINCT agent_id FROM phone_numbers WHERE agent_id IS NOT NULL').all();
    expect(numbers).toHaveLength(agents.length);
  });

  it('has about ten campaigns in every status, in several time zones, each with contacts', () => {
    expect(campaigns).toHaveLength(10);
    expect(new Set(campaigns.map((campaign) => campaign.status))).toEqual(new Set(['draft', 'scheduled', 'active', 'paused', 'completed', 'cancelled']));
    expect(new Set(campaigns.map((campaign) => campaign.timezone)).size).toBeGreaterThanOrEqual(6);
    const members = sandbox.server.admin.db.prepare('SELECT campaign_id, COUNT(*) AS n FROM campaign_contacts GROUP BY campaign_id').all() as { campaign_id: string; n: number }[];
    for (const campaign of campaigns) expect(members.find((row) => row.campaign_id === campaign.id)?.n ?? 0).toBeGreaterThan(0);
    for (const campaign of campaigns) expect(campaign.started_at === null).toBe(campaign.status === 'draft' || campaign.status === 'scheduled');
  });

  it('has an active campaign that may dial nearly all day, every day', () => {
    const alwaysOn = campaigns.find((campaign) => campaign.name === ALWAYS_ON_CAMPAIGN_NAME);
    expect(alwaysOn?.status).toBe('active');
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      expect(alwaysOn.business_hours[day]).toEqual({ enabled: true, start: '00:00', end: '23:59' });
    }
  });

  it('has 2,000 contacts, with non-ASCII names, tags and some on the do-not-call list', () => {
    expect(contacts).toHaveLength(2_000);
    const nonAscii = contacts.filter((contact) => /[\u0080-\uffff]/.test(`${contact.first_name}${contact.last_name ?? ''}`));
    expect(nonAscii.length).toBeGreaterThan(50);
    expect(contacts.filter((contact) => contact.tags.length > 0).length).toBeGreaterThan(500);
    const dnc = contacts.filter((contact) => contact.status === 'dnc').length;
    expect(dnc).toBeGreaterThan(20);
    expect(dnc).toBeLessThan(200);
  });

  it('lists 5,000 calls newest first, all in the 60 days before now, in every direction and status', () => {
    expect(calls).toHaveLength(5_000);
    const now = sandbox.clock.now();
    const starts = calls.map((call) => Date.parse(call.start_timestamp));
    for (let index = 1; index < starts.length; index++) expect(starts[index]).toBeLessThanOrEqual(starts[index - 1]!);
    expect(Math.max(...calls.map((call) => Date.parse(call.end_timestamp)))).toBeLessThanOrEqual(now);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now - 61 * DAY);
    expect(new Set(calls.map((call) => call.direction))).toEqual(new Set(['inbound', 'outbound', 'web']));
    expect(new Set(calls.map((call) => call.call_status))).toEqual(new Set(['completed', 'voicemail', 'no_answer', 'busy', 'failed']));
    for (const call of calls) expect(Date.parse(call.end_timestamp) - Date.parse(call.start_timestamp)).toBe(call.duration_seconds * 1000);
  });

  it('gives answered calls a summary and a multi-turn transcript, unanswered ones none, and every call a sentiment from the enum', async () => {
    const answered = calls.filter((call) => call.call_status === 'completed').slice(0, 15);
    const unanswered = calls.filter((call) => call.call_status === 'no_answer').slice(0, 5);
    for (const item of answered) {
      const call = (await sandbox.api.get(`/calls/${item.id}`)).body.data;
      expect(['positive', 'neutral', 'negative']).toContain(call.sentiment);
      expect(call.summary.length).toBeGreaterThan(10);
      expect(call.transcript.length).toBeGreaterThanOrEqual(3);
      expect(new Set(call.transcript.map((line: { speaker: string }) => line.speaker))).toEqual(new Set(['agent', 'caller']));
    }
    for (const item of unanswered) {
      const call = (await sandbox.api.get(`/calls/${item.id}`)).body.data;
      expect(call).toMatchObject({ sentiment: 'neutral', duration_seconds: 0, cost: 0, transcript: [] });
    }
  });

  it('links every call to an agent, and outbound calls to a started campaign and one of its contacts', () => {
    const db = sandbox.server.admin.db;
    const main = sandbox.server.admin.workspaces.main;
    const count = (sql: string) => (db.prepare(sql).get(main) as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM calls WHERE workspace_id = ? AND agent_id NOT IN (SELECT id FROM agents)')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM calls WHERE workspace_id = ? AND contact_id IS NOT NULL AND contact_id NOT IN (SELECT id FROM contacts)')).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM calls WHERE workspace_id = ? AND direction = 'outbound' AND (campaign_id IS NULL OR contact_id IS NULL)")).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM calls WHERE workspace_id = ? AND direction <> 'outbound' AND campaign_id IS NOT NULL")).toBe(0);
    // The contact of an outbound call is a processed member of its campaign, called after the campaign started and by its agent.
    expect(
      count(`SELECT COUNT(*) AS n FROM calls JOIN campaigns ON campaigns.id = calls.campaign_id
             LEFT JOIN campaign_contacts AS member ON member.campaign_id = calls.campaign_id AND member.contact_id = calls.contact_id
             WHERE calls.workspace_id = ? AND (member.processed_at IS NULL OR campaigns.started_at IS NULL OR calls.start_timestamp < campaigns.started_at
               OR calls.agent_id <> campaigns.agent_id OR member.processed_at < calls.end_timestamp)`),
    ).toBe(0);
    // Inbound and web calls come from both known contacts and unknown numbers.
    expect(count("SELECT COUNT(*) AS n FROM calls WHERE workspace_id = ? AND direction <> 'outbound' AND contact_id IS NULL")).toBeGreaterThan(100);
    expect(count("SELECT COUNT(*) AS n FROM calls WHERE workspace_id = ? AND direction <> 'outbound' AND contact_id IS NOT NULL")).toBeGreaterThan(100);
  });

  it('marks a campaign member processed where it has a call, and otherwise only as a skipped dnc contact of a completed campaign', () => {
    const db = sandbox.server.admin.db;
    const unexplained = db
      .prepare(
        `SELECT COUNT(*) AS n FROM campaign_contacts AS member JOIN campaigns ON campaigns.id = member.campaign_id JOIN contacts ON contacts.id = member.contact_id
         WHERE member.processed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM calls WHERE calls.campaign_id = member.campaign_id AND calls.contact_id = member.contact_id)
           AND NOT (campaigns.status = 'completed' AND contacts.status = 'dnc')`,
      )
      .get() as { n: number };
    expect(unexplained.n).toBe(0);
    const completedLeft = db
      .prepare("SELECT COUNT(*) AS n FROM campaign_contacts JOIN campaigns ON campaigns.id = campaign_id WHERE campaigns.status = 'completed' AND processed_at IS NULL")
      .get() as { n: number };
    expect(completedLeft.n).toBe(0);
    for (const campaign of campaigns.filter((c) => c.status === 'active')) {
      const left = db.prepare('SELECT COUNT(*) AS n FROM campaign_contacts WHERE campaign_id = ? AND processed_at IS NULL').get(campaign.id) as { n: number };
      expect(left.n).toBeGreaterThan(50);
    }
  });

  it('placed every outbound call within its campaign’s business hours, in the campaign’s time zone', () => {
    const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
    const outbound = sandbox.server.admin.db.prepare("SELECT campaign_id, start_timestamp FROM calls WHERE direction = 'outbound' AND workspace_id = ?").all(sandbox.server.admin.workspaces.main) as {
      campaign_id: string;
      start_timestamp: number;
    }[];
    expect(outbound.length).toBeGreaterThan(2_000);
    const outside = outbound.filter((call) => {
      const campaign = byId.get(call.campaign_id);
      return !isWithinBusinessHours(campaign.business_hours, campaign.timezone, new Date(call.start_timestamp));
    });
    expect(outside).toEqual([]);
  });

  it('leaves the wallet full: the seeded history was paid for before it began', () => {
    expect(sandbox.server.admin.walletBalance(sandbox.server.admin.workspaces.main)).toBe(INITIAL_WALLET_CENTS);
  });

  it('has callers who asked not to be called again while their contact stayed active, as the app finds them (the Do-not-call requests screen is never empty in the demo)', () => {
    const rows = sandbox.server.admin.db
      .prepare('SELECT c.transcript AS transcript, k.status AS status FROM calls AS c JOIN contacts AS k ON k.id = c.contact_id WHERE c.workspace_id = ?')
      .all(sandbox.server.admin.workspaces.main) as { transcript: string | null; status: string }[];
    const asked = rows.filter((row) => (JSON.parse(row.transcript ?? '[]') as { speaker: string; text: string }[]).some((turn) => turn.speaker === 'caller' && findDncRequest(turn.text) !== null));
    expect(asked.filter((row) => row.status === 'active').length).toBeGreaterThan(10);
  });
});
