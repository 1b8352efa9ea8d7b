import type { Agent, Campaign, Contact } from '../../shared/api/resources';
import { textOrNull, type RawRecord } from './raw-json';
import { contactName, phoneDigits, sortKey, timeMs } from './sort-keys';

/**
 * The typed columns of a record, computed the same way for a server table
 * (sync) and for an overlay (a pending edit), so that the views can merge
 * the two and sort and filter them alike.
 */

export function contactColumns(record: RawRecord, rawJson: string) {
  const contact = record as Contact;
  const tags = (contact.tags ?? []).filter((tag): tag is string => typeof tag === 'string');
  const company = textOrNull(contact.company);
  const phone = textOrNull(contact.phone);
  const lastName = textOrNull(contact.last_name);
  const name = contactName(contact.first_name, lastName);
  const columns = {
    first_name: contact.first_name,
    last_name: lastName,
    name,
    sort_name: sortKey(name),
    phone,
    phone_digits: phoneDigits(phone),
    email: textOrNull(contact.email),
    company,
    company_sort: sortKey(company),
    tags_json: JSON.stringify(tags),
    tags_text: tags.join(', '),
    status: contact.status,
    created_at: contact.created_at,
    created_ms: timeMs(contact.created_at),
    updated_at: textOrNull(contact.updated_at),
    raw_json: rawJson,
  };
  return { columns, tags };
}

export function agentColumns(record: RawRecord, rawJson: string): Record<string, string | number | null> {
  const agent = record as Agent;
  return {
    name: agent.name,
    sort_name: sortKey(agent.name),
    language: agent.language,
    is_active: agent.is_active ? 1 : 0,
    voice_provider: textOrNull(agent.voice_provider),
    assistant_name: textOrNull(agent.assistant_name),
    company_name: textOrNull(agent.company_name),
    call_direction: textOrNull(agent.call_direction),
    created_at: agent.created_at,
    created_ms: timeMs(agent.created_at),
    updated_at: textOrNull(agent.updated_at),
    raw_json: rawJson,
  };
}

export function campaignColumns(record: RawRecord, rawJson: string): Record<string, string | number | null> {
  const campaign = record as Campaign;
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
}
