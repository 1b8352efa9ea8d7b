import type { CallDetail } from '../../../shared/contract/query-methods';
import { directionLabel, formatClock, formatCost, formatTime, sentimentLabel, statusLabel } from './format';

/** The call's facts as a description list. */
export function CallMetadata(props: { call: CallDetail }) {
  return (
    <dl class="call-metadata">
      <dt>Started</dt>
      <dd>{formatTime(props.call.start_timestamp)}</dd>
      <dt>Duration</dt>
      <dd>{formatClock(props.call.duration_seconds)}</dd>
      <dt>Direction</dt>
      <dd>{directionLabel(props.call.direction)}</dd>
      <dt>Status</dt>
      <dd>{statusLabel(props.call.call_status)}</dd>
      <dt>Sentiment</dt>
      <dd>{sentimentLabel(props.call.sentiment)}</dd>
      <dt>Agent</dt>
      <dd>{props.call.agent_name ?? 'Unknown agent'}</dd>
      <dt>Campaign</dt>
      <dd>{props.call.campaign_name ?? 'None'}</dd>
      <dt>Cost</dt>
      <dd>{formatCost(props.call.cost)}</dd>
    </dl>
  );
}
