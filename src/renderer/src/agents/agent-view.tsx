import { For, Show } from 'solid-js';
import type { AgentDetail } from '../../../shared/contract/record-schemas';
import { formatTime } from '../calls/format';
import { Chips, Fields } from '../records/fields';
import { RecordCalls } from '../records/record-calls';
import { RecordView } from '../records/record-view';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import type { AgentsScreenStore } from '../stores/agents-screen-store';
import { AGENT_READ_ONLY_NOTICE_ID, AgentActions } from './agent-actions';
import { AgentActive, agentDirectionLabel } from './agent-labels';
import { ProvisioningStoppedNotice } from './provisioning-stopped-notice';

/**
 * The open agent: every setting the spec defines (those the service did not
 * send show as missing; all of them until the sync has fetched the agent's
 * detail, which the view then says), and the agent's calls; its buttons
 * edit the settings and delete the agent.
 */
export function AgentView(props: { store: AgentsScreenStore; onBack: () => void }) {
  return (
    <RecordView
      store={props.store.view}
      section="agents"
      noun="agent"
      title={(agent: AgentDetail) => agent.name}
      onBack={props.onBack}
      actions={(agent) => <AgentActions agent={agent} store={props.store} onDeleted={props.onBack} />}
    >
      {(agent) => (
        <>
          <ReadOnlyNotice id={AGENT_READ_ONLY_NOTICE_ID} access={props.store.access} />
          <Show when={agent.provisioning}>
            <p class="notice">The service is still setting up this agent (this takes a few seconds). It shows here as ready as soon as the service says so.</p>
          </Show>
          <Show when={agent.provisioning_stopped}>
            <ProvisioningStoppedNotice agentId={agent.id} editing={props.store.editing} />
          </Show>
          <Show when={!agent.detail_fetched}>
            <p class="notice" role="status">
              Settings not fetched yet: the agent's settings arrive with the next sync.
            </p>
          </Show>
          <h4>Settings</h4>
          <Fields
            missing={agent.detail_fetched ? '—' : 'Not fetched yet'}
            fields={[
              { label: 'Status', value: <AgentActive agent={agent} /> },
              { label: 'Introduces itself as', value: agent.assistant_name },
              { label: 'Company name', value: agent.company_name },
              { label: 'Personality', value: text(agent.assistant_personality) },
              { label: 'Objective', value: text(agent.objective) },
              { label: 'Product description', value: text(agent.product_description) },
              { label: 'First message', value: text(agent.first_message) },
              { label: 'Calls', value: agentDirectionLabel(agent.call_direction) },
              { label: 'Language', value: agent.language },
              { label: 'Voice provider', value: agent.voice_provider },
              { label: 'Voice', value: agent.voice },
              { label: 'Accent', value: agent.accent },
              { label: 'Background sound', value: agent.background_sound === null ? null : agent.background_sound === 'office' ? 'Office' : 'Off' },
              { label: 'Custom instructions', value: agent.custom_instructions === null ? null : <Instructions items={agent.custom_instructions} /> },
              { label: 'Enabled tools', value: agent.enabled_tools === null ? null : <Chips items={agent.enabled_tools} label="Enabled tools" none="None" /> },
              {
                label: 'Knowledge documents',
                value: agent.knowledge_item_ids === null ? null : <Chips items={agent.knowledge_item_ids} label="Knowledge documents" none="None" />,
              },
              { label: 'Phone number', value: agent.phone_number_id },
              { label: 'Website', value: agent.website_url },
              { label: 'Created', value: formatTime(agent.created_at) },
              { label: 'Updated', value: agent.updated_at === null ? null : formatTime(agent.updated_at) },
              { label: 'Last synced', value: agent.synced_at === null ? 'Not yet: created on this computer' : formatTime(agent.synced_at) },
            ]}
          />
          <RecordCalls calls={props.store.calls} from={agent.name} other="contact" empty="No calls by this agent in this computer's copy of the workspace." />
        </>
      )}
    </RecordView>
  );
}

/** A long setting (a first message, a description), its line breaks kept. */
function text(value: string | null) {
  return value === null ? null : <span class="long-text">{value}</span>;
}

function Instructions(props: { items: readonly string[] }) {
  return (
    <Show when={props.items.length > 0} fallback={<span class="no-value">None</span>}>
      <ol class="instructions">
        <For each={props.items}>{(item) => <li>{item}</li>}</For>
      </ol>
    </Show>
  );
}
