import type { Database } from 'better-sqlite3';
import { createRandom } from '../support/random';
import { insertCampaignContacts, type CampaignContactRecord } from '../store/campaign-contacts';
import { insertCampaigns } from '../store/campaigns';
import { seedAgents } from './seed-agents';
import { seedCalls } from './seed-calls';
import { buildCampaigns } from './seed-campaigns';
import { seedContacts } from './seed-contacts';
import { planMemberships } from './seed-memberships';
import type { SeedPlan } from './seed-options';

/**
 * Fills a workspace from a seed plan: agents with their phone numbers,
 * contacts, ten campaigns with their members, and the call history.
 *
 * Deterministic: every random draw comes from streams forked off the plan's
 * seed by name (so a change to one step does not shift the others), ids are
 * drawn from those streams, and every timestamp is an offset from the plan's
 * base instant. The same plan gives the same rows in the same order.
 *
 * Fast: all of it is one transaction, rows go through the store's bulk
 * insert functions (prepared once, list totals kept) in chunks, and nothing
 * reads back what it wrote.
 */
export interface SeedSummary {
  agents: number;
  campaigns: number;
  contacts: number;
  memberships: number;
  calls: number;
  milliseconds: number;
}

/** Share of calls placed by campaigns; the rest are inbound and web calls. */
const OUTBOUND_SHARE = 0.55;
const CHUNK = 5_000;

export function seedWorkspace(db: Database, workspaceId: number, plan: SeedPlan, provisioningDelayMs: number): SeedSummary {
  const started = performance.now();
  const random = createRandom(plan.randomSeed);
  const base = plan.baseInstant;
  return db.transaction(() => {
    const agents = seedAgents(db, workspaceId, random.fork('agents'), base, provisioningDelayMs);
    const contacts = seedContacts(db, workspaceId, random.fork('contacts'), plan.contacts, base);
    const campaigns = buildCampaigns(random.fork('campaigns'), workspaceId, agents, base);
    const memberships = planMemberships(random.fork('memberships'), campaigns, contacts, contacts.count === 0 ? 0 : Math.round(plan.calls * OUTBOUND_SHARE));
    insertCampaigns(db, campaigns.map((campaign) => campaign.record));
    seedCalls({
      db, workspaceId, base, agents, campaigns, contacts, memberships, total: plan.calls, planRng: random.fork('call-plans'), contentRng: random.fork('call-content'),
    });

    const rows: CampaignContactRecord[] = numberQueues(
      memberships.memberships.map((membership) => {
        const campaign = campaigns[membership.campaign]!;
        return {
          campaign_id: campaign.record.id,
          contact_id: contacts.ids[membership.contact]!,
          added_at: membership.addedAt,
          position: 0,
          // A processed member without a call is a dnc contact a finished campaign skipped.
          processed_at: membership.processed ? membership.lastCallEnd || campaign.dialUntil : null,
        };
      }),
    );
    // In primary-key order, so the table grows at its end instead of splitting pages at random.
    rows.sort((a, b) => (a.campaign_id < b.campaign_id ? -1 : a.campaign_id > b.campaign_id ? 1 : a.contact_id < b.contact_id ? -1 : a.contact_id > b.contact_id ? 1 : 0));
    for (let start = 0; start < rows.length; start += CHUNK) insertCampaignContacts(db, rows.slice(start, start + CHUNK));
    return {
      agents: agents.length,
      campaigns: campaigns.length,
      contacts: contacts.count,
      memberships: memberships.memberships.length,
      calls: plan.calls,
      milliseconds: Math.round(performance.now() - started),
    };
  })();
}

/** Numbers each campaign's members from 1 in the order they were added (ties, added at one instant, by their seeded ids). */
function numberQueues(rows: CampaignContactRecord[]): CampaignContactRecord[] {
  const ordered = [...rows].sort((a, b) => compare(a.campaign_id, b.campaign_id) || a.added_at - b.added_at || compare(a.contact_id, b.contact_id));
  let position = 0;
  return ordered.map((row, index) => {
    position = index > 0 && ordered[index - 1]!.campaign_id === row.campaign_id ? position + 1 : 1;
    return { ...row, position };
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
