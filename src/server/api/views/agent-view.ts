import { isoTimestamp } from '../../clock';
import { agentIsActive, type AgentListRecord, type AgentRecord } from '../../store/agents';

/** The agent list shape of spec 2.2: exactly these six fields. */
export function agentListView(agent: AgentListRecord, now: number) {
  return {
    id: agent.id,
    name: agent.name,
    language: agent.language,
    is_active: agentIsActive(agent, now),
    voice_provider: agent.voice_provider,
    created_at: isoTimestamp(agent.created_at),
  };
}

/**
 * The single-agent shape of spec 2.2. The fields whose presence the spec does
 * not show (product_description … accent) are included: our reading, so that a
 * client can show what its PATCH changed. website_url is create-only and not
 * returned.
 */
export function agentView(agent: AgentRecord, phoneNumberId: string | null, now: number) {
  return {
    id: agent.id,
    name: agent.name,
    assistant_name: agent.assistant_name,
    company_name: agent.company_name,
    assistant_personality: agent.assistant_personality,
    objective: agent.objective,
    product_description: agent.product_description,
    first_message: agent.first_message,
    call_direction: agent.call_direction,
    language: agent.language,
    is_active: agentIsActive(agent, now),
    voice_provider: agent.voice_provider,
    voice: agent.voice,
    accent: agent.accent,
    custom_instructions: agent.custom_instructions,
    background_sound: agent.background_sound,
    enabled_tools: agent.enabled_tools,
    knowledge_item_ids: agent.knowledge_item_ids,
    phone_number_id: phoneNumberId,
    created_at: isoTimestamp(agent.created_at),
    updated_at: isoTimestamp(agent.updated_at),
  };
}
