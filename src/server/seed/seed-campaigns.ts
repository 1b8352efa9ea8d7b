import type { BusinessHours, CampaignStatus, Weekday } from '../../shared/api/index';
import { fakeCampaign } from '../content/index';
import type { Random } from '../support/random';
import { idFromUuid } from '../ids';
import type { CampaignRecord } from '../store/campaigns';
import type { SeededAgent } from './seed-agents';
import { DAY, HOUR, QUIET_BEFORE_BASE } from './timeline';

/**
 * Ten campaigns in every status a workspace shows, in ten time zones, each
 * with hours of its own. Started campaigns get a share of the outbound calls
 * and a run of days in the last 60 during which those calls were placed:
 * finished ones long ago, running ones up to now. One of the active
 * campaigns dials around the clock every day, so the simulator shows live
 * outbound activity whenever the demo runs.
 */
export interface CampaignBlueprint {
  status: CampaignStatus;
  timezone: string;
  hours: BusinessHours;
  /** Share of the seeded outbound calls (started campaigns only). */
  callShare: number;
  /** Share of its contacts already processed (started campaigns; 1 for completed). */
  processedShare: number;
  /** Members as a share of all contacts, for campaigns that never started. */
  memberShare: number;
  createdDaysAgo: number;
  startedDaysAgo?: number;
  /** When it stopped dialling (completed, cancelled, paused); running campaigns dial until just before B. */
  stoppedDaysAgo?: number;
  fixed?: { name: string; objective: string; description: string };
}

const days = (list: readonly Weekday[], start: string, end: string): BusinessHours =>
  Object.fromEntries(list.map((day) => [day, { enabled: true, start, end }]));
const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const EVERY_DAY: readonly Weekday[] = [...WEEKDAYS, 'saturday', 'sunday'];
/** A day that is listed but switched off, as a dashboard saves it. */
const OFF = { enabled: false };

export const ALWAYS_ON_CAMPAIGN_NAME = 'Always-on support follow-up';

export const CAMPAIGN_BLUEPRINTS: readonly CampaignBlueprint[] = [
  { status: 'completed', timezone: 'America/New_York', hours: days(WEEKDAYS, '09:00', '17:00'), callShare: 0.16, processedShare: 1, memberShare: 0, createdDaysAgo: 62, startedDaysAgo: 59, stoppedDaysAgo: 40 },
  {
    status: 'completed', timezone: 'Europe/London', hours: { ...days(WEEKDAYS, '08:30', '18:00'), saturday: { enabled: true, start: '10:00', end: '14:00' }, sunday: OFF },
    callShare: 0.16, processedShare: 1, memberShare: 0, createdDaysAgo: 55, startedDaysAgo: 52, stoppedDaysAgo: 31,
  },
  { status: 'cancelled', timezone: 'Europe/Berlin', hours: days(['monday', 'tuesday', 'wednesday', 'thursday'], '10:00', '16:00'), callShare: 0.08, processedShare: 0.45, memberShare: 0, createdDaysAgo: 48, startedDaysAgo: 46, stoppedDaysAgo: 34 },
  { status: 'paused', timezone: 'America/Los_Angeles', hours: days(WEEKDAYS, '09:00', '18:00'), callShare: 0.12, processedShare: 0.6, memberShare: 0, createdDaysAgo: 38, startedDaysAgo: 35, stoppedDaysAgo: 4 },
  {
    status: 'active', timezone: 'America/Chicago', hours: { ...days(WEEKDAYS, '08:00', '20:00'), saturday: { enabled: true, start: '10:00', end: '16:00' } },
    callShare: 0.16, processedShare: 0.55, memberShare: 0, createdDaysAgo: 31, startedDaysAgo: 28,
  },
  { status: 'active', timezone: 'Australia/Sydney', hours: days(WEEKDAYS, '09:00', '17:00'), callShare: 0.12, processedShare: 0.5, memberShare: 0, createdDaysAgo: 22, startedDaysAgo: 20 },
  {
    status: 'active', timezone: 'Asia/Tokyo', hours: days(EVERY_DAY, '00:00', '23:59'), callShare: 0.2, processedShare: 0.35, memberShare: 0, createdDaysAgo: 14, startedDaysAgo: 12,
    fixed: {
      name: ALWAYS_ON_CAMPAIGN_NAME,
      objective: 'Call back every customer who opened a support request, day or night, and make sure it was resolved.',
      description: 'Follow-up calls on support requests, placed around the clock by the support agent. Transfer unresolved issues to the front desk.',
    },
  },
  { status: 'scheduled', timezone: 'America/Sao_Paulo', hours: days(WEEKDAYS, '09:00', '17:00'), callShare: 0, processedShare: 0, memberShare: 0.05, createdDaysAgo: 6 },
  { status: 'draft', timezone: 'Asia/Kolkata', hours: days([...WEEKDAYS, 'saturday'], '10:00', '19:00'), callShare: 0, processedShare: 0, memberShare: 0.03, createdDaysAgo: 3 },
  { status: 'draft', timezone: 'Europe/Madrid', hours: days(WEEKDAYS, '09:00', '14:00'), callShare: 0, processedShare: 0, memberShare: 0.02, createdDaysAgo: 1 },
];

