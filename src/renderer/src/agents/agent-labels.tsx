import type { AgentRow } from '../../../shared/contract/record-schemas';

const directionLabels: Record<NonNullable<AgentRow['call_direction']>, string> = { inbound: 'Inbound', outbound: 'Outbound', both: 'Inbound and outbound' };

export const agentDirectionLabel = (direction: AgentRow['call_direction']) => (direction === null ? null : directionLabels[direction]);

/**
 * Whether the agent answers calls (spec 3.3), or, for one created here that
 * the service has not yet said is ready, that it is still being set up: a
 * status, so a screen reader hears it become Active.
 */
export function AgentActive(props: { agent: Pick<AgentRow, 'is_active' | 'provisioning'> }) {
  return (
    <span role="status" class={`status-badge agent-${props.agent.provisioning ? 'provisioning' : props.agent.is_active ? 'active' : 'inactive'}`}>
      {props.agent.provisioning ? 'Provisioning…' : props.agent.is_active ? 'Active' : 'Inactive'}
    </span>
  );
}
