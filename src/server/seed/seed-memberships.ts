import type { Random } from '../support/random';
import { HOUR } from './timeline';
import type { SeededCampaign } from './seed-campaigns';
import type { SeededContacts } from './seed-contacts';

/**
 * Who is in which campaign, who has been called, and which outbound calls
 * the history holds, planned together so they agree:
 *
 * - a started campaign's outbound calls go to its own members, one call per
 *   processed member at least (more when calls outnumber contacts);
 * - a member is processed exactly when it has a call, except the dnc members
 *   of a completed campaign, which were skipped (processed, never called);
 * - a completed campaign has every member processed; running, paused and
 *   cancelled ones have the share of their blueprint, the rest still queued;
 * - a contact may be in several campaigns, as in a real workspace.
 *
 * A workspace too small to give a started campaign any member (or any member
 * who may be called) keeps it as a draft instead.
 */
export interface Membership {
  campaign: number;
  contact: number;
  addedAt: number;
  processed: boolean;
  /** Filled in as calls are made: the end of the member's last call. */
  lastCallEnd: number;
}

export interface PlannedOutboundCall {
  campaign: number;
  membership: number;
}

export interface MembershipPlan {
  memberships: Membership[];
  calls: PlannedOutboundCall[];
}

export function planMemberships(rng: Random, campaigns: SeededCampaign[], contacts: SeededContacts, outboundCalls: number): MembershipPlan {
  const shares = campaigns.map((campaign) => (campaign.record.started_at === null || contacts.count === 0 ? 0 : campaign.blueprint.callShare));
  const allotted = apportion(outboundCalls, shares);
  const permutation = Int32Array.from({ length: contacts.count }, (_, index) => index);
  const plan: MembershipPlan = { memberships: [], calls: [] };

  campaigns.forEach((campaign, campaignIndex) => {
    const { blueprint, record } = campaign;
    const started = record.started_at !== null;
    const callCount = allotted[campaignIndex] as number;
    const completed = blueprint.status === 'completed';
    const targetMembers = started
      ? Math.min(contacts.count, Math.max(1, Math.round(callCount / blueprint.processedShare)))
      : Math.min(contacts.count, Math.max(1, Math.round(blueprint.memberShare * contacts.count)));
    const targetProcessed = started && callCount > 0 ? Math.max(1, Math.min(callCount, Math.round(targetMembers * blueprint.processedShare))) : 0;

    const callable: number[] = [];
    let added = 0;
    const done = () => (completed ? callable.length >= targetProcessed : added >= targetMembers && callable.length >= targetProcessed);
    // A partial Fisher–Yates over the shared permutation: a fresh uniform sample for each campaign.
    for (let position = 0; position < contacts.count && !done(); position++) {
      const swap = position + Math.floor(rng.next() * (contacts.count - position));
      const contact = permutation[swap] as number;
      permutation[swap] = permutation[position] as number;
      permutation[position] = contact;

      const dnc = contacts.dnc[contact] === 1;
      const processed = callable.length < targetProcessed && (completed || !dnc);
      if (processed && !dnc) callable.push(plan.memberships.length);
      plan.memberships.push({
        campaign: campaignIndex,
        contact,
        addedAt: record.created_at + HOUR + Math.floor(added / 100) * 10_000 + (added % 100),
        processed,
        lastCallEnd: 0,
      });
      added++;
    }

    if ((started && callable.length === 0) || added === 0) {
      // Nobody it could have called: it never started.
      for (const membership of plan.memberships.slice(plan.memberships.length - added)) membership.processed = false;
      if (record.status !== 'draft') demoteToDraft(campaign);
      return;
    }
    for (let call = 0; call < callCount; call++) {
      const membership = call < callable.length ? (callable[call] as number) : (callable[Math.floor(rng.next() * callable.length)] as number);
      plan.calls.push({ campaign: campaignIndex, membership });
    }
  });
  return plan;
}

function demoteToDraft(campaign: SeededCampaign): void {
  campaign.record.status = 'draft';
  campaign.record.started_at = null;
  campaign.record.updated_at = campaign.record.created_at;
  campaign.dialFrom = campaign.dialUntil;
}

/** Splits `total` by the shares, whole numbers summing to `total` (largest remainders); all zero when no share is positive. */
export function apportion(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  if (sum <= 0) return shares.map(() => 0);
  const exact = shares.map((share) => (total * share) / sum);
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of order) {
    if (left === 0) break;
    whole[index] = (whole[index] as number) + 1;
    left--;
  }
  return whole;
}
