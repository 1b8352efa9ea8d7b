import { z } from 'zod';
import { agentCallDirection, backgroundSound, contactStatus, weekdays } from './resources';
import { clockTime, ianaTimeZone, phoneNumber, resourceId } from './fields';

/**
 * Write bodies (spec part 4). Strict: an unknown field is an error, so a typo
 * in a form or an import file is caught before anything is queued. The same
 * schemas validate on the server, so "valid here" means "accepted there".
 *
 * Length limits for text and tag counts are not in the spec; ours are
 * generous bounds that keep a pasted novel out of the outbox.
 */

const text = z.string().max(10_000);
const shortText = z.string().max(500);
const tag = z.string().trim().min(1).max(100);

// --- Contacts (4.3) ------------------------------------------------------

const contactFields = {
  first_name: shortText.min(1),
  last_name: shortText,
  phone: phoneNumber,
  email: z.email({ message: 'must be an email address, e.g. name@example.com' }).max(320),
  company: shortText,
  tags: z.array(tag).max(200),
  status: contactStatus,
};

export const contactCreateBody = z.strictObject({
  ...contactFields,
  last_name: contactFields.last_name.optional(),
  phone: contactFields.phone.optional(),
  email: contactFields.email.optional(),
  company: contactFields.company.optional(),
  tags: contactFields.tags.optional(),
  status: contactFields.status.optional(),
});

/** Any of the create fields; only fields present change. */
export const contactUpdateBody = contactCreateBody.partial();

// --- Agents (4.1) --------------------------------------------------------

const manualAgentFields = ['name', 'assistant_name', 'objective', 'company_name', 'first_message'] as const;

export const agentCreateBody = z
  .strictObject({
    website_url: z.url({ protocol: /^https?$/, message: 'must be a web address starting with http:// or https://' }).optional(),
    company_name: shortText.optional(),
    name: shortText.min(1).optional(),
    assistant_name: shortText.optional(),
    objective: text.optional(),
    first_message: text.optional(),
    voice: shortText.optional(),
    accent: shortText.optional(),
    // Not in the documented create body, but `invalid_language` is a create error.
    language: shortText.optional(),
  })
  .refine((body) => body.website_url !== undefined || manualAgentFields.some((field) => body[field] !== undefined), {
    message: 'needs either website_url, or manual fields such as name, assistant_name and objective',
  });

export const agentUpdateBody = z.strictObject({
  name: shortText.min(1).optional(),
  assistant_name: shortText.optional(),
  company_name: shortText.optional(),
  assistant_personality: shortText.optional(),
  is_active: z.boolean().optional(),
  objective: text.optional(),
  product_description: text.optional(),
  first_message: text.optional(),
  call_direction: agentCallDirection.optional(),
  language: shortText.optional(),
  custom_instructions: z.array(text).max(100).optional(),
  background_sound: backgroundSound.optional(),
  enabled_tools: z.array(shortText).max(100).optional(),
  knowledge_item_ids: z.array(resourceId).max(1000).optional(),
  phone_number_id: resourceId.nullable().optional(),
});

// --- Campaigns (4.2) -----------------------------------------------------

export const businessDayBody = z
  .strictObject({ enabled: z.boolean(), start: clockTime.optional(), end: clockTime.optional() })
  .superRefine((day, ctx) => {
    if (!day.enabled) return;
    if (day.start === undefined) ctx.addIssue({ code: 'custom', path: ['start'], message: 'is required when the day is enabled' });
    if (day.end === undefined) ctx.addIssue({ code: 'custom', path: ['end'], message: 'is required when the day is enabled' });
    // Refinements run even when a field failed its own check; compare only well-formed times.
    const bothValid = clockTime.safeParse(day.start).success && clockTime.safeParse(day.end).success;
    if (bothValid && day.start! >= day.end!) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: `must be later than start (${day.start})` });
    }
  });

export const businessHoursBody = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, businessDayBody.optional()])) as Record<
    (typeof weekdays)[number],
    z.ZodOptional<typeof businessDayBody>
  >,
);

export const campaignCreateBody = z.strictObject({
  name: shortText.min(1),
  campaign_mode: shortText.optional(),
  agent_id: resourceId.optional(),
  objective: text.optional(),
  description: text.optional(),
  phone_number_id: resourceId.optional(),
  timezone: ianaTimeZone.optional(),
  business_hours: businessHoursBody.optional(),
});

export const ADD_CONTACTS_MAX = 100;

export const campaignAddContactsBody = z.strictObject({
  contact_ids: z.array(resourceId).min(1).max(ADD_CONTACTS_MAX),
});

export type ContactCreateBody = z.infer<typeof contactCreateBody>;
export type ContactUpdateBody = z.infer<typeof contactUpdateBody>;
export type AgentCreateBody = z.infer<typeof agentCreateBody>;
export type AgentUpdateBody = z.infer<typeof agentUpdateBody>;
export type CampaignCreateBody = z.infer<typeof campaignCreateBody>;
export type CampaignAddContactsBody = z.infer<typeof campaignAddContactsBody>;
