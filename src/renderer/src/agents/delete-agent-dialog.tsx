import { createResource, createSignal, For, Show, untrack } from 'solid-js';
import type { AgentDetail } from '../../../shared/contract/record-schemas';
import { CampaignStatus } from '../campaigns/campaign-status';
import { ConfirmDialog } from '../editing/confirm-dialog';
import type { AgentEditingStore } from '../stores/agent-editing-store';
import type { WriteAccess } from '../stores/write-access';

/**
 * Deleting an agent, after saying what it does: the service cancels the
 * agent's running campaigns (named, as the mirror has them) and releases its
 * phone numbers, for good. Online only, never queued: a refusal (the service
 * out of reach, a read-only key) is said in the dialog and nothing changes.
 */
export function DeleteAgentDialog(props: { agent: AgentDetail; editing: AgentEditingStore; access: WriteAccess; onDeleted: () => void; onCancel: () => void }) {
  const agentId = untrack(() => props.agent.id);
  const name = untrack(() => props.agent.name);
  const [running] = createResource(() => props.editing.runningCampaigns(agentId));
  const cancelled = () => {
    const result = running();
    return result?.ok ? result.value : undefined;
  };
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();

  async function remove() {
    setBusy(true);
    setProblem(undefined);
    const result = await props.editing.remove(agentId, name);
    setBusy(false);
    if (result.ok) props.onDeleted();
    else setProblem(`“${name}” was not deleted: ${result.error.message}`);
  }

  return (
    <ConfirmDialog
      id="delete-agent"
      title={`Delete agent “${name}”?`}
      confirmLabel="Delete agent"
      busyLabel="Deleting…"
      busy={busy()}
      danger
      problem={problem()}
      onConfirm={() => void remove()}
      onCancel={() => props.onCancel()}
    >
      <p>Deleting is permanent: the agent cannot be brought back, here or on the dashboard.</p>
      <ul class="consequences">
        <Show when={!running.loading} fallback={<li>Its active campaigns are cancelled (looking them up…).</li>}>
          <Show when={cancelled()} fallback={<li>Its active campaigns are cancelled.</li>}>
            {(found) => (
              <Show
                when={found().campaigns.length > 0}
                fallback={<li>It has no active or paused campaigns in this computer's copy of the workspace; any the service has are cancelled.</li>}
              >
                <li>
                  {found().campaigns.length === 1
                    ? 'Its 1 running campaign (active or paused) is cancelled; its remaining calls are never placed:'
                    : `Its ${found().more ? 'more than ' : ''}${found().campaigns.length} running campaigns (active or paused) are cancelled; their remaining calls are never placed:`}
                  <ul aria-label="Campaigns cancelled">
                    <For each={found().campaigns}>
                      {(campaign) => (
                        <li>
                          {campaign.name} <CampaignStatus status={campaign.status} />
                        </li>
                      )}
                    </For>
                  </ul>
                </li>
              </Show>
            )}
          </Show>
        </Show>
        <li>
          <Show when={props.agent.phone_number_id} fallback="Its phone numbers are released.">
            {(number) => `Its phone number ${number()} is released.`}
          </Show>
        </li>
      </ul>
      <p class="hint">
        This is done on the service now, not queued for later
        {props.access.online() === false ? '; the service could not be reached at the last sync, so it may fail.' : '.'}
      </p>
    </ConfirmDialog>
  );
}
