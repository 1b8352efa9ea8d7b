import { isoTimestamp } from '../../clock';
import type { CampaignListRecord, CampaignRecord } from '../../store/campaigns';

/** The campaign list shape of spec 2.3: exactly these six fields. */
export function campaignListView(campaign: CampaignListRecord) {
  return {
    id: campaign.id,
    name: campaign.name,
    agent_id: campaign.agent_id,
    status: campaign.status,
    objective: campaign.objective,
    created_at: isoTimestamp(campaign.created_at),
  };
}

/** The full campaign of spec 4.2; started_at is null until the campaign is started. */
export function campaignView(campaign: CampaignRecord) {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    objective: campaign.objective,
    agent_id: campaign.agent_id,
    phone_number_id: campaign.phone_number_id,
    campaign_mode: campaign.campaign_mode,
    status: campaign.status,
    timezone: campaign.timezone,
    business_hours: campaign.business_hours,
    created_at: isoTimestamp(campaign.created_at),
    started_at: campaign.started_at === null ? null : isoTimestamp(campaign.started_at),
  };
}

/** Spec 2.1: the start response carries exactly id, status and started_at. */
export function campaignStartView(campaign: CampaignRecord) {
  return { id: campaign.id, status: campaign.status, started_at: campaign.started_at === null ? null : isoTimestamp(campaign.started_at) };
}
