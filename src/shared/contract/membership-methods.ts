import { z } from 'zod';
import { campaignStatus, contactStatus } from '../api/resources';

/**
 * Campaign membership as this app knows it (the API lists no campaign's
 * contacts): added from this app (`added_at`, when the service acknowledged
 * it) and/or seen in a synced call (`called_at`, the latest such call).
 * At least one of the two is set.
 */

const recordId = z.string().trim().min(1).max(500);

export const MAX_MEMBERS_PAGE = 500;

const knownBy = { added_at: z.string().nullable(), called_at: z.string().nullable() };

export const contactCampaign = z.object({
  campaign_id: z.string(),
  /** Null when this copy of the workspace no longer holds the campaign. */
  name: z.string().nullable(),
  status: campaignStatus.nullable(),
  ...knownBy,
});

export const campaignMember = z.object({
  contact_id: z.string(),
  /** Null when this copy of the workspace no longer holds the contact. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  status: contactStatus.nullable(),
  ...knownBy,
});

export const membershipMethods = {
  /** The campaigns a contact is known to be in, most recently known first. */
  'contacts.campaigns': { input: z.object({ id: recordId }), output: z.object({ campaigns: z.array(contactCampaign) }) },
  /** A page of the contacts known to be in a campaign, by name; `total` counts them all. */
  'campaigns.contacts': {
    input: z.object({ id: recordId, after: z.string().max(2000).optional(), limit: z.number().int().min(1).max(MAX_MEMBERS_PAGE) }),
    output: z.object({ rows: z.array(campaignMember), nextCursor: z.string().nullable(), total: z.number().int().nonnegative() }),
  },
} as const;

export type ContactCampaign = z.infer<typeof contactCampaign>;
export type CampaignMember = z.infer<typeof campaignMember>;
