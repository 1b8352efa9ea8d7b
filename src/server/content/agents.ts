import {
  AGENT_TOOLS,
  CUSTOM_INSTRUCTIONS,
  PERSONALITIES,
  fakeAssistantName,
  fakeFirstMessage,
  languageForTopLevelDomain,
  type AgentDirection,
  type AgentLanguage,
} from './agent-persona';
import { fakeCompany } from './companies';
import { inferIndustry, type Industry } from './industries';
import { createRandom, type Random } from '../support/random';
import { parseWebsiteHost } from './website-host';

/**
 * Agents as the sandbox would build them: from a website host (the spec's
 * "standard creation", with no crawling) or from scratch for seeded
 * workspaces. The fields are those of the agent update body (spec 4.1), so
 * the server can store them as given; ids, timestamps, `is_active` and the
 * voice belong to the server.
 */

export interface FakeAgent {
  name: string;
  assistant_name: string;
  company_name: string;
  assistant_personality: string;
  objective: string;
  product_description: string;
  first_message: string;
  call_direction: AgentDirection;
  language: AgentLanguage;
  custom_instructions: string[];
  background_sound: 'office' | 'off';
  enabled_tools: string[];
}

// The agent's dashboard name is the company plus its job.
const ROLES: Record<AgentDirection, readonly string[]> = {
  inbound: ['Receptionist', 'Front Desk', 'After-Hours Line', 'Booking Line'],
  outbound: ['Outreach', 'Follow-up Caller', 'Reminders', 'Sales Assistant'],
  both: ['Assistant', 'Receptionist', 'Concierge'],
};

const DIRECTIONS: readonly (readonly [AgentDirection, number])[] = [
  ['inbound', 35],
  ['outbound', 40],
  ['both', 25],
];

const LANGUAGES: readonly (readonly [AgentLanguage, number])[] = [
  ['en-US', 70],
  ['en-GB', 10],
  ['en-AU', 4],
  ['es-ES', 6],
  ['fr-FR', 5],
  ['de-DE', 5],
];

/**
 * An agent "crawled" from a website host (`acme-dental.co.uk`, a URL also
 * works). Without `rng` the same host always gives the same agent. A website
 * agent is the business's receptionist, and may also run campaigns.
 */
export function fakeAgentFromHost(host: string, rng: Random = createRandom(`agent-from-host:${host}`)): FakeAgent {
  const { words, topLevelDomain } = parseWebsiteHost(host);
  const companyName = words.length > 0 ? words.join(' ') : 'Local Business';
  const industry = inferIndustry(companyName);
  return buildAgent(rng, {
    companyName,
    industry,
    language: languageForTopLevelDomain(topLevelDomain),
    direction: 'both',
    role: 'Receptionist',
  });
}

/** An agent created by hand in the dashboard, for seeded workspaces. */
export function fakeAgent(rng: Random): FakeAgent {
  const company = fakeCompany(rng);
  const direction = rng.weighted(DIRECTIONS);
  return buildAgent(rng, {
    companyName: company.name,
    industry: company.industry,
    language: rng.weighted(LANGUAGES),
    direction,
    role: rng.pick(ROLES[direction]),
  });
}

interface AgentPlan {
  readonly companyName: string;
  readonly industry: Industry;
  readonly language: AgentLanguage;
  readonly direction: AgentDirection;
  readonly role: string;
}

function buildAgent(rng: Random, plan: AgentPlan): FakeAgent {
  const assistantName = fakeAssistantName(rng, plan.language);
  const objective =
    plan.direction === 'outbound'
      ? plan.industry.outboundObjective
      : plan.direction === 'inbound'
        ? plan.industry.inboundObjective
        : `${plan.industry.inboundObjective} ${plan.industry.outboundObjective}`;
  return {
    name: `${plan.companyName} ${plan.role}`,
    assistant_name: assistantName,
    company_name: plan.companyName,
    assistant_personality: rng.pick(PERSONALITIES),
    objective,
    product_description: plan.industry.product.replace('{company}', plan.companyName),
    first_message: fakeFirstMessage(rng, plan.language, plan.direction, assistantName, plan.companyName),
    call_direction: plan.direction,
    language: plan.language,
    custom_instructions: rng.sample(CUSTOM_INSTRUCTIONS, rng.int(0, 3)),
    background_sound: rng.chance(0.6) ? 'office' : 'off',
    enabled_tools: rng.sample(AGENT_TOOLS, rng.int(1, 4)),
  };
}
