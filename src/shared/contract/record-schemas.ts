import { z } from 'zod';
import { agentCallDirection, campaignStatus, contactStatus, weekdays } from '../api/resources';

/**
 * Contacts, campaigns and agents as the contract's read methods give them
 * (query-methods.ts): list rows, the filters and sorts of their lists, and
 * one record's detail.
 *
 * Every row carries `pending`: true while the row shows a local edit that has
 * not been sent yet (the outbox's overlay, merged in the mirror's views).
 *
 * A detail's fields the service did not send (the spec marks many as "not
 * shown") are null, so the screens can say so rather than guess.
 */

/** Text typed into a filter: a tag, a company. */
const filterText = z.string().trim().min(1).max(200);
/** Words typed into a screen's search box (any text is safe). */
const searchText = z.string().max(500);
const sortDirection = z.enum(['asc', 'desc']);

// --- Contacts ----------------------------------------------------------------

export const contactFilter = z.object({
  status: contactStatus.optional(),
  /** Contacts carrying this tag (exact). */
  tag: filterText.optional(),
  /** Contacts of this company, ignoring case and accents. */
  company: filterText.optional(),
  /** Words searched in name, email, phone, company and tags; blank means no search. */
  text: searchText.optional(),
});

export const contactSortField = z.enum(['name', 'created_at', 'company']);
export const contactSort = z.object({ field: contactSortField, direction: sortDirection });

export const contactRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  /** "First Last", as displayed. */
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  tags: z.array(z.string()),
  /** `dnc`: do not call; no campaign dials the contact. */
  status: contactStatus,
  created_at: z.string(),
  updated_at: z.string().nullable(),
  pending: z.boolean(),
});

/** When the mirror last stored the record from the service; null for a record created on this computer that the service does not have yet. */
const syncedAt = z.string().nullable();

export const contactDetail = contactRow.extend({
  synced_at: syncedAt,
});

/** The contacts filter's choices: tags and companies in use, with how many contacts have each. */
export const contactFilterChoices = z.object({
  tags: z.array(z.object({ tag: z.string(), contacts: z.number().int().nonnegative() })),
  companies: z.array(z.object({ company: z.string(), contacts: z.number().int().nonnegative() })),
});

// --- Campaigns ---------------------------------------------------------------

export const campaignFilter = z.object({
  status: z.array(campaignStatus).max(campaignStatus.options.length).optional(),
  agentId: z.string().trim().min(1).max(500).optional(),
  /** Campaigns whose name contains this, ignoring case and accents. */
  text: searchText.optional(),
});

export const campaignSortField = z.enum(['name', 'created_at']);
export const campaignSort = z.object({ field: campaignSortField, direction: sortDirection });

export const campaignRow = z.object({
  id: z.string(),
  name: z.string(),
  agent_id: z.string().nullable(),
  /** The agent's name; null when the agent is not mirrored. */
  agent_name: z.string().nullable(),
  status: campaignStatus,
  objective: z.string().nullable(),
  campaign_mode: z.string().nullable(),
  timezone: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  /** False until the single-campaign response (mode, time zone, business hours…) has been fetched. */
  detail_fetched: z.boolean(),
  pending: z.boolean(),
});

/** One day of a campaign's business hours; a day the service left out is a day without calls. */
export const businessDayHours = z.object({
  day: z.enum(weekdays),
  enabled: z.boolean(),
  /** HH:MM, 24-hour; null when the day is not enabled. */
  start: z.string().nullable(),
  end: z.string().nullable(),
});

export const campaignDetail = campaignRow.extend({
  description: z.string().nullable(),
  phone_number_id: z.string().nullable(),
  /** Monday to Sunday; null when the service gave none (or before the detail is fetched). */
  business_hours: z.array(businessDayHours).nullable(),
  synced_at: syncedAt,
});

// --- Agents ------------------------------------------------------------------

export const agentFilter = z.object({
  active: z.boolean().optional(),
  /** Agents whose name contains this, ignoring case and accents. */
  text: searchText.optional(),
});

export const agentSortField = z.enum(['name', 'created_at']);
export const agentSort = z.object({ field: agentSortField, direction: sortDirection });

export const agentRow = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  is_active: z.boolean(),
  voice_provider: z.string().nullable(),
  assistant_name: z.string().nullable(),
  company_name: z.string().nullable(),
  call_direction: agentCallDirection.nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** False until the single-agent response (its settings) has been fetched. */
  detail_fetched: z.boolean(),
  pending: z.boolean(),
  /** Created from this app and not yet ready on the service (spec 3.3): shown as "Provisioning…" rather than inactive. */
  provisioning: z.boolean(),
  /** Created from this app and still not ready when the app stopped checking (after PROVISIONING_GIVE_UP_MS): the screens say so and offer to check now. */
  provisioning_stopped: z.boolean(),
});

/** An agent's settings: every field of the spec's agent (2.2) beyond the row's. */
export const agentDetail = agentRow.extend({
  assistant_personality: z.string().nullable(),
  objective: z.string().nullable(),
  product_description: z.string().nullable(),
  first_message: z.string().nullable(),
  custom_instructions: z.array(z.string()).nullable(),
  background_sound: z.string().nullable(),
  enabled_tools: z.array(z.string()).nullable(),
  knowledge_item_ids: z.array(z.string()).nullable(),
  phone_number_id: z.string().nullable(),
  voice: z.string().nullable(),
  accent: z.string().nullable(),
  website_url: z.string().nullable(),
  synced_at: syncedAt,
});

export type ContactFilter = z.infer<typeof contactFilter>;
export type ContactSortField = z.infer<typeof contactSortField>;
export type ContactSort = z.infer<typeof contactSort>;
export type ContactRow = z.infer<typeof contactRow>;
export type ContactDetail = z.infer<typeof contactDetail>;
export type ContactFilterChoices = z.infer<typeof contactFilterChoices>;
export type CampaignFilter = z.infer<typeof campaignFilter>;
export type CampaignSortField = z.infer<typeof campaignSortField>;
export type CampaignSort = z.infer<typeof campaignSort>;
export type CampaignRow = z.infer<typeof campaignRow>;
export type BusinessDayHours = z.infer<typeof businessDayHours>;
export type CampaignDetail = z.infer<typeof campaignDetail>;
export type AgentFilter = z.infer<typeof agentFilter>;
export type AgentSortField = z.infer<typeof agentSortField>;
export type AgentSort = z.infer<typeof agentSort>;
export type AgentRow = z.infer<typeof agentRow>;
export type AgentDetail = z.infer<typeof agentDetail>;
