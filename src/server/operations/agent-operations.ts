import { presentOnly } from '../../shared/present-only';
import type { Database } from 'better-sqlite3';
import type { AgentCreateBody, AgentUpdateBody } from '../../shared/api/index';
import { DEFAULT_LANGUAGE, DEFAULT_VOICE, VOICE_PROVIDER } from '../catalog';
import { newId } from '../ids';
import { notFound } from '../api/api-error';
import { deleteAgent, getAgent, insertAgents, updateAgent, type AgentRecord } from '../store/agents';
import { cancelRunningCampaignsOfAgent } from '../store/campaigns';
import { knowledgeItemExists } from '../store/knowledge-items';
import { assignPhoneNumber, phoneNumberExists, unassignPhoneNumbersOfAgent } from '../store/phone-numbers';
import { agentFromWebsite } from './agent-from-website';

/** Agent create, update and delete with their effects on other tables. Bodies arrive validated, with language and voice in canonical form. */

export function createAgent(db: Database, workspaceId: number, body: AgentCreateBody, now: number, provisioningDelayMs: number): AgentRecord {
  const built = body.website_url === undefined ? undefined : agentFromWebsite(body.website_url);
  // Manual fields win over what the website suggests, so both may be combined.
  const companyName = body.company_name ?? built?.company_name ?? null;
  const assistantName = body.assistant_name ?? built?.assistant_name ?? null;
  const agent: AgentRecord = {
    id: newId('agent'),
    workspace_id: workspaceId,
    // The spec requires a name in no form; an agent without one is named after what it has.
    name: body.name ?? built?.name ?? (companyName !== null ? `${companyName} Assistant` : (assistantName ?? 'Untitled agent')),
    assistant_name: assistantName,
    company_name: companyName,
    assistant_personality: built?.assistant_personality ?? 'Friendly and professional',
    objective: body.objective ?? built?.objective ?? null,
    product_description: built?.product_description ?? null,
    first_message: body.first_message ?? built?.first_message ?? null,
    // Not in the create body; a manual agent answers and places calls until told otherwise.
    call_direction: built?.call_direction ?? 'both',
    language: body.language ?? built?.language ?? DEFAULT_LANGUAGE,
    active_override: null,
    provisioned_at: now + provisioningDelayMs,
    voice_provider: VOICE_PROVIDER,
    voice: body.voice ?? DEFAULT_VOICE,
    accent: body.accent ?? null,
    website_url: body.website_url ?? null,
    custom_instructions: built?.custom_instructions ?? [],
    background_sound: built?.background_sound ?? 'off',
    enabled_tools: built?.enabled_tools ?? [],
    knowledge_item_ids: [],
    created_at: now,
    updated_at: now,
  };
  insertAgents(db, [agent]);
  return agent;
}

export function applyAgentUpdate(db: Database, workspaceId: number, agentId: string, changes: AgentUpdateBody, now: number): AgentRecord {
  return db.transaction(() => {
    const agent = getAgent(db, workspaceId, agentId);
    if (agent === undefined) throw notFound('agent', agentId);
    if (changes.phone_number_id != null && !phoneNumberExists(db, workspaceId, changes.phone_number_id)) {
      throw notFound('phone number', changes.phone_number_id);
    }
    for (const itemId of changes.knowledge_item_ids ?? []) {
      if (!knowledgeItemExists(db, workspaceId, itemId)) throw notFound('knowledge item', itemId);
    }
    const { is_active, phone_number_id, ...fields } = changes;
    const updated: AgentRecord = {
      ...agent,
      ...(presentOnly(fields) as Partial<AgentRecord>),
      // An explicit is_active wins over provisioning from now on, either way.
      active_override: is_active ?? agent.active_override,
      updated_at: now,
    };
    updateAgent(db, updated);
    if (phone_number_id !== undefined) assignPhoneNumber(db, agentId, phone_number_id);
    return updated;
  })();
}

/**
 * Irreversible. Unassigns the agent's phone numbers and cancels its running
 * campaigns (spec 3.3). "Running" is our reading: active, as the spec says, and
 * also paused, since a paused campaign would otherwise resume with no agent.
 * Draft and scheduled campaigns stay, with no agent.
 */
export function removeAgent(db: Database, workspaceId: number, agentId: string, now: number): void {
  db.transaction(() => {
    if (getAgent(db, workspaceId, agentId) === undefined) throw notFound('agent', agentId);
    cancelRunningCampaignsOfAgent(db, agentId, now);
    unassignPhoneNumbersOfAgent(db, agentId);
    deleteAgent(db, workspaceId, agentId);
  })();
}
