import type { Agent, Call, CallDirection, CallListItem, CallStatus, Campaign, Contact, Sentiment, TranscriptEntry } from '../../src/shared/api/resources';

/**
 * A deterministic, generated workspace for the mirror's tests and benchmark:
 * agents, campaigns, contacts with accented names, and calls whose
 * transcripts talk about a few topics in everyday words. Records are made
 * on demand from their index (no million-entry arrays in memory) and are
 * the same for the same seed. Independent of the sandbox server on purpose.
 */
export interface MirrorDatasetOptions {
  seed?: number;
  agents?: number;
  campaigns?: number;
  contacts: number;
  calls: number;
  entriesPerCall?: number;
  /** Calls end before this instant; default 2025-06-01T00:00:00Z. */
  now?: string;
  /** Share of completed calls in which the caller asks not to be called again (one turn says so); default 0. */
  dncShare?: number;
}

export interface MirrorDataset {
  agents: Agent[];
  campaigns: Campaign[];
  contactCount: number;
  callCount: number;
  contact(index: number): Contact;
  /** Call 0 is the newest. */
  callListItem(index: number): CallListItem;
  call(index: number): Call;
}

const FIRST_NAMES = [
  'Zoë', 'Élodie', 'José', 'Łukasz', 'Søren', 'Anaïs', 'Chloé', 'Björn', 'Renée', 'François', 'Mårten', 'Noémie', 'Ángel', 'Çelik',
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth', 'David', 'Barbara', 'Richard',
  'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Wei', 'Aiko', 'Priya', 'Mohammed', 'Fatima', 'Olga', 'Kenji',
  'Amara', 'Diego', 'Lucía', 'Hannah', 'Omar', 'Ingrid', 'Tariq', 'Mei', 'Sven', 'Yusuf', 'Nadia', 'Pablo', 'Grace', 'Arjun', 'Leila',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Müller', 'García', 'Núñez', 'Dubois', 'Kowalski', 'Østergaard', 'Nguyen', 'Kim', 'Brown', 'Williams', 'Jones',
  'Miller', 'Davis', 'Martínez', 'Hernández', 'López', 'Gonzalez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Pérez', 'Thompson', 'White', 'Harris', 'Sánchez', 'Clark', 'Ramírez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Schröder', 'Lindqvist', 'Novák', 'Papadopoulos', 'Yılmaz', 'Tanaka', 'Okafor', 'Rossi', 'Bianchi', 'Fernández', 'Ivanova',
];
const COMPANY_STEMS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Cyberdyne', 'Tyrell', 'Wonka', 'Oscorp', 'Aperture', 'Monarch', 'Nakatomi', 'Zorg', 'Gekko', 'Dunder', 'Bluth'];
const COMPANY_SUFFIXES = ['Inc', 'LLC', 'GmbH', 'Ltd', 'Group', 'Labs', 'Co', 'Partners', 'Holdings', 'Systems'];
const TAGS = ['vip', 'lead', 'customer', 'churn-risk', 'follow-up', 'cold', 'warm', 'newsletter', 'partner', 'trial', 'enterprise', 'smb', 'renewal', 'referral'];
const PRODUCTS = ['Nimbus', 'Orion', 'Atlas', 'Zephyr', 'Helix', 'Quartz', 'Aurora', 'Vertex', 'Lumen', 'Cascade', 'Summit', 'Beacon'];
const COMPETITORS = ['Callwise', 'DialPro', 'VoxPoint', 'RingLeader', 'Talkative'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIMES = ['nine', 'ten thirty', 'noon', 'two', 'three fifteen', 'four', 'five'];
const FILLERS = ['to be honest', 'as I mentioned', 'last week', 'right now', 'if possible', 'for our team', 'this quarter', 'by the way', 'just to confirm', 'in general'];

const TOPICS: Record<string, { agent: string[]; caller: string[]; summary: string }> = {
  billing: {
    agent: ['I can see an invoice of {amount} dollars on your account.', 'Let me check the billing history for {product}.', 'The charge on the {day} statement was for the annual plan.', 'I can issue a refund of {amount} dollars today.'],
    caller: ['I was charged twice for {product} {filler}.', 'Can I get a refund for the duplicate charge?', 'My invoice shows {amount} dollars but I expected less.', 'Please send the receipt to my email.'],
    summary: 'Caller disputed a duplicate charge for {product}; agent offered a refund of {amount} dollars.',
  },
  appointment: {
    agent: ['I can book an appointment for {day} at {time}.', 'Would {day} morning work for the consultation?', 'Your appointment is confirmed for {day}.', 'I will send a calendar invite for the appointment.'],
    caller: ['I need to reschedule my appointment {filler}.', 'Is there anything available on {day}?', '{time} on {day} works for me.', 'Can the technician come earlier?'],
    summary: 'Appointment scheduled for {day} at {time}; caller asked for a reminder.',
  },
  delivery: {
    agent: ['Your order of {product} shipped on {day}.', 'The delivery window is between {time} and five.', 'I can see the tracking number in our system.', 'The courier will call before the delivery.'],
    caller: ['My delivery has not arrived yet {filler}.', 'Can you change the delivery address?', 'The package was left at the wrong door.', 'Will it arrive by {day}?'],
    summary: 'Caller asked about a late delivery of {product}; new delivery date {day}.',
  },
  cancellation: {
    agent: ['I am sorry to hear you want to cancel.', 'Before you cancel, we can offer two months free.', 'I can pause the subscription instead of cancelling.', 'Your cancellation will take effect at the end of the month.'],
    caller: ['I want to cancel my subscription {filler}.', 'Please cancel my subscription to {product}.', 'We are moving to {competitor} next month.', 'The price went up too much for us.'],
    summary: 'Caller wanted to cancel the {product} subscription; retention offer made, mentions {competitor}.',
  },
  upgrade: {
    agent: ['The premium plan adds priority support and analytics.', 'Upgrading to {product} Pro costs {amount} dollars a month.', 'I can start a free trial of the premium plan.', 'Most teams your size choose the business tier.'],
    caller: ['We are thinking about upgrading our plan {filler}.', 'What does the premium plan include?', 'Does {product} Pro integrate with our CRM?', 'Can we get a discount for annual billing?'],
    summary: 'Interested in upgrading to {product} Pro; pricing of {amount} dollars a month discussed.',
  },
  technical: {
    agent: ['Could you try restarting the {product} app?', 'I will open a support ticket for the engineering team.', 'That error usually means the password expired.', 'Let me walk you through the settings page.'],
    caller: ['The {product} app keeps crashing {filler}.', 'I cannot log in since {day}.', 'The dashboard shows an error code.', 'Our integration stopped syncing overnight.'],
    summary: 'Technical issue with {product}; ticket opened and workaround given.',
  },
  pricing: {
    agent: ['Our standard price is {amount} dollars per seat.', 'Compared with {competitor}, we include onboarding at no cost.', 'I can send a written quote today.', 'Volume pricing starts at fifty seats.'],
    caller: ['What is the price for twenty seats?', '{competitor} quoted us a lower price {filler}.', 'Is there a setup fee?', 'Send me the quote and I will review it with finance.'],
    summary: 'Pricing inquiry; compared with {competitor}; quote for {amount} dollars per seat to follow.',
  },
};
const TOPIC_NAMES = Object.keys(TOPICS);
const GREETINGS_AGENT = ['Hi, this is {agent} from {company}. Am I speaking with {first}?', 'Hello {first}, thanks for calling {company}.'];
const GREETINGS_CALLER = ['Yes, this is {first}.', 'Hi, yes, {first} speaking.'];
const CLOSINGS_AGENT = ['Is there anything else I can help with today?', 'Thanks for your time, {first}. Have a great day!'];
const CLOSINGS_CALLER = ['No, that is all, thank you.', 'Thanks, bye.'];
const DNC_CALLER = [
  'Please stop calling me {filler}.',
  'Take me off your list, I am not interested.',
  'Do not call this number again.',
  'Put me on your do not call list, please.',
  'I asked you last week to remove me from your calling list.',
];

/** mulberry32: small, fast, good enough for test data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function weighted<T extends string>(next: () => number, weights: readonly (readonly [T, number])[]): T {
  let roll = next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (weights[weights.length - 1] as readonly [T, number])[0];
}

function ascii(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
}

const DAY_MS = 86_400_000;

export function createMirrorDataset(options: MirrorDatasetOptions): MirrorDataset {
  const seed = options.seed ?? 1;
  const agentCount = options.agents ?? 20;
  const campaignCount = options.campaigns ?? 30;
  const entriesPerCall = options.entriesPerCall ?? 20;
  const dncShare = options.dncShare ?? 0;
  const now = Date.parse(options.now ?? '2025-06-01T00:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();

  const agents: Agent[] = Array.from({ length: agentCount }, (_, index) => {
    const next = random(seed * 7919 + index);
    const name = `${pick(next, FIRST_NAMES)} ${pick(next, ['Sales', 'Support', 'Scheduling', 'Billing', 'Renewals'])} ${index + 1}`;
    const created = now - 900 * DAY_MS + index * DAY_MS;
    return {
      id: `agent_${String(index + 1).padStart(4, '0')}`,
      name,
      language: pick(next, ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'es-ES']),
      is_active: next() < 0.8,
      voice_provider: 'cloud',
      created_at: iso(created),
      assistant_name: name.split(' ')[0] as string,
      company_name: `${pick(next, COMPANY_STEMS)} Voice`,
      assistant_personality: 'friendly',
      objective: 'Help callers quickly',
      first_message: 'Hello!',
      call_direction: pick(next, ['inbound', 'outbound', 'both'] as const),
      updated_at: iso(created + DAY_MS),
    };
  });

  const campaigns: Campaign[] = Array.from({ length: campaignCount }, (_, index) => {
    const next = random(seed * 104729 + index);
    const created = now - 400 * DAY_MS + index * 5 * DAY_MS;
    const status = pick(next, ['draft', 'active', 'paused', 'completed', 'cancelled'] as const);
    return {
      id: `campaign_${String(index + 1).padStart(4, '0')}`,
      name: `${pick(next, PRODUCTS)} ${pick(next, ['Spring', 'Summer', 'Autumn', 'Winter'])} outreach ${index + 1}`,
      agent_id: (agents[index % Math.max(agents.length, 1)] as Agent | undefined)?.id ?? null,
      status,
      objective: 'Book demos',
      created_at: iso(created),
      description: 'Generated campaign',
      campaign_mode: 'outbound',
      timezone: 'Europe/Paris',
      started_at: status === 'draft' ? null : iso(created + DAY_MS),
    };
  });

  const contact = (index: number): Contact => {
    const next = random(seed * 15485863 + index);
    const first = pick(next, FIRST_NAMES);
    const last = next() < 0.95 ? pick(next, LAST_NAMES) : null;
    const tags = TAGS.filter(() => next() < 0.12);
    const company = next() < 0.9 ? `${pick(next, COMPANY_STEMS)} ${pick(next, COMPANY_SUFFIXES)}` : null;
    return {
      id: `contact_${String(index + 1).padStart(7, '0')}`,
      first_name: first,
      last_name: last,
      phone: `+1555${String(Math.floor(next() * 1e7)).padStart(7, '0')}`,
      email: `${ascii(first)}.${ascii(last ?? 'x')}${index}@example.com`,
      company,
      tags,
      status: next() < 0.05 ? 'dnc' : 'active',
      created_at: iso(now - Math.floor(next() * 1000 * DAY_MS)),
    };
  };

  const callShape = (index: number) => {
    const next = random(seed * 32452843 + index);
    const spacing = (365 * DAY_MS) / Math.max(options.calls, 1);
    const start = Math.floor(now - index * spacing - next() * spacing * 0.5 - 3_600_000);
    const status: CallStatus = weighted(next, [['completed', 60], ['voicemail', 12], ['no_answer', 15], ['busy', 5], ['failed', 8]]);
    const direction: CallDirection = weighted(next, [['outbound', 55], ['inbound', 35], ['web', 10]]);
    const sentiment: Sentiment | null =
      status === 'completed' ? weighted<Sentiment>(next, [['positive', 45], ['neutral', 40], ['negative', 15]]) : status === 'voicemail' ? 'neutral' : null;
    const duration = status === 'completed' ? 30 + Math.floor(next() * 870) : status === 'voicemail' ? 10 + Math.floor(next() * 50) : Math.floor(next() * 20);
    const agent = pick(next, agents);
    const campaign = direction === 'outbound' && next() < 0.7 && campaigns.length > 0 ? pick(next, campaigns) : null;
    const contactIndex = Math.floor(next() * Math.max(options.contacts, 1));
    const listItem: CallListItem = {
      id: `call_${String(index + 1).padStart(7, '0')}`,
      agent_id: agent.id,
      contact_id: `contact_${String(contactIndex + 1).padStart(7, '0')}`,
      direction,
      call_status: status,
      duration_seconds: duration,
      sentiment,
      cost: Math.round((0.01 + duration * 0.0015) * 10_000) / 10_000,
      start_timestamp: iso(start),
      end_timestamp: iso(start + duration * 1000),
    };
    return { next, listItem, agent, campaign, contactIndex };
  };

  const call = (index: number): Call => {
    const { next, listItem, agent, campaign, contactIndex } = callShape(index);
    const person = contact(contactIndex);
    const topic = TOPICS[pick(next, TOPIC_NAMES)] as (typeof TOPICS)[string];
    const slots: Record<string, string> = {
      agent: agent.assistant_name ?? agent.name,
      company: agent.company_name ?? 'our company',
      first: person.first_name,
      product: pick(next, PRODUCTS),
      competitor: pick(next, COMPETITORS),
      day: pick(next, DAYS),
      time: pick(next, TIMES),
      amount: String(10 + Math.floor(next() * 490)),
    };
    // From a random stream of its own: a dataset without requests stays the same as before the option existed.
    const asksDnc = dncShare > 0 && listItem.call_status === 'completed' && random(seed * 49979687 + index)() < dncShare;
    const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, key: string) => (key === 'filler' ? pick(next, FILLERS) : (slots[key] ?? key)));
    const transcript: TranscriptEntry[] = [];
    for (let position = 0; position < entriesPerCall; position += 1) {
      const speaker = position % 2 === 0 ? 'agent' : 'caller';
      let template: string;
      if (position < 2) template = speaker === 'agent' ? pick(next, GREETINGS_AGENT) : pick(next, GREETINGS_CALLER);
      else if (position >= entriesPerCall - 2) template = speaker === 'agent' ? pick(next, CLOSINGS_AGENT) : pick(next, CLOSINGS_CALLER);
      else template = speaker === 'agent' ? pick(next, topic.agent) : pick(next, topic.caller);
      if (position === 3 && asksDnc) template = pick(next, DNC_CALLER);
      transcript.push({ speaker, text: fill(template), timestamp: Math.round(position * (listItem.duration_seconds / Math.max(entriesPerCall, 1)) * 10) / 10 });
    }
    return { ...listItem, campaign_id: campaign?.id ?? null, summary: fill(topic.summary), transcript };
  };

  return {
    agents,
    campaigns,
    contactCount: options.contacts,
    callCount: options.calls,
    contact,
    callListItem: (index) => callShape(index).listItem,
    call,
  };
}
