import { Show, type JSX } from 'solid-js';
import type { CallDetail } from '../../../shared/contract/query-methods';
import { RecordLink } from '../shell/record-link';
import type { RecordSection } from '../stores/navigation-store';
import { contactLabel, directionLabel, formatClock, formatCost, formatTime, sentimentLabel, statusLabel } from './format';

/** The call's facts as a description list; its contact, agent and campaign open their own views. */
export function CallMetadata(props: { call: CallDetail }) {
  const from = () => `call with ${contactLabel(props.call)}`;
  return (
    <dl class="call-metadata">
      <dt>Contact</dt>
      <dd>
        <Linked section="contacts" id={props.call.contact_id} from={from()}>
          {contactLabel(props.call)}
        </Linked>
      </dd>
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
      <dd>
        <Linked section="agents" id={props.call.agent_id} from={from()}>
          {props.call.agent_name ?? 'Unknown agent'}
        </Linked>
      </dd>
      <dt>Campaign</dt>
      <dd>
        <Linked section="campaigns" id={props.call.campaign_id} from={from()}>
          {props.call.campaign_name ?? (props.call.campaign_id === null ? 'None' : 'Unknown campaign')}
        </Linked>
      </dd>
      <dt>Cost</dt>
      <dd>{formatCost(props.call.cost)}</dd>
    </dl>
  );
}

/** A link when the call names the record, plain text when it names none. */
function Linked(props: { section: RecordSection; id: string | null; from: string; children: JSX.Element }) {
  return (
    <Show when={props.id} fallback={props.children}>
      {(id) => (
        <RecordLink section={props.section} id={id()} from={props.from}>
          {props.children}
        </RecordLink>
      )}
    </Show>
  );
}
