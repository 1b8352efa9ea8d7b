import type { Database } from 'better-sqlite3';
import type { Random } from '../support/random';
import { campaignIdsWithStatus, setCampaignStatus } from '../store/campaigns';
import { debitWallet } from '../store/wallets';
import type { Arrivals } from './arrivals';

/** What one tick did; the simulator returns it from tick() and advance(). */
export interface TickReport {
  outboundCalls: number;
  inboundCalls: number;
  webCalls: number;
  /** Campaign ids moved to paused because the wallet ran dry. */
  pausedCampaigns: string[];
  /** Campaign ids moved to completed because every contact was processed. */
  completedCampaigns: string[];
  /** Contacts set to dnc after asking to be removed from the list. */
  contactsSetToDnc: number;
  dashboardEdits: number;
}

export function emptyReport(): TickReport {
  return { outboundCalls: 0, inboundCalls: 0, webCalls: 0, pausedCampaigns: [], completedCampaigns: [], contactsSetToDnc: 0, dashboardEdits: 0 };
}

export function addReports(total: TickReport, part: TickReport): TickReport {
  return {
    outboundCalls: total.outboundCalls + part.outboundCalls,
    inboundCalls: total.inboundCalls + part.inboundCalls,
    webCalls: total.webCalls + part.webCalls,
    pausedCampaigns: [...total.pausedCampaigns, ...part.pausedCampaigns],
    completedCampaigns: [...total.completedCampaigns, ...part.completedCampaigns],
    contactsSetToDnc: total.contactsSetToDnc + part.contactsSetToDnc,
    dashboardEdits: total.dashboardEdits + part.dashboardEdits,
  };
}

/** Shared by the parts of one tick. */
export interface TickContext {
  db: Database;
  /** Real time, for every timestamp written. */
  now: number;
  /** Simulated milliseconds since the last tick: real elapsed time times the time scale. */
  elapsed: number;
  arrivals: Arrivals;
  /** Content and ids of simulated calls and edits. */
  rng: Random;
  /** Events this tick may still produce. */
  budget: { left: number };
  report: TickReport;
}

/**
 * Takes a call's cost from the workspace's wallet (cents, rounded). When
 * that empties it, every active campaign of the workspace is paused at once
 * (spec 3.1: insufficient balance); they stay paused until someone resumes
 * them on the dashboard.
 */
export function chargeCall(context: TickContext, workspaceId: number, cost: number): void {
  const balance = debitWallet(context.db, workspaceId, Math.round(cost * 100), context.now);
  if (balance <= 0) pauseActiveCampaigns(context, workspaceId);
}

export function pauseActiveCampaigns(context: TickContext, workspaceId: number): void {
  for (const campaign of campaignIdsWithStatus(context.db, 'active')) {
    if (campaign.workspace_id !== workspaceId) continue;
    setCampaignStatus(context.db, campaign.id, 'paused', context.now);
    context.report.pausedCampaigns.push(campaign.id);
  }
}
