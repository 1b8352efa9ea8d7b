import { createSignal, Show } from 'solid-js';
import type { AgentEditingStore } from '../stores/agent-editing-store';
import { PROVISIONING_STOPPED_TEXT } from './agent-labels';

/**
 * For a new agent the service was still setting up when the app stopped
 * checking (after ten minutes): says so, and offers to check now, online
 * only (the service is read at once; out of reach, the notice says why).
 * Still being set up, the agent is watched again and shows as provisioning.
 */
export function ProvisioningStoppedNotice(props: { agentId: string; editing: AgentEditingStore }) {
  const [checking, setChecking] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();
  const check = async () => {
    setChecking(true);
    setProblem(undefined);
    const result = await props.editing.checkProvisioning(props.agentId);
    setChecking(false);
    if (!result.ok) setProblem(`Could not check: ${result.error.message}`);
  };
  return (
    <div class="notice" role="status" aria-labelledby="provisioning-stopped-text">
      <p id="provisioning-stopped-text">{PROVISIONING_STOPPED_TEXT}</p>
      <button type="button" disabled={checking()} onClick={() => void check()}>
        {checking() ? 'Checking…' : 'Check now'}
      </button>
      <Show when={problem()}>
        <p class="error" role="alert">
          {problem()}
        </p>
      </Show>
    </div>
  );
}
