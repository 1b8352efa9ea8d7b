import type { CampaignRow } from '../../../shared/contract/record-schemas';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignRow['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const CAMPAIGN_STATUS_OPTIONS = Object.entries(CAMPAIGN_STATUS_LABELS) as [CampaignRow['status'], string][];

export function CampaignStatus(props: { status: CampaignRow['status'] }) {
  return <span class={`status-badge campaign-${props.status}`}>{CAMPAIGN_STATUS_LABELS[props.status]}</span>;
}
