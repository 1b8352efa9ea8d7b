import { z } from 'zod';
import { clockTime, optionalText, resourceId, timestamp } from './fields';

/**
 * Response shapes of the v1 resources (spec part 2).
 *
 * Tolerant where the spec is open: every object keeps unknown fields
 * (`looseObject`), fields the spec marks "not shown" are optional, and text a
 * workspace may leave unset may be null. Strict where the spec is pinned:
 * enumerations, types, and the fields each shape is documented to return.
 */

export const callDirection = z.enum(['inbound', 'outbound', 'web']);
export const callStatus = z.enum(['completed', 'voicemail', 'no_answer', 'busy', 'failed']);
export const sentiment = z.enum(['positive', 'neutral', 'negative']);
export const campaignStatus = z.enum(['draft', 'scheduled', 'active', 'paused', 'completed', 'cancelled']);
export const contactStatus = z.enum(['active', 'dnc']);
export const agentCallDirection = z.enum(['inbound', 'outbound', 'both']);
export const backgroundSound = z.enum(['office', 'off']);
export const transcriptSpeaker = z.enum(['agent', 'caller']);

// --- Agent (2.2) ---------------------------------------------------------

export const agentListItem = z.looseObject({
  id: resourceId,
  name: z.string(),
  language: z.string(),
  is_active: z.boolean(),
  voice_provider: optionalText,
  created_at: timestamp,
});

export const agent = agentListItem.extend({
  assistant_name: optionalText,
  company_name: optionalText,
  assistant_personality: optionalText,
  objective: optionalText,
  first_message: optionalText,
  call_direction: agentCallDirection,
  updated_at: timestamp,
  // Presence in responses not shown by the spec:
  product_description: optionalText,
  custom_instructions: z.array(z.string()).nullable().optional(),
  background_sound: backgroundSound.nullable().optional(),
  enabled_tools: z.array(z.string()).nullable().optional(),
  knowledge_item_ids: z.array(resourceId).nullable().optional(),
  phone_number_id: resourceId.nullable().optional(),
  voice: optionalText,
  accent: optionalText,
});

// --- Campaign (2.3) ------------------------------------------------------

export const businessDay = z.looseObject({
  enabled: z.boolean(),
  start: clockTime.optional(),
  end: clockTime.optional(),
});

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export const businessHours = z.looseObject({
  monday: businessDay.optional(),
  tuesday: businessDay.optional(),
  wednesday: businessDay.optional(),
  thursday: businessDay.optional(),
  friday: businessDay.optional(),
  saturday: businessDay.optional(),
  sunday: businessDay.optional(),
});

export const campaignListItem = z.looseObject({
  id: resourceId,
  name: z.string(),
  // Optional on creation, so a campaign may have none yet.
  agent_id: resourceId.nullable().optional(),
  status: campaignStatus,
  objective: optionalText,
  created_at: timestamp,
});

export const campaign = campaignListItem.extend({
  description: optionalText,
  phone_number_id: resourceId.nullable().optional(),
  campaign_mode: optionalText,
  timezone: optionalText,
  business_hours: businessHours.nullable().optional(),
  started_at: timestamp.nullable().optional(),
});

export const campaignStartResult = z.looseObject({
  id: resourceId,
  status: campaignStatus,
  started_at: timestamp,
});

// --- Contact (2.4) -------------------------------------------------------

export const contact = z.looseObject({
  id: resourceId,
  first_name: z.string(),
  last_name: optionalText,
  phone: optionalText,
  email: optionalText,
  company: optionalText,
  tags: z.array(z.string()).nullable().optional(),
  status: contactStatus,
  created_at: timestamp,
  updated_at: timestamp.optional(),
});

export const contactDeleted = z.looseObject({ deleted: z.literal(true) });

// --- Call (2.5) ----------------------------------------------------------

export const transcriptEntry = z.looseObject({
  speaker: transcriptSpeaker,
  text: z.string(),
  timestamp: z.number().nonnegative(),
});

export const callListItem = z.looseObject({
  id: resourceId,
  agent_id: resourceId.nullable(),
  // Deleting a contact removes the association with its calls (4.3).
  contact_id: resourceId.nullable(),
  direction: callDirection,
  call_status: callStatus,
  duration_seconds: z.number().int().nonnegative(),
  // A call nobody answered has no conversation to judge.
  sentiment: sentiment.nullable(),
  cost: z.number(),
  start_timestamp: timestamp,
  end_timestamp: timestamp,
});

export const call = callListItem.extend({
  campaign_id: resourceId.nullable(),
  summary: optionalText,
  transcript: z.array(transcriptEntry),
});

export type AgentListItem = z.infer<typeof agentListItem>;
export type Agent = z.infer<typeof agent>;
export type BusinessDay = z.infer<typeof businessDay>;
export type BusinessHours = z.infer<typeof businessHours>;
export type CampaignListItem = z.infer<typeof campaignListItem>;
export type Campaign = z.infer<typeof campaign>;
export type CampaignStartResult = z.infer<typeof campaignStartResult>;
export type Contact = z.infer<typeof contact>;
export type TranscriptEntry = z.infer<typeof transcriptEntry>;
export type CallListItem = z.infer<typeof callListItem>;
export type Call = z.infer<typeof call>;
export type CallDirection = z.infer<typeof callDirection>;
export type CallStatus = z.infer<typeof callStatus>;
export type Sentiment = z.infer<typeof sentiment>;
export type CampaignStatus = z.infer<typeof campaignStatus>;
export type ContactStatus = z.infer<typeof contactStatus>;
