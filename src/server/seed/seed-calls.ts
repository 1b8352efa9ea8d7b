import type { Database } from 'better-sqlite3';
import type { CallDirection } from '../../shared/api/index';
import { fakeCall, type CallContext } from '../content/index';
import type { Random } from '../support/random';
import { idFromUuid } from '../ids';
import { KNOWN_CALLER } from '../simulator/rates';
import { insertCalls, type CallRecord } from '../store/calls';
import { intervalSampler, openIntervals } from './calling-windows';
import { callRecord } from './records';
import type { SeededAgent } from './seed-agents';
import type { SeededCampaign } from './seed-campaigns';
import type { SeededContacts } from './seed-contacts';
import type { MembershipPlan } from './seed-memberships';
import { CALL_HISTORY_DAYS, DAY, HOUR, MINUTE, QUIET_BEFORE_BASE } from './timeline';

/**
 * The call history. Every call is planned first (who, when), then the plans
 * are sorted by start time and given their content and ids in that order, so
 * insertion order (seq) follows time and the same seed gives the same calls.
 *
 * - Outbound calls belong to a campaign and one of its members, placed
 *   within the campaign's business hours in its time zone, between its start
 *   and the moment it stopped.
 * - Inbound and web calls go to the agents that answer them (the switched-off
 *   agent only before it was switched off); some callers are known contacts.
 */
export interface SeededCallsSummary {
  outbound: number;
  inbound: number;
  web: number;
}

interface CallPlan {
  start: number;
  direction: CallDirection;
  agent: number;
  /** Position in the contacts, or -1 for an unknown caller. */
  contact: number;
  /** Position in the campaigns, or -1. */
  campaign: number;
  /** Position in the memberships, or -1. */
  membership: number;
}

const WEB_SHARE_OF_INCOMING = 0.3;
/** Calls ring out at least this long before a campaign's stop, so even a long one ends in time. */
const OUTBOUND_MARGIN = 10 * MINUTE;
const CHUNK = 5_000;

export interface CallSeedInput {
  db: Database;
  workspaceId: number;
  base: number;
  agents: readonly SeededAgent[];
  campaigns: readonly SeededCampaign[];
  contacts: SeededContacts;
  memberships: MembershipPlan;
  /** Calls in all; those the outbound plan does not take are inbound and web. */
  total: number;
  planRng: Random;
  contentRng: Random;
}

export function seedCalls(input: CallSeedInput): SeededCallsSummary {
  const outbound = planOutbound(input);
  const plans = [...outbound, ...planIncoming(input, input.total - outbound.length)];
  // Stable sort by start; equal starts keep plan order.
  plans.sort((a, b) => a.start - b.start);

  const { db, workspaceId, agents, campaigns, contacts, memberships, contentRng } = input;
  const summary: SeededCallsSummary = { outbound: 0, inbound: 0, web: 0 };
  let chunk: CallRecord[] = [];
  for (const plan of plans) {
    const agent = (agents[plan.agent] as SeededAgent).record;
    const campaign = plan.campaign === -1 ? undefined : (campaigns[plan.campaign] as SeededCampaign).record;
    const context: CallContext = {
      direction: plan.direction,
      agentName: agent.assistant_name ?? agent.name,
      companyName: agent.company_name ?? agent.name,
      contactFirstName: plan.contact === -1 ? null : (contacts.firstNames[plan.contact] as string),
      objective: campaign?.objective ?? agent.objective,
      productDescription: agent.product_description,
    };
    const call = fakeCall(contentRng, context);
    const record = callRecord(
      {
        id: idFromUuid('call', contentRng.uuid()),
        workspaceId,
        agentId: agent.id,
        contactId: plan.contact === -1 ? null : (contacts.ids[plan.contact] as string),
        campaignId: campaign?.id ?? null,
        direction: plan.direction,
      },
      call,
      plan.start,
    );
    if (plan.membership !== -1) {
      const membership = memberships.memberships[plan.membership]!;
      membership.lastCallEnd = Math.max(membership.lastCallEnd, record.end_timestamp);
    }
    summary[plan.direction]++;
    chunk.push(record);
    if (chunk.length === CHUNK) {
      insertCalls(db, chunk);
      chunk = [];
    }
  }
  insertCalls(db, chunk);
  return summary;
}

function planOutbound(input: CallSeedInput): CallPlan[] {
  const { campaigns, memberships, planRng: rng } = input;
  const samplers = campaigns.map((campaign) =>
    intervalSampler(campaign.record.started_at === null ? [] : openIntervals(campaign.record.business_hours, campaign.record.timezone, campaign.dialFrom, campaign.dialUntil - OUTBOUND_MARGIN)),
  );
  const agentIndex = new Map(input.agents.map((agent, index) => [agent.record.id, index]));
  const plans: CallPlan[] = [];
  for (const call of memberships.calls) {
    const campaign = campaigns[call.campaign] as SeededCampaign;
    const start = (samplers[call.campaign] as (rng: Random) => number | undefined)(rng);
    // Hours that never open within the campaign's run (none of ours): the call is not placed.
    if (start === undefined) continue;
    plans.push({
      start,
      direction: 'outbound',
      agent: agentIndex.get(campaign.agent.record.id) as number,
      contact: (memberships.memberships[call.membership] as { contact: number }).contact,
      campaign: call.campaign,
      membership: call.membership,
    });
  }
  return plans;
}

function planIncoming(input: CallSeedInput, incoming: number): CallPlan[] {
  const { agents, contacts, base, planRng: rng } = input;
  const answering = agents.map((agent, index) => ({ agent, index })).filter(({ agent }) => agent.inbound);
  if (answering.length === 0 || incoming === 0) return [];
  const from = base - CALL_HISTORY_DAYS * DAY;
  const plans: CallPlan[] = [];
  for (let count = 0; count < incoming; count++) {
    const { agent, index } = rng.pick(answering);
    const until = Math.min(agent.handledCallsUntil, base) - QUIET_BEFORE_BASE;
    const direction: CallDirection = rng.chance(WEB_SHARE_OF_INCOMING) ? 'web' : 'inbound';
    const known = contacts.count > 0 && rng.chance(KNOWN_CALLER[direction]);
    plans.push({ start: daytimeInstant(rng, from, until), direction, agent: index, contact: known ? rng.int(0, contacts.count - 1) : -1, campaign: -1, membership: -1 });
  }
  return plans;
}

/** Callers are mostly awake: an instant in [from, until), three times likelier in the hours when the Americas and Europe both are (12:00–24:00 UTC). */
function daytimeInstant(rng: Random, from: number, until: number): number {
  for (;;) {
    const instant = from + Math.floor(rng.next() * (until - from));
    const hour = Math.floor(instant / HOUR) % 24;
    if (hour >= 12 || rng.chance(1 / 3)) return instant;
  }
}
