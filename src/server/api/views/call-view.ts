import { isoTimestamp } from '../../clock';
import type { CallListRecord, CallRecord } from '../../store/calls';

/** The call list shape of spec 2.5: no campaign_id, summary or transcript. */
export function callListView(call: CallListRecord) {
  return {
    id: call.id,
    agent_id: call.agent_id,
    contact_id: call.contact_id,
    direction: call.direction,
    call_status: call.call_status,
    duration_seconds: call.duration_seconds,
    sentiment: call.sentiment,
    cost: call.cost,
    start_timestamp: isoTimestamp(call.start_timestamp),
    end_timestamp: isoTimestamp(call.end_timestamp),
  };
}

export function callView(call: CallRecord) {
  return {
    ...callListView(call),
    campaign_id: call.campaign_id,
    summary: call.summary,
    transcript: call.transcript,
  };
}
