import type { Agent, AgentListItem, Call, CallListItem, Campaign, CampaignListItem, Contact, TranscriptEntry } from '../../src/shared/api/resources';

/** Small hand-made records, valid by the shared schemas; overrides win. */

export function contact(id: string, overrides: Partial<Contact> = {}): Contact {
  return {
    id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+15550100001',
    email: `${id}@example.com`,
    company: 'Analytical Engines',
    tags: [],
    status: 'active',
    created_at: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

export function agentListItem(id: string, overrides: Partial<AgentListItem> = {}): AgentListItem {
  return { id, name: `Agent ${id}`, language: 'en-US', is_active: true, voice_provider: 'cloud', created_at: '2024-01-01T00:00:00Z', ...overrides };
}

export function agent(id: string, overrides: Partial<Agent> = {}): Agent {
  return {
    ...agentListItem(id),
    assistant_name: 'Sam',
    company_name: 'Acme',
    assistant_personality: 'friendly',
    objective: 'Book demos',
    first_message: 'Hello!',
    call_direction: 'both',
    updated_at: '2024-02-01T00:00:00Z',
    ...overrides,
  };
}

export function campaignListItem(id: string, overrides: Partial<CampaignListItem> = {}): CampaignListItem {
  return { id, name: `Campaign ${id}`, agent_id: null, status: 'draft', objective: 'Sell', created_at: '2024-01-01T00:00:00Z', ...overrides };
}

export function campaign(id: string, overrides: Partial<Campaign> = {}): Campaign {
  return {
    ...campaignListItem(id),
    description: 'Spring outreach',
    phone_number_id: null,
    campaign_mode: 'outbound',
    timezone: 'Europe/Paris',
    business_hours: { monday: { enabled: true, start: '09:00', end: '17:00' } },
    started_at: null,
    ...overrides,
  };
}

export function callListItem(id: string, overrides: Partial<CallListItem> = {}): CallListItem {
  return {
    id,
    agent_id: 'agent_1',
    contact_id: 'contact_1',
    direction: 'outbound',
    call_status: 'completed',
    duration_seconds: 60,
    sentiment: 'positive',
    cost: 0.5,
    start_timestamp: '2025-01-10T10:00:00Z',
    end_timestamp: '2025-01-10T10:01:00Z',
    ...overrides,
  };
}

export function turns(...texts: string[]): TranscriptEntry[] {
  return texts.map((text, index) => ({ speaker: index % 2 === 0 ? 'agent' : 'caller', text, timestamp: index * 5 }));
}

export function call(id: string, overrides: Partial<Call> = {}): Call {
  return {
    ...callListItem(id),
    campaign_id: null,
    summary: 'A short call.',
    transcript: turns('Hello, this is Sam.', 'Hi Sam.'),
    ...overrides,
  };
}
