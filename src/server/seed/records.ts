import type { CallDirection, ContactStatus } from '../../shared/api/index';
import type { FakeCall, FakePerson } from '../content/index';
import type { CallRecord } from '../store/calls';
import type { ContactRecord } from '../store/contacts';

/** Store records from fake content, shared by the seeder and the simulator so both write the same shapes. */

export function contactRecord(workspaceId: number, id: string, person: FakePerson, status: ContactStatus, createdAt: number, updatedAt = createdAt): ContactRecord {
  return {
    id,
    workspace_id: workspaceId,
    first_name: person.first_name,
    last_name: person.last_name ?? null,
    phone: person.phone,
    email: person.email ?? null,
    company: person.company ?? null,
    tags: person.tags,
    status,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

export interface CallParties {
  id: string;
  workspaceId: number;
  agentId: string;
  contactId: string | null;
  campaignId: string | null;
  direction: CallDirection;
}

/**
 * A call that started at `start`. The spec pins sentiment to an enumeration,
 * so a call nobody answered keeps the content module's `neutral` rather than
 * null: a client built strictly to the spec must be able to read every call
 * we serve. `topic` stays behind: it is not an API field.
 */
export function callRecord(parties: CallParties, call: FakeCall, start: number): CallRecord {
  return {
    id: parties.id,
    workspace_id: parties.workspaceId,
    agent_id: parties.agentId,
    contact_id: parties.contactId,
    campaign_id: parties.campaignId,
    direction: parties.direction,
    call_status: call.call_status,
    duration_seconds: call.duration_seconds,
    sentiment: call.sentiment,
    cost: call.cost,
    start_timestamp: start,
    end_timestamp: start + call.duration_seconds * 1000,
    summary: call.summary,
    transcript: call.transcript.map((line) => ({ speaker: line.speaker, text: line.text, timestamp: line.timestamp })),
  };
}