export interface SeededCampaign {
  blueprint: CampaignBlueprint;
  record: CampaignRecord;
  agent: SeededAgent;
  /** When its seeded calls may start and must have ended; empty for campaigns that never started. */
  dialFrom: number;
  dialUntil: number;
}

/** Builds the records; statuses may still be lowered by the membership planner when a tiny workspace leaves a campaign without contacts. */
export function buildCampaigns(rng: Random, workspaceId: number, agents: readonly SeededAgent[], base: number): SeededCampaign[] {
  const dialling = agents.filter((agent) => agent.outbound && agent.record.active_override !== false);
  if (dialling.length === 0) throw new Error('the seeded agents include none that places calls');
  const usedNames = new Set<string>();
  return CAMPAIGN_BLUEPRINTS.map((blueprint, index) => {
    const agent = dialling[index % dialling.length] as SeededAgent;
    const content = blueprint.fixed ?? distinctCampaign(rng, agent.record.name, usedNames);
    usedNames.add(content.name);
    // Some time in the working day before, to the second.
    const createdAt = base - blueprint.createdDaysAgo * DAY + rng.int(8 * 3_600, 18 * 3_600) * 1_000;
    const startedAt = blueprint.startedDaysAgo === undefined ? null : base - blueprint.startedDaysAgo * DAY + rng.int(8 * 3_600, 18 * 3_600) * 1_000;
    const stoppedAt = blueprint.stoppedDaysAgo === undefined ? base - QUIET_BEFORE_BASE : base - blueprint.stoppedDaysAgo * DAY;
    const record: CampaignRecord = {
      id: idFromUuid('campaign', rng.uuid()),
      workspace_id: workspaceId,
      name: content.name,
      description: content.description,
      objective: content.objective,
      agent_id: agent.record.id,
      phone_number_id: agent.phoneNumber.id,
      campaign_mode: 'outbound',
      status: blueprint.status,
      timezone: blueprint.timezone,
      business_hours: blueprint.hours,
      created_at: createdAt,
      // Moved by the last status change: stopping, or starting for a running campaign.
      updated_at: blueprint.stoppedDaysAgo === undefined ? (startedAt ?? createdAt) : stoppedAt + HOUR,
      started_at: startedAt,
    };
    return { blueprint, record, agent, dialFrom: startedAt ?? base, dialUntil: startedAt === null ? base : stoppedAt };
  });
}

function distinctCampaign(rng: Random, agentName: string, used: ReadonlySet<string>): { name: string; objective: string; description: string } {
  let campaign = fakeCampaign(rng, agentName);
  for (let attempt = 0; attempt < 20 && used.has(campaign.name); attempt++) campaign = fakeCampaign(rng, agentName);
  return campaign;
}
