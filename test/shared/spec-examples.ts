/**
 * One example of every shape in spec part 2 and 7, written from the spec's
 * field tables. The schema tests round-trip each of them.
 */
export const agentListItemExample = {
  id: 'agent_5f0c2a51-8e57-4a4e-9b0e-0d3c1f6a7b21',
  name: 'Front desk',
  language: 'en-US',
  is_active: true,
  voice_provider: 'cloud',
  created_at: '2026-01-15T10:30:00Z',
};

export const agentExample = {
  ...agentListItemExample,
  assistant_name: 'Ava',
  company_name: 'Acme Dental',
  assistant_personality: 'friendly',
  objective: 'Book appointments',
  first_message: 'Hi, this is Ava from Acme Dental.',
  call_direction: 'both',
  updated_at: '2026-01-16T08:00:00Z',
};

export const campaignListItemExample = {
  id: 'campaign_0b9d2f0e-1c55-4e7e-a0a4-5c1b1e2d3f40',
  name: 'Spring renewals',
  agent_id: agentListItemExample.id,
  status: 'draft',
  objective: 'Renew annual plans',
  created_at: '2026-02-01T09:00:00Z',
};

export const campaignExample = {
  ...campaignListItemExample,
  description: 'Customers whose plan ends in April',
  phone_number_id: 'phone_9a1b2c3d-0000-4000-8000-000000000001',
  campaign_mode: 'outbound',
  timezone: 'America/New_York',
  business_hours: {
    monday: { enabled: true, start: '09:00', end: '17:00' },
    tuesday: { enabled: true, start: '09:00', end: '17:00' },
    wednesday: { enabled: true, start: '09:00', end: '17:00' },
    thursday: { enabled: true, start: '09:00', end: '17:00' },
    friday: { enabled: true, start: '09:00', end: '15:00' },
    saturday: { enabled: false },
  },
  started_at: null,
};

export const campaignStartExample = { data: { id: campaignExample.id, status: 'active', started_at: '2026-02-02T14:00:00Z' } };

export const contactExample = {
  id: 'contact_7c4e8f21-3a9b-4d1e-8f2a-6b5c4d3e2f10',
  first_name: 'Zoë',
  last_name: 'Nguyễn',
  phone: '+14155550123',
  email: 'zoe@example.com',
  company: 'Initech',
  tags: ['vip', 'renewal'],
  status: 'active',
  created_at: '2026-01-20T12:00:00Z',
  updated_at: '2026-01-21T12:00:00Z',
};

export const callListItemExample = {
  id: 'call_1e2d3c4b-5a69-4788-97a6-b5c4d3e2f1a0',
  agent_id: agentListItemExample.id,
  contact_id: contactExample.id,
  direction: 'outbound',
  call_status: 'completed',
  duration_seconds: 184,
  sentiment: 'positive',
  cost: 0.29,
  start_timestamp: '2026-02-03T15:00:00Z',
  end_timestamp: '2026-02-03T15:03:04Z',
};

export const callExample = {
  ...callListItemExample,
  campaign_id: campaignExample.id,
  summary: 'The customer renewed for a year.',
  transcript: [
    { speaker: 'agent', text: 'Hi Zoë, this is Ava from Acme Dental.', timestamp: 0 },
    { speaker: 'caller', text: 'Hi! What is the price for next year?', timestamp: 3.5 },
    { speaker: 'agent', text: 'It stays at 120 dollars.', timestamp: 7.2 },
  ],
};

export const v1ErrorExample = { error: { code: 'contact_not_found', message: 'contact not found', status: 404 } };
export const gatewayErrorExample = { error: 'internal server error' };
export const v1RateLimitExample = { error: { code: 'rate_limited', message: 'Too many requests', retry_after: 42 } };
export const gatewayRateLimitExample = { error: 'Too Many Requests', message: 'Rate limit exceeded', retryAfter: 42 };
export const unknownRouteExample = { error: 'No route found for GET /v1/widgets' };
