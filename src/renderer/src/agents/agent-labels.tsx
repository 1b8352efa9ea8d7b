import type { AgentRow } from '../../../shared/contract/record-schemas';

const directionLabels: Record<NonNullable<AgentRow['call_direction']>, string> = { inbound: 'Inbound', outbound: 'Outbound', both: 'Inbound and outbound' };

export const agentDirectionLabel = (direction: AgentRow['call_direction']) => (direction === null ? null : directionLabels[direction]);

/** Whether the agent answers calls (spec 3.3). */
export function AgentActive(props: { active: boolean }) {
  return <span class={`status-badge agent-${props.active ? 'active' : 'inactive'}`}>{props.active ? 'Active' : 'Inactive'}</span>;
}
