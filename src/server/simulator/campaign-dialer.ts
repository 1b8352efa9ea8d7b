import { fakeCall } from '../content/index';
import { isWithinBusinessHours } from './business-hours';
import { idFromUuid } from '../ids';
import { applyContactUpdate } from '../operations/contact-operations';
import { callRecord } from '../seed/records';
import { agentIsActive, getAgent, type AgentRecord } from '../store/agents';
import { insertCalls } from '../store/calls';
import { markCampaignContactProcessed, markRemainingCampaignContactsProcessed, nextDialableCampaignContact, type DialableContact } from '../store/campaign-contacts';
import { campaignIdsWithStatus, getCampaign, setCampaignStatus, type CampaignRecord } from '../store/campaigns';
import { getWalletBalance } from '../store/wallets';
import { DNC_AFTER_REQUEST, SIMULATION_RATES } from './rates';
import { arrivalKey } from './arrivals';
import { chargeCall, pauseActiveCampaigns, type TickContext } from './tick-context';

/**
 * Active campaigns dial their contacts. The rules, in the order they apply:
 *
 * 1. A campaign whose workspace wallet is empty (zero or less) is paused
 *    (spec 3.1), whatever the hour.
 * 2. A campaign dials only within its business hours, read on the wall
 *    clock of its IANA time zone at the real current time; outside them its
 *    arrival clock stands still (no backlog builds up overnight).
 * 3. It dials only through an agent that is active and places calls
 *    (call_direction outbound or both); without one it waits, still active.
 * 4. Each dial goes to the next member not yet processed and not dnc, in the
 *    order they were added; a dnc member is passed over, never called, and
 *    becomes dialable again if set back to active while the campaign runs.
 * 5. A dial writes the call, which ends now and so started `duration`
 *    earlier; a call counts as placed when it starts, so a dial whose start
 *    would fall outside the hours or before the campaign started (just after
 *    opening, just after a start) is not made. A call marks the member
 *    processed and debits the wallet by its cost; emptying the wallet pauses
 *    the workspace's active campaigns at once. A caller who asked to be
 *    removed from the list is usually set to dnc, as a PATCH would.
 * 6. When no dialable member is left, the remaining (dnc) members are marked
 *    processed and the campaign is completed.
 */
export function dialCampaigns(context: TickContext): void {
  const { db, now } = context;
  for (const { id, workspace_id: workspaceId, seq } of campaignIdsWithStatus(db, 'active')) {
    const campaign = getCampaign(db, workspaceId, id);
    // An earlier campaign's call may have emptied the wallet and paused this one.
    if (campaign === undefined || campaign.status !== 'active') continue;
    if (getWalletBalance(db, workspaceId) <= 0) {
      pauseActiveCampaigns(context, workspaceId);
      continue;
    }
    if (!withinHours(campaign, now)) continue;
    const agent = campaign.agent_id === null ? undefined : getAgent(db, workspaceId, campaign.agent_id);
    if (agent === undefined || !agentIsActive(agent, now) || agent.call_direction === 'inbound') continue;

    const due = context.arrivals.due(arrivalKey('campaign', seq), SIMULATION_RATES.campaignDialsPerHour, context.elapsed, context.budget.left);
    for (let dial = 0; dial < due; dial++) {
      const contact = nextDialableCampaignContact(db, id);
      if (contact === undefined) break;
      context.budget.left--;
      if (!placeCall(context, campaign, agent, contact)) continue;
      if (getCampaign(db, workspaceId, id)?.status !== 'active') break;
    }
    if (getCampaign(db, workspaceId, id)?.status === 'active' && nextDialableCampaignContact(db, id) === undefined) {
      markRemainingCampaignContactsProcessed(db, id, now);
      setCampaignStatus(db, id, 'completed', now);
      context.report.completedCampaigns.push(id);
    }
  }
}

/** An unknown zone (the API checks zones, but a row can predate a check) counts as closed: not calling is the safe reading. */
function withinHours(campaign: CampaignRecord, instant: number): boolean {
  try {
    return isWithinBusinessHours(campaign.business_hours, campaign.timezone, new Date(instant));
  } catch {
    return false;
  }
}

/** Returns whether the call was placed (see rule 5). */
function placeCall(context: TickContext, campaign: CampaignRecord, agent: AgentRecord, contact: DialableContact): boolean {
  const { db, now, rng } = context;
  const call = fakeCall(rng, {
    direction: 'outbound',
    agentName: agent.assistant_name ?? agent.name,
    companyName: agent.company_name ?? agent.name,
    contactFirstName: contact.first_name,
    objective: campaign.objective ?? agent.objective,
    productDescription: agent.product_description,
  });
  const start = now - call.duration_seconds * 1000;
  if (start < (campaign.started_at ?? start) || !withinHours(campaign, start)) return false;
  const record = callRecord(
    { id: idFromUuid('call', rng.uuid()), workspaceId: campaign.workspace_id, agentId: agent.id, contactId: contact.id, campaignId: campaign.id, direction: 'outbound' },
    call,
    start,
  );
  insertCalls(db, [record]);
  markCampaignContactProcessed(db, campaign.id, contact.id, now);
  context.report.outboundCalls++;
  if (call.topic === 'do_not_call' && rng.chance(DNC_AFTER_REQUEST)) {
    applyContactUpdate(db, campaign.workspace_id, contact.id, { status: 'dnc' }, now);
    context.report.contactsSetToDnc++;
  }
  chargeCall(context, campaign.workspace_id, call.cost);
  return true;
}
