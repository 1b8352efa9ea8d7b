import type { CampaignRow } from '../../../shared/contract/record-schemas';

const labels: Record<CampaignRow['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const CAMPAIGN_STATUS_OPTIONS = Object.entries(labels) as [CampaignRow['status'], string][];

export function CampaignStatus(props: { status: CampaignRow['status'] }) {
  return <span class={`status-badge campaign-${props.status}`}>{labels[props.status]}</span>;
}
