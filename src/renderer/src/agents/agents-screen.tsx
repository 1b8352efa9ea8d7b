import { createSignal, Show } from 'solid-js';
import type { AgentFilter } from '../../../shared/contract/record-schemas';
import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { ScreenSearchBox } from '../list/screen-search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import { countLabel, noMatchText } from '../records/format';
import type { AgentsScreenStore } from '../stores/agents-screen-store';
import { AGENT_COLUMNS } from './agent-columns';
import { AgentView } from './agent-view';
import { NewAgentDialog } from './new-agent-dialog';
import { ReadOnlyNotice } from '../shell/read-only-notice';

const ROW_ID = 'agent-row';
const READ_ONLY_NOTICE_ID = 'agents-read-only';

/** The Agents screen: the mirrored agents by name, searched by name and filtered by status; the open agent's settings beside them (edited there), New agent (online only), and word of an agent just deleted. */
export function AgentsScreen(props: { store: AgentsScreenStore }) {
  const list = () => props.store.list;
  const screen = useScreenNavigation({
    section: 'agents',
    focusList: (searchBox) => focusRowOrSearch(rowElementId(ROW_ID, list().activeIndex()), searchBox),
  });
  const setActive = (value: string) => {
    const next: AgentFilter = { ...list().filter() };
    if (value === '') delete next.active;
    else next.active = value === 'active';
    list().setFilter(next);
  };
  const activeValue = () => {
    const active = list().filter().active;
    return active === undefined ? '' : active ? 'active' : 'inactive';
  };

  const [creating, setCreating] = createSignal(false);
  const readOnly = () => props.store.access.readOnly();

  return (
    <ListScreen
      title="Agents"
      count={list().total() === undefined ? undefined : countLabel(list().total() ?? 0, 'agent', 'agents')}
      tools={
        <button type="button" class="primary" disabled={readOnly()} aria-describedby={readOnly() ? READ_ONLY_NOTICE_ID : undefined} onClick={() => setCreating(true)}>
          New agent
        </button>
      }
      search={
        <ScreenSearchBox
          id="agents-search"
          placeholder="Words in an agent's name (press /)"
          search={props.store.search}
          screen={screen}
        />
      }
      recordOpen={props.store.view.openId() !== null}
      record={<AgentView store={props.store} onBack={screen.back} />}
    >
      <ReadOnlyNotice id={READ_ONLY_NOTICE_ID} access={props.store.access} />
      <Show when={creating()}>
        <NewAgentDialog
          editing={props.store.editing}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            if (id !== null) screen.open({ id });
          }}
        />
      </Show>
      <Show when={props.store.editing.deleted()}>
        {(name) => (
          <p class="notice edit-outcome" role="status">
            Agent “{name()}” was deleted.{' '}
            <button type="button" onClick={() => props.store.editing.clearDeleted()}>
              Dismiss
            </button>
          </p>
        )}
      </Show>
      <div class="filters" role="group" aria-label="Filters">
        <label>
          Status
          <select value={activeValue()} onChange={(event) => setActive(event.currentTarget.value)}>
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </label>
        <Show when={list().filter().active !== undefined}>
          <button type="button" onClick={() => setActive('')}>
            Clear filters
          </button>
        </Show>
      </div>
      <VirtualTable
        store={list()}
        columns={AGENT_COLUMNS}
        label="Agents"
        kind="agents"
        rowId={ROW_ID}
        noun="agents"
        empty={{
          filtered: noMatchText('agents', list().filter().text, list().filter().active !== undefined),
          unfiltered: 'No agents in the mirror yet — sync to fetch them.',
        }}
        minWidth="56rem"
        rowClass={(row) => ({ pending: row.pending, inactive: !row.is_active })}
        onOpen={(row) => screen.open({ id: row.id })}
      />
    </ListScreen>
  );
}
