import { PROVISIONING_GIVE_UP_MS } from '../../../shared/agents/provisioning';
import type { AgentRow } from '../../../shared/contract/record-schemas';

const directionLabels: Record<NonNullable<AgentRow['call_direction']>, string> = { inbound: 'Inbound', outbound: 'Outbound', both: 'Inbound and outbound' };

export const agentDirectionLabel = (direction: AgentRow['call_direction']) => (direction === null ? null : directionLabels[direction]);

/** The app gave up waiting for a new agent to be ready: said in the agent's view, and on its status in the list. */
export const PROVISIONING_STOPPED_TEXT = `Still being set up on the service after ${PROVISIONING_GIVE_UP_MS / 60_000} minutes. VoiceDesk stopped checking; it will check again at the next sync.`;

type AgentState = 'provisioning' | 'stopped' | 'active' | 'inactive';
const stateLabels: Record<AgentState, string> = { provisioning: 'Provisioning…', stopped: 'Not ready yet', active: 'Active', inactive: 'Inactive' };

/**
 * Whether the agent answers calls (spec 3.3), or, for one created here that
 * the service has not yet said is ready, that it is still being set up (or
 * that the app stopped checking): a status, so a screen reader hears it
 * become Active.
 */
export function AgentActive(props: { agent: Pick<AgentRow, 'is_active' | 'provisioning' | 'provisioning_stopped'> }) {
  const state = (): AgentState =>
    props.agent.provisioning ? 'provisioning' : props.agent.provisioning_stopped ? 'stopped' : props.agent.is_active ? 'active' : 'inactive';
  return (
    <span role="status" class={`status-badge agent-${state()}`} title={state() === 'stopped' ? PROVISIONING_STOPPED_TEXT : undefined}>
      {stateLabels[state()]}
    </span>
  );
}
