import type { Database } from 'better-sqlite3';
import { SUPPORTED_VOICES, VOICE_PROVIDER } from '../catalog';
import { fakeAgent, fakePhoneNumber, type AgentDirection, type FakeAgent, type PhoneCountry } from '../content/index';
import type { Random } from '../support/random';
import { idFromUuid } from '../ids';
import { insertAgents, type AgentRecord } from '../store/agents';
import { listKnowledgeItems } from '../store/knowledge-items';
import { insertPhoneNumbers, type PhoneNumberRecord } from '../store/phone-numbers';
import { DAY } from './timeline';

/**
 * The seeded workspace's agents, each on a phone number of its own: a mix of
 * directions so that campaigns have outbound agents and inbound and web calls
 * have someone to answer, and one inbound agent switched off in the dashboard
 * ten days ago (it keeps its older calls, and the simulator leaves it alone).
 */
export interface SeededAgent {
  record: AgentRecord;
  phoneNumber: PhoneNumberRecord;
  /** Places campaign calls. */
  outbound: boolean;
  /** Answers inbound and web calls. */
  inbound: boolean;
  /** Calls it handled in the seeded history end before this instant. */
  handledCallsUntil: number;
}

const BLUEPRINTS: readonly { direction: AgentDirection; switchedOffDaysAgo?: number }[] = [
  { direction: 'both' },
  { direction: 'outbound' },
  { direction: 'inbound' },
  { direction: 'both' },
  { direction: 'inbound', switchedOffDaysAgo: 10 },
];

const COUNTRY_BY_LANGUAGE: Record<FakeAgent['language'], PhoneCountry> = {
  'en-US': 'US', 'en-GB': 'GB', 'en-AU': 'AU', 'fr-FR': 'FR', 'de-DE': 'DE', 'es-ES': 'ES',
};

export function seedAgents(db: Database, workspaceId: number, rng: Random, base: number, provisioningDelayMs: number): SeededAgent[] {
  const knowledgeItemIds = listKnowledgeItems(db, workspaceId).map((item) => item.id);
  const agents = BLUEPRINTS.map((blueprint, index): SeededAgent => {
    const fake = agentWithDirection(rng, blueprint.direction);
    const createdAt = base - (150 - index * 9) * DAY + rng.int(0, 8 * 3_600_000);
    const switchedOffAt = blueprint.switchedOffDaysAgo === undefined ? undefined : base - blueprint.switchedOffDaysAgo * DAY;
    const record: AgentRecord = {
      id: idFromUuid('agent', rng.uuid()),
      workspace_id: workspaceId,
      ...fake,
      active_override: switchedOffAt === undefined ? null : false,
      provisioned_at: createdAt + provisioningDelayMs,
      voice_provider: VOICE_PROVIDER,
      voice: rng.pick(SUPPORTED_VOICES),
      accent: null,
      website_url: null,
      knowledge_item_ids: rng.sample(knowledgeItemIds, rng.int(0, knowledgeItemIds.length)),
      created_at: createdAt,
      updated_at: switchedOffAt ?? createdAt + rng.int(1, 20) * DAY,
    };
    const phoneNumber: PhoneNumberRecord = {
      id: idFromUuid('phoneNumber', rng.uuid()),
      workspace_id: workspaceId,
      number: fakePhoneNumber(rng, COUNTRY_BY_LANGUAGE[fake.language]),
      agent_id: record.id,
      created_at: createdAt,
    };
    return {
      record,
      phoneNumber,
      outbound: fake.call_direction !== 'inbound',
      inbound: fake.call_direction !== 'outbound',
      handledCallsUntil: switchedOffAt ?? base,
    };
  });
  insertAgents(db, agents.map((agent) => agent.record));
  insertPhoneNumbers(db, agents.map((agent) => agent.phoneNumber));
  return agents;
}

/** fakeAgent picks a direction itself; drawing until it picks the wanted one keeps names and objectives in character. */
function agentWithDirection(rng: Random, direction: AgentDirection): FakeAgent {
  for (let attempt = 0; attempt < 100; attempt++) {
    const agent = fakeAgent(rng);
    if (agent.call_direction === direction) return agent;
  }
  throw new Error(`fakeAgent never produced a ${direction} agent`);
}
