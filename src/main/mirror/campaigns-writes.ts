import type { Campaign, CampaignListItem } from '../../shared/api/resources';
import { idsNeedingDetail, upsertWithDetail, type DetailTable, type DetailWriteOptions } from './detail-writes';
import type { MirrorDb } from './open-mirror';
import { textOrNull, type UpsertResult } from './raw-json';
import { sortKey, timeMs } from './sort-keys';
import { statement } from './statements';

/** Writes to `campaigns`, by sync only. */

const campaignsTable: DetailTable = {
  table: 'campaigns',
  columns(merged, rawJson) {
    const campaign = merged as Campaign;
    return {
      name: campaign.name,
      sort_name: sortKey(campaign.name),
      agent_id: textOrNull(campaign.agent_id),
      status: campaign.status,
      objective: textOrNull(campaign.objective),
      description: textOrNull(campaign.description),
      campaign_mode: textOrNull(campaign.campaign_mode),
      timezone: textOrNull(campaign.timezone),
      created_at: campaign.created_at,
      created_ms: timeMs(campaign.created_at),
      started_at: textOrNull(campaign.started_at),
      raw_json: rawJson,
    };
  },
};

/** Inserts or updates campaigns by id; `detail` says whether they come from single-campaign GETs. */
export function upsertCampaigns(db: MirrorDb, items: readonly (CampaignListItem | Campaign)[], options: DetailWriteOptions): UpsertResult {
  return upsertWithDetail(db, campaignsTable, items, options);
}

/** Campaigns whose detail is missing or stale. */
export function campaignsNeedingDetail(db: MirrorDb, limit: number): string[] {
  return idsNeedingDetail(db, 'campaigns', limit);
}

/** Removes a campaign the server no longer has. True if it existed. */
export function deleteCampaign(db: MirrorDb, id: string): boolean {
  return statement(db, 'DELETE FROM campaigns WHERE id = ?').run(id).changes > 0;
}
