import { createSignal, For, Show } from 'solid-js';
import type { CampaignFilter } from '../../../shared/contract/record-schemas';
import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { ScreenSearchBox } from '../list/screen-search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import { countLabel, noMatchText } from '../records/format';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import type { CampaignsScreenStore } from '../stores/campaigns-screen-store';
import { CAMPAIGN_COLUMNS } from './campaign-columns';
import { CAMPAIGN_STATUS_OPTIONS } from './campaign-status';
import { CampaignView } from './campaign-view';
import { NewCampaignDialog } from './new-campaign-dialog';

const ROW_ID = 'campaign-row';
const READ_ONLY_NOTICE_ID = 'campaigns-read-only';

/** The Campaigns screen: the mirrored campaigns, newest first, searched by name and filtered by status; the open campaign beside them; New campaign. */
export function CampaignsScreen(props: { store: CampaignsScreenStore }) {
  const list = () => props.store.list;
  const screen = useScreenNavigation({
    section: 'campaigns',
    focusList: (searchBox) => focusRowOrSearch(rowElementId(ROW_ID, list().activeIndex()), searchBox),
  });
  const setStatus = (value: string) => {
    const next: CampaignFilter = { ...list().filter() };
    if (value === '') delete next.status;
    else next.status = [value as NonNullable<CampaignFilter['status']>[number]];
    list().setFilter(next);
  };
  const [creating, setCreating] = createSignal(false);
  const readOnly = () => props.store.access.readOnly();

  return (
    <ListScreen
      title="Campaigns"
      count={list().total() === undefined ? undefined : countLabel(list().total() ?? 0, 'campaign', 'campaigns')}
      tools={
        <button type="button" class="primary" disabled={readOnly()} aria-describedby={readOnly() ? READ_ONLY_NOTICE_ID : undefined} onClick={() => setCreating(true)}>
          New campaign
        </button>
      }
      search={
        <ScreenSearchBox
          id="campaigns-search"
          placeholder="Words in a campaign's name (press /)"
          search={props.store.search}
          screen={screen}
        />
      }
      recordOpen={props.store.view.openId() !== null}
      record={<CampaignView store={props.store} onBack={screen.back} />}
    >
      <ReadOnlyNotice id={READ_ONLY_NOTICE_ID} access={props.store.access} />
      <Show when={creating()}>
        <NewCampaignDialog
          editing={props.store.editing}
          onClose={() => setCreating(false)}
          onCreated={(localId) => {
            setCreating(false);
            screen.open({ id: localId });
          }}
        />
      </Show>
      <div class="filters" role="group" aria-label="Filters">
        <label>
          Status
          <select value={list().filter().status?.[0] ?? ''} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">Any</option>
            <For each={CAMPAIGN_STATUS_OPTIONS}>{([value, label]) => <option value={value}>{label}</option>}</For>
          </select>
        </label>
        <Show when={list().filter().status !== undefined}>
          <button type="button" onClick={() => setStatus('')}>
            Clear filters
          </button>
        </Show>
      </div>
      <VirtualTable
        store={list()}
        columns={CAMPAIGN_COLUMNS}
        label="Campaigns"
        kind="campaigns"
        rowId={ROW_ID}
        noun="campaigns"
        empty={{
          filtered: noMatchText('campaigns', list().filter().text, list().filter().status !== undefined),
          unfiltered: 'No campaigns in the mirror yet — sync to fetch them.',
        }}
        minWidth="56rem"
        rowClass={(row) => ({ pending: row.pending })}
        onOpen={(row) => screen.open({ id: row.id })}
      />
    </ListScreen>
  );
}
