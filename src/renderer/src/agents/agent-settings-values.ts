import type { AgentUpdateBody } from '../../../shared/api/requests';
import type { AgentDetail } from '../../../shared/contract/record-schemas';

/**
 * The agent settings form's values (every field of the agent update body,
 * spec 4.1) and the update they make: only the fields the user changed, so
 * an edit never overwrites a setting changed meanwhile on the dashboard.
 *
 * Lists (instructions, tools, documents) are typed one entry a line. A
 * setting the service did not send (or that is not fetched yet) starts
 * empty, or "not set" for a choice, and is sent only if the user gives it a
 * value. Clearing the phone number releases it (null).
 */
export interface AgentSettingsValues {
  name: string;
  assistant_name: string;
  company_name: string;
  assistant_personality: string;
  is_active: boolean;
  objective: string;
  product_description: string;
  first_message: string;
  call_direction: '' | NonNullable<AgentUpdateBody['call_direction']>;
  language: string;
  custom_instructions: string;
  background_sound: '' | NonNullable<AgentUpdateBody['background_sound']>;
  enabled_tools: string;
  knowledge_item_ids: string;
  phone_number_id: string;
}

export type AgentSettingsField = keyof AgentSettingsValues;

/** One-line fields: spaces around them are not meant. */
const TRIMMED = ['name', 'assistant_name', 'company_name', 'assistant_personality', 'language', 'phone_number_id'] as const;
const LONG_TEXTS = ['objective', 'product_description', 'first_message'] as const;
const LISTS = ['custom_instructions', 'enabled_tools', 'knowledge_item_ids'] as const;
const CHOICES = ['call_direction', 'background_sound'] as const;

export function agentSettingsValues(agent: AgentDetail): AgentSettingsValues {
  return {
    name: agent.name,
    assistant_name: agent.assistant_name ?? '',
    company_name: agent.company_name ?? '',
    assistant_personality: agent.assistant_personality ?? '',
    is_active: agent.is_active,
    objective: agent.objective ?? '',
    product_description: agent.product_description ?? '',
    first_message: agent.first_message ?? '',
    call_direction: agent.call_direction ?? '',
    language: agent.language,
    custom_instructions: (agent.custom_instructions ?? []).join('\n'),
    background_sound: agent.background_sound === 'office' || agent.background_sound === 'off' ? agent.background_sound : '',
    enabled_tools: (agent.enabled_tools ?? []).join('\n'),
    knowledge_item_ids: (agent.knowledge_item_ids ?? []).join('\n'),
    phone_number_id: agent.phone_number_id ?? '',
  };
}

/** The entries of a list typed one a line; blank lines are not entries. */
export function listEntries(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What the form changed, as an agent update body (empty when nothing changed). */
export function agentSettingsChanges(before: AgentSettingsValues, after: AgentSettingsValues): AgentUpdateBody {
  const changes: Record<string, unknown> = {};
  for (const field of TRIMMED) {
    const value = after[field].trim();
    if (value === before[field].trim()) continue;
    changes[field] = field === 'phone_number_id' && value === '' ? null : value;
  }
  for (const field of LONG_TEXTS) if (after[field] !== before[field]) changes[field] = after[field];
  for (const field of LISTS) {
    const entries = listEntries(after[field]);
    if (!sameList(entries, listEntries(before[field]))) changes[field] = entries;
  }
  for (const field of CHOICES) if (after[field] !== before[field] && after[field] !== '') changes[field] = after[field];
  if (after.is_active !== before.is_active) changes['is_active'] = after.is_active;
  return changes as AgentUpdateBody;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}
