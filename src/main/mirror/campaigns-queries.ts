import type { CampaignStatus } from '../../shared/api/resources';
import { assertNever } from '../../shared/assert-never';
import { buildCountQuery, Conditions, runCount, runKeysetQuery, type KeysetQuery, type Page, type SortDirection } from './keyset';
import type { MirrorDb } from './open-mirror';
import type { CampaignRow } from '../../shared/contract/record-schemas';
import { CAMPAIGN_COLUMNS, CAMPAIGN_JOINS, recordExtras, toCampaignRow, type CampaignRecord } from './rows';
import { statement } from './statements';
import { NAME_CONTAINS, nameContainsPattern } from './text-filter';

/** Read queries over campaigns, through `campaigns_view`. */

export type CampaignSortField = 'name' | 'created_at';

export interface CampaignFilter {
  status?: CampaignStatus | readonly CampaignStatus[] | undefined;
  agentId?: string | undefined;
  /** Campaigns whose name contains this, ignoring case and accents; blank means no filter. */
  text?: string | undefined;
}

export interface CampaignListOptions {
  filter?: CampaignFilter | undefined;
  /** Default: created_at, descending (newest first). */
  sort?: { field: CampaignSortField; direction: SortDirection } | undefined;
  after?: string | undefined;
  limit: number;
}

function sortColumn(field: CampaignSortField): string {
  switch (field) {
    case 'name':
      return 'c.sort_name';
    case 'created_at':
      return 'c.created_ms';
    default:
      return assertNever(field, 'campaign sort field');
  }
}

function campaignConditions(filter: CampaignFilter = {}): Conditions {
  const conditions = new Conditions();
  conditions.addIn('c.status', filter.status);
  if (filter.agentId !== undefined) conditions.add('c.agent_id = ?', filter.agentId);
  const name = nameContainsPattern(filter.text);
  if (name !== null) conditions.add(NAME_CONTAINS, name);
  return conditions;
}

export function campaignsListQuery(options: CampaignListOptions): KeysetQuery {
  const sort = options.sort ?? { field: 'created_at', direction: 'desc' };
  const conditions = campaignConditions(options.filter);
  return {
    select: CAMPAIGN_COLUMNS,
    from: `campaigns_view AS c ${CAMPAIGN_JOINS}`,
    where: conditions.where,
    params: conditions.params,
    sortExpression: sortColumn(sort.field),
    rowIdExpression: 'c.row_id',
    direction: sort.direction,
    cursorTag: `campaigns/${sort.field}/${sort.direction}`,
    after: options.after,
    limit: options.limit,
  };
}

export function listCampaigns(db: MirrorDb, options: CampaignListOptions): Page<CampaignRow> {
  return runKeysetQuery(db, campaignsListQuery(options), toCampaignRow);
}

export function countCampaigns(db: MirrorDb, filter: CampaignFilter = {}): number {
  const conditions = campaignConditions(filter);
  return runCount(db, buildCountQuery('campaigns_view AS c', conditions.where, conditions.params));
}

export function getCampaign(db: MirrorDb, id: string): CampaignRecord | undefined {
  const row = statement(db, `SELECT ${CAMPAIGN_COLUMNS}, c.description, c.raw_json, c.synced_at FROM campaigns_view AS c ${CAMPAIGN_JOINS} WHERE c.id = ?`).get(
    id,
  ) as (Record<string, unknown> & { description: string | null }) | undefined;
  return row === undefined ? undefined : { ...toCampaignRow(row), description: row.description, ...recordExtras(row) };
}
