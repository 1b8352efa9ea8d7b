import { businessHours, weekdays } from '../../shared/api/resources';
import type { AgentDetail, BusinessDayHours, CampaignDetail, ContactDetail } from '../../shared/contract/record-schemas';
import type { AgentRecord, CampaignRecord, ContactRecord, RawRecord } from '../mirror';

/**
 * One record's detail as the contract gives it (record-schemas.ts): the
 * mirror's row, plus the fields kept only in the record's raw JSON (the
 * record as received). The raw JSON passed the shared schemas when it was
 * stored, but fields the spec leaves open may be missing or of an unexpected
 * shape; those read as null, so the screen says the service did not send
 * them, rather than failing the whole record.
 */

export function contactDetailOf(record: ContactRecord | undefined): ContactDetail | null {
  if (record === undefined) return null;
  const { raw: _raw, detail_fetched_at: _fetchedAt, ...detail } = record;
  return detail;
}

export function campaignDetailOf(record: CampaignRecord | undefined): CampaignDetail | null {
  if (record === undefined) return null;
  const { raw, detail_fetched_at: _fetchedAt, ...detail } = record;
  return { ...detail, phone_number_id: text(raw.phone_number_id), business_hours: weekHours(raw.business_hours) };
}

export function agentDetailOf(record: AgentRecord | undefined): AgentDetail | null {
  if (record === undefined) return null;
  const { raw, detail_fetched_at: _fetchedAt, ...detail } = record;
  return {
    ...detail,
    assistant_personality: text(raw.assistant_personality),
    objective: text(raw.objective),
    product_description: text(raw.product_description),
    first_message: text(raw.first_message),
    custom_instructions: texts(raw.custom_instructions),
    background_sound: text(raw.background_sound),
    enabled_tools: texts(raw.enabled_tools),
    knowledge_item_ids: texts(raw.knowledge_item_ids),
    phone_number_id: text(raw.phone_number_id),
    voice: text(raw.voice),
    accent: text(raw.accent),
    website_url: text(raw.website_url),
  };
}

/** Monday to Sunday, a day left out being a day without calls (spec 2.3); null without readable business hours. */
function weekHours(value: RawRecord[string]): BusinessDayHours[] | null {
  const parsed = businessHours.safeParse(value);
  if (!parsed.success) return null;
  return weekdays.map((day) => {
    const hours = parsed.data[day];
    const enabled = hours?.enabled === true;
    return { day, enabled, start: enabled ? (hours?.start ?? null) : null, end: enabled ? (hours?.end ?? null) : null };
  });
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function texts(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}
