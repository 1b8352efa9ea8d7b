import type { Database } from 'better-sqlite3';
import type { BusinessHours, CampaignCreateBody } from '../../shared/api/index';
import { newId } from '../ids';
import { conflict, notFound } from '../api/api-error';
import { getAgent } from '../store/agents';
import { addCampaignContacts, countCampaignContacts, type AddedContacts } from '../store/campaign-contacts';
import { getCampaign, insertCampaigns, markCampaignStarted, type CampaignRecord } from '../store/campaigns';
import { contactExists } from '../store/contacts';
import { phoneNumberExists } from '../store/phone-numbers';

/** Campaign create, add-contacts and start with their checks. Bodies arrive validated. */

/** Used when a campaign is created without hours: weekdays, nine to five. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [day, { enabled: true, start: '09:00', end: '17:00' }]),
);
export const DEFAULT_TIMEZONE = 'UTC';

export function createCampaign(db: Database, workspaceId: number, body: CampaignCreateBody, now: number): CampaignRecord {
  return db.transaction(() => {
    if (body.agent_id !== undefined && getAgent(db, workspaceId, body.agent_id) === undefined) throw notFound('agent', body.agent_id);
    if (body.phone_number_id !== undefined && !phoneNumberExists(db, workspaceId, body.phone_number_id)) {
      throw notFound('phone number', body.phone_number_id);
    }
    const campaign: CampaignRecord = {
      id: newId('campaign'),
      workspace_id: workspaceId,
      name: body.name,
      description: body.description ?? null,
      objective: body.objective ?? null,
      agent_id: body.agent_id ?? null,
      phone_number_id: body.phone_number_id ?? null,
      campaign_mode: body.campaign_mode ?? 'outbound',
      status: 'draft',
      timezone: body.timezone ?? DEFAULT_TIMEZONE,
      business_hours: body.business_hours ?? DEFAULT_BUSINESS_HOURS,
      created_at: now,
      updated_at: now,
      started_at: null,
    };
    insertCampaigns(db, [campaign]);
    return campaign;
  })();
}

export interface AddContactsResult extends AddedContacts {
  totalContacts: number;
}

/**
 * Adds existing contacts; all or nothing, so an unknown id adds none. Adding a
 * contact that is already in the campaign is a harmless no-op (deliberate:
 * the outbox retries a request whose answer it never heard). Adding to a
 * completed or cancelled campaign is refused, as it could never call them.
 */
export function addContactsToCampaign(db: Database, workspaceId: number, campaignId: string, contactIds: readonly string[], now: number): AddContactsResult {
  return db.transaction(() => {
    const campaign = getCampaign(db, workspaceId, campaignId);
    if (campaign === undefined) throw notFound('campaign', campaignId);
    if (campaign.status === 'completed' || campaign.status === 'cancelled') {
      throw conflict('invalid_state', `campaign ${campaignId} is ${campaign.status}; contacts can only be added before it finishes`);
    }
    for (const contactId of contactIds) {
      if (!contactExists(db, workspaceId, contactId)) throw notFound('contact', contactId);
    }
    const added = addCampaignContacts(db, campaignId, contactIds, now);
    return { ...added, totalContacts: countCampaignContacts(db, campaignId) };
  })();
}

/**
 * Starts a campaign. The spec does not say from which states; ours: draft and
 * scheduled (a scheduled campaign started by hand starts now). Any other state
 * is 409 invalid_state, checked before the contacts.
 */
export function startCampaign(db: Database, workspaceId: number, campaignId: string, now: number): CampaignRecord {
  return db.transaction(() => {
    const campaign = getCampaign(db, workspaceId, campaignId);
    if (campaign === undefined) throw notFound('campaign', campaignId);
    if (campaign.status !== 'draft' && campaign.status !== 'scheduled') {
      throw conflict('invalid_state', `campaign ${campaignId} is ${campaign.status}; only a draft or scheduled campaign can be started`);
    }
    if (countCampaignContacts(db, campaignId) === 0) {
      throw conflict('no_contacts', `campaign ${campaignId} has no contacts; add contacts before starting it`);
    }
    markCampaignStarted(db, campaignId, now);
    return { ...campaign, status: 'active' as const, started_at: now, updated_at: now };
  })();
}
