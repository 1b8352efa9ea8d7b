import type { Campaign, CampaignListItem } from '../../shared/api/resources';
import { detailFreshness, idsNeedingDetail, markDetailsStale, upsertWithDetail, type DetailTable, type DetailWriteOptions } from './detail-writes';
import type { MirrorDb } from './open-mirror';
import type { UpsertResult } from './raw-json';
import { campaignColumns } from './record-columns';
import { isShadowed, refreshOverlay } from './overlay-writes';
import { statement } from './statements';

/** Writes to `campaigns`, by sync only. */

const campaignsTable: DetailTable = { table: 'campaigns', columns: campaignColumns };

/** Inserts or updates campaigns by id; `detail` says whether they come from single-campaign GETs. */
export function upsertCampaigns(db: MirrorDb, items: readonly (CampaignListItem | Campaign)[], options: DetailWriteOptions): UpsertResult {
  return upsertWithDetail(db, campaignsTable, items, options);
}

/** Campaigns whose detail is missing, stale (the list showed a change, or a full sync asked), or fetched at or before `fetchedBefore`. */
export function campaignsNeedingDetail(db: MirrorDb, limit: number, fetchedBefore?: string): string[] {
  return idsNeedingDetail(db, 'campaigns', limit, fetchedBefore);
}

/** Marks every campaign detail stale, so the next hydration re-reads them all. */
export function markCampaignDetailsStale(db: MirrorDb): number {
  return markDetailsStale(db, 'campaigns');
}

/** When a campaign's detail was last fetched, and whether it is stale. */
export function campaignDetailFreshness(db: MirrorDb, id: string): { fetchedAt: string | null; stale: boolean } | undefined {
  return detailFreshness(db, 'campaigns', id);
}

/** Removes a campaign the server no longer has. True if it existed. */
export function deleteCampaign(db: MirrorDb, id: string): boolean {
  const deleted = statement(db, 'DELETE FROM campaigns WHERE id = ?').run(id).changes > 0;
  if (deleted && isShadowed(db, 'campaigns', id)) refreshOverlay(db, 'campaigns', id);
  return deleted;
}
