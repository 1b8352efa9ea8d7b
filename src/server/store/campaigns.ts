import type { Database } from 'better-sqlite3';
import type { BusinessHours, CampaignStatus } from '../../shared/api/index';
import { statement } from './statements';
import { countInserted, listTotal } from './list-totals';
import { toJson } from './json-columns';

export interface CampaignRecord {
  id: string;
  workspace_id: number;
  name: string;
  description: string | null;
  objective: string | null;
  agent_id: string | null;
  phone_number_id: string | null;
  campaign_mode: string;
  status: CampaignStatus;
  timezone: string;
  business_hours: BusinessHours;
  created_at: number;
  updated_at: number;
  started_at: number | null;
}

export type CampaignListRecord = Pick<CampaignRecord, 'id' | 'name' | 'agent_id' | 'status' | 'objective' | 'created_at'>;

type CampaignRow = Omit<CampaignRecord, 'business_hours'> & { business_hours: string };

const COLUMNS = [
  'id', 'workspace_id', 'name', 'description', 'objective', 'agent_id', 'phone_number_id', 'campaign_mode',
  'status', 'timezone', 'business_hours', 'created_at', 'updated_at', 'started_at',
];
const INSERT = `INSERT INTO campaigns (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
const SELECT_ONE = `SELECT ${COLUMNS.join(', ')} FROM campaigns WHERE id = ? AND workspace_id = ?`;
const SELECT_PAGE = `SELECT id, name, agent_id, status, objective, created_at FROM campaigns
  WHERE workspace_id = ? ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?`;

function fromRow(row: CampaignRow): CampaignRecord {
  return { ...row, business_hours: JSON.parse(row.business_hours) as BusinessHours };
}

export function insertCampaigns(db: Database, campaigns: readonly CampaignRecord[]): void {
  const insert = statement(db, INSERT);
  db.transaction(() => {
    for (const campaign of campaigns) insert.run({ ...campaign, business_hours: toJson(campaign.business_hours) });
    countInserted(db, 'campaigns', campaigns);
  })();
}

export function getCampaign(db: Database, workspaceId: number, id: string): CampaignRecord | undefined {
  const row = statement(db, SELECT_ONE).get(id, workspaceId) as CampaignRow | undefined;
  return row === undefined ? undefined : fromRow(row);
}

export function listCampaigns(db: Database, workspaceId: number, limit: number, offset: number): CampaignListRecord[] {
  return statement(db, SELECT_PAGE).all(workspaceId, limit, offset) as CampaignListRecord[];
}

export function countCampaigns(db: Database, workspaceId: number): number {
  return listTotal(db, workspaceId, 'campaigns');
}

export function setCampaignStatus(db: Database, id: string, status: CampaignStatus, now: number): void {
  statement(db, 'UPDATE campaigns SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
}

export function markCampaignStarted(db: Database, id: string, now: number): void {
  statement(db, "UPDATE campaigns SET status = 'active', started_at = ?, updated_at = ? WHERE id = ?").run(now, now, id);
}

/** Cancels the campaigns of an agent that is going away; returns how many. */
export function cancelRunningCampaignsOfAgent(db: Database, agentId: string, now: number): number {
  return statement(db, "UPDATE campaigns SET status = 'cancelled', updated_at = ? WHERE agent_id = ? AND status IN ('active', 'paused')").run(now, agentId)
    .changes;
}

/**
 * Campaigns in a status, across workspaces, oldest first: what the simulator
 * walks. `seq` is the row's insertion position, which (unlike an id made over
 * the API, a random UUID) is the same on every run of the same requests.
 */
export function campaignIdsWithStatus(db: Database, status: CampaignStatus): { id: string; workspace_id: number; seq: number }[] {
  return statement(db, 'SELECT id, workspace_id, seq FROM campaigns WHERE status = ? ORDER BY seq').all(status) as { id: string; workspace_id: number; seq: number }[];
}
