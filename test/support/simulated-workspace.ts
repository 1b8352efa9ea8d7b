import type { Simulator } from '../../src/server/simulator/simulator';
import { createContact, type ApiClient, type TestSandbox } from './test-sandbox';

/**
 * Helpers for simulator tests: a workspace set up over HTTP (agent, contacts,
 * campaign with hours in a zone, started), and whole listings to compare.
 * The sandbox runs with a manual clock and no simulator timer; tests move
 * time with `simulatorOf(sandbox).advance(ms)`.
 */
export const TEST_SIMULATION = { timeScale: 1, tickIntervalMs: 0 } as const;

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

export function simulatorOf(sandbox: TestSandbox): Simulator {
  const simulator = sandbox.server.simulator;
  if (simulator === undefined) throw new Error('this sandbox runs without a simulator');
  return simulator;
}

/** An agent that is live at once: created, then switched on explicitly (no provisioning wait). */
export async function liveAgent(api: ApiClient, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await api.post('/agents', { name: 'Dialler', assistant_name: 'Ava', company_name: 'Oakfield Dental', objective: 'Book check-ups', ...fields });
  if (created.status !== 201) throw new Error(`agent create failed: ${created.status} ${created.text}`);
  const id = created.body.data.id as string;
  await api.patch(`/agents/${id}`, { is_active: true });
  return id;
}

export interface CampaignSetup {
  campaignId: string;
  agentId: string;
  /** In the order they were added. */
  contactIds: string[];
  dncIds: string[];
}

/**
 * A started campaign with `active` dialable contacts and `dnc` ones, in
 * `timezone` with `hours`. The agent places calls only (call_direction
 * outbound), so inbound and web calls never mix in.
 */
export async function startedCampaign(
  api: ApiClient,
  options: { active: number; dnc?: number; timezone: string; hours: Record<string, unknown> },
): Promise<CampaignSetup> {
  const agentId = await liveAgent(api);
  await api.patch(`/agents/${agentId}`, { call_direction: 'outbound' });
  const contactIds: string[] = [];
  const dncIds: string[] = [];
  for (let index = 0; index < options.active; index++) contactIds.push(await createContact(api, { first_name: `Zoë ${index}`, phone: '+14155550100' }));
  for (let index = 0; index < (options.dnc ?? 0); index++) dncIds.push(await createContact(api, { first_name: `Dnc ${index}`, status: 'dnc' }));
  const campaign = await api.post('/campaigns', { name: 'Check-up reminders', agent_id: agentId, objective: 'Book check-ups', timezone: options.timezone, business_hours: options.hours });
  if (campaign.status !== 201) throw new Error(`campaign create failed: ${campaign.status} ${campaign.text}`);
  const campaignId = campaign.body.data.id as string;
  const all = [...contactIds, ...dncIds];
  for (let start = 0; start < all.length; start += 100) await api.post(`/campaigns/${campaignId}/contacts`, { contact_ids: all.slice(start, start + 100) });
  const started = await api.post(`/campaigns/${campaignId}/start`);
  if (started.status !== 200) throw new Error(`campaign start failed: ${started.status} ${started.text}`);
  return { campaignId, agentId, contactIds, dncIds };
}

/** Every record of a list endpoint, all pages, in list order. */
export async function listAll(api: ApiClient, path: string): Promise<any[]> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary bodies
  const records = [];
  for (let page = 1; ; page++) {
    const response = await api.get(`${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    if (response.status !== 200) throw new Error(`GET ${path} failed: ${response.status} ${response.text}`);
    records.push(...response.body.data);
    if (response.body.meta === undefined || page * 100 >= response.body.meta.total) return records;
  }
}
