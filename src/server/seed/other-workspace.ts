import type { Database } from 'better-sqlite3';
import { DEFAULT_VOICE, VOICE_PROVIDER } from '../catalog';
import { createRandom } from '../support/random';
import { idFromUuid } from '../ids';
import { agentFromWebsite } from '../operations/agent-from-website';
import { DEFAULT_BUSINESS_HOURS } from '../operations/campaign-operations';
import { insertAgents, type AgentRecord } from '../store/agents';
import { insertCalls } from '../store/calls';
import { insertCampaignContacts } from '../store/campaign-contacts';
import { insertCampaigns } from '../store/campaigns';
import { insertContacts, type ContactRecord } from '../store/contacts';

/**
 * The second workspace's few records of its own (a website agent, two
 * contacts, a paused campaign with both, the one call it placed), so tests
 * can show that they stay invisible to the main workspace's keys. Fixed
 * content, ids from a fixed stream, times a few days before `now`: the same
 * on every first run, and a campaign the simulator leaves alone.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

export function fillOtherWorkspace(db: Database, workspaceId: number, now: number, provisioningDelayMs: number): void {
  const created = now - 3 * DAY;
  const rng = createRandom('other-workspace');
  const websiteUrl = 'https://www.elsewhere-dental.co.uk';
  const built = agentFromWebsite(websiteUrl);
  const agent: AgentRecord = {
    id: idFromUuid('agent', rng.uuid()),
    workspace_id: workspaceId,
    ...built,
    active_override: null,
    provisioned_at: created + provisioningDelayMs,
    voice_provider: VOICE_PROVIDER,
    voice: DEFAULT_VOICE,
    accent: null,
    website_url: websiteUrl,
    knowledge_item_ids: [],
    created_at: created,
    updated_at: created,
  };
  insertAgents(db, [agent]);

  const contact = (fields: Partial<ContactRecord> & Pick<ContactRecord, 'first_name'>, createdAt: number): ContactRecord => ({
    id: idFromUuid('contact', rng.uuid()),
    workspace_id: workspaceId,
    last_name: null, phone: null, email: null, company: null, tags: [], status: 'active',
    ...fields,
    created_at: createdAt,
    updated_at: createdAt,
  });
  const contacts = [
    contact({ first_name: 'Siobhán', last_name: 'Ní Bhriain', phone: '+442079460000', tags: ['vip'] }, created + HOUR),
    contact({ first_name: 'Kenji', last_name: 'Watanabe', email: 'kenji@example.jp', status: 'dnc' }, created + HOUR + 1),
  ];
  insertContacts(db, contacts);

  const campaignId = idFromUuid('campaign', rng.uuid());
  // A day after it was set up; the campaign was paused two hours later.
  const callStart = created + DAY + 2 * HOUR;
  insertCampaigns(db, [
    {
      id: campaignId, workspace_id: workspaceId, name: 'Other workspace check-ins', description: null, objective: null, agent_id: agent.id, phone_number_id: null,
      campaign_mode: 'outbound', status: 'paused', timezone: 'Europe/London', business_hours: DEFAULT_BUSINESS_HOURS,
      created_at: created + 2 * HOUR, updated_at: callStart + 2 * HOUR, started_at: callStart - HOUR,
    },
  ]);
  insertCampaignContacts(db, [
    { campaign_id: campaignId, contact_id: contacts[0]!.id, added_at: created + 3 * HOUR, position: 1, processed_at: callStart + 95_000 },
    { campaign_id: campaignId, contact_id: contacts[1]!.id, added_at: created + 3 * HOUR, position: 2, processed_at: null },
  ]);
  insertCalls(db, [
    {
      id: idFromUuid('call', rng.uuid()), workspace_id: workspaceId, agent_id: agent.id, contact_id: contacts[0]!.id, campaign_id: campaignId,
      direction: 'outbound', call_status: 'completed', duration_seconds: 95, sentiment: 'positive', cost: 0.42,
      start_timestamp: callStart, end_timestamp: callStart + 95_000, summary: 'Confirmed the appointment.',
      transcript: [
        { speaker: 'agent', text: 'Hello, this is a reminder call.', timestamp: 0 },
        { speaker: 'caller', text: 'Thanks, I will be there.', timestamp: 3.2 },
      ],
    },
  ]);
}
