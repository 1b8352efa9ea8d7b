import { createSignal, Match, Switch } from 'solid-js';
import type { AgentDetail } from '../../../shared/contract/record-schemas';
import type { AgentsScreenStore } from '../stores/agents-screen-store';
import { AgentSettingsDialog } from './agent-settings-dialog';
import { DeleteAgentDialog } from './delete-agent-dialog';

export const AGENT_READ_ONLY_NOTICE_ID = 'agent-read-only';

/** The open agent's buttons: edit its settings, delete it; disabled, with the reason tied to them, when the key can only read. */
export function AgentActions(props: { agent: AgentDetail; store: AgentsScreenStore; onDeleted: () => void }) {
  const [dialog, setDialog] = createSignal<'settings' | 'delete' | null>(null);
  const readOnly = () => props.store.access.readOnly();
  const describedBy = () => (readOnly() ? AGENT_READ_ONLY_NOTICE_ID : undefined);

  return (
    <>
      <button type="button" disabled={readOnly()} aria-describedby={describedBy()} onClick={() => setDialog('settings')}>
        Edit settings
      </button>
      <button type="button" class="danger" disabled={readOnly()} aria-describedby={describedBy()} onClick={() => setDialog('delete')}>
        Delete agent
      </button>
      <Switch>
        <Match when={dialog() === 'settings'}>
          <AgentSettingsDialog agent={props.agent} editing={props.store.editing} onClose={() => setDialog(null)} />
        </Match>
        <Match when={dialog() === 'delete'}>
          <DeleteAgentDialog
            agent={props.agent}
            editing={props.store.editing}
            access={props.store.access}
            onCancel={() => setDialog(null)}
            onDeleted={() => {
              setDialog(null);
              props.onDeleted();
            }}
          />
        </Match>
      </Switch>
    </>
  );
}
